export type WeeklyTokensGranted = {
  type: 'WeeklyTokensGranted';
  /** week: ISO week "YYYY-Www" (UTC). */
  data: { week: string; amount: number; at: string };
};

export type TokensConsumed = {
  type: 'TokensConsumed';
  data: { model: string; inputTokens: number; outputTokens: number; amount: number; reason: string; at: string };
};

export type TokensPurchased = {
  type: 'TokensPurchased';
  /** by: the staff member who recorded it (null from a script). */
  data: { amount: number; note: string; by: string | null; at: string };
};

export type TokenEvent = WeeklyTokensGranted | TokensConsumed | TokensPurchased;

export const TOKEN_EVENT_TYPES = ['WeeklyTokensGranted', 'TokensConsumed', 'TokensPurchased'] as const satisfies readonly TokenEvent['type'][];

export const TOKEN_STREAM_PREFIX = 'tokens-';
export const tokenStreamId = (userId: string): string => `${TOKEN_STREAM_PREFIX}${userId}`;
