import { describe, expect, it } from '@jest/globals';
import type { CloneProgress } from '@tempest/contracts';
import { CloneTasks } from './clone-tasks.js';

const ada = 'c0ffee00-0000-4000-8000-000000000001';
const bob = 'c0ffee00-0000-4000-8000-000000000002';

describe('clone tasks', () => {
  it('given a new task, its owner reads 5 % "Preparing to clone..." first, then every report until the end', () => {
    const tasks = new CloneTasks();
    const taskId = tasks.open(ada);
    const seen: [CloneProgress, boolean][] = [];
    tasks.follow(taskId, ada, (p, finished) => seen.push([p, finished]));
    tasks.report(taskId, { percentDone: 50, message: 'Copying assets (1 of 2)...' });
    tasks.finish(taskId, { percentDone: 100, message: 'Clone completed successfully!', gameId: 'g' });
    tasks.report(taskId, { percentDone: 60, message: 'late' });
    expect(seen).toEqual([
      [{ percentDone: 5, message: 'Preparing to clone...' }, false],
      [{ percentDone: 50, message: 'Copying assets (1 of 2)...' }, false],
      [{ percentDone: 100, message: 'Clone completed successfully!', gameId: 'g' }, true],
    ]);
    tasks.onModuleDestroy();
  });

  it('given a finished task, a late reader gets its last state at once', () => {
    const tasks = new CloneTasks();
    const taskId = tasks.open(ada);
    tasks.finish(taskId, { percentDone: 0, message: 'Clone failed: boom', error: 'boom' });
    const seen: CloneProgress[] = [];
    tasks.follow(taskId, ada, (p) => seen.push(p));
    expect(seen).toEqual([{ percentDone: 0, message: 'Clone failed: boom', error: 'boom' }]);
    tasks.onModuleDestroy();
  });

  it("given someone else's task or an unknown id, reading it is not found", () => {
    const tasks = new CloneTasks();
    const taskId = tasks.open(ada);
    expect(() => tasks.follow(taskId, bob, () => undefined)).toThrow(expect.objectContaining({ category: 'not_found', code: 'clone.task_not_found', details: { taskId } }));
    expect(() => tasks.follow('nope', ada, () => undefined)).toThrow(expect.objectContaining({ category: 'not_found', code: 'clone.task_not_found' }));
  });

  it('given three running clones, a fourth is refused with 429 until one finishes; other users are not limited', () => {
    const tasks = new CloneTasks();
    const running = [tasks.open(ada), tasks.open(ada), tasks.open(ada)];
    expect(() => tasks.open(ada)).toThrow(
      expect.objectContaining({ category: 'limited', code: 'clone.too_many', message: 'You already have 3 clones in progress. Wait for one to finish and try again.' }),
    );
    expect(tasks.open(bob)).toEqual(expect.any(String));
    tasks.finish(running[0], { percentDone: 100, message: 'Clone completed successfully!' });
    expect(tasks.open(ada)).toEqual(expect.any(String));
    tasks.onModuleDestroy();
  });
});
