// A page CPU profile (bench/agent/causes.mjs) by original source file, through apps/web/dist's source maps: self time, and
// inclusive time per file of apps/web/src.
const fs = require('fs'); const path = require('path');
const { SourceMapConsumer } = require('source-map-js');
const p = JSON.parse(fs.readFileSync(process.argv[2]));
const dist = path.join(__dirname, '../../apps/web/dist/assets/');
const maps = new Map();
const mapOf = (url) => { const f = url.split('/assets/')[1]; if (!f) return null; if (!maps.has(f)) { const m = dist + f + '.map'; maps.set(f, fs.existsSync(m) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(m))) : null); } return maps.get(f); };
const byId = new Map(p.nodes.map((n) => [n.id, n])); const parent = new Map(); for (const n of p.nodes) for (const c of n.children || []) parent.set(c, n.id);
// WINDOW=from,to (ms from the profile's start, i.e. from Enter in causes.mjs): only the samples in it.
const [wFrom, wTo] = (process.env.WINDOW || '0,1e12').split(',').map(Number);
const t = new Map(); let at = 0; const sampleAt = [];
for (let i = 0; i < p.samples.length; i++) { at += p.timeDeltas[i] || 0; sampleAt.push(at / 1000); if (at / 1000 < wFrom || at / 1000 > wTo) continue; t.set(p.samples[i], (t.get(p.samples[i]) || 0) + (p.timeDeltas[i] || 0)); }
const origOf = (cf) => { const m = cf.url && mapOf(cf.url); if (!m) return null; const o = m.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); return o.source ? { src: o.source.replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/'), name: o.name } : null; };
const selfBy = new Map(); const inclBy = new Map(); let total = 0;
for (const [id, dt] of t) { total += dt; const n = byId.get(id); const o = origOf(n.callFrame); const k = o ? o.src : n.callFrame.functionName || '(native)'; selfBy.set(k, (selfBy.get(k) || 0) + dt);
  // inclusive by our own source files (src/...), first occurrence per stack
  const seen = new Set(); let cur = id; while (cur !== undefined) { const o2 = origOf(byId.get(cur).callFrame); if (o2 && o2.src.startsWith('src/') && !seen.has(o2.src)) { seen.add(o2.src); inclBy.set(o2.src, (inclBy.get(o2.src) || 0) + dt); } cur = parent.get(cur); } }
const show = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms ${k}`).join('\n');
console.log('total', (total / 1e6).toFixed(2), 's\n--- self by source'); console.log(show(selfBy, 25)); console.log('--- inclusive by our source file'); console.log(show(inclBy, 35));

// BUCKETS=ms: the main thread's busy time (not idle) per bucket from the start, and each bucket's busiest source of ours.
if (process.env.BUCKETS) {
  const size = Number(process.env.BUCKETS); const rows = new Map();
  for (let i = 0; i < p.samples.length; i++) { const b = Math.floor(sampleAt[i] / size); const n = byId.get(p.samples[i]); const r = rows.get(b) || { busy: 0, by: new Map() }; const dt = (p.timeDeltas[i + 1] || 0) / 1000; if (n.callFrame.functionName !== '(idle)') { r.busy += dt; let cur = p.samples[i], src = n.callFrame.functionName || '(native)'; while (cur !== undefined) { const o = origOf(byId.get(cur).callFrame); if (o && o.src.startsWith('src/')) { src = o.src; break; } cur = parent.get(cur); } r.by.set(src, (r.by.get(src) || 0) + dt); } rows.set(b, r); }
  for (const [b, r] of [...rows].sort((x, y) => x[0] - y[0])) console.log(`${String(b * size).padStart(6)} ms busy ${r.busy.toFixed(0).padStart(4)}  ${[...r.by].sort((x, y) => y[1] - x[1]).slice(0, 3).map(([k, v]) => `${k.replace(/^src\/features\//, '')} ${v.toFixed(0)}`).join(', ')}`);
}
