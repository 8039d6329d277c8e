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

/** Time travel to a moment (docs/api-replay.md): the frontend built from its files right after that global position. */
export const momentFrameSrc = (frontendId: string, position: string): string =>
  `/create/vibecode/serve/${encodeURIComponent(frontendId)}/?source=moment&position=${encodeURIComponent(position)}`;

/** A workbench Compile of unsaved buffers, by the buildId the compile answered (docs/api-frontends.md §3). */
export const previewFrameSrc = (frontendId: string, buildId: string): string =>
  `/create/vibecode/serve/${encodeURIComponent(frontendId)}/?source=preview&build=${encodeURIComponent(buildId)}`;

/** What a game view plays, as far as its frame's route goes. */
export type FrameVersion = {
  canvas: boolean;
  checkpointId: string | null;
  momentPosition: string | null;
  /** A save played on its version: the creator checkpoint of that version. */
  saveCheckpointId: string | null;
  previewBuild: string | null;
  /** The session and the source the server chose for it. */
  sessionId: string | null;
  source: PlaySource | null;
};

/** The frame's route for a game view: time travel (a checkpoint, a moment), a save on its version, a compile, else the session's own source. */
export const viewFrameSrc = (frontendId: string, v: FrameVersion): string => {
  if (v.checkpointId) return checkpointFrameSrc(frontendId, v.checkpointId);
  if (v.momentPosition) return momentFrameSrc(frontendId, v.momentPosition);
  if (v.saveCheckpointId) return checkpointFrameSrc(frontendId, v.saveCheckpointId, v.sessionId);
  if (v.canvas && v.previewBuild) return previewFrameSrc(frontendId, v.previewBuild);
  return frameSrc(frontendId, v.source ?? (v.canvas ? 'working' : null));
};
