// Tables and the append function (docs/architecture.md, Positions in `$all` and Appending). Created
// idempotently in a schema of the caller's choice, so tests can run side by side in fresh schemas of one
// database.

export const quoteIdent = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return `"${name}"`;
};

/** Expected-revision codes passed to the append function; any n >= 0 is an exact revision. */
export const EXPECTED_CODES = { no_stream: -1, any: -2, stream_exists: -3 } as const;

export const schemaSql = (schema: string): string => {
  const s = quoteIdent(schema);
  return `
CREATE SCHEMA IF NOT EXISTS ${s};
CREATE TABLE IF NOT EXISTS ${s}.streams (
  stream_id   text PRIMARY KEY,
  stream_type text NOT NULL,
  version     bigint NOT NULL,
  metadata    jsonb NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS ${s}.events (
  global_position bigint GENERATED ALWAYS AS IDENTITY,
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id       text NOT NULL,
  stream_version  bigint NOT NULL,
  event_id        uuid NOT NULL UNIQUE,
  type            text NOT NULL,
  schema_version  integer NOT NULL DEFAULT 1,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream_id, stream_version)
);
CREATE INDEX IF NOT EXISTS events_transaction_position ON ${s}.events (transaction_id, global_position);

-- An append's compare-and-set of its stream's version, n events on: the new version, or NULL when the
-- expected revision does not hold. The first write of the append's transaction, so the transaction id its
-- events carry is taken here, before they are written.
CREATE OR REPLACE FUNCTION ${s}.append_version(p_stream_id text, p_stream_type text, p_expected bigint, n integer)
RETURNS bigint LANGUAGE plpgsql AS $fn$
DECLARE v_next bigint;
BEGIN
  IF p_expected = -1 THEN
    INSERT INTO ${s}.streams (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, n - 1)
      ON CONFLICT (stream_id) DO NOTHING RETURNING version INTO v_next;
  ELSIF p_expected = -2 THEN
    INSERT INTO ${s}.streams AS st (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, n - 1)
      ON CONFLICT (stream_id) DO UPDATE SET version = st.version + n RETURNING st.version INTO v_next;
  ELSIF p_expected = -3 THEN
    UPDATE ${s}.streams SET version = version + n WHERE stream_id = p_stream_id RETURNING version INTO v_next;
  ELSE
    UPDATE ${s}.streams SET version = version + n WHERE stream_id = p_stream_id AND version = p_expected
      RETURNING version INTO v_next;
  END IF;
  RETURN v_next;
END
$fn$;

-- p_events: a JSON array of {id, type, schemaVersion, data, metadata}, parsed once by PostgreSQL.
CREATE OR REPLACE FUNCTION ${s}.append_events(
  p_stream_id text, p_stream_type text, p_expected bigint, p_events jsonb
) RETURNS TABLE (status text, revision bigint, tx_id text, last_position bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  n integer := jsonb_array_length(p_events);
  v_found integer; v_same_stream boolean; v_offsets integer; v_first bigint;
  v_next bigint; v_tx text; v_pos bigint;
BEGIN
  -- A retry with the same event ids at the same positions succeeds without writing twice.
  -- One unique-index probe per id (LATERAL ... OFFSET 0). As a plain join, the plan plpgsql cached
  -- while the table was empty was a hash join over a full scan of events, kept for the session (on
  -- PGlite, one session that never analyzes: for ever), so appends slowed down as the store grew.
  SELECT count(*), bool_and(e.stream_id = p_stream_id), count(DISTINCT e.stream_version - x.o),
         min(e.stream_version), max(e.transaction_id)::text, max(e.global_position)
    INTO v_found, v_same_stream, v_offsets, v_first, v_tx, v_pos
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(event, o)
    CROSS JOIN LATERAL (SELECT ev.stream_id, ev.stream_version, ev.transaction_id, ev.global_position
                          FROM ${s}.events ev WHERE ev.event_id = (x.event->>'id')::uuid OFFSET 0) e;
  IF v_found > 0 THEN
    IF v_found = n AND v_same_stream AND v_offsets = 1
       AND (p_expected < -1 OR v_first = p_expected + 1) THEN
      RETURN QUERY SELECT 'duplicate'::text, v_first + n - 1, v_tx, v_pos;
    ELSE
      RETURN QUERY SELECT 'idempotency_conflict'::text, NULL::bigint, NULL::text, NULL::bigint;
    END IF;
    RETURN;
  END IF;

  v_next := ${s}.append_version(p_stream_id, p_stream_type, p_expected, n);
  IF v_next IS NULL THEN
    RETURN QUERY SELECT 'conflict'::text, (SELECT version FROM ${s}.streams WHERE stream_id = p_stream_id),
      NULL::text, NULL::bigint;
    RETURN;
  END IF;

  WITH inserted AS (
    INSERT INTO ${s}.events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
    SELECT p_stream_id, v_next - n + x.o, (x.event->>'id')::uuid, x.event->>'type',
           (x.event->>'schemaVersion')::integer, x.event->'data', x.event->'metadata'
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(event, o)
    RETURNING global_position
  ) SELECT max(global_position) INTO v_pos FROM inserted;
  RETURN QUERY SELECT 'ok'::text, v_next, pg_current_xact_id()::text, v_pos;
END
$fn$;

-- p_writes: a JSON array of {streamId, streamType, expected, events}. All or nothing: the first refusal
-- raises TE409 with the stream and its revision in DETAIL, which undoes every append before it. Streams
-- are appended in stream id order, so two of these on overlapping streams lock in the same order.
CREATE OR REPLACE FUNCTION ${s}.append_many(p_writes jsonb)
RETURNS TABLE (ord bigint, status text, revision bigint, tx_id text, last_position bigint)
LANGUAGE plpgsql AS $fn$
DECLARE w record; r record;
BEGIN
  FOR w IN SELECT x.o, x.w->>'streamId' AS stream_id, x.w->>'streamType' AS stream_type,
                  (x.w->>'expected')::bigint AS expected, x.w->'events' AS events
             FROM jsonb_array_elements(p_writes) WITH ORDINALITY AS x(w, o) ORDER BY x.w->>'streamId' COLLATE "C"
  LOOP
    SELECT * INTO r FROM ${s}.append_events(w.stream_id, w.stream_type, w.expected, w.events);
    IF r.status IN ('conflict', 'idempotency_conflict') THEN
      RAISE EXCEPTION USING ERRCODE = 'TE409', MESSAGE = r.status,
        DETAIL = jsonb_build_object('streamId', w.stream_id, 'revision', r.revision)::text;
    END IF;
    ord := w.o; status := r.status; revision := r.revision; tx_id := r.tx_id; last_position := r.last_position;
    RETURN NEXT;
  END LOOP;
END
$fn$;

-- Group commit (issue 32): many independent single-stream appends (each stream at most once) in one
-- transaction, so they share one commit. p_writes as for append_many; unlike it, a refusal answers for its
-- own append only ('conflict' with the stream's revision, 'idempotency_conflict') and the others are
-- written. Stream id order, as append_many, so the two lock streams in the same order.
CREATE OR REPLACE FUNCTION ${s}.append_each(p_writes jsonb)
RETURNS TABLE (ord bigint, status text, revision bigint, tx_id text, last_position bigint)
LANGUAGE plpgsql AS $fn$
DECLARE w record; r record;
BEGIN
  FOR w IN SELECT x.o, x.w->>'streamId' AS stream_id, x.w->>'streamType' AS stream_type,
                  (x.w->>'expected')::bigint AS expected, x.w->'events' AS events
             FROM jsonb_array_elements(p_writes) WITH ORDINALITY AS x(w, o) ORDER BY x.w->>'streamId' COLLATE "C"
  LOOP
    SELECT * INTO r FROM ${s}.append_events(w.stream_id, w.stream_type, w.expected, w.events);
    ord := w.o; status := r.status; revision := r.revision; tx_id := r.tx_id; last_position := r.last_position;
    RETURN NEXT;
  END LOOP;
END
$fn$;

-- The large-append path (COPY, docs/architecture.md, Appending): the compare-and-set of every stream, in
-- stream id order as append_many, in the transaction that then COPYs their events (each stream's new version
-- is its last revision). p_writes: a JSON array of {streamId, streamType, expected, n, firstId}. A stream whose
-- first event id is stored (a retry) or whose expected revision does not hold gets a NULL revision and the
-- rest are not tried: the caller rolls back and appends the old way (append_events, append_many), whose
-- answer (duplicate, conflict, idempotency conflict) is then exact. A batch whose first id is new but another
-- is stored fails the COPY on the unique index, and goes the old way too.
CREATE OR REPLACE FUNCTION ${s}.append_start(p_writes jsonb)
RETURNS TABLE (ord bigint, revision bigint, tx_id text)
LANGUAGE plpgsql AS $fn$
DECLARE w record;
BEGIN
  FOR w IN SELECT x.o, x.w->>'streamId' AS stream_id, x.w->>'streamType' AS stream_type,
                  (x.w->>'expected')::bigint AS expected, (x.w->>'n')::integer AS n, (x.w->>'firstId')::uuid AS first_id
             FROM jsonb_array_elements(p_writes) WITH ORDINALITY AS x(w, o) ORDER BY x.w->>'streamId' COLLATE "C"
  LOOP
    ord := w.o;
    revision := CASE WHEN EXISTS (SELECT 1 FROM ${s}.events WHERE event_id = w.first_id) THEN NULL
                     ELSE ${s}.append_version(w.stream_id, w.stream_type, w.expected, w.n) END;
    tx_id := CASE WHEN revision IS NOT NULL THEN pg_current_xact_id()::text END;
    RETURN NEXT;
    IF revision IS NULL THEN RETURN; END IF;
  END LOOP;
END
$fn$;
`;
};
