/**
 * How many game actions run at once in a process, and how long one more may wait for its turn (issue 32 §3):
 * a flood of a published game's players is refused with 503 play.busy and Retry-After before its latency
 * explodes, and it never holds more than `inFlight` of the process's Python workers, database connections
 * and event-loop time, so the creator's studio (its own requests, its agent) stays responsive beside it.
 * Waiting is in arrival order; a wait past `maxWaitMs` is answered busy (the player's frame retries the same
 * action id, so nothing is applied twice).
 */
export class Admission {
  private running = 0;
  private readonly waiting: { admit: () => void; timer: NodeJS.Timeout }[] = [];
  /** Refused as busy since start (for the bench and the logs). */
  shed = 0;

  constructor(
    private readonly limits: { inFlight: number; maxWaitMs: number },
    private readonly busy: () => Error,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.running < this.limits.inFlight) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        admit: () => {
          clearTimeout(entry.timer);
          this.running += 1;
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          this.shed += 1;
          reject(this.busy());
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  private leave(): void {
    this.running -= 1;
    this.waiting.shift()?.admit();
  }
}
