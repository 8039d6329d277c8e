/**
 * What a log line may say about a request: everything but its credentials (docs/architecture.md,
 * Credentials). A cookie keeps its name and attributes, a URL its path and harmless query parameters, so a
 * line still tells what happened; the values that would let a reader act as someone are `[redacted]`.
 */
export const REDACTED = '[redacted]';

/**
 * Query parameters and `name=value` pairs whose value is a credential or private content: the frame ticket
 * (game origin), the studio's cookies, tokens and codes, and the agent stream's message and hidden
 * instructions (a GET's query carries them: docs/api-agent.md).
 */
const SECRET_NAMES = ['ticket', 'sessionid', 'csrftoken', 'tempest_player', 'token', 'code', 'otp', 'password', 'secret', 'sid', 'message', 'hidden_instructions'];
const isSecretName = (name: string): boolean => {
  const lower = name.toLowerCase();
  return SECRET_NAMES.includes(lower) || /(token|ticket|secret|password)$/.test(lower);
};

/** Request headers whose whole value is a credential. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'x-csrftoken']);
/** Headers holding a URL: their query is cleaned as a logged URL's is (a frame's Referer carries its ticket). */
const URL_HEADERS = new Set(['location', 'referer', 'content-location']);

/** `/path?ticket=abc&x=1` → `/path?ticket=[redacted]&x=1` (a relative or absolute URL; the rest left as sent). */
export const redactUrl = (url: string): string => {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const cleaned = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && isSecretName(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q + 1)}${cleaned}${hash < 0 ? '' : url.slice(hash)}`;
};

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A parsed query (express's `req.query`): the same parameters, secret ones as `[redacted]`. */
export const redactQuery = (query: unknown): unknown => {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, isSecretName(name) ? REDACTED : value]));
};

/** `Cookie: a=1; b=2` → `a=[redacted]; b=[redacted]`: which cookies came, never their values. */
export const redactCookieHeader = (value: string): string =>
  value
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`)
    .join('; ');

/** `Set-Cookie: sessionid=abc; Path=/; HttpOnly` → `sessionid=[redacted]; Path=/; HttpOnly` (attributes kept). */
export const redactSetCookie = (value: string): string => {
  const semi = value.indexOf(';');
  const pair = semi < 0 ? value : value.slice(0, semi);
  return `${pair.split('=')[0].trim()}=${REDACTED}${semi < 0 ? '' : value.slice(semi)}`;
};

const mapValue = (value: unknown, redact: (text: string) => string): unknown => {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? redact(v) : REDACTED));
  return value === undefined ? value : REDACTED;
};

/** A copy of request or response headers fit for a log line (the request's own object is never changed). */
export const redactHeaders = (headers: unknown): Record<string, unknown> => {
  if (typeof headers !== 'object' || headers === null) return {};
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower === 'cookie') out[name] = mapValue(value, redactCookieHeader);
    else if (lower === 'set-cookie') out[name] = mapValue(value, redactSetCookie);
    else if (URL_HEADERS.has(lower)) out[name] = mapValue(value, redactUrl);
    else if (SECRET_HEADERS.has(lower) || isSecretName(lower)) out[name] = REDACTED;
    else out[name] = value;
  }
  return out;
};

/**
 * Free text (an error's message or stack, a message built from one): `name=value` pairs of secret names,
 * and the values PostgreSQL quotes in a constraint error (`Key (email)=(…)`), become `[redacted]`.
 */
export const scrubText = (text: string): string =>
  text
    .replace(/\b([A-Za-z_][\w-]*)=([^\s&;,"'<>)]+)/g, (whole, name: string) => (isSecretName(name) ? `${name}=${REDACTED}` : whole))
    .replace(/\bKey \(([^)]*)\)=\((.*?)\)( already exists| is not present| conflicts)/g, `Key ($1)=(${REDACTED})$3`);
