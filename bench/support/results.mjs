// A bench's results file of sections, one per label (`## <label> — <date>`): a run replaces its label's section
// and keeps the others (a "Before" beside an "After").
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Writes `section` (starting `## <label> — `) into `path`, replacing that label's section; `title` heads a new file. */
export const writeSection = (path, title, label, section) => {
  const old = existsSync(path) ? readFileSync(path, 'utf8') : title;
  const parts = old.split(/^(?=## )/m);
  const kept = parts.filter((p, i) => i === 0 || !p.startsWith(`## ${label} — `));
  writeFileSync(path, `${[...kept.map((p) => p.trimEnd()), section].join('\n\n')}\n`);
};
