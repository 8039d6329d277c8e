import { createApi, fetchBaseQuery, type FetchArgs } from '@reduxjs/toolkit/query/react';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const TAG_TYPES = [
  'Game', 'Me', 'Tokens', 'Models', 'Subscription', 'Profile', 'UserGames',
  // Game assets and versioning (issue 4): invalidated by the game room's readmodel.updated messages.
  'Entity', 'Component', 'Script', 'Prompt', 'Tool', 'LogicFile', 'WorkingTree', 'Revision', 'PendingChange', 'UndoStack', 'Checkpoint',
  // A game's frontend projects (their files are frontend_file assets).
  'FrontendProject',
  // A game's publication (published-status).
  'Publication',
  // A play session's timeline of save states (issue 15).
  'SessionTimeline',
  // The change log (issue 16): its pages, summaries and charts; refetched on the staff or game room's news.
  'AuditLog',
  // The analysts' export jobs and settings (issue 16).
  'AnalyticsExport', 'AnalyticsSettings',
  // The staff's list of erasures (issue 28).
  'Erasures',
] as const;

export type TagType = (typeof TAG_TYPES)[number];
/** A cache tag: every read of a type, or one read (a game's list, an asset's content) by id. */
export type Tag = TagType | { type: TagType; id: string };

/**
 * `selectFromResult` for a query or mutation whose state the component does not read (it only subscribes, or only
 * triggers): the hook's loading and loaded then do not render the component again (docs/architecture.md, The
 * studio's root renders rarely).
 */
export const selectNothing = () => ({});

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return undefined;
}

function methodOf(arg: string | FetchArgs): string {
  return typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET').toUpperCase();
}

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '',
    credentials: 'same-origin',
    prepareHeaders: (headers, { arg, getState }) => {
      headers.set('Accept', 'application/json');
      // Django-style double-submit: the session cookie alone must not be enough to mutate.
      const csrfToken = readCookie('csrftoken');
      if (csrfToken && !SAFE_METHODS.has(methodOf(arg))) headers.set('X-CSRFToken', csrfToken);
      // Changes made while a game's dashboard is open belong to its versioning session.
      const sessionId = (getState() as { versioningSession?: { activeSessionId: string | null } }).versioningSession?.activeSessionId;
      if (sessionId && !SAFE_METHODS.has(methodOf(arg))) headers.set('X-Versioning-Session', sessionId);
      return headers;
    },
  }),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
