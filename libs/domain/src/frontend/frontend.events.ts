/** A project's settings, as stored: `enable_websocket` is always false (docs/api-frontends.md, Frontend projects). */
export type FrontendSettings = { enable_websocket: false; tailwind_config: Record<string, unknown> };

/** Every event carries the project's whole current values, so a projection needs no earlier event. */
export type FrontendProjectCreated = {
  type: 'FrontendProjectCreated';
  data: { frontendId: string; gameId: string; name: string; description: string; entryPoint: string; settings: FrontendSettings; at: string };
};

export type FrontendProjectUpdated = {
  type: 'FrontendProjectUpdated';
  data: { frontendId: string; gameId: string; name: string; description: string; settings: FrontendSettings; at: string };
};

export type FrontendEvent = FrontendProjectCreated | FrontendProjectUpdated;

export const FRONTEND_EVENT_TYPES = ['FrontendProjectCreated', 'FrontendProjectUpdated'] as const satisfies readonly FrontendEvent['type'][];

export const FRONTEND_STREAM_PREFIX = 'frontend-';
export const frontendStreamId = (frontendId: string): string => `${FRONTEND_STREAM_PREFIX}${frontendId}`;
