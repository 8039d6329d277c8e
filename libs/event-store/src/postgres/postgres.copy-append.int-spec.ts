// The large-append path (COPY) on real PostgreSQL, beyond the conformance suite (which also runs whole with
// every append through COPY): text COPY must escape comes back as written, and another process's store is
// woken by NOTIFY after a COPY append, as after any other.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { START, type EventStore, type NewEvent, type RecordedEvent } from '../event-store.port.js';
import { createPostgresEventStore, type PostgresEventStoreOptions } from './postgres.event-store.js';

// Services: COPY and LISTEN/NOTIFY, which only a PostgreSQL server has (PGlite keeps the old path).

const databaseUrl = process.env.DATABASE_URL;

const event = (type: string, data: unknown): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { actorId: 'user\\1', actorKind: 'user', correlationId: 'c\t1', causationId: null, requestId: 'r\n1', timestamp: '2026-01-01T00:00:00.000Z' },
});

/** Everything COPY's text format gives a meaning to, and JSON escapes, in data, metadata, stream ids and types. */
const awkward = ['back\\slash', 'tab\there', 'line\nbreak', 'cr\rhere', '\\N', '\\.', 'quote"s', 'ünïcødé 🎲', '{"json":"in a string"}', ''];

(databaseUrl ? describe : describe.skip)('COPY appends on real PostgreSQL', () => {
  let opened: { store: EventStore; pool: pg.Pool; schema: string }[] = [];
  const open = async (options: Partial<PostgresEventStoreOptions>, schema = `es_copy_${randomBytes(6).toString('hex')}`) => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    const store = await createPostgresEventStore({ pool, kind: 'postgres', schema, ...options });
    opened.push({ store, pool, schema });
    return { store, pool, schema };
  };
  afterEach(async () => {
    for (const { store, pool, schema } of opened.reverse()) {
      await store.close();
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
      await pool.end();
    }
    opened = [];
  });

  const shape = (events: RecordedEvent[]) => events.map(({ id, type, data, metadata, revision, schemaVersion }) => ({ id, type, data, metadata, revision, schemaVersion }));

  it('writes what it is given: text COPY escapes reads back the same as through append_events', async () => {
    const { store: copying } = await open({ copyFrom: 1 });
    const { store: old } = await open({ copyFrom: false });
    const events = awkward.map((text, i) => ({ ...event(`Typed${text}`, { text, nested: { [text]: [text, i] } }), schemaVersion: 1 + (i % 2) }));
    for (const streamId of ['plain', 'with\\backslash', 'with\ttab']) {
      const viaCopy = await copying.append(streamId, events.map((e) => ({ ...e, id: randomUUID() })), 'no_stream');
      expect(viaCopy.nextRevision).toBe(BigInt(events.length - 1));
      await old.append(streamId, events.map((e) => ({ ...e, id: randomUUID() })), 'no_stream');
      const [a, b] = [await copying.readStream(streamId), await old.readStream(streamId)];
      expect(shape(a).map(({ id: _, ...rest }) => rest)).toEqual(shape(b).map(({ id: _, ...rest }) => rest));
      expect(a.map((e) => e.data)).toEqual(events.map((e) => e.data));
      expect(a[0].streamId).toBe(streamId);
    }
  });

  it('refuses a batch that names one event id twice, through COPY as through append_events, and writes none of it', async () => {
    const { store } = await open({ copyFrom: 1 });
    const streamId = `twice-${randomUUID()}`;
    const events = Array.from({ length: 2000 }, (_, i) => event('Numbered', { i }));
    const twice = [...events.slice(0, 1500), events[700], ...events.slice(1500)];
    await expect(store.append(streamId, twice, 'no_stream')).rejects.toThrow('append got the same event id twice');
    expect(await store.readStream(streamId)).toEqual([]);
    // Nothing of it was kept: the same events, each once, are a new append.
    expect((await store.append(streamId, events, 'no_stream')).nextRevision).toBe(1999n);
    expect((await store.readStream(streamId)).map((e) => e.id)).toEqual(events.map((e) => e.id));
  });

  it("another process's store is woken by NOTIFY after a COPY append", async () => {
    const schema = `es_copy_${randomBytes(6).toString('hex')}`;
    const { store: writer } = await open({ copyFrom: 1 }, schema);
    const { store: reader } = await open({}, schema);
    let delivered = 0;
    // Polls once a minute: only the wake-up can deliver within the test.
    const subscription = reader.subscribeToAll(
      async (batch) => {
        delivered += batch.length;
      },
      { from: START, pollIntervalMs: 60_000 },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000)); // its first read (nothing yet) and its LISTEN are done
      await writer.append(`wake-${randomUUID()}`, Array.from({ length: 50 }, (_, i) => event('Woken', { i })), 'no_stream');
      const deadline = Date.now() + 20_000;
      while (delivered < 50 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(delivered).toBe(50);
    } finally {
      await subscription.stop();
    }
  });
});
