import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { agentActor } from '../../apps/api/src/assets/asset-actor.js';
import { assetCommands } from '../support/asset-commands.js';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

// Services: a rebuild with COPY equal to the live tables.

/** Every read model this issue adds or changes, with a stable row order for comparing. */
const TABLES: Record<string, Record<string, string>> = {
  game_list: { games: 'id' },
  components: { components: 'id' },
  frontends: { frontend_projects: 'id' },
  versioning: {
    assets: 'id',
    asset_revisions: 'asset_id, revision',
    pending_changes: 'id',
    undo_stacks: 'id',
    versioning_sessions: 'id',
    versioning_commits: 'id',
  },
};

describe.each(databaseTargets())('the game-asset read models rebuilt from their events on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let userId: string;
  let published: string;

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: creator, id: userId } = await signUp(app.url));
  });
  afterAll(async () => app?.close());

  /** A creator's morning: game details, a component, entities, scripts, prompts, tools, an agent, reviews, undo. */
  const workload = async () => {
    const game = (await creator.post('/api/games').send({ name: 'Rebuild Quest' }).expect(201)).body.id as string;
    await creator.post(`/create/update-game-details/${game}`, { description: 'A quest', nsfw: false, isCloneable: true, categoryTags: 'RPG, quest' }).expect(200);
    await creator.post('/create/components/create/', { slug: 'health', game_id: game, aliases: ['hp'], fieldSchema: { hp: { type: 'int', default: 10 }, regen: {} } }).expect(201);
    const hero = (await creator.post(`/create/entities/${game}/create_entity/`, { entity_type: ' Hero ', name: 'Ada' }).expect(201)).body.entity.id;
    const slime = (await creator.post(`/create/entities/${game}/create_entity/`, { entity_type: 'enemy', folder_path: 'monsters' }).expect(201)).body.entity.id;
    await creator.post(`/create/entities/${game}/component/bulk-assign/`, { entity_ids: [hero, slime], component_name: 'HP', component_data: { hp: 30 } }).expect(200);
    await creator.post(`/create/entities/${game}/bulk-move/`, { entity_ids: [hero], folder_path: 'party' }).expect(200);
    await creator.agent.delete(`/create/entities/${game}/delete/${slime}/`).set('X-CSRFToken', creator.csrf).expect(200);
    const script = (await creator.post(`/create/mechanic/create-custom-script/${game}/`, { name: 'rules.py' }).expect(201)).body.script.id;
    await creator.post(`/create/mechanic/scripts/${script}/save_raw/`, { raw_code: 'def hit(target: str, damage: int = 1):\n    return damage\n' }).expect(200);
    await creator.post(`/create/mechanic/rename-script/${game}/${script}/`, { name: 'combat.py' }).expect(200);
    await creator.post(`/create/mechanic/clone-custom-script/${game}/`, { script_id: script, name: 'combat copy.py' }).expect(201);
    const prompt = (await creator.post(`/create/mechanic/create-prompt-library-object/${game}/`, { name: ' Narrator ', content: 'Tell {{player}} a tale' }).expect(201)).body.data.id;
    await creator.post(`/create/mechanic/edit-prompt-library-object/${game}/`, { id: prompt, content: 'Tell {{player}} about {{place}}' }).expect(200);
    await creator.post(`/create/mechanic/save-tool/${game}/`, { name: 'roll_dice', fields: [{ name: 'sides', type: 'integer', required: true }] }).expect(200);
    await creator.post(`/create/mechanic/logic-files/${game}/create/`, { name: 'turns', content: 'next()' }).expect(201);
    const now = new Date().toISOString();
    const agent = agentActor({ userId, isStaff: false }, 'tempest-offline');
    const writer = assetCommands(app);
    const ctx = { now, metadata: systemMetadata(now) };
    await writer.edit(game, hero, { patch: { name: 'Ada the Brave' } }, agent, ctx);
    await writer.edit(game, prompt, { patch: { content: 'agent text' } }, agent, ctx);
    const rejected = (await creator.post('/create/versioning/pending-changes/reject-all/', { game_id: game, asset_type: 'prompt' }).expect(200)).body.rejected as string[];
    // A verdict changed twice: reopened, then accepted (a rebuild folds the reviews of a batch in memory).
    await creator.post('/create/versioning/pending-changes/reopen/', { change_ids: rejected }).expect(200);
    await creator.post('/create/versioning/pending-changes/accept/', { change_ids: rejected }).expect(200);
    await writer.edit(game, prompt, { patch: { content: 'agent text, again' } }, agent, ctx);
    const again = (await creator.post('/create/versioning/pending-changes/reject-all/', { game_id: game, asset_type: 'prompt' }).expect(200)).body.rejected as string[];
    await creator.post('/create/versioning/pending-changes/reopen/', { change_ids: again }).expect(200);
    const bat = (await writer.create(game, 'entity', { name: 'bat', entity_type: 'enemy' }, agent, ctx)).assetId;
    await writer.edit(game, bat, { patch: { name: 'giant bat' } }, agent, ctx);
    await creator.post('/create/versioning/pending-changes/accept-all/', { game_id: game, asset_type: 'entity' }).expect(200);
    const session = (await creator.post('/create/versioning/sessions/', { game_id: game, name: 'rebuild' }).expect(201)).body.session_id;
    await creator.post('/create/versioning/revisions/', { game_id: game, session_id: session, message: 'first' }).expect(201);
    await creator.post('/create/versioning/undo/', { game_id: game }).expect(200);
    await creator.post('/create/versioning/undo/', { game_id: game }).expect(200);
    await creator.post('/create/versioning/redo/', { game_id: game }).expect(200);
    await creator.post('/create/versioning/rollback/', { asset_id: hero, revision_id: 0 }).expect(200);
    const index = 'export default function App() {\n  return <main>Quest</main>;\n}\n';
    const frontend = (await creator.post(`/create/vibecode/api/games/${game}/frontends/save/`, { files: [{ filename: 'index.tsx', content: index }], settings: { tailwind_config: { theme: {} } } }).expect(200)).body.frontendId;
    await creator.post(`/create/vibecode/api/games/${game}/frontends/update-file/`, { frontend_id: frontend, filename: 'hud.tsx', content: 'export const Hud = () => null;\n' }).expect(200);
    const checkpoint = (await creator.post('/create/versioning/checkpoints/', { game_id: game, message: 'release' }).expect(201)).body.checkpoint_id;
    published = (await creator.post(`/create/checkpoint/${game}/publish/`, { checkpoint_id: checkpoint }).expect(200)).body.position;
    return game;
  };

  it('gives the same rows as the live projections, for every projection of the issue', async () => {
    const game = await workload();
    await creator.get(`/create/versioning/working-tree/${game}/`).expect(200); // waits until the live rows hold every event
    await creator.get(`/create/components/?game_id=${game}`).expect(200);
    expect((await creator.get(`/create/fetch-game-card/${game}`).query({ minPosition: published }).expect(200)).body.published).toBe(true);
    await creator.get(`/create/vibecode/api/games/${game}/frontends/`).expect(200);
    for (const [projection, tables] of Object.entries(TABLES)) {
      const rebuilt = await app.infra.engine.rebuild(projection, { swap: false });
      for (const [table, order] of Object.entries(tables)) {
        const rows = async (schema: string) => (await app.infra.pool.query(`SELECT * FROM "${schema}".${table} ORDER BY ${order}`)).rows;
        const live = await rows(app.config.schema);
        expect(live.length).toBeGreaterThan(0);
        expect({ projection, table, rows: await rows(rebuilt.schema) }).toEqual({ projection, table, rows: live });
      }
    }
  });
});
