import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from './analyze-prompt.js';
import { editSummary, listOf } from './edit-summary.js';
import { planEdit } from './plan-edit.js';

const none = { written: [], failed: [], renamed: null, buildError: null };

describe('the offline agent says what its tools changed (issue 13 item 11)', () => {
  it('names the change and the files only when a tool wrote them', () => {
    expect(editSummary({ ...none, change: 'made it faster', written: ['rules.py', 'index.tsx'] })).toBe('Made it faster. I updated rules.py and index.tsx.');
  });

  it('claims nothing when no tool wrote anything', () => {
    const said = editSummary({ ...none, change: 'made it faster' });
    expect(said).toBe('Nothing changed: the game already has what you asked for (made it faster).');
    expect(said).not.toMatch(/^Made it faster/);
  });

  it('says a failed write plainly, and that the game is as it was', () => {
    const said = editSummary({ ...none, change: 'made it faster', failed: [{ name: 'index.tsx', message: 'Asset not found.' }] });
    expect(said).toBe("I couldn't make that change: writing index.tsx (Asset not found) failed, so the game is as it was.");
  });

  it('says a partial change as partial, and a build that fails afterwards', () => {
    const said = editSummary({ change: 'added a 30-second timer', written: ['rules.py'], failed: [{ name: 'Round timer', message: 'Name taken' }], renamed: null, buildError: "index.tsx:3:1 Cannot find name 'x'" });
    expect(said).toBe("Added a 30-second timer. I updated rules.py. Only in part: I couldn't write Round timer (Name taken). The build fails after this change: index.tsx:3:1 Cannot find name 'x'");
  });

  it('a rename with no file to write still says the game was renamed, and a refused rename is said', () => {
    expect(editSummary({ ...none, change: 'renamed the game to "Comet"', renamed: true })).toBe('Renamed the game to "Comet". The game itself is renamed too.');
    expect(editSummary({ ...none, change: 'renamed the game to "Comet"', written: ['rules.py'], renamed: 'Name too long.' })).toBe(
      'Renamed the game to "Comet". I updated rules.py. I couldn\'t rename the game itself: Name too long.',
    );
  });

  it('lists at most four names', () => {
    expect(listOf(['a'])).toBe('a');
    expect(listOf(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('a, b, c and 3 more');
  });

  describe('what it understands over a range of requests', () => {
    const snake = analyzePrompt('a snake game called Viper Vale');
    const dodge = analyzePrompt('a space dodge game called Star Hopper');
    const quiz = analyzePrompt('a quiz game about planets');
    const refusal = (plan: typeof snake, message: string): string => {
      const edit = planEdit(plan, message);
      if (!('unsupported' in edit)) throw new Error(`expected a refusal of "${message}", got "${edit.change}"`);
      return edit.reason;
    };
    const change = (plan: typeof snake, message: string): string => {
      const edit = planEdit(plan, message);
      if ('unsupported' in edit) throw new Error(`expected "${message}" to be done: ${edit.reason}`);
      return edit.change;
    };

    it('supported: speed, colour, timer, enemies, rename', () => {
      expect(change(snake, 'make it faster')).toBe('made it faster');
      expect(change(dodge, 'make it red')).toBe('recoloured it red');
      expect(change(dodge, 'add a 30 second timer')).toBe('added a 30-second timer');
      expect(change(dodge, 'add zombies')).toBe('added zombies');
      expect(change(snake, 'rename it to Comet Run')).toBe('renamed the game to "Comet Run"');
    });

    it('not supported by the kind: a sentence that says so and what it can do instead', () => {
      const reason = refusal(quiz, 'make it faster');
      expect(reason).toMatch(/^a quiz game has no speed to change: it waits for your moves\. For a quiz game I can rename it/);
      expect(refusal(snake, 'add zombies')).toMatch(/^a snake game has no enemies I can add to/);
    });

    it('partly supported: does the part it can and names the part it cannot', () => {
      const done = change(dodge, 'make it faster and add multiplayer');
      expect(done).toMatch(/^made it faster; I couldn't do "add multiplayer" \(it isn't one of the changes I can make without a model\)$/);
      expect(editSummary({ ...none, change: done, written: ['rules.py'] })).toMatch(/^Made it faster; I couldn't do "add multiplayer".*\. I updated rules\.py\.$/);
      expect(editSummary({ ...none, change: done })).toBe('Nothing changed: the game already has what you asked for (made it faster).');
    });

    it('nonsense: refused plainly, never claimed', () => {
      for (const message of ['asdf qwerty', 'add online multiplayer with a leaderboard', 'make it 3D', 'port it to the Nintendo Switch']) {
        expect(refusal(snake, message)).toMatch(/^it isn't one of the changes I can make without a model\. For a snake game I can /);
      }
    });
  });
});
