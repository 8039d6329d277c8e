import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore, formatPosition, type EventStore, type NewEvent } from '@tempest/event-store';
import { databaseTargets, eventually, freshDatabase, type TestDatabase, testPool } from '../../../../test/support/databases.js';
import { gameListProjector, GAME_LIST } from '../game-list/game-list.projector.js';
import { ProjectionEngine } from './projection-engine.js';
import type { Projector } from './projector.js';
import { tableNameIn } from './rebuild.js';

// Services: leases and takeover between engines on separate connections, NOTIFY, rebuilds with COPY.

const metadata = () => ({
  actorId: null,
  actorKind: 'system' as const,
  correlationId: randomUUID(),
  causationId: null,
  requestId: null,
  timestamp: new Date().toISOString(),
});
const created = (gameId: string, name: string): NewEvent => ({
  id: randomUUID(),
  type: 'GameCreated',
  data: { gameId, name, description: `about ${name}`, createdAt: '2026-11-22T10:00:00.000Z' },
  metadata: metadata(),
});
const renamed = (gameId: string, name: string, previousName: string): NewEvent => ({
  id: randomUUID(),
  type: 'GameRenamed',
  data: { gameId, name, previousName, renamedAt: '2026-11-22T11:00:00.000Z' },
  metadata: metadata(),
});

/** Writes N games, renaming every third one: a mix of inserts and updates across many streams. */
const writeGames = async (store: EventStore, count: number): Promise<string[]> => {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    ids.push(id);
    await store.append(`game-${id}`, [created(id, `Game ${i}`)], 'no_stream');
    if (i % 3 === 0) await store.append(`game-${id}`, [renamed(id, `Game ${i} (renamed)`, `Game ${i}`)], 0n);
  }
  return ids;
};

const tableRows = async (pool: pg.Pool, table: string) =>
  (await pool.query(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY id`)).rows.map((r) => r.row);

describe.each(databaseTargets())('projection engine on %s', (target) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: EventStore;
  const engines: ProjectionEngine[] = [];
  const engine = (projectors: Projector[], options: Partial<ConstructorParameters<typeof ProjectionEngine>[0]> = {}) => {
    const e = new ProjectionEngine({ pool, store, projectors, batchSize: 50, pollIntervalMs: 50, leaseRetryMs: 100, ...options });
    engines.push(e);
    return e;
  };
  // The last event written, committed: what a test just appended. Not headPosition(), the head a catch-up reader
  // may pass: on a server, another transaction still open (a processor's batch) hides later events from it, so a
  // wait for it could end one event short of the writes (seen: 59 of 60 games counted, the 60th not yet read).
  const head = async () => store.lastCommittedPosition();

  beforeEach(async () => {
    db = await freshDatabase(target);
    pool = testPool(db.connectionString, 6);
    pool.on('error', () => undefined); // the database is dropped with FORCE after each test
    store = await createPostgresEventStore({ pool, kind: target === 'pglite' ? 'pglite' : 'postgres' });
  });
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((e) => e.stop()));
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('projects the games list live, and a rebuild from the first event gives the same rows', async () => {
    await writeGames(store, 120);
    const live = engine([gameListProjector]);
    await live.start();
    expect(await live.waitFor(GAME_LIST, await head(), 20_000)).toBe(true);
    const liveRows = await tableRows(pool, tableNameIn('public')('games'));
    expect(liveRows).toHaveLength(120);
    expect(liveRows.filter((r) => String(r.name).endsWith('(renamed)'))).toHaveLength(40);

    const side = await live.rebuild(GAME_LIST, { swap: false });
    expect(side.schema).not.toBe('public');
    expect(await tableRows(pool, tableNameIn(side.schema)('games'))).toEqual(liveRows);
  });

  it('swaps a rebuild in while the live processor runs, and applies later events exactly once', async () => {
    const ids = await writeGames(store, 60);
    const live = engine([gameListProjector]);
    await live.start();
    await live.waitFor(GAME_LIST, await head(), 20_000);
    const before = await tableRows(pool, '"public"."games"');

    const result = await live.rebuild(GAME_LIST, { swap: true });
    expect(result.swapped).toBe(true);
    expect(await tableRows(pool, '"public"."games"')).toEqual(before);

    const more = await writeGames(store, 30);
    await store.append(`game-${ids[1]}`, [renamed(ids[1], 'After the swap', 'Game 1')], 0n);
    expect(await live.waitFor(GAME_LIST, await head(), 20_000)).toBe(true);
    const after = await tableRows(pool, '"public"."games"');
    expect(after).toHaveLength(90);
    expect(after.find((r) => r.id === ids[1])).toMatchObject({ name: 'After the swap', revision: 1 });
    expect(after.filter((r) => more.includes(String(r.id)))).toHaveLength(30);
  });

  it('swaps only once caught up: when the live processor moved past the replay, the rebuild catches up first', async () => {
    await writeGames(store, 30);
    const live = engine([gameListProjector]);
    await live.start();
    await live.waitFor(GAME_LIST, await head(), 20_000);
    // At the replay's last page, more games are written and the live tables take them in before the rebuild goes on.
    const readAll = store.readAll;
    let late: string[] = [];
    store.readAll = async (from, maxCount, options) => {
      const page = await readAll(from, maxCount, options);
      if (options?.types && page.isEnd && late.length === 0) {
        late = await writeGames(store, 5);
        expect(await live.waitFor(GAME_LIST, await head(), 20_000)).toBe(true);
      }
      return page;
    };
    const phases: string[] = [];
    try {
      const result = await live.rebuild(GAME_LIST, { swap: true, onProgress: (p) => void (phases.at(-1) !== p.phase && phases.push(p.phase)) });
      expect(result.swapped).toBe(true);
    } finally {
      store.readAll = readAll;
    }
    // Refused at first (the live tables were ahead), then caught up, then swapped: never back in time.
    expect(phases).toEqual(['replaying', 'indexing', 'swapping', 'catching_up', 'swapping']);
    const rows = await tableRows(pool, '"public"."games"');
    expect(rows).toHaveLength(35);
    expect(rows.filter((r) => late.includes(String(r.id)))).toHaveLength(5);
  });

  it('writes rows and checkpoint together: a batch that fails leaves neither, and is applied once when retried', async () => {
    let failOnce = true;
    const ledger: Projector = {
      name: 'ledger',
      version: 1,
      tables: ['ledger'],
      eventTypes: ['GameCreated'],
      createTables: async (tx, t) => void (await tx.query(`CREATE TABLE ${t('ledger')} (event_id uuid PRIMARY KEY)`)),
      async apply(tx, events, t) {
        for (const e of events) await tx.query(`INSERT INTO ${t('ledger')} VALUES ($1)`, [e.id]);
        if (failOnce && events.length > 0) {
          failOnce = false;
          throw new Error('projector crashed mid-batch');
        }
      },
    };
    await writeGames(store, 10);
    const e = engine([ledger]);
    await e.start();
    // The first batch wrote rows and then crashed: its transaction rolled back, rows and checkpoint alike.
    expect(await e.waitFor('ledger', await head(), 20_000)).toBe(true);
    const { rows } = await pool.query('SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS d FROM public.ledger');
    expect(rows[0]).toEqual({ n: 10, d: 10 });
    expect(failOnce).toBe(false);
  });

  it('rebuilds on start when the projector version changes', async () => {
    await writeGames(store, 9);
    const v1 = engine([gameListProjector]);
    await v1.start();
    await v1.waitFor(GAME_LIST, await head(), 20_000);
    await v1.stop();

    const shouting: Projector = {
      ...gameListProjector,
      version: gameListProjector.version + 1,
      apply: async (tx, events, t) => {
        await gameListProjector.apply(tx, events, t);
        await tx.query(`UPDATE ${t('games')} SET name = upper(name)`);
      },
    };
    const v2 = engine([shouting]);
    await v2.start();
    await v2.waitFor(GAME_LIST, await head(), 20_000);
    const names = (await pool.query('SELECT name FROM public.games')).rows.map((r) => r.name);
    expect(names).toHaveLength(9);
    expect(names.every((n: string) => n === n.toUpperCase())).toBe(true);
    const { rows } = await pool.query("SELECT version FROM public.processors WHERE name = 'game_list'");
    expect(rows[0].version).toBe(gameListProjector.version + 1);
  });

  it('reports lag at the head and waitFor gives up on a position never reached', async () => {
    const e = engine([gameListProjector]);
    await e.start();
    await writeGames(store, 5);
    await e.waitFor(GAME_LIST, await head(), 20_000);
    await eventually(async () => {
      expect(await e.status()).toEqual([expect.objectContaining({ name: GAME_LIST, state: 'running', lagEvents: 0, lagMs: 0 })]);
    });
    const far = { txId: 2n ** 40n, position: 1n };
    expect(await e.waitFor(GAME_LIST, far, 300)).toBe(false);
  });

  it('read your own write: a read right after an append sees it, also when the processor skips that event', async () => {
    // No fallback timer to hide behind: only the runner's signal after its batch can end these waits.
    const e = engine([gameListProjector], { waitFallbackMs: 3_600_000 });
    await e.start();
    const id = randomUUID();
    await store.append(`game-${id}`, [created(id, 'Seen at once')], 'no_stream');
    expect(await e.waitForCommitted(GAME_LIST, 3_600_000)).toBe(true);
    const { rows } = await pool.query('SELECT name FROM public.games WHERE id = $1', [id]);
    expect(rows).toEqual([{ name: 'Seen at once' }]);

    // An event of a type the games list does not project (a play session, a chat message…) still moves
    // its checkpoint, and a reader waiting for "everything committed so far" is released by that move.
    const other = randomUUID();
    await store.append(`other-${other}`, [{ ...created(other, 'x'), type: 'SomethingUnrelated' }], 'no_stream');
    expect(await e.waitForCommitted(GAME_LIST, 3_600_000)).toBe(true);
    expect(await e.checkpointOf(GAME_LIST)).toBe(formatPosition(await store.lastCommittedPosition()));
  }, 60_000);

  it('readFrom, the one wait of every read: at a position, after every committed write, or at once; several processors only all together', async () => {
    const e = engine([gameListProjector], { waitFallbackMs: 3_600_000 });
    await e.start();
    const id = randomUUID();
    await store.append(`game-${id}`, [created(id, 'Read back')], 'no_stream');
    expect(await e.readFrom(GAME_LIST, 'committed', 3_600_000)).toBe(true);
    expect((await pool.query('SELECT name FROM public.games WHERE id = $1', [id])).rows).toEqual([{ name: 'Read back' }]);
    expect(await e.readFrom([GAME_LIST], await head())).toBe(true);
    // A processor that never ran is never caught up; nothing waits when the read asks for no position.
    expect(await e.readFrom([GAME_LIST, 'never_started'], 'committed', 300)).toBe(false);
    expect(await e.readFrom(GAME_LIST, { txId: 2n ** 40n, position: 1n }, 300)).toBe(false);
    expect(await e.readFrom('never_started', null, 0)).toBe(true);
  }, 60_000);

  (target === 'postgres' ? it : it.skip)('runs a processor on one replica at a time; a standby takes over and resumes', async () => {
    await writeGames(store, 30);
    const a = engine([gameListProjector]);
    const b = engine([gameListProjector]);
    await a.start();
    await b.start();
    await a.waitFor(GAME_LIST, await head(), 20_000);
    const leaders = async () => (await Promise.all([a.status(), b.status()])).map((s) => s[0].state);
    expect((await leaders()).sort()).toEqual(['running', 'standby']);

    const [leader, standby] = (await a.status())[0].state === 'running' ? [a, b] : [b, a];
    await leader.stop(); // its lease is released, as when its process dies and its connection closes
    await writeGames(store, 30);
    expect(await standby.waitFor(GAME_LIST, await head(), 20_000)).toBe(true);
    expect((await standby.status())[0].state).toBe('running');
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM public.games');
    expect(rows[0].n).toBe(60);
  });
  it('in a single process, batches of other events move the position in memory; the row follows with the next write or at stop', async () => {
    const [first] = await writeGames(store, 1);
    const live = engine([gameListProjector], { singleProcess: true });
    await live.start();
    expect(await live.waitFor(GAME_LIST, await head(), 20_000)).toBe(true);
    const persisted = async () => {
      const { rows } = await pool.query('SELECT checkpoint_tx, checkpoint_position FROM "public".processors WHERE name = $1', [GAME_LIST]);
      return `${rows[0].checkpoint_tx}.${rows[0].checkpoint_position}`;
    };
    const afterGame = await persisted();
    // Events the games list ignores: waitFor still passes them, and the processors row stays where it was.
    await store.append(`other-${randomUUID()}`, [{ ...created(first, 'x'), type: 'SomethingElse' }]);
    const ignored = await head();
    expect(await live.waitFor(GAME_LIST, ignored, 20_000)).toBe(true);
    expect(await live.checkpointOf(GAME_LIST)).toBe(formatPosition(ignored));
    expect(await persisted()).toBe(afterGame);
    // An event it projects writes its row and the checkpoint, now at that event.
    await store.append(`game-${first}`, [renamed(first, 'Renamed again', 'Game 0 (renamed)')], 1n);
    const projected = await head();
    expect(await live.waitFor(GAME_LIST, projected, 20_000)).toBe(true);
    expect(await persisted()).toBe(formatPosition(projected));
    // Ignored again, then stopped: the row takes the position, so a restart does not read those events again.
    await store.append(`other-${randomUUID()}`, [{ ...created(first, 'y'), type: 'SomethingElse' }]);
    const last = await head();
    expect(await live.waitFor(GAME_LIST, last, 20_000)).toBe(true);
    await live.stop();
    expect(await persisted()).toBe(formatPosition(last));
  });

  it('with replicas, batches of other events move every idle processor\'s row together, so another replica sees them pass', async () => {
    const quiet = (name: string): Projector => ({
      name, version: 1, tables: [], eventTypes: ['NeverWritten'],
      createTables: async () => undefined,
      apply: async () => undefined,
    });
    const live = engine([gameListProjector, quiet('quiet_a'), quiet('quiet_b')], { waitFallbackMs: 3_600_000 });
    await live.start();
    // A replica that runs no processor reads the rows: only the database tells it where they stand.
    const reader = engine([gameListProjector, quiet('quiet_a'), quiet('quiet_b')], { runProcessors: false });
    await reader.start();
    const [id] = await writeGames(store, 1);
    expect(await reader.readFrom(GAME_LIST, await head(), 20_000)).toBe(true);
    // No transaction per processor for an event none of them projects (that path writes through a transaction's
    // client, which this spy does not see: it would count none): the shared statement moves the rows that arrive
    // together — usually all three at once, one each when the machine is loaded enough that each processor's
    // subscription hands the batch over in a tick of its own (CI saw three).
    const moves: string[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    const spy = jest.spyOn(pool, 'query').mockImplementation(((sql: unknown, ...rest: unknown[]) => {
      if (typeof sql === 'string' && /processors/.test(sql) && /^\s*(UPDATE|INSERT)/.test(sql)) moves.push(sql);
      return query(sql, ...rest);
    }) as never);
    await store.append(`other-${id}`, [{ ...created(id, 'x'), type: 'SomethingElse' }]);
    const at = await head();
    expect(await reader.readFrom(['quiet_a', 'quiet_b', GAME_LIST], at, 20_000)).toBe(true);
    expect(moves.length).toBeGreaterThanOrEqual(1);
    expect(moves.length).toBeLessThanOrEqual(3);
    expect(moves.every((sql) => /^\s*UPDATE/.test(sql))).toBe(true);
    spy.mockRestore();
    const { rows } = await pool.query('SELECT name, checkpoint_tx, checkpoint_position FROM "public".processors ORDER BY name');
    expect(rows.map((r) => `${r.name} ${r.checkpoint_tx}.${r.checkpoint_position}`)).toEqual(
      [GAME_LIST, 'quiet_a', 'quiet_b'].sort().map((name) => `${name} ${formatPosition(at)}`),
    );
    // A row someone else moved (a rebuild's swap) is not moved back: the runner re-reads it and goes on from there.
    await pool.query('UPDATE "public".processors SET checkpoint_tx = checkpoint_tx + 1000000 WHERE name = $1', ['quiet_a']);
    await store.append(`other-${randomUUID()}`, [{ ...created(id, 'y'), type: 'SomethingElse' }]);
    const later = await head();
    expect(await reader.readFrom('quiet_b', later, 20_000)).toBe(true);
    await eventually(async () => expect(await live.checkpointOf('quiet_a')).toBe(formatPosition({ ...at, txId: at.txId + 1_000_000n })));
    const moved = await pool.query('SELECT checkpoint_tx FROM "public".processors WHERE name = $1', ['quiet_a']);
    expect(BigInt(moved.rows[0].checkpoint_tx)).toBe(at.txId + 1_000_000n);
  }, 60_000);
});
