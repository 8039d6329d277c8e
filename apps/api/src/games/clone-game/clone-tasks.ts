import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { CLONE_START, type CloneProgress } from '@tempest/contracts';
import { DomainError } from '@tempest/domain';

/** Clones one user may have running at once; the next is refused with 429 until one ends. */
export const CLONES_RUNNING_MAX = 3;
/** How long a finished task's last state stays readable (a client that connects late still gets it). */
const FINISHED_KEPT_MS = 10 * 60_000;

type Listener = (progress: CloneProgress, finished: boolean) => void;

type Task = { taskId: string; userId: string; progress: CloneProgress; finished: boolean; listeners: Set<Listener>; expiry?: NodeJS.Timeout };

/**
 * The clone tasks of this process and their progress, in memory (docs/api-clone.md, Progress): the job runs
 * in the process that accepted the request, so the stream is read from that process. A finished task is
 * kept for ten minutes.
 */
@Injectable()
export class CloneTasks implements OnModuleDestroy {
  private readonly tasks = new Map<string, Task>();

  /** A new task for the user at 5 %, or 429 when they already have the maximum running. */
  open(userId: string): string {
    const running = [...this.tasks.values()].filter((t) => t.userId === userId && !t.finished).length;
    if (running >= CLONES_RUNNING_MAX) {
      throw new DomainError('clone.too_many', `You already have ${CLONES_RUNNING_MAX} clones in progress. Wait for one to finish and try again.`);
    }
    const taskId = randomUUID();
    this.tasks.set(taskId, { taskId, userId, progress: { ...CLONE_START }, finished: false, listeners: new Set() });
    return taskId;
  }

  /** A task whose clone was refused before it started: it never existed for anyone. */
  discard(taskId: string): void {
    this.tasks.delete(taskId);
  }

  report(taskId: string, progress: CloneProgress): void {
    const task = this.tasks.get(taskId);
    if (!task || task.finished) return;
    task.progress = progress;
    for (const listener of task.listeners) listener(progress, false);
  }

  /** The last report: 100 % with the new game's id, or the error. Listeners get it and are dropped. */
  finish(taskId: string, progress: CloneProgress): void {
    const task = this.tasks.get(taskId);
    if (!task || task.finished) return;
    task.progress = progress;
    task.finished = true;
    for (const listener of task.listeners) listener(progress, true);
    task.listeners.clear();
    task.expiry = setTimeout(() => this.tasks.delete(taskId), FINISHED_KEPT_MS);
    task.expiry.unref();
  }

  /**
   * Calls `listener` at once with the current state, then with every report until the task finishes.
   * Only the user who started the task may follow it: anyone else (or an unknown id) gets 404.
   */
  follow(taskId: string, userId: string, listener: Listener): () => void {
    const task = this.tasks.get(taskId);
    if (!task || task.userId !== userId) throw new DomainError('clone.task_not_found', { taskId });
    listener(task.progress, task.finished);
    if (task.finished) return () => undefined;
    task.listeners.add(listener);
    return () => task.listeners.delete(listener);
  }

  onModuleDestroy(): void {
    for (const task of this.tasks.values()) clearTimeout(task.expiry);
  }
}
