export const MAX_CODE_ATTEMPTS = 5;
export const CODE_TTL_MINUTES = 15;
