import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LazyModuleLoader } from '@nestjs/core';
import { assetStreamId } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { startTestApp, type TestApp } from '../../../../../test/support/test-app.js';
import { signUp, type Client } from '../../../../../test/support/users.js';
import { CommandBus } from '@nestjs/cqrs';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { FrontendWorkspace } from '../../frontends/projects/frontend-workspace.js';
import { AgentTools } from './agent-tools.js';
import { AgentToolsModule } from './agent-tools.module.js';
import type { ToolCall } from './tool-result.js';

const MODEL = 'tempest-offline';
const INDEX = 'import { Hud } from "./hud";\n\nexport default function App() {\n  return (\n    <main>\n      <Hud />\n    </main>\n  );\n}\n';
const HUD = 'export const Hud = () => <h1>Star Miner</h1>;\n';

let app: TestApp;
let creator: Client;
let tools: AgentTools;
let store: EventStore;
let gameId: string;
let call: ToolCall;

beforeAll(async () => {
  app = await startTestApp(null);
  const signed = await signUp(app.url);
  creator = signed.client;
  gameId = (await creator.post('/api/games', { name: 'Star Miner' }).expect(201)).body.id;
  store = app.app.get<symbol, EventStore>(EVENT_STORE);
  // AgentToolsModule is not imported by the app yet: loaded lazily into the running app, which also
  // checks that its providers resolve against the app's own (global) ones.
  const agentModule = await app.app.get(LazyModuleLoader).load(() => AgentToolsModule);
  tools = agentModule.get(AgentTools);
  expect(Reflect.get(tools, 'commands')).toBe(app.app.get(CommandBus));
  call = { gameId, user: { userId: signed.id, isStaff: false }, modelId: MODEL, now: new Date().toISOString() };
});
afterAll(async () => app?.close());

const base = (operation: string) => ({ operation_type: operation, timestamp: call.now });

describe('AgentTools', () => {
  let heroId: string;
  let scriptId: string;
  let promptId: string;

  it('create_asset makes entities, scripts, prompts, tools and logic files as the agent', async () => {
    const hero = await tools.createAsset(call, { asset_type: 'entity', name: 'Miner', fields: { entity_type: 'player', component_state: { health: { fieldData: { hp: 3 } } } } });
    expect(hero).toMatchObject({ ...base('create_asset'), success: true, error: null, asset_type: 'entity', asset_name: 'Miner' });
    expect(hero.asset).toMatchObject({ name: 'Miner', entity_type: 'player', components: ['health'], attributes: { hp: 3 } });
    heroId = hero.asset_id!;

    const script = await tools.createAsset(call, { asset_type: 'script', name: 'rules.py', content: 'def mine(state, amount: int = 1):\n    return amount\n' });
    expect(script).toMatchObject({ success: true, asset_type: 'script', validation_errors: [] });
    expect(script.asset).toMatchObject({ name: 'rules.py', script_content: expect.stringContaining('def mine') });
    expect(script.asset?.parsed_content).toHaveProperty('module_blocks');
    scriptId = script.asset_id!;

    const broken = await tools.createAsset(call, { asset_type: 'script', name: 'broken.py', content: 'def oops(:\n    pass\n' });
    expect(broken.success).toBe(true);
    expect(broken.validation_errors).toEqual([{ line: 1, message: expect.any(String) }]);
    expect(broken.message).toContain('syntax error');

    const prompt = await tools.createAsset(call, { asset_type: 'prompt', name: 'Narrator', content: 'Cheer {{player}} on\nScore: {{score}}\n' });
    expect(prompt.asset).toMatchObject({ name: 'narrator', parameters: ['player', 'score'] });
    promptId = prompt.asset_id!;

    const tool = await tools.createAsset(call, { asset_type: 'tool', name: 'dig', fields: [{ name: 'depth', type: 'integer', required: true, description: 'How deep' }] });
    expect(tool.asset).toMatchObject({ function_name: 'dig', parameters: { type: 'object', required: ['depth'] } });

    const logic = await tools.createAsset(call, { asset_type: 'logic_file', name: 'turns', content: 'next_turn()' });
    expect(logic.asset).toMatchObject({ name: 'turns', content: 'next_turn()', language: 'python' });
  });

  it('create_asset fails for a bad type or content, without writing', async () => {
    expect(await tools.createAsset(call, { asset_type: 'sprite', name: 'x' })).toMatchObject({ success: false, error: expect.stringContaining('Unknown asset_type') });
    expect(await tools.createAsset(call, { asset_type: 'entity', name: '', fields: { entity_type: '  ' } })).toMatchObject({ success: false, operation_type: 'create_asset' });
    expect(await tools.createAsset(call, { asset_type: 'frontend_file', name: '../evil.sh', content: '' })).toMatchObject({ success: false, error: expect.stringContaining('Invalid file name') });
  });

  it('read_asset answers the raw content, by id or by type and name; an unknown asset fails', async () => {
    const byId = await tools.readAsset(call, { asset_id: scriptId });
    expect(byId).toMatchObject({ ...base('read_asset'), success: true, asset_name: 'rules.py', raw_content: expect.stringContaining('def mine') });
    const byName = await tools.readAsset(call, { asset_type: 'entity', name: 'miner' });
    expect(JSON.parse(byName.raw_content!)).toMatchObject({ name: 'Miner', entity_type: 'player' });
    expect(await tools.readAsset(call, { asset_id: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ success: false, error: expect.stringContaining('not found') });
    expect(await tools.readAsset(call, { asset_id: 'nope' })).toMatchObject({ success: false });
    expect(await tools.readAsset(call, { asset_type: 'prompt', name: 'nobody' })).toMatchObject({ success: false, error: "No prompt named 'nobody' found" });
  });

  it('edit_asset answers the diff and the reload result', async () => {
    const edited = await tools.editAsset(call, { asset_id: promptId, content: 'Cheer {{player}} on loudly\nScore: {{score}}\n' });
    expect(edited).toMatchObject({ ...base('edit_asset'), success: true, asset_name: 'narrator', reload: { success: true, errors: [] } });
    expect(edited.diff).toMatchObject({ additions: 1, deletions: 1 });
    expect(edited.diff?.unified).toContain('-Cheer {{player}} on\n+Cheer {{player}} on loudly');

    const patched = await tools.editAsset(call, { asset_id: heroId, patch: { name: 'Chief Miner' } });
    expect(patched).toMatchObject({ success: true, asset_name: 'Chief Miner', diff: { additions: 1, deletions: 1 } });

    const script = await tools.editAsset(call, { asset_id: scriptId, content: 'def mine(state:\n' });
    expect(script.reload).toMatchObject({ success: false, errors: [expect.stringContaining('line 1')] });

    expect(await tools.editAsset(call, { asset_id: promptId })).toMatchObject({ success: false, error: 'Give the new content or a patch' });
    expect(await tools.editAsset(call, { asset_id: '00000000-0000-4000-8000-000000000000', content: 'x' })).toMatchObject({ success: false });
  });

  it('frontend files: create (making the project), build, validate, and an edit that breaks the build', async () => {
    const index = await tools.createAsset(call, { asset_type: 'frontend_file', name: 'index.tsx', content: INDEX });
    expect(index).toMatchObject({ success: true, asset_type: 'frontend_file', asset_name: 'index.tsx' });
    expect(index.asset?.frontend_id).toBe(app.app.get(FrontendWorkspace).firstProjectId(gameId));
    const hud = await tools.createAsset(call, { asset_type: 'frontend_file', name: 'hud.tsx', content: HUD });
    expect(hud.success).toBe(true);
    expect(await tools.createAsset(call, { asset_type: 'frontend_file', name: 'hud.tsx', content: HUD })).toMatchObject({ success: false, error: 'File hud.tsx already exists' });
    const projects = (await creator.get(`/create/vibecode/api/games/${gameId}/frontends/`).expect(200)).body;
    expect(JSON.stringify(projects)).toContain(index.asset?.frontend_id as string);

    const build = await tools.runCommand(call, { command: 'npm run build' });
    expect(build).toMatchObject({ ...base('run_command'), success: true, command: 'npm run build', label: 'Frontend Build', cwd: '/game', exit_code: 0, status: 'success', errors: [] });
    expect(typeof build.duration).toBe('number');
    // Outside an agent turn (the code assistant) a build is compiled only.
    expect(build.playtest).toBeUndefined();
    const validate = await tools.runCommand(call, { command: 'npm run validate' });
    expect(validate).toMatchObject({ success: true, label: 'Frontend Validation', status: 'success', output: expect.stringContaining('ESLint found 0 errors') });

    const broken = await tools.editAsset(call, { asset_id: hud.asset_id!, content: 'export const Hud = () => <h1>Star Miner</h2>;\n' });
    expect(broken).toMatchObject({ success: true, diff: { additions: 1, deletions: 1 }, reload: { success: false } });
    expect(broken.reload?.errors.length).toBeGreaterThan(0);
    expect(broken.reload?.errors[0]).toContain('hud.tsx');
    const failedBuild = await tools.runCommand(call, { command: 'npm run build' });
    expect(failedBuild).toMatchObject({ success: false, status: 'error', exit_code: 1, label: 'Frontend Build' });
    expect(failedBuild.error).toContain('hud.tsx');

    const fixed = await tools.editAsset(call, { asset_id: hud.asset_id!, content: HUD });
    expect(fixed.reload).toEqual({ success: true, errors: [] });
  });

  it('in an agent turn a build that compiles is played, 3 rounds a turn, each recorded; a failed build uses no round', async () => {
    const turn = { sessionId: '5e550000-0000-4000-8000-0000000000aa', turn: 1, signal: new AbortController().signal, playtests: { rounds: 0 } };
    const inTurn = { ...call, turn };
    const builds = [];
    for (let i = 0; i < 2; i++) builds.push(await tools.runCommand(inTurn, { command: 'npm run build' }));
    const hud = await tools.readAsset(call, { asset_type: 'frontend_file', name: 'hud.tsx' });
    await tools.editAsset(call, { asset_id: hud.asset_id!, content: 'export const Hud = () => <h1>Star Miner</h2>;\n' });
    const broken = await tools.runCommand(inTurn, { command: 'npm run build' });
    expect(broken).toMatchObject({ success: false, status: 'error' });
    expect(broken.playtest).toBeUndefined();
    await tools.editAsset(call, { asset_id: hud.asset_id!, content: HUD });
    for (let i = 0; i < 2; i++) builds.push(await tools.runCommand(inTurn, { command: 'npm run build' }));

    expect(builds.map((b) => b.playtest?.round ?? null)).toEqual([1, 2, 3, null]);
    // The HUD shows a title and nothing of the prompt's world, and nothing moves: the playtest says so.
    const [first, , third, fourth] = builds;
    expect(first).toMatchObject({ success: true, status: 'success', playtest: { passed: false, max_rounds: 3, playtest_id: expect.any(String) } });
    expect(first.message).toMatch(/^Build succeeded\. Playtest: \d+ of \d+ checks passed\. Failed: .+ Fix these and run the build again \(playtest 1 of 3\)\.$/);
    expect(third.message).toContain('Stop and tell the user plainly what still fails.');
    expect(fourth).toMatchObject({ success: true, message: 'Frontend Build succeeded' });
    const recorded = (await store.readStream(`playtest-${gameId}`)).map((e) => e.data as { playtestId: string; round: number; model: string; agentSessionId: string });
    expect(recorded.map((r) => [r.playtestId, r.round, r.model, r.agentSessionId])).toEqual(builds.slice(0, 3).map((b) => [b.playtest?.playtest_id, b.playtest?.round, MODEL, turn.sessionId]));
  });

  it('run_command searches the assets; an unknown command fails', async () => {
    const grep = await tools.runCommand(call, { command: 'grep -n "def mine" .' });
    expect(grep).toMatchObject({ success: true, status: 'success', exit_code: 0, match_count: 1, truncated: false, output: 'scripts/rules.py:1:def mine(state:\n' });
    const search = await tools.runCommand(call, { command: 'search star miner' });
    expect(search).toMatchObject({ success: true, match_count: 1, output: 'frontend/hud.tsx:1:export const Hud = () => <h1>Star Miner</h1>;\n' });
    const regex = await tools.runCommand(call, { command: 'grep {{\\w+}}' });
    expect(regex).toMatchObject({ match_count: 2, output: expect.stringContaining('prompts/narrator:1:') });
    expect(await tools.runCommand(call, { command: 'grep nothing-like-this' })).toMatchObject({ success: true, exit_code: 1, match_count: 0 });
    expect(await tools.runCommand(call, { command: 'rm -rf /' })).toMatchObject({ success: false, error: 'Unknown command', status: 'error' });
  });

  it('delete_asset soft-deletes, or deletes permanently; an unknown asset fails', async () => {
    const logic = await tools.readAsset(call, { asset_type: 'logic_file', name: 'turns' });
    const soft = await tools.deleteAsset(call, { asset_id: logic.asset_id! });
    expect(soft).toMatchObject({ ...base('delete_asset'), success: true, deleted_asset: { name: 'turns' }, operation: 'soft_deleted' });
    const permanent = await tools.deleteAsset(call, { asset_id: logic.asset_id!, permanent: true });
    expect(permanent).toMatchObject({ success: true, operation: 'permanent' });
    expect(await tools.deleteAsset(call, { asset_id: logic.asset_id! })).toMatchObject({ success: false });
  });

  it('generate_image draws a deterministic SVG cover and can set it as an entity image', async () => {
    const image = await tools.generateImage(call, { prompt: 'A red dragon over "Star Miner" caves' });
    expect(image).toMatchObject({ ...base('generate_image'), success: true, assigned_to_entity: null });
    // Stored in the media store: the result (and its event) carries the address, not the bytes.
    expect(image.media?.url).toMatch(/^\/media\/[0-9a-f]{64}$/);
    const served = await fetch(`${app.url}${image.media!.url}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(await served.text()).toContain('Star Miner');
    expect(image.media?.tags).toEqual(expect.arrayContaining(['red', 'dragon']));
    expect((await tools.generateImage(call, { prompt: 'A red dragon over "Star Miner" caves' })).media).toEqual(image.media);
    const assigned = await tools.generateImage(call, { prompt: 'miner portrait', assign_to_entity: 'Chief Miner' });
    expect(assigned).toMatchObject({ success: true, assigned_to_entity: 'Chief Miner', asset_id: heroId });
    expect((await tools.readAsset(call, { asset_id: heroId })).raw_content).toContain(assigned.media!.url);
    expect(await tools.generateImage(call, { prompt: ' ' })).toMatchObject({ success: false });
  });

  it('stop_conversation answers the summary', async () => {
    expect(await tools.stopConversation(call, { summary: 'Built Star Miner' })).toMatchObject({ ...base('stop_conversation'), success: true, summary: 'Built Star Miner' });
  });

  it("writes as the agent: events name the model, and the creator sees them as pending changes", async () => {
    const events = await store.readStream(assetStreamId(heroId));
    expect(events.length).toBeGreaterThan(1);
    for (const event of events) expect(event.metadata).toMatchObject({ actorKind: 'agent', model: MODEL, actorId: call.user.userId });
    const { body } = await creator.get(`/create/versioning/pending-changes/${gameId}/`).expect(200);
    const mine = (body.pending_changes as { asset_id: string; actor: { kind: string; model: string } }[]).filter((c) => c.asset_id === heroId);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((c) => c.actor.kind === 'agent' && c.actor.model === MODEL)).toBe(true);
    expect(body.count).toBeGreaterThan(5);
  });

  it("refuses another user's game", async () => {
    const other = { ...call, user: { userId: '00000000-0000-4000-8000-000000000001', isStaff: false } };
    expect(await tools.readAsset(other, { asset_id: heroId })).toMatchObject({ success: false, error: 'Only the creator can change this game.' });
    expect(await tools.createAsset(other, { asset_type: 'prompt', name: 'x' })).toMatchObject({ success: false });
    expect(await tools.readAsset({ ...other, user: { ...other.user, isStaff: true } }, { asset_id: heroId })).toMatchObject({ success: true });
    expect(await tools.execute('no_such_tool', call, {})).toMatchObject({ success: false, operation_type: 'no_such_tool' });
    const script = await tools.execute('create_asset', call, { asset_type: 'script', name: 'empty.py' });
    expect(script).toMatchObject({ success: true, asset: { script_content: '# Write your Python code here' } });
  });
});
