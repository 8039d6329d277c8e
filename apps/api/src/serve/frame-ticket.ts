import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A ticket lets the game origin (which sees no studio cookies) serve one frontend to whoever the studio
 * checked: which frontend, which version (working tree, a published checkpoint or one travelled to), the studio origin that
 * may frame it, and until when.
 */
export type FrameTicket = {
  frontendId: string;
  /** 'preview': a build of the workbench's unsaved buffers (Compile), by its buildId; 'checkpoint': time travel. */
  source: 'working' | 'published' | 'preview' | 'checkpoint' | 'moment';
  /** The published checkpoint, for source 'published'; the checkpoint travelled to, for 'checkpoint'. */
  checkpointId: string | null;
  /** The global position, for source 'moment' (time travel to any moment, docs/api-replay.md). */
  position?: string;
  /** The compile's buildId, for source 'preview'. */
  buildId?: string;
  /** The studio origin allowed to frame the page (CSP frame-ancestors). */
  studioOrigin: string;
  expiresAt: number;
};

export const FRAME_TICKET_TTL_MS = 10 * 60_000;

const sign = (secret: string, body: string): string => createHmac('sha256', secret).update(body).digest('base64url');

export const issueTicket = (secret: string, ticket: FrameTicket): string => {
  const body = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
};

const isTicket = (value: unknown): value is FrameTicket => {
  const t = value as FrameTicket;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.frontendId === 'string' &&
    (t.source === 'working' || t.source === 'published' || (t.source === 'checkpoint' && typeof t.checkpointId === 'string') || (t.source === 'preview' && typeof t.buildId === 'string') || (t.source === 'moment' && typeof t.position === 'string')) &&
    (t.checkpointId === null || typeof t.checkpointId === 'string') &&
    typeof t.studioOrigin === 'string' &&
    typeof t.expiresAt === 'number'
  );
};

/** The ticket when its signature holds, it names this frontend and it has not expired; else null. */
export const verifyTicket = (secret: string, token: unknown, frontendId: string, now: number): FrameTicket | null => {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let ticket: unknown;
  try {
    ticket = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isTicket(ticket) || ticket.frontendId !== frontendId || ticket.expiresAt < now) return null;
  return ticket;
};
