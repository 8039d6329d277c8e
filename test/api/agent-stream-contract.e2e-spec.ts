// Issue 18: the agent stream against spec 1, field by field. The tables below are written from the spec
// (/work/shared/spec/1-creation-account-agent.md §3 "Tool result", §4 "Agent stream events" and "Agent
// session rules"), not from libs/contracts: a real offline build, edit and delete, and a turn without
// tokens, must send only the spec's event names, and every field the spec lists, with its type or values.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { drainTokens, grantTokens } from '../support/account-fixtures.js';
import { databaseTargets } from '../support/databases.js';
import { initSession, openStream, type SseEvent } from '../support/agent.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

type Rule = 'boolean' | 'string' | 'number' | 'array' | 'object' | 'string|null' | 'number|null' | readonly string[];
type Fields = Record<string, Rule>;

/** §4: the stream's event names, and issue 31's playtest_result (after each build the agent made). */
const SPEC_EVENTS = [
  'stream_init', 'message_start', 'message_chunk', 'message_end', 'tool_start', 'tool_end', 'stream_end', 'llm_error', 'search_query',
  'error', 'checkpoint_created', 'checkpoint_rollback', 'checkpoint_preview', 'entity_change', 'asset_change', 'playtest_result',
];
/** §3: the tool names (the shell search is run_command's). */
const SPEC_TOOLS = ['create_asset', 'read_asset', 'edit_asset', 'delete_asset', 'run_command', 'generate_image', 'stop_conversation'] as const;

/** §3 and §4: the fields each event carries on the stream. */
const SPEC_EVENT_FIELDS: Partial<Record<string, Fields>> = {
  // §3 "also tool_name and result on the stream"
  tool_end: { tool_name: SPEC_TOOLS, result: 'object' },
  // §4 "stream_end (reason complete, error or interrupted)"
  stream_end: { reason: ['complete', 'error', 'interrupted'] },
  // §4 "entity_change (create, update, delete)"
  entity_change: { operation: ['create', 'update', 'delete'] },
  // §4 "asset_change (operation, asset_id, invalidate_tags)"
  asset_change: { operation: 'string', asset_id: 'string', invalidate_tags: 'array' },
  // §4 "A stream error with code out_of_tokens, or a message containing 'out of tokens' …"
  error: { code: 'string', message: 'string' },
  // Issue 31: what playing the build showed (libs/contracts playtest.ts).
  playtest_result: { passed: 'boolean', checks: 'array', failures: 'array', frames: 'array', duration_ms: 'number', runner: ['dom', 'chromium'], playtest_id: 'string', round: 'number', max_rounds: 'number' },
};

/** §3 "Tool result": success (boolean), message, operation_type, error, asset_type, asset_name, asset_id, timestamp. */
const SPEC_RESULT_FIELDS: Fields = {
  success: 'boolean', message: 'string', operation_type: 'string', error: 'string|null',
  asset_type: 'string|null', asset_name: 'string|null', asset_id: 'string|null', timestamp: 'string',
};

/** §3 "Result shapes", per tool (a dotted name is a field of a field). */
const SPEC_TOOL_FIELDS: Record<(typeof SPEC_TOOLS)[number], Fields> = {
  create_asset: { asset: 'object', validation_errors: 'array' },
  read_asset: { raw_content: 'string' },
  edit_asset: { diff: 'object', 'diff.additions': 'number', 'diff.deletions': 'number', 'diff.unified': 'string', reload: 'object', 'reload.success': 'boolean', 'reload.errors': 'array' },
  delete_asset: { deleted_asset: 'object', 'deleted_asset.name': 'string', operation: ['soft_deleted', 'permanent'] },
  run_command: {
    command: 'string', cwd: 'string', exit_code: 'number', status: ['success', 'error', 'running', 'queued'], output: 'string',
    errors: 'array', match_count: 'number|null', truncated: 'boolean', duration: 'number',
  },
  generate_image: { prompt: 'string', media: 'object', 'media.url': 'string', 'media.tags': 'array', assigned_to_entity: 'string|null' },
  stop_conversation: { summary: 'string', message: 'string' },
};

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

const valueAt = (data: Record<string, unknown>, path: string): { present: boolean; value: unknown } => {
  let here: unknown = data;
  for (const key of path.split('.')) {
    if (typeof here !== 'object' || here === null || !(key in here)) return { present: false, value: undefined };
    here = (here as Record<string, unknown>)[key];
  }
  return { present: true, value: here };
};

/** What in `data` differs from `fields`: a missing field, a wrong type, a value outside the spec's list. */
const differences = (where: string, data: Record<string, unknown>, fields: Fields): string[] =>
  Object.entries(fields).flatMap(([name, rule]) => {
    const { present, value } = valueAt(data, name);
    if (!present) return [`${where}: no ${name}`];
    if (typeof rule !== 'string') return rule.includes(value as string) ? [] : [`${where}: ${name} is ${JSON.stringify(value)}, not one of ${rule.join(', ')}`];
    return rule.split('|').includes(typeOf(value)) ? [] : [`${where}: ${name} is ${typeOf(value)}, not ${rule}`];
  });

/** Every difference between a turn's events and the spec's tables. */
const specDifferences = (events: SseEvent[]): string[] =>
  events.flatMap((event, index) => {
    const where = `#${index} ${event.type}`;
    if (!SPEC_EVENTS.includes(event.type)) return [`${where}: not a spec event`];
    const own = differences(where, event.data, SPEC_EVENT_FIELDS[event.type] ?? {});
    if (event.type !== 'tool_end' || own.length > 0) return own;
    const result = event.data.result as Record<string, unknown>;
    const tool = event.data.tool_name as (typeof SPEC_TOOLS)[number];
    const shape = result.success === true ? SPEC_TOOL_FIELDS[tool] : {};
    return [...differences(`${where} ${tool} result`, result, SPEC_RESULT_FIELDS), ...differences(`${where} ${tool} result`, result, shape)];
  });

/** §4's order: the stream opens with stream_init, ends with one stream_end, and each tool ends after it starts. */
const orderDifferences = (events: SseEvent[]): string[] => {
  const types = events.map((e) => e.type);
  const problems: string[] = [];
  if (types[0] !== 'stream_init') problems.push(`starts with ${types[0]}`);
  if (types.at(-1) !== 'stream_end' || types.filter((t) => t === 'stream_end').length !== 1) problems.push('does not end with one stream_end');
  events.forEach((e, i) => {
    if (e.type !== 'tool_end') return;
    const started = events.findIndex((s) => s.type === 'tool_start' && s.data.tool_call_id === e.data.tool_call_id);
    if (started < 0 || started > i) problems.push(`#${i} tool_end ${String(e.data.tool_name)} without an earlier tool_start`);
  });
  return problems;
};

describe.each(databaseTargets())('the agent stream against spec 1 on %s', (target) => {
  let app: TestApp;
  let creator: Client;

  const turn = async (client: Client, gameId: string, message: string): Promise<SseEvent[]> => {
    const stream = await openStream(client, `/create/agentic/stream/v2/${await initSession(client, gameId)}/?message=${encodeURIComponent(message)}`);
    expect(stream.response.status).toBe(200);
    return stream.all();
  };

  beforeAll(async () => {
    app = await startTestAppOn(target);
    const signed = await signUp(app.url);
    creator = signed.client;
    await grantTokens(app, signed.id, 100_000);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('sends every field the spec lists, in the spec\'s order, through a build, an edit and a delete', async () => {
    const prompt = 'a quiz about animals with a 30 second timer';
    const gameId = (await creator.post('/create/api/creation/generate-game-from-prompt/', { prompt }).expect(200)).body.gameId as string;
    const turns = [await turn(creator, gameId, prompt), await turn(creator, gameId, 'rename it to Zoo Quiz'), await turn(creator, gameId, 'remove the timer')];
    for (const events of turns) {
      expect(specDifferences(events)).toEqual([]);
      expect(orderDifferences(events)).toEqual([]);
      expect(events.at(-1)?.data.reason).toBe('complete');
    }
    const all = turns.flat();
    // The turns ran every tool of the spec's list, and the events the spec gives fields for.
    expect(new Set(all.filter((e) => e.type === 'tool_end').map((e) => e.data.tool_name))).toEqual(new Set(SPEC_TOOLS));
    expect(new Set(all.map((e) => e.type))).toEqual(expect.objectContaining(new Set(['tool_end', 'asset_change', 'stream_end'])));
    // The older name of the field stays for clients of earlier releases, always equal.
    expect(all.filter((e) => e.type === 'tool_end' || e.type === 'tool_start').every((e) => e.data.tool === e.data.tool_name)).toBe(true);
  }, 180_000);

  it('ends a turn without tokens with the spec\'s out_of_tokens error, then stream_end error', async () => {
    const broke = await signUp(app.url);
    await drainTokens(app, broke.id);
    const gameId = (await broke.client.post('/api/games', { name: 'Broke' }).expect(201)).body.id as string;
    const events = await turn(broke.client, gameId, 'a snake game');
    expect(specDifferences(events)).toEqual([]);
    expect(orderDifferences(events)).toEqual([]);
    expect(events.filter((e) => e.type !== 'stream_init').map((e) => [e.type, e.data.code ?? e.data.reason])).toEqual([['error', 'out_of_tokens'], ['stream_end', 'error']]);
  });
});
