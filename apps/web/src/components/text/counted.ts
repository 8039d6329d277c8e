/**
 * A count with its noun: "1 checkpoint", "3 checkpoints", "0 matches". The plural is the noun plus "s"
 * unless given.
 */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? noun : plural}`;
}
