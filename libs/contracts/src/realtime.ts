// Live updates over socket.io: what a client may join and what the server sends there.
import type { AssetTypeName } from './assets.js';
import type { ReadModelName } from './read-models.js';

/** What the server sends to a room: a read model moved forward (and to the staff room, a rebuild's `rebuild.progress`, rebuilds.ts). */
export const READ_MODEL_UPDATED = 'readmodel.updated';

/**
 * Read model `readModel`, row `id`, is now at `position` (`"tx.position"`, the batch's checkpoint).
 * `assetType` names the asset's type when the change is about one asset (readModel `assets`), else null;
 * it came after the other three, so a client that reads only those still works.
 */
export type ReadModelUpdated = { readModel: ReadModelName; id: string | null; assetType: AssetTypeName | null; position: string };

/**
 * Sent to a socket the server took out of a room it may no longer be in (its user lost the role, or the
 * game): `error` and `code` as a refused `subscribe` would give. A socket whose session ended is
 * disconnected instead.
 */
export const ROOM_LEFT = 'room.left';
export type RoomLeft = { room: string; error: string; code: string };

/** What a client emits to join or leave a room, and the acknowledgement it gets. */
export const SUBSCRIBE = 'subscribe';
export const UNSUBSCRIBE = 'unsubscribe';
export type RoomRequest = { room: string };
export type RoomReply = { ok: true; room: string } | { ok: false; error: string; code?: string };

/** The public list of games and game cards. */
export const GAMES_ROOM = 'games';
/** The global component registry. */
export const COMPONENTS_ROOM = 'components';
/** The change log's live feed (docs/api-audit.md) and running rebuilds' progress (docs/api-replay.md): staff's and analysts' only. */
export const STAFF_ROOM = 'staff';
/** One game's working tree, versioning and components: its creator's and staff's only. */
export const gameRoom = (gameId: string): `game:${string}` => `game:${gameId}`;
/**
 * One play-session timeline (a lineage: the sessions a reload carries on): its player's and the game's
 * creator's only. Its messages are `{ readModel: BRANCH_GRAPH_READ_MODEL, id: <lineage id> }`, sent when a
 * checkpoint is created, restored, deleted or gets its thumbnail, and when a reload starts a new session of it.
 */
export const timelineRoom = (lineageId: string): `timeline:${string}` => `timeline:${lineageId}`;
export const BRANCH_GRAPH_READ_MODEL = 'branch-graph' satisfies ReadModelName;
/**
 * One signed-in user's own news: their token balance (`tokens`), their account (`user_profiles`,
 * `user_access`) and their games' cards (`games`). Only that user's own sockets may join it.
 */
export const userRoom = (userId: string): `user:${string}` => `user:${userId}`;

/** Every room a read model's change may be sent to (the builders above make the per-id ones). */
export type RoomName = typeof GAMES_ROOM | typeof COMPONENTS_ROOM | typeof STAFF_ROOM | ReturnType<typeof gameRoom | typeof timelineRoom | typeof userRoom>;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ROOM = new RegExp(`^(${GAMES_ROOM}|${COMPONENTS_ROOM}|${STAFF_ROOM}|game:${UUID}|timeline:${UUID}|user:${UUID})$`, 'i');

/** The rooms a client may ask to join. */
export const isRoomName = (value: unknown): value is string => typeof value === 'string' && ROOM.test(value);
