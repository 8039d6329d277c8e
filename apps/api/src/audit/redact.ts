/** Keys of event data that hold a secret or its hash: the change log shows that they changed, never their value. */
export const SECRET_KEYS: ReadonlySet<string> = new Set(['passwordHash', 'codeHash', 'googleSub', 'token', 'password', 'code']);

/** A secret key as JSON text shows it (`"token":` or `"token": `): a document without a match holds no secret. */
export const SECRET_KEY_PATTERN = `"(${[...SECRET_KEYS].join('|')})"\\s*:`;

/** The event's data with every secret (at any depth) replaced by "[redacted]". */
export const redacted = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redacted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEYS.has(key) && inner !== null ? '[redacted]' : redacted(inner)]));
};
