import type { PGlite } from '@electric-sql/pglite';

type Item = {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
};

const SYNC = 0x53; // 'S': ends an extended-protocol cycle (Parse/Bind/Describe/Execute…Sync)
const QUERY = 0x51; // 'Q': a simple query is a whole cycle
const TERMINATE = 0x58; // 'X'

/**
 * Replaces pglite-socket 0.2.17's query queue. That queue hands PGlite's single backend to whichever
 * connection's next *message* is first whenever no transaction is open, so one client's
 * Parse/Bind/Execute can run between another's and read the other's rows ("portal does not exist",
 * empty results; electric-sql/pglite#1046). This one keeps the backend with a connection until its
 * cycle ends (Sync or simple Query) and, inside a transaction, until the transaction ends.
 */
export class CycleQueryQueue {
  private queue: Item[] = [];
  private processing = false;
  /** The connection whose cycle or transaction is open; null when the backend is free. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.processQueue();
    });
  }

  async processQueue(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (;;) {
        const index = this.owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === this.owner);
        if (index < 0 || this.queue.length === 0) return; // the owner's next message has not arrived yet
        const [item] = this.queue.splice(index, 1);
        await this.run(item);
      }
    } finally {
      this.processing = false;
    }
  }

  private async run(item: Item): Promise<void> {
    let bytes = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(item.message, {
          onRawData: (data: Uint8Array) => {
            bytes += data.length;
            item.onData(data);
          },
        }),
      );
      item.resolve(bytes);
    } catch (error) {
      item.reject(error);
    }
    const type = item.message[0];
    const cycleEnds = type === SYNC || type === QUERY || type === TERMINATE || type === 0; // 0: startup packet
    this.owner = cycleEnds && !this.db.isInTransaction() ? null : item.handlerId;
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** A connection that closes mid-transaction (or mid-cycle) must not keep the backend. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    await this.processQueue();
  }
}
