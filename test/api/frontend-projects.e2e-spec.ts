import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { GAME_MANIFEST_EVENT_TYPES } from '@tempest/domain';
import { databaseTargets } from '../support/databases.js';
import { eventCount, refusedBy } from '../support/refusals.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

const UNKNOWN_ID = '7d9f2c1e-0000-4000-8000-000000000000';
const UUID = /^[0-9a-f-]{36}$/;
/** Where the write's last event landed: the tab that saved skips the live message for it. */
const POSITION = expect.stringMatching(/^\d+\.\d+$/);

const INDEX = `import Board from './components/Board';\nexport default function App(){return <main className="p-4"><Board size={3}/></main>}\n`;
const BOARD = 'export default function Board({ size }: { size: number }) {\n  return <div>{size}</div>;\n}\n';
const STYLES = 'main {\n  color: red;\n}\n';
const HOOKS = 'import { useState } from "react";\n\nexport default function App() {\n  if (Date.now() > 0) {\n    useState(0);\n  }\n  return <div />;\n}\n';
const TYPE_ERROR = 'export default function App() {\n  const count: number = "zero";\n  return <div>{count}</div>;\n}\n';

type File = { id: string; filename: string; content: string; folder_path: string };
type Issue = { file_path: string; line: number; column: number; message: string; rule: string; severity: string };

describe.each(databaseTargets())('frontend projects API on %s', (target) => {
  let app: TestApp;
  let creator: Client;
  let stranger: Client;
  let anonymous: Client;
  let gameId: string;

  const v = (path: string) => `/create/vibecode/api/${path}`;
  const refused = refusedBy(() => app);
  const newGame = async (name = 'Board game') => (await creator.post('/api/games', { name }).expect(201)).body.id as string;
  const save = (game: string, body: object, client = creator) => client.post(v(`games/${game}/frontends/save/`), body);
  const updateFile = (game: string, body: object, client = creator) => client.post(v(`games/${game}/frontends/update-file/`), body);
  const patch = (client: Client, path: string, body: object) => client.agent.patch(path).set('X-CSRFToken', client.csrf).set('Accept', 'application/json').send(body);
  const load = async (game: string, frontendId: string) => (await creator.get(v(`games/${game}/frontends/${frontendId}/`)).expect(200)).body;
  /**
   * The types of the events written since `since` (a count of events), oldest first; without the facts each
   * write adds to its game's manifest (test/api/game-manifest.e2e-spec.ts).
   */
  const eventsSince = async (since: number): Promise<string[]> =>
    (await app.infra.pool.query<{ type: string }>(`SELECT type FROM "${app.config.schema}".events ORDER BY global_position OFFSET $1`, [since])).rows
      .map((r) => r.type)
      .filter((type) => !(GAME_MANIFEST_EVENT_TYPES as readonly string[]).includes(type));
  const starter = () => [
    { filename: 'index.tsx', content: INDEX },
    { filename: 'components/Board.tsx', content: BOARD },
    { filename: 'styles.css', content: STYLES },
  ];

  beforeAll(async () => {
    app = await startTestAppOn(target);
    ({ client: creator } = await signUp(app.url));
    ({ client: stranger } = await signUp(app.url));
    anonymous = await newClient(app.url);
    gameId = await newGame();
  });
  afterAll(async () => app?.close());

  it('saves a new project with three files (byte for byte as sent), then lists and loads it', async () => {
    const before = await eventCount(app);
    const saved = await save(gameId, { files: starter() });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      frontendId: expect.stringMatching(UUID),
      id: saved.body.frontendId,
      message: 'Frontend saved',
      lintIssues: [],
      lintSummary: { error: 0, warning: 0 },
      lintErrors: [],
      formatWarnings: [],
      formattedFiles: [],
      files: [
        { id: expect.stringMatching(UUID), filename: 'components/Board.tsx', content: BOARD, folder_path: '' },
        { id: expect.stringMatching(UUID), filename: 'index.tsx', content: INDEX, folder_path: '' },
        { id: expect.stringMatching(UUID), filename: 'styles.css', content: STYLES, folder_path: '' },
      ],
      updatedAt: expect.any(String),
      position: POSITION,
    });
    expect(await eventsSince(before)).toEqual(['FrontendProjectCreated', 'AssetCreated', 'AssetCreated', 'AssetCreated']);

    const list = await creator.get(v(`games/${gameId}/frontends/`)).expect(200);
    expect(list.body).toEqual({ success: true, frontends: [{ id: saved.body.id, name: 'Game Frontend', description: 'Custom game UI', updatedAt: expect.any(String) }] });
    expect(await load(gameId, saved.body.id)).toEqual({
      success: true,
      id: saved.body.id,
      gameId,
      name: 'Game Frontend',
      description: 'Custom game UI',
      files: saved.body.files,
      entryPoint: 'index.tsx',
      settings: { enable_websocket: false, tailwind_config: {} },
      updatedAt: list.body.frontends[0].updatedAt,
    });
  });

  it('saving one changed file commits only that file, as typed; format: true formats only the changed files', async () => {
    const game = await newGame();
    const first = (await save(game, { files: starter() }).expect(200)).body;
    const [board, index, styles] = first.files as File[];
    const typed = BOARD.replace('{size}', 'Size {size}') + 'export const  odd =1\n';
    let before = await eventCount(app);
    const second = (await save(game, { id: first.id, files: [index, { ...board, content: typed }, styles] }).expect(200)).body;
    expect(await eventsSince(before)).toEqual(['AssetEdited']);
    expect(second.formattedFiles).toEqual([]);
    expect((await load(game, first.id)).files.map((f: File) => f.content)).toEqual([typed, INDEX, STYLES]);

    before = await eventCount(app);
    const asked = (await save(game, { id: first.id, format: true, files: [index, { ...board, content: typed + '\n' }, styles] }).expect(200)).body;
    expect(await eventsSince(before)).toEqual(['AssetEdited']);
    expect(asked.formattedFiles.map((f: File) => f.filename)).toEqual(['components/Board.tsx']);
    const stored = (await load(game, first.id)).files as File[];
    expect(stored.map((f) => f.content)).toEqual([expect.stringContaining('export const odd = 1;'), INDEX, STYLES]);
    const wrong = await refused(() => save(game, { id: first.id, format: 'yes', files: stored }), 400, 'request.invalid');
    expect(wrong.body.error).toBe('format must be true or false');
  });

  it('saves only what changed: one edit, one delete, one create; an identical save writes nothing', async () => {
    const game = await newGame();
    const first = (await save(game, { files: starter() }).expect(200)).body;
    const [board, index] = first.files as File[];
    let before = await eventCount(app);
    const second = await save(game, {
      id: first.id,
      files: [
        { id: index.id, filename: 'index.tsx', content: index.content },
        { id: board.id, filename: 'components/Board.tsx', content: BOARD.replace('{size}', 'Size {size}') },
        { filename: 'README.md', content: '# Board\n' },
      ],
    });
    expect(second.status).toBe(200);
    expect((await eventsSince(before)).sort()).toEqual(['AssetCreated', 'AssetDeleted', 'AssetEdited']);
    expect(second.body.files.map((f: File) => f.filename)).toEqual(['README.md', 'components/Board.tsx', 'index.tsx']);
    expect(second.body.files[1].id).toBe(board.id);
    expect((await load(game, first.id)).files).toEqual(second.body.files);

    before = await eventCount(app);
    const same = await save(game, { files: second.body.files }).expect(200);
    expect(same.body).toMatchObject({ frontendId: first.id, message: 'Frontend saved', files: second.body.files });
    expect(await eventsSince(before)).toEqual([]);

    const renamed = await save(game, { name: ' Board UI ', description: 'HUD', settings: { enable_websocket: true, tailwind_config: { theme: { extend: { colors: { brand: '#f00' } } } } }, files: second.body.files });
    expect(await eventsSince(before)).toEqual(['FrontendProjectUpdated']);
    expect(renamed.status).toBe(200);
    expect(await load(game, first.id)).toMatchObject({ name: 'Board UI', description: 'HUD', settings: { enable_websocket: false, tailwind_config: { theme: { extend: { colors: { brand: '#f00' } } } } } });
  });

  it('two first saves at once make one project and no file twice', async () => {
    const game = await newGame();
    const answers = await Promise.all([save(game, { files: starter() }), save(game, { files: starter() })]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const ok = answers.find((a) => a.status === 200)!;
    const list = (await creator.get(v(`games/${game}/frontends/`)).expect(200)).body.frontends as { id: string }[];
    expect(list.map((f) => f.id)).toEqual([ok.body.frontendId]);
    expect((await load(game, ok.body.frontendId)).files.map((f: File) => f.filename)).toEqual(['components/Board.tsx', 'index.tsx', 'styles.css']);
    const again = await Promise.all([updateFile(game, { filename: 'New.tsx', content: '' }), updateFile(game, { filename: 'New.tsx', content: '' })]);
    expect(again.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('answers the lint results of a save (a rules-of-hooks violation)', async () => {
    const game = await newGame();
    const saved = await save(game, { files: [{ filename: 'index.tsx', content: HOOKS }] }).expect(200);
    const { lintIssues, lintErrors, lintSummary, message } = saved.body as { lintIssues: Issue[]; lintErrors: Issue[]; lintSummary: { error: number; warning: number }; message: string };
    expect(lintErrors).toContainEqual(expect.objectContaining({ file_path: 'index.tsx', line: 5, rule: 'react-hooks/rules-of-hooks', severity: 'error' }));
    expect(lintSummary).toEqual({ error: lintErrors.length, warning: lintIssues.length - lintErrors.length });
    const shown = lintIssues.slice(0, 3).map((i) => `${i.file_path}:${i.line}:${i.column} ${i.rule} ${i.message}`);
    const more = lintIssues.length > 3 ? [`... and ${lintIssues.length - 3} more issues`] : [];
    expect(message).toBe([`ESLint found ${lintSummary.error} errors, ${lintSummary.warning} warnings`, ...shown, ...more].join('\n'));
    expect((await load(game, saved.body.id)).files[0].content).toBe(HOOKS);
  });

  it('creates, edits, renames and deletes one file; never the last one, never onto another name', async () => {
    const game = await newGame();
    let before = await eventCount(app);
    const created = await updateFile(game, { filename: 'index.tsx', content: 'export default function App() {\n  return null;\n}\n' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ success: true, file: { id: expect.stringMatching(UUID), filename: 'index.tsx', content: expect.any(String), folder_path: '' }, frontendId: expect.stringMatching(UUID), position: POSITION });
    expect(await eventsSince(before)).toEqual(['FrontendProjectCreated', 'AssetCreated']);
    const { frontendId } = created.body;
    const indexId = created.body.file.id;
    const other = (await updateFile(game, { filename: 'Other.tsx', content: '', frontend_id: frontendId }).expect(200)).body.file;

    const edited = await updateFile(game, { file_id: other.id, filename: 'Other.tsx', content: 'export const x = 1;\n' }).expect(200);
    expect(edited.body).toEqual({ success: true, file: { ...other, content: 'export const x = 1;\n' }, frontendId, position: POSITION });
    const renamed = await updateFile(game, { file_id: other.id, filename: 'lib/other.ts', content: 'export const x = 1;\n' }).expect(200);
    expect(renamed.body.file).toEqual({ id: other.id, filename: 'lib/other.ts', content: 'export const x = 1;\n', folder_path: '' });
    before = await eventCount(app);
    await updateFile(game, { file_id: other.id, filename: 'lib/other.ts', content: 'export const x = 1;\n' }).expect(200);
    expect(await eventsSince(before)).toEqual([]);

    const exists = await refused(() => updateFile(game, { file_id: other.id, filename: 'index.tsx', content: '' }), 409, 'frontend.file_exists');
    expect(exists.body.error).toBe('File index.tsx already exists');
    const added = await refused(() => updateFile(game, { filename: 'lib/other.ts', content: '' }), 409, 'frontend.file_exists');
    expect(added.body.error).toBe('File lib/other.ts already exists');

    const deleted = await updateFile(game, { file_id: other.id, filename: 'lib/other.ts', content: null }).expect(200);
    expect(deleted.body).toEqual({ success: true, file: null, frontendId, position: POSITION });
    expect((await load(game, frontendId)).files.map((f: File) => f.id)).toEqual([indexId]);
    const last = await refused(() => updateFile(game, { file_id: indexId, filename: 'index.tsx', content: null }), 400, 'frontend.last_file');
    expect(last.body.error).toBe('Cannot delete the last file');
    await refused(() => updateFile(game, { file_id: other.id, filename: 'x.ts', content: 'x' }), 404, 'frontend.file_not_found');
    await refused(() => updateFile(game, { filename: 'nope.ts', content: null }), 404, 'frontend.file_not_found');
    await refused(() => updateFile(game, { filename: 'x.ts', content: '', frontend_id: UNKNOWN_ID }), 404, 'frontend.not_found');
  });

  it('moves a file and several files to explorer folders', async () => {
    const game = await newGame();
    const { files } = (await save(game, { files: starter() }).expect(200)).body as { files: File[] };
    const [board, index, styles] = files;
    const moved = await patch(creator, v(`games/${game}/files/${board.id}/move/`), { folder_path: ' ui / parts ' });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ success: true, file: { ...board, folder_path: 'ui/parts' }, position: POSITION });
    const before = await eventCount(app);
    const bulk = await creator.post(v(`games/${game}/files/bulk-move/`), { file_ids: [index.id, styles.id, board.id, index.id], folder_path: 'ui/parts' }).expect(200);
    expect(bulk.body).toEqual({ success: true, moved: 3, files: [index, styles, board].map((f) => ({ ...f, folder_path: 'ui/parts' })), position: POSITION });
    expect(await eventsSince(before)).toEqual(['AssetEdited', 'AssetEdited']);
    await refused(() => creator.post(v(`games/${game}/files/bulk-move/`), { file_ids: [index.id, UNKNOWN_ID], folder_path: '' }), 404, 'frontend.file_not_found');
    await refused(() => patch(creator, v(`games/${game}/files/${UNKNOWN_ID}/move/`), { folder_path: '' }), 404, 'frontend.file_not_found');
    await refused(() => patch(creator, v(`games/${game}/files/${index.id}/move/`), { folder_path: 'a/../b' }), 400, 'frontend.invalid_folder_path');
    await refused(() => patch(creator, v(`games/${game}/files/nope/move/`), { folder_path: '' }), 400, 'frontend.invalid_file_id');
    await refused(() => creator.post(v(`games/${game}/files/bulk-move/`), { file_ids: [], folder_path: '' }), 400, 'request.invalid');
    await refused(() => patch(stranger, v(`games/${game}/files/${index.id}/move/`), { folder_path: '' }), 403, 'game.forbidden');
  });

  it('a moved file keeps its import path: the saved project still builds with index.tsx importing ./components/Board', async () => {
    const game = await newGame();
    const { files } = (await save(game, { files: starter() }).expect(200)).body as { files: File[] };
    const board = files.find((f) => f.filename === 'components/Board.tsx')!;
    await patch(creator, v(`games/${game}/files/${board.id}/move/`), { folder_path: 'ui' }).expect(200);
    await creator.post(v(`games/${game}/files/bulk-move/`), { file_ids: files.map((f) => f.id), folder_path: 'deep/er' }).expect(200);
    const built = await creator.post(v('compile/'), { gameId: game, useServerFiles: true }).expect(200);
    expect(built.body).toMatchObject({ success: true, error: null, compiledCode: expect.stringContaining('Board') });
  });

  it('refuses a folder path that climbs out, hides characters or is not a string, writing nothing', async () => {
    const game = await newGame();
    const { files } = (await save(game, { files: starter() }).expect(200)).body as { files: File[] };
    const [one, two] = files;
    const move = (folder_path: unknown) => patch(creator, v(`games/${game}/files/${one.id}/move/`), { folder_path } as object);
    const bulk = (folder_path: unknown) => creator.post(v(`games/${game}/files/bulk-move/`), { file_ids: [one.id, two.id], folder_path });
    for (const folder of ['..', '../../etc', 'a/./b', 'a\\b', 'a\u0007b', 'a\u0085b', 'ui\u202Etxt.exe', 'zero\u200Bwidth', 'x'.repeat(256)]) {
      const refusal = await refused(() => move(folder), 400, 'frontend.invalid_folder_path');
      expect(refusal.body.details).toMatchObject({ field: 'folder_path' });
      await refused(() => bulk(folder), 400, 'frontend.invalid_folder_path');
    }
    for (const folder of [42, null, ['ui'], { path: 'ui' }]) {
      await refused(() => move(folder), 400, 'request.invalid');
      await refused(() => bulk(folder), 400, 'request.invalid');
    }
    await refused(() => creator.post(v(`games/${game}/files/bulk-move/`), { file_ids: [one.id] }), 400, 'request.invalid');
    expect((await load(game, (await creator.get(v(`games/${game}/frontends/`))).body.frontends[0].id)).files.map((f: File) => f.folder_path)).toEqual(['', '', '']);
  });

  it('compiles given files and saved files; a type error fails with its file and line', async () => {
    const game = await newGame();
    const given = await creator.post(v('compile/'), { gameId: game, files: starter(), entryPoint: 'index.tsx' });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ success: true, compiledCode: expect.any(String), error: null, errorDetail: null, buildId: expect.any(String) });
    const saved = (await save(game, { files: starter(), settings: { tailwind_config: { theme: { extend: {} } } } }).expect(200)).body;
    const server = await creator.post(v('compile/'), { gameId: game, useServerFiles: true });
    expect(server.body).toMatchObject({ success: true, compiledCode: expect.any(String) });
    const named = await creator.post(v('compile/'), { gameId: game, useServerFiles: true, frontendId: saved.id }).expect(200);
    expect(named.body.buildId).toBe(server.body.buildId);

    const broken = await creator.post(v('compile/'), { gameId: game, files: [{ filename: 'index.tsx', content: TYPE_ERROR }] }).expect(200);
    expect(broken.body).toMatchObject({ success: false, compiledCode: null, error: expect.stringContaining('Error:'), errorDetail: { file: 'index.tsx', line: 2 } });

    const noGame = await refused(() => creator.post(v('compile/'), { files: starter() }), 400, 'frontend.no_game_id');
    expect(noGame.body.error).toBe('No game ID provided');
    const noFiles = await refused(() => creator.post(v('compile/'), { gameId: game, files: [] }), 400, 'frontend.no_files');
    expect(noFiles.body.error).toBe('No files to compile');
    const empty = await newGame('Empty');
    await refused(() => creator.post(v('compile/'), { gameId: empty, useServerFiles: true }), 400, 'frontend.no_files');
    await refused(() => creator.post(v('compile/'), { gameId: game, useServerFiles: true, frontendId: UNKNOWN_ID }), 404, 'frontend.not_found');
    await refused(() => creator.post(v('compile/'), { gameId: game, files: starter(), entryPoint: 'main.tsx' }), 400, 'frontend.entry_point_fixed');
    await refused(() => creator.post(v('compile/'), { gameId: game, files: starter(), settings: { tailwind_config: [] } }), 400, 'frontend.invalid_settings');
    await refused(() => creator.post(v('compile/'), { gameId: 'nope', files: starter() }), 400, 'game.invalid_id');
    await refused(() => creator.post(v('compile/'), { gameId: UNKNOWN_ID, files: starter() }), 404, 'game.not_found');
    await refused(() => stranger.post(v('compile/'), { gameId: game, files: starter() }), 403, 'game.forbidden');
    await refused(() => anonymous.post(v('compile/'), { gameId: game, files: starter() }), 401);
  });

  it('keeps every save of a file as a revision, and undo takes the last one back', async () => {
    const game = await newGame();
    const first = (await save(game, { files: [{ filename: 'index.tsx', content: BOARD }] }).expect(200)).body;
    const [file] = first.files as File[];
    await save(game, { files: [{ id: file.id, filename: 'index.tsx', content: BOARD.replace('{size}', 'Size {size}') }] }).expect(200);
    const history = await creator.get(`/create/versioning/revisions/${file.id}/`).expect(200);
    expect(history.body).toMatchObject({ asset_id: file.id, asset_type: 'frontend_file' });
    expect(history.body.revisions.map((r: { revision: number; data: { content: string } }) => [r.revision, r.data.content])).toEqual([
      [1, BOARD.replace('{size}', 'Size {size}')],
      [0, BOARD],
    ]);
    await creator.post('/create/versioning/undo/', { game_id: game }).expect(200);
    expect((await load(game, first.id)).files).toEqual([file]);
  });

  it('refuses signed-out, foreign, unknown and bad requests, writing nothing', async () => {
    const saved = (await save(gameId, { files: starter() }).expect(200)).body;
    const fileId = saved.files[0].id;
    const guarded = async (call: (client: Client, game: string) => PromiseLike<request.Response>) => {
      await refused(() => call(anonymous, gameId), 401);
      await refused(() => call(stranger, gameId), 403, 'game.forbidden');
      await refused(() => call(creator, UNKNOWN_ID), 404, 'game.not_found');
    };
    await guarded((c, g) => c.get(v(`games/${g}/frontends/`)));
    await guarded((c, g) => c.get(v(`games/${g}/frontends/${saved.id}/`)));
    await guarded((c, g) => save(g, { files: starter() }, c));
    await guarded((c, g) => updateFile(g, { filename: 'New.tsx', content: '' }, c));
    await guarded((c, g) => patch(c, v(`games/${g}/files/${fileId}/move/`), { folder_path: 'x' }));
    await guarded((c, g) => c.post(v(`games/${g}/files/bulk-move/`), { file_ids: [fileId], folder_path: 'x' }));

    await refused(() => creator.get(v(`games/${gameId}/frontends/${UNKNOWN_ID}/`)), 404, 'frontend.not_found');
    await refused(() => creator.get(v(`games/${gameId}/frontends/nope/`)), 400, 'frontend.invalid_id');
    await refused(() => creator.get(v('games/nope/frontends/')), 400, 'game.invalid_id');
    await refused(() => save(gameId, { id: UNKNOWN_ID, files: starter() }), 404, 'frontend.not_found');
    await refused(() => save(gameId, { files: starter(), colour: 'red' }), 400, 'request.invalid');
    await refused(() => save(gameId, { files: [{ filename: 'index.tsx', content: '', size: 1 }] }), 400, 'request.invalid');
    await refused(() => save(gameId, { files: 'index.tsx' }), 400, 'request.invalid');
    await refused(() => save(gameId, {}), 400, 'request.invalid');
    for (const filename of ['../escape.tsx', '/abs.tsx', 'my file.tsx', 'run.exe', 'x'.repeat(201) + '.ts']) {
      await refused(() => save(gameId, { files: [...starter(), { filename, content: '' }] }), 400, 'frontend.invalid_filename');
      await refused(() => updateFile(gameId, { filename, content: '' }), 400, 'frontend.invalid_filename');
    }
    await refused(() => save(gameId, { files: [...starter(), { filename: 'styles.css', content: '' }] }), 400, 'frontend.duplicate_filename');
    await refused(() => save(gameId, { files: [{ filename: 'big.txt', content: 'x'.repeat(300 * 1024) }] }), 400, 'frontend.file_too_large');
    await refused(() => save(gameId, { files: starter(), settings: { tailwind_config: 'dark' } }), 400, 'frontend.invalid_settings');
    await refused(() => save(gameId, { files: starter(), settings: { tailwind_config: [1] } }), 400, 'frontend.invalid_settings');
    await refused(() => save(gameId, { files: starter(), entryPoint: 'main.tsx' }), 400, 'frontend.entry_point_fixed');
    const last = await refused(() => save(gameId, { files: [] }), 400, 'frontend.last_file');
    expect(last.body.error).toBe('Cannot delete the last file');
    await refused(() => updateFile(gameId, { filename: 'a.ts' }), 400, 'request.invalid');
    await refused(() => updateFile(gameId, { file_id: 'nope', filename: 'a.ts', content: '' }), 400, 'request.invalid');
    await refused(() => updateFile(gameId, { filename: 'a.ts', content: '', mode: 'x' }), 400, 'request.invalid');
    await refused(() => save(gameId, { files: starter() }).set('X-Versioning-Session', UNKNOWN_ID), 404, 'versioning.session_not_found');
    expect((await load(gameId, saved.id)).files).toEqual(saved.files);
  });
});
