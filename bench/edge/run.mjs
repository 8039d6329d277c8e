// Hostile bodies at the edge (issue 11): how long the studio takes to refuse a deeply nested JSON body,
// and how much such a burst slows /health for everyone else. `node bench/edge/run.mjs [otherCheckout]`
// also measures another checkout's build (e.g. the code before the fix) in the same run, for a ratio.
import { resolve } from 'node:path';
import { ROOT, startStudio } from '../support/studio.mjs';

const ROUNDS = 20;
const DEEP_600KB = `{"name":${'{"a":'.repeat(120_000)}1${'}'.repeat(120_000)}}`;
const DEEP_18KB = `{"name":${'['.repeat(3_000)}${']'.repeat(3_000)}}`;

const timed = async (run) => {
  const t = performance.now();
  const response = await run();
  await response.arrayBuffer();
  return { ms: performance.now() - t, status: response.status };
};
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

const measure = async (root) => {
  const studio = await startStudio({ LOG_LEVEL: 'silent', WEB_DIST: '' }, { root });
  try {
    const csrf = 'benchbenchbenchbenchbench';
    const post = (body) => () =>
      fetch(`${studio.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf }, body });
    const health = () => fetch(`${studio.url}/health`);
    for (let i = 0; i < 3; i++) await timed(health);
    const quiet = [];
    for (let i = 0; i < ROUNDS; i++) quiet.push((await timed(health)).ms);
    const deep600 = [];
    const deep18 = [];
    const during = [];
    const statuses = new Set();
    for (let i = 0; i < ROUNDS; i++) {
      const [a, h] = await Promise.all([timed(post(DEEP_600KB)), new Promise((r) => setTimeout(r, 2)).then(() => timed(health))]);
      const b = await timed(post(DEEP_18KB));
      deep600.push(a.ms);
      deep18.push(b.ms);
      during.push(h.ms);
      statuses.add(a.status).add(b.status);
    }
    return { quiet: median(quiet), deep600: median(deep600), deep18: median(deep18), during: median(during), statuses: [...statuses].join('/') };
  } finally {
    await studio.stop();
  }
};

const row = (name, r) => `| ${name} | ${r.deep18.toFixed(1)} | ${r.deep600.toFixed(1)} | ${r.quiet.toFixed(1)} | ${r.during.toFixed(1)} | ${r.statuses} |`;
const other = process.argv[2] ? resolve(process.argv[2]) : null;
const ours = await measure(ROOT);
const theirs = other ? await measure(other) : null;
console.log(`Medians of ${ROUNDS} rounds, ms (unauthenticated POST /api/games; /health sent 2 ms after each 600 KB body)\n`);
console.log('| build | refuse 18 KB, 3,000 levels | refuse 600 KB, 120,000 levels | /health alone | /health during 600 KB | statuses |');
console.log('|---|--:|--:|--:|--:|---|');
console.log(row('this checkout', ours));
if (theirs) {
  console.log(row(other, theirs));
  console.log(`\nrefusing 600 KB: ${(theirs.deep600 / ours.deep600).toFixed(1)}× faster; /health during it: ${(theirs.during / ours.during).toFixed(1)}× faster`);
}
