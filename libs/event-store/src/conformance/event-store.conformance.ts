// One conformance suite for every EventStore adapter (Emmett's `features.ts` pattern): each adapter's
// *.int-spec.ts calls describeEventStoreConformance with a factory for a fresh, isolated store.
import { afterEach, describe } from '@jest/globals';
import { describeAppendResults, describeExpectedRevisions } from './conformance.appends.js';
import { describeLargeAppends } from './conformance.large-appends.js';
import { describeManyStreams } from './conformance.many-streams.js';
import { describeConcurrentAppends } from './conformance.concurrent-appends.js';
import { describeRealConcurrency } from './conformance.concurrency.js';
import type { ConformanceCapabilities, ConformanceFactory, SuiteContext } from './conformance.helpers.js';
import { describeEnvelope, describeReads, describeUpcasting } from './conformance.reads.js';
import { describeSubscriptions } from './conformance.subscriptions.js';

export type { ConformanceCapabilities, ConformanceFactory, ConformanceFixture } from './conformance.helpers.js';

export const describeEventStoreConformance = (
  name: string,
  factory: ConformanceFactory,
  capabilities: ConformanceCapabilities,
) =>
  describe(`EventStore conformance: ${name}`, () => {
    // Teardown runs last-registered first: subscriptions stop before their store closes.
    let teardowns: (() => Promise<void>)[] = [];
    afterEach(async () => {
      const pending = teardowns.reverse();
      teardowns = [];
      const errors: unknown[] = [];
      for (const teardown of pending) await teardown().catch((error: unknown) => errors.push(error));
      if (errors.length > 0) throw errors[0];
    });

    const ctx: SuiteContext = {
      capabilities,
      async open(options) {
        const fixture = await factory(options);
        teardowns.push(() => fixture.cleanup());
        return fixture;
      },
      defer(teardown) {
        teardowns.push(teardown);
      },
    };

    describeExpectedRevisions(ctx);
    describeAppendResults(ctx);
    describeManyStreams(ctx);
    describeReads(ctx);
    describeEnvelope(ctx);
    describeUpcasting(ctx);
    describeSubscriptions(ctx);
    describeConcurrentAppends(ctx);
    if (capabilities.largeAppends ?? true) describeLargeAppends(ctx);
    else describe.skip('large batches (this adapter caps the size of one append)', () => describeLargeAppends(ctx));
    if (capabilities.realConcurrency) describeRealConcurrency(ctx);
    else describe.skip('real concurrency (this adapter runs one query at a time)', () => describeRealConcurrency(ctx));
  });
