import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame } from './build-game.js';
import { planEdit } from './plan-edit.js';
import { PLAN_MARKER_PREFIX, planMarkerLine, readPlanMarker } from './plan-marker.js';

const plan = analyzePrompt('Make a space dodge game called Star Hopper where you avoid asteroids');

describe('the plan marker in rules.py', () => {
  it('is the first line of the generated rules.py and reads back as the same plan', () => {
    const rules = buildGame(plan).scripts.find((s) => s.name === 'rules.py')?.content ?? '';
    expect(rules.split('\n')[0]).toBe(planMarkerLine(plan));
    expect(rules.startsWith(PLAN_MARKER_PREFIX)).toBe(true);
    expect(readPlanMarker(rules)).toEqual({ found: true, plan });
  });

  it('keeps an edited plan, a prompt with line breaks and quotes on one line', () => {
    const edit = planEdit(analyzePrompt('a "Moon" game\nwith lines'), 'call it Rocket Rush');
    if ('unsupported' in edit) throw new Error(edit.reason);
    const line = planMarkerLine(edit.plan);
    expect(line.split('\n')).toHaveLength(1);
    expect(readPlanMarker(`${line}\nprint(1)\n`)).toEqual({ found: true, plan: edit.plan });
  });

  it('tells a script without the line from one whose line was changed', () => {
    expect(readPlanMarker('def click(state):\n    return state\n')).toEqual({ found: false, reason: 'missing' });
    expect(readPlanMarker(`${PLAN_MARKER_PREFIX}{"kind": "clicker"`)).toEqual({ found: false, reason: 'damaged' });
    expect(readPlanMarker(`${PLAN_MARKER_PREFIX}${JSON.stringify({ ...plan, kind: 'pinball' })}`)).toEqual({ found: false, reason: 'damaged' });
    // Words the builders put into code must look like the prompt words they come from.
    expect(readPlanMarker(`${PLAN_MARKER_PREFIX}${JSON.stringify({ ...plan, preset: 'modern" onClick={x}' })}`)).toEqual({ found: false, reason: 'damaged' });
    expect(readPlanMarker(`${PLAN_MARKER_PREFIX}${JSON.stringify({ ...plan, hero: '<b>' })}`)).toEqual({ found: false, reason: 'damaged' });
    expect(readPlanMarker(`${PLAN_MARKER_PREFIX}${JSON.stringify({ ...plan, speed: 9 })}`)).toEqual({ found: false, reason: 'damaged' });
  });
});
