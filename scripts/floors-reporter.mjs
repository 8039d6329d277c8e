// dependency-cruiser reporter for `npm test` (see .dependency-cruiser.cjs and docs/architecture.md "Floors"):
// the rule violations, plus one check the rules cannot express — no circle between folders: feature folders of
// the web app (features/a imports features/b and b imports a, through any files), and the API's folders (a
// root file counts as its own), through run-time imports. Exit code: the number of errors.
import { stronglyConnectedGroups } from './strongly-connected.mjs';

const FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
const API_FOLDER = /^apps\/api\/src\/([^/]+?)(?:\.ts$|\/)/;

/** Strongly connected groups of more than one folder (Tarjan), each with one import that closes it. */
function folderCircles(modules, pattern, { runTimeOnly = false } = {}) {
  const edges = new Map();
  const example = new Map();
  for (const module of modules) {
    const from = pattern.exec(module.source)?.[1];
    if (!from) continue;
    for (const dependency of module.dependencies) {
      if (runTimeOnly && dependency.dependencyTypes.includes('type-only')) continue;
      const to = pattern.exec(dependency.resolved)?.[1];
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      if (!example.has(`${from}>${to}`)) example.set(`${from}>${to}`, `${module.source} → ${dependency.resolved}`);
    }
  }
  return stronglyConnectedGroups(edges).map((group) => ({
    group,
    imports: group.flatMap((a) => group.filter((b) => b !== a && example.has(`${a}>${b}`)).map((b) => example.get(`${a}>${b}`))),
  }));
}

export default function floorsReporter(result) {
  const { violations, totalCruised, totalDependenciesCruised } = result.summary;
  const errors = violations.filter((v) => v.rule.severity === 'error');
  const lines = violations.map((v) => {
    const circle = v.cycle?.length ? `\n      circle: ${v.cycle.map((c) => c.name ?? c).join(' → ')}` : '';
    return `  ${v.rule.severity} ${v.rule.name}: ${v.from} → ${v.to}${circle}`;
  });
  const features = folderCircles(result.modules, FEATURE);
  for (const { group, imports } of features) {
    lines.push(`  error web-features-no-circle: features ${group.join(' ↔ ')}`, ...imports.map((i) => `      ${i}`));
  }
  const api = folderCircles(result.modules, API_FOLDER, { runTimeOnly: true });
  for (const { group, imports } of api) {
    lines.push(`  error api-folders-no-circle: ${group.length} API folders ${group.join(' ↔ ')}`, ...imports.map((i) => `      ${i}`));
  }
  const failed = errors.length + features.length + api.length;
  lines.push(
    failed === 0
      ? `floors: no wrong arrow (${totalCruised} modules, ${totalDependenciesCruised} imports)`
      : `floors: ${failed} wrong arrow(s) — see docs/architecture.md "Floors" (${totalCruised} modules, ${totalDependenciesCruised} imports)`,
  );
  return { output: `${lines.join('\n')}\n`, exitCode: failed };
}
