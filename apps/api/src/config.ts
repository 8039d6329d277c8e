import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

export type AppConfig = {
  port: number;
  host: string;
  /** Real PostgreSQL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | null;
  /** Embedded database directory; null (DATA_DIR=:memory:) keeps it in memory and loses it on exit. */
  dataDir: string | null;
  eventStoreConnectionString: string | null;
  redisUrl: string | null;
  /** Run projection processors in this process (a standby replica takes over when the leader dies). */
  runProjections: boolean;
  /** Schema of the event store and read-model tables (tests use fresh ones). */
  schema: string;
  bodyLimit: string;
  /** Routes that carry attachments (each up to 10 MB, sent as data URLs: docs/api-agent.md, Attachments) take bodies up to this. */
  attachmentBodyLimit: string;
  /** A pause before each tool call of the built-in offline agent, so a build can be watched (and interrupted) step by step; 0 = none. */
  offlineAgentPaceMs: number;
  /** Tokens a turn of the built-in offline model takes (agent chat and code assistant); 0: free, since it costs the host nothing. */
  offlineAgentTokensPerTurn: number;
  /** The playtest's runner (issue 31): Chromium at this path where set (PLAYTEST_CHROMIUM_PATH), else the DOM runner. */
  playtestChromiumPath: string | null;
  logLevel: string;
  /** Where log lines go; unset: stdout. Not an environment setting: tests hook it to read every line. */
  logStream?: { write(line: string): void };
  /** Directory of the built web app; null serves the API only. */
  webDist: string | null;
  /** SMTP server for mail (smtp://user:pass@host:587); null keeps mail in the development mailbox. */
  smtpUrl: string | null;
  /** NODE_ENV=production: no development conveniences (the development mailbox) exist. */
  production: boolean;
  mailFrom: string;
  googleClientId: string | null;
  /** Mark cookies Secure (set when the studio is served over HTTPS). */
  secureCookies: boolean;
  /** Tokens granted to every user once per ISO week. */
  weeklyTokens: number;
  /** Port of the game origin that serves game frames; null: PORT + 1 (random when PORT is 0). */
  gamePort: number | null;
  /** Public origin of the game frames (e.g. https://games.example.com); null: the studio's host on gamePort. */
  gameOrigin: string | null;
  /** Signs frame tickets; replicas behind one address need the same secret. */
  frameSecret: string;
  /** SERVER_SECRET: the root of keyed hashes and key encryption (infrastructure/server-secret.ts); null: kept in the database. */
  serverSecret: string | null;
  /** EVENT_BYTES_PER_REQUEST: bytes of events (data + metadata as JSON) one request may append; 0: no budget (docs/architecture.md). */
  eventBytesPerRequest: number;
  /** PLAY_LIMITS_SCALE: multiplies every play limit (saves, thumbnails, starts, stored bytes: play/play-limits.ts); 0 turns them off. */
  playLimitsScale: number;
  /**
   * PLAY_ACTIONS_IN_FLIGHT (default 48) game actions run at once in this process; PLAY_ACTIONS_QUEUE_MS (default
   * 250): how long one more may wait for its turn before it is answered 503 play.busy with Retry-After (play/admission.ts).
   */
  playActions: { inFlight: number; maxWaitMs: number };
  /** BLOB_SWEEP_INTERVAL_SECONDS: how often unnamed blobs are swept (media/blob-sweep.ts); 0: never. */
  blobSweepIntervalSeconds: number;
  /** BLOB_GRACE_SECONDS: how old a blob no event names must be before the sweep deletes it. */
  blobGraceSeconds: number;
  /** SERVER_TIMING=true: a Server-Timing header on every answer (the benches read it). */
  serverTiming: boolean;
  /** Analysts' exports: jobs at once and bytes kept per analyst, and how long a file is kept (docs/api-analytics.md). */
  exportLimits: { maxActive: number; maxBytes: number; ttlMs: number };
};

/** A whole number from 1, or the fallback when unset or not one. */
const positive = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
};

const bool = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

const nonNegative = (value: string | undefined, fallback: number): number => {
  const parsed = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : fallback;
};

/** 2 MB: twice the largest JSON body a plain route takes (BODY_LIMIT 1mb), so any single edit fits (docs/architecture.md). */
export const DEFAULT_EVENT_BYTES_PER_REQUEST = 2_097_152;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, root = process.cwd()): AppConfig => ({
  port: Number.parseInt(env.PORT ?? '3000', 10),
  host: env.HOST ?? '0.0.0.0',
  databaseUrl: env.DATABASE_URL || null,
  dataDir: env.DATA_DIR === ':memory:' ? null : resolve(root, env.DATA_DIR ?? 'data'),
  eventStoreConnectionString: env.EVENTSTORE_CONNECTION_STRING || null,
  redisUrl: env.REDIS_URL || null,
  runProjections: bool(env.RUN_PROJECTIONS, true),
  schema: env.DB_SCHEMA ?? 'public',
  bodyLimit: env.BODY_LIMIT ?? '1mb',
  attachmentBodyLimit: env.ATTACHMENT_BODY_LIMIT ?? '60mb',
  offlineAgentPaceMs: Math.max(0, Number.parseInt(env.OFFLINE_AGENT_PACE_MS ?? '0', 10) || 0),
  offlineAgentTokensPerTurn: Math.max(0, Number.parseInt(env.OFFLINE_AGENT_TOKENS_PER_TURN ?? '0', 10) || 0),
  playtestChromiumPath: env.PLAYTEST_CHROMIUM_PATH || null,
  logLevel: env.LOG_LEVEL ?? 'info',
  webDist: env.WEB_DIST === '' ? null : resolve(root, env.WEB_DIST ?? 'apps/web/dist'),
  smtpUrl: env.SMTP_URL || null,
  production: env.NODE_ENV === 'production',
  mailFrom: env.MAIL_FROM ?? 'Tempest <no-reply@tempest.local>',
  googleClientId: env.GOOGLE_CLIENT_ID || null,
  secureCookies: bool(env.COOKIE_SECURE, false),
  weeklyTokens: Number.parseInt(env.WEEKLY_TOKENS ?? '1000', 10),
  gamePort: env.GAME_PORT ? Number.parseInt(env.GAME_PORT, 10) : null,
  gameOrigin: env.GAME_ORIGIN ? env.GAME_ORIGIN.replace(/\/+$/, '') : null,
  frameSecret: env.FRAME_SECRET || randomBytes(32).toString('base64url'),
  serverSecret: env.SERVER_SECRET || null,
  serverTiming: bool(env.SERVER_TIMING, false),
  eventBytesPerRequest: nonNegative(env.EVENT_BYTES_PER_REQUEST, DEFAULT_EVENT_BYTES_PER_REQUEST),
  blobSweepIntervalSeconds: nonNegative(env.BLOB_SWEEP_INTERVAL_SECONDS, 3600),
  blobGraceSeconds: nonNegative(env.BLOB_GRACE_SECONDS, 86_400),
  playActions: { inFlight: positive(env.PLAY_ACTIONS_IN_FLIGHT, 48), maxWaitMs: positive(env.PLAY_ACTIONS_QUEUE_MS, 250) },
  playLimitsScale: Number.isFinite(Number(env.PLAY_LIMITS_SCALE)) && Number(env.PLAY_LIMITS_SCALE) >= 0 && env.PLAY_LIMITS_SCALE?.trim() ? Number(env.PLAY_LIMITS_SCALE) : 1,
  exportLimits: {
    maxActive: positive(env.EXPORT_MAX_ACTIVE, 3),
    maxBytes: positive(env.EXPORT_QUOTA_MB, 2048) * 1_048_576,
    ttlMs: positive(env.EXPORT_TTL_HOURS, 7 * 24) * 3_600_000,
  },
});
