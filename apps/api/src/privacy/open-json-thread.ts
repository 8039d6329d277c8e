import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What the worker is asked: events' JSON text to open with these keys (null: destroyed). */
export type OpenJsonRequest = { id: number; keys: Map<string, Uint8Array | null>; events: { id: string; type: string; data: string }[] };
/** Its answer: each event's opened text, in order; or why it could not. */
export type OpenJsonAnswer = { id: number; data?: string[]; error?: string };

// Built next to this file; absent where the sources run as they are (the tests): then the caller's thread decrypts.
const WORKER_URL = new URL('./open-json.worker.js', import.meta.url);

let worker: Worker | null | undefined;
let asked = 0;
const pending = new Map<number, { resolve: (data: string[]) => void; reject: (error: Error) => void }>();

const failAll = (error: Error) => {
  for (const p of pending.values()) p.reject(error);
  pending.clear();
};

/** The one worker of the process, started on first use (null when it is not built); it never keeps the process alive when idle. */
const workerOnce = (): Worker | null => {
  if (worker !== undefined) return worker;
  if (!existsSync(fileURLToPath(WORKER_URL))) return (worker = null);
  const started = new Worker(WORKER_URL);
  started.unref();
  started.on('message', ({ id, data, error }: OpenJsonAnswer) => {
    const p = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) started.unref();
    if (!p) return;
    if (data) p.resolve(data);
    else p.reject(new Error(`The export's decryption failed: ${error ?? 'no answer'}`));
  });
  started.on('error', (error) => {
    worker = undefined;
    failAll(error);
  });
  started.on('exit', () => {
    worker = undefined;
    failAll(new Error("The export's decryption worker stopped"));
  });
  return (worker = started);
};

/**
 * openJson's decryption (openJsonWith) on a worker thread: the export's thread reads the next rows from
 * PostgreSQL, views and encodes meanwhile (bench/log-scale: decrypting was a third of a staff export's time on
 * the one thread). The keys go to the worker with the events, as they are in memory here; nothing is kept there.
 */
export const openJsonOffThread = async <E extends { id: string; type: string; data: string }>(keys: Map<string, Buffer | null>, events: E[]): Promise<E[]> => {
  const thread = workerOnce();
  if (!thread) {
    const { openJsonWith } = await import('./encrypting-event-store.js');
    return openJsonWith((id) => keys.get(id), events);
  }
  const id = ++asked;
  const data = await new Promise<string[]>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    // Each key copied alone: a Buffer may be a view of a shared pool, which would be cloned whole.
    const sent = new Map([...keys].map(([keyId, key]) => [keyId, key && new Uint8Array(key)]));
    thread.postMessage({ id, keys: sent, events: events.map((e) => ({ id: e.id, type: e.type, data: e.data })) } satisfies OpenJsonRequest);
  });
  return events.map((e, i) => (data[i] === e.data ? e : { ...e, data: data[i] }));
};
