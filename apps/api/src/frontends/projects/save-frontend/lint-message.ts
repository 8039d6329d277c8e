import type { LintIssue, LintReport } from '@tempest/frontend-compiler';

const SHOWN = 3;

const line = (issue: LintIssue): string =>
  `${issue.file_path}:${issue.line}:${issue.column} ${issue.rule ? `${issue.rule} ` : ''}${issue.message}`;

/**
 * The save's message (docs/api-frontends.md, Frontend projects): 'ESLint found N errors, M warnings', the
 * first 3 issues (`file:line:col rule message`) and '... and K more issues', one per line; 'Frontend saved
 * with lint errors' when errors are counted but none is listed; else 'Frontend saved'.
 */
export const saveMessage = ({ lintIssues, lintSummary }: LintReport): string => {
  if (lintIssues.length === 0) return lintSummary.error > 0 ? 'Frontend saved with lint errors' : 'Frontend saved';
  const more = lintIssues.length - SHOWN;
  return [
    `ESLint found ${lintSummary.error} errors, ${lintSummary.warning} warnings`,
    ...lintIssues.slice(0, SHOWN).map(line),
    ...(more > 0 ? [`... and ${more} more issues`] : []),
  ].join('\n');
};
