export type WeeklyTokensGranted = {
  type: 'WeeklyTokensGranted';
  /** week: ISO week "YYYY-Www" (UTC). */
  data: { week: string; amount: number; at: string };
};

/** The agent turn that used tokens (session and turn number), so a rolled-back turn can be refunded once. */
export type TokenTurn = { sessionId: string; turn: number };

export type TokensConsumed = {
  type: 'TokensConsumed';
  data: { model: string; inputTokens: number; outputTokens: number; amount: number; reason: string; at: string; turn?: TokenTurn };
};

/** What an agent turn cost, given back after the creator rolled the turn back (docs/api-checkpoints.md). */
export type TokensRefunded = {
  type: 'TokensRefunded';
  data: { amount: number; turn: TokenTurn; checkpointId: string; at: string };
};

export type TokensPurchased = {
  type: 'TokensPurchased';
  /** by: the staff member who recorded it (null from a script). */
  data: { amount: number; note: string; by: string | null; at: string };
};

export type TokenEvent = WeeklyTokensGranted | TokensConsumed | TokensPurchased | TokensRefunded;

export const TOKEN_EVENT_TYPES = ['WeeklyTokensGranted', 'TokensConsumed', 'TokensPurchased', 'TokensRefunded'] as const satisfies readonly TokenEvent['type'][];

export const TOKEN_STREAM_PREFIX = 'tokens-';
export const tokenStreamId = (userId: string): string => `${TOKEN_STREAM_PREFIX}${userId}`;
