import { useMatches } from 'react-router';

export const DEFAULT_LOGIN_HREF = '/login';

function loginHrefOf(handle: unknown): string | null {
  if (typeof handle !== 'object' || handle === null) return null;
  const { loginHref } = handle as { loginHref?: unknown };
  return typeof loginHref === 'string' ? loginHref : null;
}

/**
 * A page may supply its own target for the header's login link, through its route's
 * `handle: { loginHref }`. The deepest matching route wins.
 */
export function useLoginHref(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const href = loginHrefOf(matches[i].handle);
    if (href) return href;
  }
  return DEFAULT_LOGIN_HREF;
}
