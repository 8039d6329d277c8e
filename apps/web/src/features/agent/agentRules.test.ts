import { describe, expect, it } from '@jest/globals';
import { confirmRequestOf } from './agentRules';

describe('confirmRequestOf: the request an agent message asks the creator to confirm', () => {
  it('reads the offered request from the offline agent’s question', () => {
    const said = "I can't fix index.tsx:3:1 with a small edit: your changes around line 3 are more than a small edit can put right. I could write index.tsx again from the game plan, but that replaces your hand edits to it (rejecting my change in the review brings your version back). If you want that, send: \"Rewrite index.tsx from the game plan\".";
    expect(confirmRequestOf(said)).toBe('Rewrite index.tsx from the game plan');
  });

  it('finds nothing in a message that offers nothing', () => {
    expect(confirmRequestOf('Made it faster. I updated rules.py.')).toBeNull();
    expect(confirmRequestOf('send: "x"')).toBeNull();
  });
});
