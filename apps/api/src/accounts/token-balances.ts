/** What accounts need from the token ledger (bound to TokenLedger by the tokens module). */
export const TOKEN_BALANCES = Symbol('TOKEN_BALANCES');
export type TokenBalances = { balanceOf(userId: string): Promise<number> };
