import { parentPort } from 'node:worker_threads';
import { openJsonWith } from './encrypting-event-store.js';
import type { OpenJsonAnswer, OpenJsonRequest } from './open-json-thread.js';

// The export's decryption thread (open-json-thread.ts): opens each batch with the keys it is sent, keeps nothing.
parentPort!.on('message', ({ id, keys, events }: OpenJsonRequest) => {
  let answer: OpenJsonAnswer;
  try {
    const keyOf = (keyId: string): Buffer | null | undefined => {
      const key = keys.get(keyId);
      return key ? Buffer.from(key.buffer, key.byteOffset, key.byteLength) : key;
    };
    answer = { id, data: openJsonWith(keyOf, events).map((e) => e.data) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
