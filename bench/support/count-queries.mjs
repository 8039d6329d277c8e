// A studio preload that counts its PostgreSQL statements by their first words, written to
// $COUNT_QUERIES_DIR/queries-<pid>.txt (every 2 s and at exit; "count<TAB>statement", most first). For the
// statements one request costs, e.g. a game action (bench/play-load/results.md, "Statements per action"):
//   BENCH_STUDIO_NODE_ARGS="--import $PWD/bench/support/count-queries.mjs" node bench/play-load/run.mjs --quick --db postgres --replicas 1 --in-flight 8
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The studio's own pg (ESM imports of 'pg' share its Client with require).
const pg = createRequire(join(process.cwd(), 'apps/api/package.json'))('pg');
const counts = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  const text = typeof config === 'string' ? config : (config?.text ?? '?');
  const key = String(text).replace(/\s+/g, ' ').trim().slice(0, 90);
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return query.call(this, config, ...rest);
};
const dump = () =>
  writeFileSync(
    join(process.env.COUNT_QUERIES_DIR ?? '/tmp', `queries-${process.pid}.txt`),
    [...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n}\t${k}`).join('\n') + '\n',
  );
setInterval(dump, 2000).unref();
process.on('exit', dump);
