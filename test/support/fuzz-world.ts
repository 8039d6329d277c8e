/**
 * Test support: a game with one of every kind of resource, made over HTTP by its owner, and the real
 * values the generated suites (fuzz, authorization) put in path parameters and body fields, so a request
 * gets past "no such game" to the code that reads its body.
 */
import type { MediaStore } from '../../apps/api/src/media/media-store.js';
import { readEventStream } from './sse.js';
import type { Client } from './users.js';

export type World = {
  /** A projection rebuild staff started (docs/api-replay.md), when the suite made one. */
  rebuildId?: string;
  ownerId: string;
  gameId: string;
  componentId: string;
  componentSlug: string;
  entityId: string;
  scriptId: string;
  logicFileId: string;
  promptId: string;
  toolId: string;
  frontendId: string;
  frontendFileId: string;
  /** A custom dashboard of the game (docs/api-games.md, Custom dashboards). */
  dashboardId: number;
  versioningSessionId: string;
  checkpointId: string | null;
  playSessionId: string | null;
  /** A checkpoint of the play session's timeline (with `play`). */
  timelineCheckpointId: string | null;
  agentSessionId: string | null;
  /** A finished clone of the game by its owner (GET /sse-progress/{taskId}), when seeded with `clone`. */
  cloneTaskId: string | null;
  /** A picture in the media store (GET /media/{hash}), when seeded with `media`. */
  mediaHash: string | null;
  /** An export of the event explorer (GET /api/analytics/exports/{exportId}/), when a test made one. */
  exportId?: string | null;
};

/** A well-formed id that names nothing. */
export const UNKNOWN_ID = '7d9f2c1e-0000-4000-8000-000000000000';
/** A well-formed media hash that names nothing. */
export const UNKNOWN_HASH = '0'.repeat(64);
/** A 1×1 PNG, the world's picture. */
const PICTURE = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const created = async (call: PromiseLike<{ status: number; body: unknown }>, what: string): Promise<Record<string, unknown>> => {
  const response = await call;
  if (response.status >= 300) throw new Error(`Seeding ${what} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
  return response.body as Record<string, unknown>;
};
const idIn = (body: Record<string, unknown>, key: string): string => (body[key] as { id: string }).id;

export type WorldOptions = {
  name?: string;
  /** Checkpoint and publish the game, so the play routes open to everyone. */
  publish?: boolean;
  /** Start a play session (Python runs: the first one loads Pyodide). Needs `publish`, or the owner plays the canvas. */
  play?: boolean;
  /** Open an agent session (init only: nothing streams until its stream is read). */
  agent?: boolean;
  /** Clone the game (its owner), and wait until the clone is done. */
  clone?: boolean;
  /** Store a picture in the media store (as the agent's images and checkpoint thumbnails are). */
  media?: MediaStore;
};

/** Waits until the clone task ends (its progress stream closes), so its writes are not blamed on a later request. */
export const cloneFinished = async (owner: Client, taskId: string): Promise<void> => {
  const cookie = owner.cookies().map((c) => `${c.name}=${c.value}`).join('; ');
  await (await readEventStream(`${owner.url}/sse-progress/${taskId}`, { cookie })).all();
};

export const seedWorld = async (owner: Client, ownerId: string, options: WorldOptions = {}): Promise<World> => {
  const game = await created(owner.post('/api/games', { name: options.name ?? 'Fuzz world' }), 'a game');
  const gameId = game.id as string;
  const slug = `fuzz_${gameId.slice(0, 8)}`;
  const component = await created(owner.post('/create/components/create/', { slug, game_id: gameId, fieldSchema: { hp: { type: 'int', default: 1 } } }), 'a component');
  const entity = await created(owner.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'hero', name: 'Ada' }), 'an entity');
  const script = await created(
    owner.post(`/create/mechanic/create-custom-script/${gameId}/`, { name: 'rules.py', content: 'def increment(state, by=1):\n    return by\n' }),
    'a script',
  );
  const logicFile = await created(owner.post(`/create/mechanic/logic-files/${gameId}/create/`, { name: 'turns', content: 'next()' }), 'a logic file');
  const prompt = await created(owner.post(`/create/mechanic/create-prompt-library-object/${gameId}/`, { name: 'Narrator', content: 'Tell {{player}} a tale' }), 'a prompt');
  const tool = await created(owner.post(`/create/mechanic/save-tool/${gameId}/`, { name: 'roll_dice', fields: [] }), 'a tool');
  const frontend = await created(
    owner.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: 'export default function App() {\n  return null;\n}\n' }] }),
    'a frontend',
  );
  const dashboard = await created(owner.post(`/api/games/${gameId}/dashboards`, { name: 'Fuzz board', initialComponents: ['module-creation'] }), 'a dashboard');
  const session = await created(owner.post('/create/versioning/sessions/', { game_id: gameId, name: 'fuzz' }), 'a versioning session');
  let checkpointId: string | null = null;
  if (options.publish) {
    checkpointId = (await created(owner.post('/create/versioning/checkpoints/', { game_id: gameId, message: 'release' }), 'a checkpoint')).checkpoint_id as string;
    await created(owner.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: checkpointId }), 'publishing');
  }
  const playSessionId = options.play
    ? ((await created(owner.post(`/play/start-game/${gameId}/`).set('X-Creation-Canvas', 'true').send({ isTrail: false, enableDebug: true }), 'a play session'))
        .session_id as string)
    : null;
  const timelineCheckpointId = playSessionId
    ? ((await created(owner.post(`/play/timeline/${playSessionId}/checkpoints/create/`, { marker_label: 'Fuzz', ecs_state: {} }), 'a timeline checkpoint')).checkpoint_id as string)
    : null;
  const agentSessionId = options.agent
    ? ((await created(owner.post('/create/agentic/stream/v2/init/', { game_id: gameId }), 'an agent session')).data as { session_id: string }).session_id
    : null;
  const cloneTaskId = options.clone ? ((await created(owner.post(`/create/clone-game/${gameId}/`), 'a clone')).taskId as string) : null;
  if (cloneTaskId) await cloneFinished(owner, cloneTaskId);
  const mediaHash = options.media ? (await options.media.put(Buffer.from(PICTURE, 'base64'), 'image/png')).hash : null;
  return {
    ownerId,
    gameId,
    componentId: idIn(component, 'component'),
    componentSlug: slug,
    entityId: idIn(entity, 'entity'),
    scriptId: idIn(script, 'script'),
    logicFileId: idIn(logicFile, 'file'),
    promptId: idIn(prompt, 'data'),
    toolId: idIn(tool, 'data'),
    frontendId: frontend.frontendId as string,
    frontendFileId: (frontend.files as { id: string }[])[0].id,
    dashboardId: (dashboard.dashboard as { id: number }).id,
    versioningSessionId: session.session_id as string,
    checkpointId,
    playSessionId,
    timelineCheckpointId,
    agentSessionId,
    cloneTaskId,
    mediaHash,
  };
};

/** A world of unknown ids, for groups whose routes name no resource (nothing to seed). */
export const placeholderWorld = (ownerId: string): World => ({
  ownerId,
  gameId: UNKNOWN_ID,
  componentId: UNKNOWN_ID,
  componentSlug: 'fuzz',
  entityId: UNKNOWN_ID,
  scriptId: UNKNOWN_ID,
  logicFileId: UNKNOWN_ID,
  promptId: UNKNOWN_ID,
  toolId: UNKNOWN_ID,
  frontendId: UNKNOWN_ID,
  frontendFileId: UNKNOWN_ID,
  dashboardId: 999,
  versioningSessionId: UNKNOWN_ID,
  checkpointId: null,
  playSessionId: null,
  timelineCheckpointId: null,
  agentSessionId: null,
  cloneTaskId: null,
  mediaHash: null,
});

/** The real value of a path parameter of `template` in this world (a random-looking unknown id where none fits). */
export const pathValueIn = (world: World, template: string, param: string): string => {
  switch (param) {
    case 'id':
    case 'gameId':
      return world.gameId;
    case 'userId':
      return world.ownerId;
    case 'identifier':
      return world.componentSlug;
    case 'entityId':
      return world.entityId;
    case 'scriptId':
    case 'assetId':
      return world.scriptId;
    case 'revisionId':
      return '0';
    case 'frontendId':
      return world.frontendId;
    case 'fileId':
      return template.includes('/logic-files/') ? world.logicFileId : world.frontendFileId;
    case 'checkpointId':
      return (template.startsWith('/play/timeline/') ? world.timelineCheckpointId : null) ?? UNKNOWN_ID;
    case 'taskId':
      return world.cloneTaskId ?? UNKNOWN_ID;
    case 'sessionId':
      return (template.startsWith('/play/') ? world.playSessionId : world.agentSessionId) ?? UNKNOWN_ID;
    case 'hash':
      return world.mediaHash ?? UNKNOWN_HASH;
    case 'exportId':
      return world.exportId ?? UNKNOWN_ID;
    case 'rebuildId':
      return world.rebuildId ?? UNKNOWN_ID;
    case 'name':
      // A real projection for the dry-run estimate (a read); the rebuild itself keeps an unknown one (404), so
      // the suites start no rebuild by accident.
      return template.includes('/rebuild-estimate') ? 'game_list' : UNKNOWN_ID;
    case 'dashboardId':
      return String(world.dashboardId);
    default:
      return UNKNOWN_ID;
  }
};

/** The path parameters of `template`, all real. */
export const realPathValues = (world: World, template: string, params: string[]): Record<string, string> =>
  Object.fromEntries(params.map((p) => [p, pathValueIn(world, template, p)]));

/**
 * A well-formed value for a body field this world can fill by name (ids of its resources; an unknown
 * email so login is never tried with a real account), or undefined.
 */
export const bodyValueIn = (world: World, template: string, field: string): unknown => {
  switch (field) {
    case 'game_id':
    case 'gameId':
    case 'game_key':
      return world.gameId;
    case 'script_id':
    case 'asset_id':
      return world.scriptId;
    case 'entity_ids':
      return [world.entityId];
    case 'asset_ids':
    case 'scriptIds':
      return [world.scriptId];
    case 'file_ids':
      return [world.frontendFileId];
    case 'file_id':
      return world.frontendFileId;
    case 'frontend_id':
    case 'frontendId':
      return world.frontendId;
    case 'object_id':
      return world.promptId;
    case 'id':
      return template.includes('prompt') ? world.promptId : template.includes('tool') ? world.toolId : undefined;
    case 'session_id':
      return world.versioningSessionId;
    case 'checkpoint_id':
      return (template.startsWith('/play/timeline/') ? world.timelineCheckpointId : world.checkpointId) ?? UNKNOWN_ID;
    case 'component_name':
      return world.componentSlug;
    case 'email':
      return 'nobody.fuzz@example.com';
    case 'revision_id':
      return 0;
    case 'folder_path':
      return 'fuzz';
    case 'fieldSchema':
      return {};
    case 'change_id':
      return UNKNOWN_ID;
    default:
      return undefined;
  }
};

/** A well-formed value for a query parameter this world can fill (the game's id, revision numbers), or undefined. */
export const queryValueIn = (world: World, param: string): string | undefined =>
  ({ game_id: world.gameId, from: '0', to: '0', session_id: world.versioningSessionId, limit: '10' })[param];

/** The query string of the parameters this world fills (the others are left out). */
export const baselineQuery = (world: World, params: string[]): string =>
  params
    .flatMap((p) => {
      const value = queryValueIn(world, p);
      return value === undefined ? [] : [`${p}=${encodeURIComponent(value)}`];
    })
    .join('&');
