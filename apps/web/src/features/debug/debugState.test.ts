import { describe, expect, it } from '@jest/globals';
import { appendLogs, filterLogs, logPlace, logText, logToSession, MAX_SESSION_LOGS, NO_SESSION, tidyStack, type LogEntry } from './debugLogs';
import { captureTurn, EMPTY_SNAPSHOT, formatRate, recordPlayerAction, successRate } from './debugSnapshots';
import { debugActions, debugSlice, selectGameLogs, selectSessionLogs } from './debugSlice';

const log = (message: string, extra: Partial<LogEntry> = {}): LogEntry => ({
  timestamp: 1000, logger: 'game', message, line: 0, module: '', level: 'log', ...extra,
});
const messages = (entries: readonly LogEntry[]) => entries.map((e) => e.message);

describe('debug logs (spec 3, Debug)', () => {
  it('keeps at most 200 per session, the oldest dropped, newest last', () => {
    let entries: LogEntry[] = [];
    for (let i = 0; i < 250; i += 1) entries = appendLogs(entries, [log(`#${i}`)]);
    expect(MAX_SESSION_LOGS).toBe(200);
    expect(entries).toHaveLength(200);
    expect(entries[0]?.message).toBe('#50');
    expect(entries.at(-1)?.message).toBe('#249');
  });

  it('a batch bigger than the cap keeps its newest', () => {
    expect(messages(appendLogs([], ['a', 'b', 'c', 'd'].map((m) => log(m)), 3))).toEqual(['b', 'c', 'd']);
  });

  it('de-duplicates appends on timestamp, logger, message, line and module', () => {
    const first = appendLogs([], [log('hit', { line: 3, module: 'combat' })]);
    // The same five fields again (a second delivery, or twice in one batch): one log.
    expect(appendLogs(first, [log('hit', { line: 3, module: 'combat', level: 'warn' })])).toBe(first);
    expect(appendLogs([], [log('x'), log('x')])).toHaveLength(1);
    // Any one field different: two logs.
    for (const other of [{ timestamp: 1001 }, { logger: 'python' }, { message: 'hit!' }, { line: 4 }, { module: 'magic' }]) {
      expect(appendLogs(first, [log('hit', { line: 3, module: 'combat', ...other })])).toHaveLength(2);
    }
  });

  it('groups by session: each session has its own 200', () => {
    let game = {};
    for (let i = 0; i < 250; i += 1) {
      game = logToSession(game, 's1', [log(`a${i}`, { timestamp: i })]);
      game = logToSession(game, 's2', [log(`b${i}`, { timestamp: i })]);
    }
    const grouped = game as Record<string, LogEntry[]>;
    expect(Object.keys(grouped)).toEqual(['s1', 's2']);
    expect(grouped.s1).toHaveLength(200);
    expect(grouped.s2).toHaveLength(200);
    expect(grouped.s1?.[0]?.message).toBe('a50');
    expect(grouped.s2?.at(-1)?.message).toBe('b249');
  });

  it('filters by level and text', () => {
    const entries = [log('ok'), log('careful', { level: 'warn' }), log('boom', { level: 'error', module: 'combat' })];
    expect(messages(filterLogs(entries, { level: 'all', text: '' }))).toEqual(['ok', 'careful', 'boom']);
    expect(messages(filterLogs(entries, { level: 'warnings', text: '' }))).toEqual(['careful', 'boom']);
    expect(messages(filterLogs(entries, { level: 'errors', text: '' }))).toEqual(['boom']);
    expect(messages(filterLogs(entries, { level: 'all', text: 'COMBAT' }))).toEqual(['boom']);
  });

  it('shows where a log came from and copies it as one line of text', () => {
    expect(logPlace({ module: 'combat', line: 3 })).toBe('combat:3');
    expect(logPlace({ module: 'combat', line: 0 })).toBe('combat');
    expect(logPlace({ module: '', line: 0 })).toBe('');
    expect(logText(log('hit', { timestamp: Date.UTC(2026, 10, 28, 4, 0, 0), logger: 'python', module: 'combat', line: 3 })))
      .toBe('2026-11-28T04:00:00.000Z LOG python combat:3 hit');
  });

  it("stack traces name the game page 'game' instead of its ticketed address", () => {
    const stack = 'Error: x\n    at onClick (http://127.0.0.1:3951/create/vibecode/serve/a25e-9d/?ticket=eyJ.abc_-:110:21)\n    at http://127.0.0.1:3951/create/vibecode/serve/a25e-9d/?ticket=eyJ.abc:18:144608';
    expect(tidyStack(stack)).toBe('Error: x\n    at onClick (game:110:21)\n    at game:18:144608');
  });
});

describe('debug snapshot and stream success rate', () => {
  it('captures each turn with the player actions since the previous one', () => {
    let snapshot = recordPlayerAction(EMPTY_SNAPSHOT, 'combat.attack');
    snapshot = recordPlayerAction(snapshot, 'move');
    snapshot = captureTurn(snapshot, { turnNumber: 1, messages: 4, failed: false, timestamp: 10 });
    snapshot = captureTurn(snapshot, { turnNumber: 2, messages: 3, failed: true, timestamp: 20 });
    expect(snapshot.turns).toEqual([
      { turnNumber: 1, messages: 4, playerActions: ['combat.attack', 'move'], timestamp: 10 },
      { turnNumber: 2, messages: 3, playerActions: [], timestamp: 20 },
    ]);
    expect(snapshot).toMatchObject({ currentTurnNumber: 2, capturedAt: 20, playerActions: [], stream: { messages: 2, errors: 1 } });
  });

  it('success rate is (messages − errors) / messages, 100 % before any message', () => {
    expect(successRate({ messages: 0, errors: 0 })).toBe(100);
    expect(successRate({ messages: 4, errors: 1 })).toBe(75);
    expect(successRate({ messages: 1, errors: 1 })).toBe(0);
    expect(formatRate(100)).toBe('100 %');
    expect(formatRate(successRate({ messages: 3, errors: 1 }))).toBe('66.7 %');
  });
});

describe('debug slice', () => {
  it('keeps logs per game and session; a restart clears the game, not another', () => {
    let state = debugSlice.reducer(undefined, debugActions.sessionStarted({ gameId: 'g', sessionId: 's1', debugEnabled: true }));
    state = debugSlice.reducer(state, debugActions.logged({ gameId: 'g', sessionId: 's1', entries: [log('a')] }));
    state = debugSlice.reducer(state, debugActions.logged({ gameId: 'g', sessionId: null, entries: [log('start failed')] }));
    state = debugSlice.reducer(state, debugActions.logged({ gameId: 'h', sessionId: 's9', entries: [log('other game')] }));
    const root = { debug: state };
    expect(Object.keys(selectGameLogs(root, 'g'))).toEqual(['s1', NO_SESSION]);
    expect(messages(selectSessionLogs(root, 'g', null))).toEqual(['start failed']);
    expect(root.debug.snapshots.g?.debugEnabled).toBe(true);

    state = debugSlice.reducer(state, debugActions.logsCleared({ gameId: 'g', sessionId: 's1' }));
    expect(state.logs.g?.s1).toEqual([]);
    state = debugSlice.reducer(state, debugActions.debugCleared({ gameId: 'g' }));
    expect(state.logs.g).toBeUndefined();
    expect(state.logs.h?.s9).toHaveLength(1);
  });
});
