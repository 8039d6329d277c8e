import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from './analyze-prompt.js';
import { buildClosing, buildOpening } from './explain-level.js';
import { planEdit } from './plan-edit.js';

const plan = analyzePrompt('a maze where a minotaur chases you');

describe('how much the offline agent explains, by the experience level answered in onboarding', () => {
  it('tells a beginner why it chose the kind and what to ask next', () => {
    expect(buildOpening(plan, '', 'beginner')).toContain('because your prompt says "maze"');
    expect(buildClosing(plan, 'beginner')).toContain('What next? For a maze chase game I can rename it');
  });

  it('never tells a beginner to ask for one change at a time: a message with several changes gets them all', () => {
    expect(buildClosing(plan, 'beginner')).not.toMatch(/one change at a time/i);
    expect(buildClosing(plan, 'beginner')).toContain('Ask for a change, or several in one message');
    const both = planEdit(plan, 'make it faster and add a 30 second timer');
    expect('unsupported' in both ? both.reason : both.change).toBe('made it faster, added a 30-second timer');
  });

  it('keeps an expert to the point: no reasons, no tips', () => {
    expect(buildOpening(plan, '', 'expert')).toBe(`Building "${plan.title}". `);
    expect(buildClosing(plan, 'expert')).toBe('');
  });

  it('explains the choice without the tips when there is no answer or an intermediate one', () => {
    for (const level of [null, 'intermediate'] as const) {
      expect(buildOpening(plan, '', level)).toBe(`Building "${plan.title}". I chose a maze chase game, because your prompt says "maze", "minotaur" and "chases". I'll create its rules, entities, interface and cover. `);
      expect(buildClosing(plan, level)).toBe('');
    }
  });
});
