/**
 * Work run one at a time per key in this process: each starts once the key's earlier work has settled
 * (fulfilled or not), and its own outcome is returned. Keys with nothing queued hold no memory.
 */
export const keyedQueue = () => {
  const queues = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = queues.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return next;
  };
};
