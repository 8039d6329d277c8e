import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../apps/api/dist/config.js';
import { openInfrastructure } from '../../apps/api/dist/infrastructure/infrastructure.js';
import { timelineOf } from '../../apps/api/dist/play/timeline/session-timelines.js';
import { timelineDecider, timelineStreamId, branchGraph } from '../../libs/domain/dist/index.js';
import { BRANCH_GRAPH, lineageGraph } from '../../libs/projections/dist/index.js';
const database = process.argv[2] ?? 'pglite';
const N = 10000;
const schema = `bench_tl_${randomUUID().slice(0, 8)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'tempest-bench-tl-'));
const env = database === 'postgres' ? { DATABASE_URL: 'postgres://root@127.0.0.1:5432/bench', DB_SCHEMA: schema } : { DATA_DIR: dataDir, DATABASE_URL: '' };
const infra = await openInfrastructure(loadConfig({ ...env, RUN_PROJECTIONS: 'true' }));
const lineage = randomUUID();
const version = { source: 'working', checkpointId: null, assets: [], frontends: [] };
let state = timelineDecider.initialState(); const events = []; const ids = [];
const decide = (c) => { for (const e of timelineDecider.decide(c, state)) { events.push(e); state = timelineDecider.evolve(state, e); } };
const now = new Date().toISOString();
for (let i = 0; i < N; i++) {
  if (i > 0 && i % 25 === 0) decide({ type: 'RestoreTimelineCheckpoint', data: { checkpointId: ids[Math.floor(i / 2)], sessionId: lineage, transitionId: randomUUID(), timecodeMs: null, now } });
  const checkpointId = randomUUID(); ids.push(checkpointId);
  decide({ type: 'CreateTimelineCheckpoint', data: { checkpointId, transitionId: randomUUID(), sessionId: lineage, gameId: lineage, lineageId: lineage, checkpointType: 'manual', markerLabel: `cp ${i}`, description: '', trigger: null, branchLabel: null, tick: i, timecodeMs: i * 10_000, parentCheckpointId: undefined, preserveParent: null, preserveParentCount: null, ecsState: { [checkpointId]: { hp: { value: i } } }, version, now } });
}
for (let i = 0; i < events.length; i += 500) {
  const chunk = events.slice(i, i + 500).map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: { actorKind: 'system' } }));
  await infra.store.append(timelineStreamId(lineage), chunk, i === 0 ? 'no_stream' : BigInt(i - 1));
}
await infra.engine.waitForCommitted(BRANCH_GRAPH, 600_000);
const db = { query: async (sql, params) => (await infra.pool.query(sql, params)).rows, table: (name) => `"${database === 'postgres' ? schema : 'public'}"."${name}"` };
const summary = { session_id: lineage };
for (let r = 0; r < 8; r++) {
  const t0 = performance.now();
  const { nodes, transitions } = await lineageGraph(db, lineage);
  const t1 = performance.now();
  const g = branchGraph(nodes, transitions);
  const t2 = performance.now();
  const tl = timelineOf(summary, nodes, transitions);
  const t3 = performance.now();
  const s = JSON.stringify(tl);
  const t4 = performance.now();
  const raw = await db.query(`SELECT checkpoint_id, node->>'parentCheckpointId' p FROM ${db.table('branch_nodes')} WHERE lineage_id = $1 ORDER BY seq`, [lineage]);
  const t5 = performance.now();
  const agg = await db.query(`SELECT json_agg(json_build_array(checkpoint_id, seq) ORDER BY seq)::text j FROM ${db.table('branch_nodes')} WHERE lineage_id = $1`, [lineage]);
  const t6 = performance.now();
  console.log(database, 'query', (t1-t0).toFixed(1), 'graph', (t2-t1).toFixed(1), 'timelineOf', (t3-t2).toFixed(1), 'json', (t4-t3).toFixed(1), s.length, 'twocol', (t5-t4).toFixed(1), 'agg2', (t6-t5).toFixed(1));
}
if (database === 'postgres') await infra.pool.query(`DROP SCHEMA "${schema}" CASCADE`);
await infra.close();
