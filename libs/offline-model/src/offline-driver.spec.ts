import { describe, expect, it } from '@jest/globals';
import { offlineTurn, type OfflineEvent } from './offline-driver.js';
import { PLAN_SCRIPT, readPlanMarker } from './plan-marker.js';

/**
 * The offline repair (issue 31 §1/§2): the studio plays every build and puts the playtest in the build's tool
 * result; a failing one is repaired or re-planned in the same turn, bounded by the playtest's max_rounds.
 */
type Call = { tool: string; input: Record<string, unknown> };

/** A fake studio: assets kept by name, and a build whose playtest passes from round `passFrom` (never when null). */
const studio = (passFrom: number | null, maxRounds = 3) => {
  const assets = new Map<string, { id: string; content: string }>();
  const calls: Call[] = [];
  let round = 0;
  const runTool = async (tool: string, input: Record<string, unknown>): Promise<unknown> => {
    calls.push({ tool, input });
    const name = String(input.name ?? '');
    if (tool === 'create_asset') {
      assets.set(name, { id: `id-${name}`, content: String(input.content ?? '') });
      return { success: true, asset_id: `id-${name}` };
    }
    if (tool === 'read_asset') {
      const found = assets.get(name);
      return found === undefined ? { success: false, error: 'not found' } : { success: true, asset_id: found.id, raw_content: found.content };
    }
    if (tool === 'edit_asset') {
      const entry = [...assets.entries()].find(([, a]) => a.id === input.asset_id);
      if (entry !== undefined && typeof input.content === 'string') entry[1].content = input.content;
      return { success: true };
    }
    if (tool === 'run_command') {
      round += 1;
      const passed = passFrom !== null && round >= passFrom;
      const failures = passed ? [] : ['Pressing Space changed nothing on the screen.', 'The score never moved.'];
      return { status: 'success', errors: [], playtest: { passed, checks: [], failures, frames: [], duration_ms: 5, runner: 'dom', playtest_id: `p${round}`, round, max_rounds: maxRounds } };
    }
    return { success: true };
  };
  return { assets, calls, runTool, builds: () => calls.filter((c) => c.tool === 'run_command').length };
};

const turn = async (prompt: string, fake: ReturnType<typeof studio>) => {
  const events: OfflineEvent[] = [];
  for await (const event of offlineTurn({ buildPrompt: prompt, message: prompt, notes: [], assets: [], runTool: fake.runTool, renameGame: async () => ({ success: true, message: '' }), abortSignal: new AbortController().signal })) events.push(event);
  const text = events.flatMap((e) => (e.type === 'text' ? [e.delta] : [])).join('');
  return { events, text };
};

describe('offline repair after a failing playtest', () => {
  it('a first build that fails is re-planned to the nearest known-good plan (the mechanic dropped) and built again; the second passes', async () => {
    const fake = studio(2);
    const { text, events } = await turn('grow a bonsai tree by watering it at the right time', fake);
    expect(fake.builds()).toBe(2);
    // The files matched the plan, so nothing was written for the repair; the re-plan wrote the clicker's files.
    const edits = fake.calls.filter((c) => c.tool === 'edit_asset');
    expect(edits.length).toBeGreaterThan(0);
    const plan = readPlanMarker(fake.assets.get(PLAN_SCRIPT)!.content);
    expect(plan).toMatchObject({ found: true, plan: { kind: 'clicker', title: 'Bonsai Tree' } });
    expect(plan.found && plan.plan.mechanic).toBeFalsy();
    expect(fake.assets.get('index.tsx')!.content).toContain('clicker-count');
    expect(text).toContain('the playtest found: Pressing Space changed nothing on the screen; The score never moved.');
    expect(text).toContain("re-planning it as a clicker game in the same world");
    expect(text).toContain('and the playtest now passes.');
    expect(events.at(-1)).toMatchObject({ type: 'finish', reason: 'complete' });
    const stop = fake.calls.find((c) => c.tool === 'stop_conversation');
    expect(String(stop?.input.summary)).toContain('now passes');
  });

  it('a failing build whose files differ from the plan is repaired by writing them again, and passes', async () => {
    const fake = studio(2);
    // The studio's copy of index.tsx is damaged after it was created (as a half-finished write would leave it).
    const create = fake.runTool;
    const runTool = async (tool: string, input: Record<string, unknown>) => {
      const out = await create(tool, input);
      if (tool === 'create_asset' && input.name === 'index.tsx') fake.assets.get('index.tsx')!.content = 'broken';
      return out;
    };
    const { text } = await turn('classic snake game', { ...fake, runTool });
    expect(fake.builds()).toBe(2);
    expect(fake.assets.get('index.tsx')!.content).not.toBe('broken');
    expect(text).toContain('I wrote its files again from the game plan, and the playtest now passes.');
  });

  it('when every round fails it stops at max_rounds and says plainly what still fails', async () => {
    const fake = studio(null, 3);
    const { text, events } = await turn('detective mystery: interrogate suspects to find who stole the diamond', fake);
    expect(fake.builds()).toBeLessThanOrEqual(3);
    expect(fake.builds()).toBe(2);
    expect(text).toContain('The playtest still fails: Pressing Space changed nothing on the screen; The score never moved.');
    expect(text).toContain('re-planned it as a text adventure game');
    expect(events.at(-1)).toMatchObject({ type: 'finish', reason: 'complete' });
  });

  it('with one round allowed, nothing is rebuilt and the failure is said', async () => {
    const fake = studio(null, 1);
    const { text } = await turn('classic snake game', fake);
    expect(fake.builds()).toBe(1);
    expect(text).toContain('The playtest still fails: Pressing Space changed nothing on the screen; The score never moved. I had no playtest round left in this turn (1 at most)');
  });

  it('a failing game with no composed mechanic and files as planned has nothing to re-plan, and says so', async () => {
    const fake = studio(null, 3);
    const { text } = await turn('classic snake game', fake);
    expect(fake.builds()).toBe(1);
    expect(text).toContain('I had nothing left to repair or re-plan');
  });

  it('a passing playtest (or none) changes nothing', async () => {
    const fake = studio(1);
    const { text } = await turn('classic snake game', fake);
    expect(fake.builds()).toBe(1);
    expect(text).not.toContain('playtest');
  });

  it('a fix the creator asked for is built and its failing playtest said plainly, not re-planned behind their back', async () => {
    const fake = studio(null, 3);
    await turn('grow a bonsai tree by watering it at the right time', fake);
    const before = fake.builds();
    const events: OfflineEvent[] = [];
    const assets = [...fake.assets.keys()].map((name) => ({ type: (name === PLAN_SCRIPT ? 'script' : name.includes('.') ? 'frontend_file' : 'entity') as 'script' | 'frontend_file' | 'entity', name }));
    for await (const event of offlineTurn({ buildPrompt: 'grow a bonsai tree by watering it at the right time', message: 'Rewrite index.tsx from the game plan', notes: [], assets, runTool: fake.runTool, renameGame: async () => ({ success: true, message: '' }), abortSignal: new AbortController().signal })) events.push(event);
    const text = events.flatMap((e) => (e.type === 'text' ? [e.delta] : [])).join('');
    expect(fake.builds()).toBe(before + 1);
    expect(text).toContain('The build passes. But the playtest found: Pressing Space changed nothing on the screen; The score never moved.');
  });
});
