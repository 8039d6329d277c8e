export type TokenColor = 'green' | 'yellow' | 'red';

/** The token display's colour: above 100 green, above 50 yellow, otherwise red. */
export function tokenColor(tokens: number): TokenColor {
  if (tokens > 100) return 'green';
  if (tokens > 50) return 'yellow';
  return 'red';
}
