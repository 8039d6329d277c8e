/**
 * A projection rebuild started from the studio (docs/api-replay.md): recorded on one stream so staff can see
 * who rebuilt what, when, and how it ended. `by` is the staff member's user id.
 */
export type RebuildEvent =
  | { type: 'RebuildStarted'; data: { rebuildId: string; projection: string; by: string | null; at: string } }
  | { type: 'RebuildFinished'; data: { rebuildId: string; projection: string; read: number; events: number; position: string; durationMs: number; at: string } }
  | { type: 'RebuildFailed'; data: { rebuildId: string; projection: string; error: string; at: string } }
  | { type: 'RebuildCancelled'; data: { rebuildId: string; projection: string; by: string | null; at: string } };

export const REBUILDS_STREAM = 'ops-rebuilds';
