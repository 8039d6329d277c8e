import type { AllPosition } from './event-store.port.js';

export const comparePositions = (a: AllPosition, b: AllPosition): number =>
  a.txId !== b.txId ? (a.txId < b.txId ? -1 : 1) : a.position === b.position ? 0 : a.position < b.position ? -1 : 1;

/** "tx.position": how positions travel in HTTP responses, socket messages and query strings. */
export const formatPosition = (p: AllPosition): string => `${p.txId}.${p.position}`;

export const parsePosition = (text: string): AllPosition | null => {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(text);
  return match ? { txId: BigInt(match[1]), position: BigInt(match[2]) } : null;
};
