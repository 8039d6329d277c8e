import type { PlaySource } from '@tempest/contracts';

/** The sandbox of the game frame, exactly (docs/api-frontends.md, Serving and the sandbox). */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-forms allow-pointer-lock';

/**
 * The studio route that redirects to the game origin (docs/api-frontends.md §3), asking for the version
 * the session plays; without one (a failed start) the server decides (published, or a draft's working tree
 * for its editors).
 */
export const frameSrc = (frontendId: string, source: PlaySource | null): string =>
  `/create/vibecode/serve/${encodeURIComponent(frontendId)}/${source ? `?source=${source}` : ''}`;

/**
 * Time travel: the frontend as the checkpoint recorded it (docs/api-checkpoints.md, Time travel). A save played
 * on its version names the session too: the player of that session may have the frame, editor or not.
 */
export const checkpointFrameSrc = (frontendId: string, checkpointId: string, sessionId: string | null = null): string =>
  `/create/vibecode/serve/${encodeURIComponent(frontendId)}/?source=checkpoint&checkpoint=${encodeURIComponent(checkpointId)}${
    sessionId ? `&session=${encodeURIComponent(sessionId)}` : ''
  }`;

/** A workbench Compile of unsaved buffers, by the buildId the compile answered (docs/api-frontends.md §3). */
export const previewFrameSrc = (frontendId: string, buildId: string): string =>
  `/create/vibecode/serve/${encodeURIComponent(frontendId)}/?source=preview&build=${encodeURIComponent(buildId)}`;
