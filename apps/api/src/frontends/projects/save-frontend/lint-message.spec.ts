import { describe, expect, it } from '@jest/globals';
import type { LintIssue } from '@tempest/frontend-compiler';
import { saveMessage } from './lint-message.js';

const issue = (n: number, severity: 'error' | 'warning' = 'error', rule: string | null = 'react-hooks/rules-of-hooks'): LintIssue => ({
  file_path: 'index.tsx',
  line: n,
  column: 3,
  message: `Problem ${n}`,
  rule,
  severity,
});
const report = (issues: LintIssue[]) => ({
  lintIssues: issues,
  lintErrors: issues.filter((i) => i.severity === 'error'),
  lintSummary: { error: issues.filter((i) => i.severity === 'error').length, warning: issues.filter((i) => i.severity === 'warning').length },
});

describe('the save message', () => {
  it("is 'Frontend saved' without lint issues", () => {
    expect(saveMessage(report([]))).toBe('Frontend saved');
  });

  it('counts errors and warnings and lists the first 3 issues, then how many more', () => {
    expect(saveMessage(report([issue(1), issue(2, 'warning', 'no-unused-vars'), issue(3), issue(4, 'error', null), issue(5)]))).toBe(
      [
        'ESLint found 4 errors, 1 warnings',
        'index.tsx:1:3 react-hooks/rules-of-hooks Problem 1',
        'index.tsx:2:3 no-unused-vars Problem 2',
        'index.tsx:3:3 react-hooks/rules-of-hooks Problem 3',
        '... and 2 more issues',
      ].join('\n'),
    );
    expect(saveMessage(report([issue(4, 'error', null)]))).toBe('ESLint found 1 errors, 0 warnings\nindex.tsx:4:3 Problem 4');
  });

  it("falls back to 'Frontend saved with lint errors' when errors are counted but not listed", () => {
    expect(saveMessage({ lintIssues: [], lintErrors: [], lintSummary: { error: 2, warning: 0 } })).toBe('Frontend saved with lint errors');
  });
});
