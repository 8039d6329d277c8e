import { randomUUID } from 'node:crypto';
import { analyzePrompt } from './analyze-prompt.js';
import type { ExperienceLevel } from '@tempest/contracts';
import { buildGame, buildNotes, describeGame } from './build-game.js';
import { buildClosing, buildOpening } from './explain-level.js';
import { kindGame, type GamePlan } from './game-plan.js';
import { withArticle } from './inflect.js';
import { planEdit } from './plan-edit.js';
import { editSummary } from './edit-summary.js';
import { fixAtLine, parseErrorAt } from './line-fix.js';
import { PLAN_SCRIPT, readPlanMarker } from './plan-marker.js';
import { BUILD_STEP, blueprintAssets, buildSteps, chunksOf, createStep, planChanges, type AssetChange, type Step, type StoredAsset } from './offline-steps.js';

/** The offline model's token estimate: a quarter of a token per character it wrote, plus this per tool call. */
export const OFFLINE_TOKENS_PER_TOOL_CALL = 20;

/** Token counts of a turn (the offline model's are an estimate). */
export type OfflineUsage = { inputTokens: number; outputTokens: number; totalTokens: number };

/**
 * What an offline turn streams: the model gateway's turn events (apps/api agent/models/agent-events.ts, which
 * checks this type against its own), so the runtime records the offline model's turns as any model's.
 */
export type OfflineEvent =
  | { type: 'text'; delta: string }
  | { type: 'tool_start'; toolCallId: string; toolName: string; input: unknown }
  | { type: 'tool_end'; toolCallId: string; toolName: string; result: unknown; error?: string }
  | { type: 'finish'; reason: 'complete' | 'interrupted'; usage: OfflineUsage };

/** What the offline model reads of a turn instead of a transcript: its prompts as text, and the game's assets. */
export type OfflineBrief = {
  /** What an empty game is built from: the session's first user message, with its text attachments. */
  buildPrompt: string;
  /** This turn's message, with its text attachments. */
  message: string;
  /** Said first: what the offline agent could not use (images, PDFs). */
  notes: string[];
  /** The assets the game holds now. */
  assets: StoredAsset[];
};

export type OfflineTurn = OfflineBrief & {
  /** Runs one of the agent's tools (create_asset, read_asset, …) and answers its tool result. */
  runTool: (name: string, input: Record<string, unknown>) => Promise<unknown>;
  /** Renames the game: what a plan's new title does (not a tool a model is offered). */
  renameGame: (name: string) => Promise<{ success: boolean; message: string }>;
  abortSignal: AbortSignal;
  /** A pause before each tool call (OFFLINE_AGENT_PACE_MS), cut short by an interrupt; 0 or absent: none. */
  paceMs?: number;
  /** The creator's onboarding answer: how much to explain (null: no answer). */
  experienceLevel?: ExperienceLevel | null;
};

/** Waits `ms`, or less when `signal` aborts first. */
const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

export const NOT_MY_GAME =
  "I can only change games I built myself offline: their rules.py starts with a '# tempest-offline-plan' line that holds the game's plan, and this game has none (it was made by hand or by another model, or the line was removed). " +
  'Offline I can build a whole new game in an empty game from a prompt. To change this game, edit its files in the workbench, or choose a configured chat model.';

const DAMAGED_PLAN =
  "The '# tempest-offline-plan' line at the top of rules.py has been changed and I can no longer read it, so I can't change this game offline. " +
  'Put the line back as I wrote it (the asset history has it), or choose a configured chat model.';

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Pure: the tool call for one asset change (an update reads the asset first, by type and name). */
const changeStep = (change: AssetChange, assetId: string | null): Step => {
  const { asset } = change;
  if (change.kind === 'create') return createStep(asset);
  if (change.kind === 'delete') return { tool: 'delete_asset', input: { asset_id: assetId } };
  return { tool: 'edit_asset', input: { asset_id: assetId, ...asset.update } };
};

/**
 * The deterministic offline agent as a stream of the gateway's events. On an empty game it builds the game
 * its prompt describes through the tools. Otherwise it reads the game's plan from rules.py, applies
 * `planEdit` to it and makes the changes (the plan written again in rules.py), so edits add up across
 * turns and sessions; "fix this build error" fixes the line the error names. It says plainly what it cannot do.
 */
export async function* offlineTurn(turn: OfflineTurn): AsyncGenerator<OfflineEvent> {
  let spoken = 0;
  let toolCalls = 0;
  const usage = (): OfflineUsage => {
    const outputTokens = Math.ceil(spoken / 4) + toolCalls * OFFLINE_TOKENS_PER_TOOL_CALL;
    const inputTokens = Math.ceil((turn.buildPrompt.length + turn.message.length) / 4);
    return { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens };
  };
  const say = function* (text: string): Generator<OfflineEvent> {
    spoken += text.length;
    for (const delta of chunksOf(text)) yield { type: 'text', delta };
  };
  const run = async function* (step: Step): AsyncGenerator<OfflineEvent, Record<string, unknown>> {
    const toolCallId = `call_${randomUUID()}`;
    toolCalls += 1;
    await pause(turn.paceMs ?? 0, turn.abortSignal);
    yield { type: 'tool_start', toolCallId, toolName: step.tool, input: step.input };
    const result = (await turn.runTool(step.tool, step.input)) as Record<string, unknown>;
    yield { type: 'tool_end', toolCallId, toolName: step.tool, result };
    return result;
  };
  const finish = (reason: 'complete' | 'interrupted'): OfflineEvent => ({ type: 'finish', reason, usage: usage() });
  const steps = async function* (list: Step[]): AsyncGenerator<OfflineEvent, boolean> {
    for (const step of list) {
      if (turn.abortSignal.aborted) return false;
      yield* run(step);
    }
    return true;
  };

  if (turn.notes.length > 0) yield* say(`${turn.notes.join(' ')} `);
  if (turn.assets.length === 0) {
    const planned = analyzePrompt(turn.buildPrompt);
    const notes = buildNotes(planned).map((note) => `${note} `).join('');
    yield* say(buildOpening(planned, notes, turn.experienceLevel ?? null));
    const game = buildGame(planned);
    const all = buildSteps(game);
    if (!(yield* steps(all.filter((step) => step !== BUILD_STEP)))) return yield finish('interrupted');
    if (turn.abortSignal.aborted) return yield finish('interrupted');
    const build = yield* run(BUILD_STEP);
    // What the game holds now: everything the blueprint created.
    const stored = blueprintAssets(game).map((a) => ({ type: a.asset_type, name: a.name }));
    const repair = yield* playtestRepair(planned, build, stored, turn, run, say);
    if (repair === null) return yield finish('interrupted');
    const plan = repair.plan;
    const summary = `${describeGame(plan)}${repair.said === '' ? '' : ` ${repair.said}`}`;
    yield* say(summary + buildClosing(plan, turn.experienceLevel ?? null));
    if (turn.abortSignal.aborted) return yield finish('interrupted');
    yield* run({ tool: 'stop_conversation', input: { summary } });
    return yield finish('complete');
  }

  const read = yield* readPlan(turn, run);
  if (typeof read === 'string') {
    yield* say(read);
    return yield finish('complete');
  }
  const { plan } = read;
  const current = buildGame(plan);
  const edit = planEdit(current, turn.message);
  if ('unsupported' in edit) {
    yield* say(edit.already ? `Nothing to change: ${edit.reason}` : `I can't make that change offline: ${edit.reason}`);
    return yield finish('complete');
  }
  // rules.py was read for its plan: an update of it needs no second read.
  const known = new Map([[`script:${PLAN_SCRIPT}`, read.asset]]);
  if (edit.fix !== undefined) return yield* lineFixTurn(current, edit.fix, turn, run, say, finish, known);
  if (edit.rewrite !== undefined) return yield* fixTurn(current, edit.rewrite, edit.change, turn, run, say, finish, known);

  // Nothing is claimed before the tools ran: the summary says what they actually changed (issue 13 item 11).
  const written: string[] = [];
  const failed: { name: string; message: string }[] = [];
  let frontendChanged = false;
  for (const item of planChanges(current, buildGame(edit.plan), turn.assets)) {
    if (turn.abortSignal.aborted) return yield finish('interrupted');
    const outcome = yield* applyChange(item, run, known);
    if (outcome === true) written.push(item.asset.name);
    else if (typeof outcome === 'string') failed.push({ name: item.asset.name, message: outcome });
    if (outcome === true && item.asset.asset_type === 'frontend_file') frontendChanged = true;
  }
  let buildError: string | null = null;
  let played = '';
  let built = edit.plan;
  if (frontendChanged) {
    if (turn.abortSignal.aborted) return yield finish('interrupted');
    const build = yield* run(BUILD_STEP);
    buildError = build.status === 'success' ? null : firstBuildError(build);
    const stored = [...turn.assets, ...blueprintAssets(buildGame(edit.plan)).map((a) => ({ type: a.asset_type, name: a.name }))];
    const repair = yield* playtestRepair(edit.plan, build, stored, turn, run, say);
    if (repair === null) return yield finish('interrupted');
    played = repair.said;
    built = repair.plan;
  }
  let renamed: true | string | null = null;
  if (built.title !== plan.title) {
    // The game itself (its card, the studio header, the play page) takes the new name too.
    const result = await turn.renameGame(built.title);
    renamed = result.success ? true : result.message;
  }
  const summary = `${editSummary({ change: edit.change, written, failed, renamed, buildError })}${played === '' ? '' : ` ${played}`}`;
  yield* say(summary);
  yield* run({ tool: 'stop_conversation', input: { summary } });
  yield finish('complete');
}

/** The playtest a build's tool result carries (libs/contracts RunCommandToolFields.playtest), when it has one. */
type BuildPlaytest = { passed: boolean; failures: string[]; round: number; max_rounds: number };

const playtestOf = (build: Record<string, unknown>): BuildPlaytest | null => {
  const p = build.playtest as Record<string, unknown> | undefined;
  if (typeof p !== 'object' || p === null || typeof p.passed !== 'boolean') return null;
  const failures = Array.isArray(p.failures) ? (p.failures as unknown[]).filter((f): f is string => typeof f === 'string') : [];
  const round = typeof p.round === 'number' ? p.round : 1;
  const max = typeof p.max_rounds === 'number' ? p.max_rounds : 1;
  return { passed: p.passed, failures, round, max_rounds: max };
};

/** Pure: the playtest's findings as a list ("Space does nothing; the score never moves"), at most three. */
const findings = (playtest: BuildPlaytest): string => {
  const list = playtest.failures.slice(0, 3).map((f) => f.replace(/[.!]+$/, ''));
  return list.length === 0 ? 'a check failed without saying why' : list.join('; ');
};

/** Pure: the nearest known-good plan: the same kind and world with the composed mechanic dropped, or null when the plan has none. */
export const knownGoodPlan = (plan: GamePlan): GamePlan | null => {
  if (!plan.mechanic) return null;
  return Object.fromEntries(Object.entries(plan).filter(([key]) => key !== 'mechanic')) as GamePlan;
};

/**
 * A failing playtest is acted on in the same turn (issue 31 §1): first the repair (the generated files written
 * again from the plan, where they differ from it, then a build); if the game still fails, the re-plan to the
 * nearest known-good plan (knownGoodPlan: the composed mechanic dropped; planChanges applied), then a build.
 * Each build is played again by the studio; the rounds are bounded by the playtest's own `max_rounds`. Answers
 * the plan the game now has and what to say of it ('' when the first playtest passed or there was none), or
 * null when the turn was interrupted.
 */
async function* playtestRepair(
  plan: GamePlan,
  firstBuild: Record<string, unknown>,
  stored: StoredAsset[],
  turn: OfflineTurn,
  run: Run,
  say: Say,
): AsyncGenerator<OfflineEvent, { plan: GamePlan; said: string } | null> {
  let playtest = playtestOf(firstBuild);
  if (playtest === null || playtest.passed) return { plan, said: '' };
  const first = findings(playtest);
  let current = plan;
  const known = new Map<string, ReadAsset>();
  const tried: string[] = [];
  const rebuild = async function* (changes: AssetChange[]): AsyncGenerator<OfflineEvent, boolean | null> {
    let wrote = false;
    for (const change of changes) {
      if (turn.abortSignal.aborted) return null;
      if ((yield* applyChange(change, run, known)) === true) wrote = true;
    }
    return wrote;
  };
  const build = async function* (): AsyncGenerator<OfflineEvent, boolean | null> {
    if (turn.abortSignal.aborted) return null;
    const result = yield* run(BUILD_STEP);
    playtest = playtestOf(result);
    return playtest === null || playtest.passed;
  };
  // Round 1: the repair. Files a hand or a half-finished write left unlike the plan's are written again.
  if (playtest.round < playtest.max_rounds) {
    yield* say(`I played the game and the playtest found: ${first}. I'm checking its files against the game plan. `);
    const wrote = yield* rebuild(rewriteChanges(buildGame(current), [...new Set(blueprintAssets(buildGame(current)).filter((a) => a.asset_type === 'frontend_file' || a.name === PLAN_SCRIPT).map((a) => a.name))], stored));
    if (wrote === null) return null;
    if (wrote) {
      tried.push('wrote its files again from the game plan');
      const passed = yield* build();
      if (passed === null) return null;
      if (passed) return { plan: current, said: `The first playtest found: ${first}; I wrote its files again from the game plan, and the playtest now passes.` };
    }
  }
  // Round 2: the re-plan to the nearest known-good plan.
  const good = knownGoodPlan(current);
  if (good !== null && playtest !== null && !playtest.passed && playtest.round < playtest.max_rounds) {
    yield* say(`The playtest still fails, so I'm re-planning it as ${withArticle(kindGame(good.kind))} in the same world. `);
    const changed = yield* rebuild(planChanges(buildGame(current), buildGame(good), stored));
    if (changed === null) return null;
    current = good;
    tried.push(`re-planned it as ${withArticle(kindGame(good.kind))}`);
    const passed = yield* build();
    if (passed === null) return null;
    if (passed) return { plan: current, said: `The first playtest found: ${first}; I ${tried.join(' and ')}, and the playtest now passes.` };
  }
  const last = playtest === null ? first : findings(playtest);
  const noRounds = playtest !== null && playtest.round >= playtest.max_rounds;
  const did = tried.length > 0 ? `I ${tried.join(' and ')}` : noRounds ? `I had no playtest round left in this turn (${playtest?.max_rounds ?? 0} at most)` : 'I had nothing left to repair or re-plan';
  return { plan: current, said: `The playtest still fails: ${last}. ${did}, so this is the game as it stands; tell me what to change, or edit it in the workbench.` };
}

/**
 * Pure: what the playtest of a build the creator asked for saw, said plainly (' The playtest found: …'), or ''
 * when it passed or there was none. A fix the creator asked for is not re-planned behind their back.
 */
const playedLine = (build: Record<string, unknown>): string => {
  const playtest = playtestOf(build);
  return playtest === null || playtest.passed ? '' : ` But the playtest found: ${findings(playtest)}.`;
};

/** The first error a failed build reported, or its message. */
const firstBuildError = (build: Record<string, unknown>): string => {
  const errors = Array.isArray(build.errors) ? (build.errors as unknown[]).filter((e): e is string => typeof e === 'string') : [];
  return errors[0] ?? String(build.message ?? 'unknown error');
};

type Say = (text: string) => Generator<OfflineEvent>;
type Finish = (reason: 'complete' | 'interrupted') => OfflineEvent;
type ReadAsset = { asset_id: string; raw_content: string };

/**
 * "Rewrite index.tsx from the game plan" (asked for in so many words, as lineFixTurn offers): each named
 * generated file is read; one that differs from what the plan generates is written again (an asset edit, so
 * Undo brings the creator's version back), one that already matches is left alone and said so. Then the build
 * runs, and its outcome is said.
 */
async function* fixTurn(
  game: ReturnType<typeof buildGame>,
  names: string[],
  change: string,
  turn: OfflineTurn,
  run: Run,
  say: Say,
  finish: Finish,
  known: Map<string, ReadAsset>,
): AsyncGenerator<OfflineEvent> {
  const written: string[] = [];
  const same: string[] = [];
  for (const item of rewriteChanges(game, names, turn.assets)) {
    if (turn.abortSignal.aborted) return yield finish('interrupted');
    if ((yield* applyChange(item, run, known)) === true) written.push(item.asset.name);
    else same.push(item.asset.name);
  }
  const list = (files: string[]) => (files.length === 1 ? files[0] : `${files.slice(0, -1).join(', ')} and ${files.at(-1)}`);
  const matched = same.length === 0 ? '' : `${list(same)} already ${same.length === 1 ? 'matches' : 'match'} the version I generate from the game plan, so I left ${same.length === 1 ? 'it' : 'them'} as ${same.length === 1 ? 'it is' : 'they are'}. `;
  const wrote = written.length === 0 ? '' : `${capitalised(change.replace('{files}', list(written)))}. `;
  yield* say(`${wrote}${matched}I'm running the build${written.length === 0 ? ' to show where it stands' : ''}. `);
  if (turn.abortSignal.aborted) return yield finish('interrupted');
  const build = yield* run(BUILD_STEP);
  const passed = build.status === 'success';
  const errors = Array.isArray(build.errors) ? (build.errors as unknown[]).filter((e): e is string => typeof e === 'string') : [];
  const outcome = passed ? `The build passes.${playedLine(build)}` : `The build still fails: ${errors[0] ?? String(build.message ?? 'unknown error')}`;
  yield* say(outcome);
  yield* run({ tool: 'stop_conversation', input: { summary: `${wrote}${matched}${outcome}`.trim() } });
  yield finish('complete');
}

/** What the agent offers when only writing the file again would fix it: it asks, and never does it unasked. */
export const rewriteOffer = (file: string): string =>
  `I could write ${file} again from the game plan, but that replaces your hand edits to it (rejecting my change in the review brings your version back). If you want that, send: "Rewrite ${file} from the game plan".`;

/**
 * "Fix this build error" (issue 13 item 6): the line the error names is fixed with the smallest edit
 * offline/line-fix.ts knows, and the rest of the file stays as the creator left it; then the build runs.
 * When no small edit fixes it, the agent says why and asks before writing the whole file again.
 */
async function* lineFixTurn(
  game: ReturnType<typeof buildGame>,
  text: string,
  turn: OfflineTurn,
  run: Run,
  say: Say,
  finish: Finish,
  known: Map<string, ReadAsset>,
): AsyncGenerator<OfflineEvent> {
  const stop = async function* (summary: string): AsyncGenerator<OfflineEvent> {
    yield* say(summary);
    yield* run({ tool: 'stop_conversation', input: { summary } });
    yield finish('complete');
  };
  const error = parseErrorAt(text);
  if (!error) {
    return yield* stop("The error doesn't say which file and line are wrong, so I can't fix it with a small edit. Compile again and send me the error with its Location line, or fix it in the workbench.");
  }
  const generated = blueprintAssets(game).find((a) => (a.name === error.file || error.file.endsWith(`/${a.name}`)) && a.update.content !== undefined);
  const name = generated?.name ?? error.file;
  const type = generated?.asset_type ?? (name.endsWith('.py') ? 'script' : 'frontend_file');
  const where = `${name}:${error.line}${error.column === null ? '' : `:${error.column}`}`;
  const offer = generated ? rewriteOffer(name) : 'Fix it in the workbench, or choose a configured chat model.';
  const found = known.get(`${type}:${name}`) ?? (yield* run({ tool: 'read_asset', input: { asset_type: type, name } }));
  if (typeof found.raw_content !== 'string' || typeof found.asset_id !== 'string') return yield* stop(`I can't find ${name} in this game, so I can't fix ${where}. ${offer}`);
  const fix = fixAtLine(found.raw_content, generated?.update.content ?? null, error);
  if ('reason' in fix) return yield* stop(`I can't fix ${where} with a small edit: ${fix.reason}. ${offer}`);
  if (turn.abortSignal.aborted) return yield finish('interrupted');
  const edited = yield* run({ tool: 'edit_asset', input: { asset_id: found.asset_id, content: fix.content } });
  if (edited.success !== true) return yield* stop(`I couldn't write ${name}: ${String(edited.error ?? edited.message ?? 'unknown error')}`);
  const done = `In ${name} I ${fix.what}; the rest of the file stays as you left it.`;
  yield* say(`${done} I'm running the build. `);
  if (turn.abortSignal.aborted) return yield finish('interrupted');
  const build = yield* run(BUILD_STEP);
  const outcome = build.status === 'success' ? `The build passes.${playedLine(build)}` : `The build still fails: ${firstBuildError(build)}`;
  yield* say(outcome);
  yield* run({ tool: 'stop_conversation', input: { summary: `${done} ${outcome}` } });
  yield finish('complete');
}

type Run = (step: Step) => AsyncGenerator<OfflineEvent, Record<string, unknown>>;

/** The plan written in the game's rules.py (read through read_asset), or what to say when there is none. */
async function* readPlan(turn: OfflineTurn, run: Run): AsyncGenerator<OfflineEvent, { plan: GamePlan; asset: ReadAsset } | string> {
  if (!turn.assets.some((a) => a.type === 'script' && a.name === PLAN_SCRIPT)) return NOT_MY_GAME;
  const read = yield* run({ tool: 'read_asset', input: { asset_type: 'script', name: PLAN_SCRIPT } });
  if (read.success !== true || typeof read.raw_content !== 'string' || typeof read.asset_id !== 'string') return NOT_MY_GAME;
  const reading = readPlanMarker(read.raw_content);
  if (reading.found) return { plan: reading.plan, asset: { asset_id: read.asset_id, raw_content: read.raw_content } };
  return reading.reason === 'damaged' ? DAMAGED_PLAN : NOT_MY_GAME;
}

/** Pure: "fix this build error" — the named generated files (all generated frontend files when none is named) written again. */
export const rewriteChanges = (game: ReturnType<typeof buildGame>, names: string[], stored: StoredAsset[]): AssetChange[] => {
  const generated = blueprintAssets(game).filter((a) => (names.length === 0 ? a.asset_type === 'frontend_file' : names.includes(a.name)));
  return generated.map((asset) => ({ kind: stored.some((s) => s.type === asset.asset_type && s.name === asset.name) ? 'update' : 'create', asset }));
};

/**
 * Makes one change: a create directly; an update or delete after reading the asset (skipped when it is gone
 * or already as wanted). An asset this turn has already read (rules.py, for the plan) is not read again.
 * Answers true when a tool wrote the asset, false when nothing needed writing, or the failed tool's message.
 */
async function* applyChange(change: AssetChange, run: Run, known: Map<string, ReadAsset>): AsyncGenerator<OfflineEvent, boolean | string> {
  const outcome = (result: Record<string, unknown>): true | string => (result.success === true ? true : String(result.error ?? result.message ?? 'unknown error'));
  if (change.kind === 'create') return outcome(yield* run(changeStep(change, null)));
  const found = known.get(`${change.asset.asset_type}:${change.asset.name}`) ?? (yield* run({ tool: 'read_asset', input: { asset_type: change.asset.asset_type, name: change.asset.name } }));
  if ((found as { success?: unknown }).success === false || typeof found.asset_id !== 'string') return false;
  const wanted = change.asset.update.content;
  if (change.kind === 'update' && change.asset.update.patch === undefined && wanted !== undefined && found.raw_content === wanted) return false;
  return outcome(yield* run(changeStep(change, found.asset_id)));
}
