export const TOKEN_PURCHASE_MAX = 1_000_000;
export const TOKEN_NOTE_MAX = 200;
