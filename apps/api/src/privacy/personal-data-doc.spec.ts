import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { EVENT_DATA_CLASSES } from '@tempest/domain';

// docs/personal-data.md lists every classified field; the page and the classification must not drift apart.
const page = readFileSync(new URL('../../../../docs/personal-data.md', import.meta.url), 'utf8');
const table = page.slice(page.indexOf('<!-- data-classes:begin -->'), page.indexOf('<!-- data-classes:end -->'));

const rowOf = (type: string, classes: (typeof EVENT_DATA_CLASSES)[keyof typeof EVENT_DATA_CLASSES]): string =>
  `| \`${type}\` | ${Object.entries(classes.fields).map(([path, dataClass]) => `\`${path}\`: ${dataClass}`).join(', ')} | ${classes.subject} |`;

describe('docs/personal-data.md', () => {
  it('lists every event type with classified fields, with each field, its class and subject, and nothing else', () => {
    const expected = Object.entries(EVENT_DATA_CLASSES).filter(([, classes]) => Object.keys(classes.fields).length > 0).map(([type, classes]) => rowOf(type, classes));
    const listed = table.split('\n').filter((line) => line.startsWith('| `'));
    expect(listed).toEqual(expected);
  });

  it('keeps the sections other parts of issue 28 fill', () => {
    for (const heading of ['## Who sees what', '## Erasure', '## Retention', '## Quotas']) expect([heading, page.includes(`\n${heading}\n`)]).toEqual([heading, true]);
  });
});
