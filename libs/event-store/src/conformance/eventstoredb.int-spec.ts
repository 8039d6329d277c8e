// The conformance suite on KurrentDB (EventStoreDB). Needs a server, e.g.
// EVENTSTORE_CONNECTION_STRING='kurrentdb://127.0.0.1:2113?tls=false' (`docker compose --profile kurrentdb up
// kurrentdb`). Every test uses fresh stream names, so a shared server works; nothing is deleted afterwards.
// KURRENTDB_MULTI_APPEND=false for a server older than 25.1 (appendMany then goes stream by stream).
import { describe } from '@jest/globals';
import { createEventStoreDbEventStore } from '../eventstoredb/eventstoredb.event-store.js';
import { describeEventStoreConformance } from './event-store.conformance.js';

// Services: the same conformance on EventStoreDB when EVENTSTORE_CONNECTION_STRING is set.

const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;

(connectionString ? describe : describe.skip)(
  connectionString
    ? 'EventStoreDB adapter'
    : 'EventStoreDB adapter (skipped: EVENTSTORE_CONNECTION_STRING is not set, and no EventStoreDB server runs here)',
  () => {
    describeEventStoreConformance(
      'eventstoredb',
      async (options) => {
        const store = await createEventStoreDbEventStore({ connectionString: connectionString!, upcasters: options?.upcasters });
        return { store, cleanup: () => store.close() };
      },
      // Conflicts are real on a server; there are no SQL transactions to hold open.
      { realConcurrency: true, slowTransactions: false, atomicAppendMany: process.env.KURRENTDB_MULTI_APPEND !== 'false', largeAppends: false },
    );
  },
);
