/**
 * Where to go after signing in. Only same-site paths are followed: `?next=//evil.example` or
 * `?next=https://…` would otherwise turn the login page into an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function verifyEmailPath(email: string, gamePrompt?: string | null): string {
  return withQuery('/verify-email', { email, game_prompt: gamePrompt });
}

type LoginPathOptions = { email?: string; verified?: boolean; next?: string | null; gamePrompt?: string | null };

export function loginPath({ email, verified, next, gamePrompt }: LoginPathOptions = {}): string {
  return withQuery('/login', {
    verified: verified ? '1' : null,
    email,
    next: safeNextPath(next),
    game_prompt: gamePrompt,
  });
}

export function registerPath(gamePrompt?: string | null): string {
  return withQuery('/register', { game_prompt: gamePrompt, from_home: gamePrompt ? 'true' : null });
}

/**
 * After signing in: the page that sent the user here, else home — carrying a prompt typed before
 * registering, so the home prompt screen can pick it up.
 */
export function afterSignInPath(next: string | null, gamePrompt: string | null): string {
  return safeNextPath(next) ?? withQuery('/', { game_prompt: gamePrompt });
}
