import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { DomainError, looksLikeUuid } from '@tempest/domain';
import type { EventMetadata } from '@tempest/event-store';
import { hasCsrfHeader } from './csrf-token.js';

/**
 * Who asked and why, for the metadata of every event a request causes. `sessionId` is the versioning
 * session the studio names in `X-Versioning-Session`: asset changes made in it are tagged with it.
 */
export type CommandContext = { metadata: EventMetadata; now: string; sessionId?: string | null };

/** The versioning session a request names (header `X-Versioning-Session`), or null; anything but a UUID is a 400. */
export const versioningSessionOf = (request: Request): string | null => {
  const header = request.header('x-versioning-session');
  if (header === undefined || header === '') return null;
  if (!looksLikeUuid(header)) throw new DomainError('versioning.invalid_session', 'X-Versioning-Session must be a UUID');
  return header.toLowerCase();
};

export const requestIdOf = (request: Request): string => {
  const id = (request as Request & { id?: unknown }).id;
  return typeof id === 'string' ? id : randomUUID();
};

const signedInUserOf = (request: Request): string | null => (request as Request & { user?: { userId: string } | null }).user?.userId ?? null;

/**
 * The correlation id of a request's events (docs/architecture.md, Credentials): the client's
 * `X-Correlation-Id` only when it is a UUID sent for a signed-in user by a page of the studio's own origin —
 * the request carries the session and proves the CSRF double-submit (only a script of the studio's origin
 * can read the `csrftoken` cookie and echo it), as every mutating call of apps/web does. Anything else —
 * anonymous callers, another site, a value that is not a UUID — gets the request's own id, so nobody can
 * put text into events and exports or join their events to a chain they do not own.
 */
export const correlationIdOf = (request: Request, requestId: string): string => {
  const given = request.header('x-correlation-id');
  if (!given || !looksLikeUuid(given) || !signedInUserOf(request) || !hasCsrfHeader(request)) return requestId;
  return given.toLowerCase();
};

/** The signed-in user (actorId null for anonymous requests) and the request's ids. */
export const commandContext = (request: Request): CommandContext => {
  const now = new Date().toISOString();
  const requestId = requestIdOf(request);
  return {
    now,
    sessionId: versioningSessionOf(request),
    metadata: {
      actorId: signedInUserOf(request),
      actorKind: 'user',
      model: null,
      correlationId: correlationIdOf(request, requestId),
      causationId: null,
      requestId,
      timestamp: now,
    },
  };
};

/**
 * The context of a message over a socket (a game action): an id of its own as request and correlation id (a
 * socket names no request, and takes no correlation id from its client), the signed-in user or null.
 */
export const socketCommandContext = (userId: string | null): CommandContext => {
  const now = new Date().toISOString();
  const requestId = randomUUID();
  return {
    now,
    sessionId: null,
    metadata: { actorId: userId, actorKind: 'user', model: null, correlationId: requestId, causationId: null, requestId, timestamp: now },
  };
};

/**
 * Metadata of an event the system writes on its own (a CLI, a weekly grant), optionally caused by a
 * request whose correlation, causation and request ids it carries on.
 */
export const systemMetadata = (now: string, cause?: EventMetadata): EventMetadata => ({
  actorId: null,
  actorKind: 'system',
  model: null,
  ...(cause?.agentSessionId ? { agentSessionId: cause.agentSessionId } : {}),
  correlationId: cause?.correlationId ?? randomUUID(),
  causationId: cause?.causationId ?? null,
  requestId: cause?.requestId ?? null,
  timestamp: now,
});
