/** The agent's change count for a game when the preview asked for a new play session. */
export type SessionAsOf = { gameId: string; changeCount: number };

/**
 * Whether the preview's session already has every change the agent reported: it was asked for (new, not
 * resumed) for this game after the last one. Then a reload request needs no restart.
 */
export function sessionUpToDate(asOf: SessionAsOf | null, agent: { gameId: string | null; changeCount: number }, gameId: string): boolean {
  return asOf !== null && asOf.gameId === gameId && agent.gameId === gameId && asOf.changeCount === agent.changeCount;
}
