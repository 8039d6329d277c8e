import { randomUUID } from 'node:crypto';
import {
  WrongExpectedVersionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
} from '@tempest/event-store';

type Decider<State, Command, Event extends { type: string; data: unknown }> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
};

export type CommandResult<Event, State = unknown> = {
  events: Event[];
  /** The stream's state after the command (the decided events folded in). */
  state: State;
  /** The stream's revision after the command (-1 when it has no events). */
  revision: number;
  /** Where the append landed in $all (null when the command decided nothing). */
  position: AppendResult['position'] | null;
};

/**
 * Read the stream, fold `evolve`, `decide`, append with the revision read. On a version conflict the
 * whole cycle runs again (bounded), unless the caller pinned `expectedRevision`.
 */
export const handleCommand = async <State, Command, Event extends { type: string; data: unknown }>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  streamId: string,
  command: Command,
  options: { metadata: EventMetadata; expectedRevision?: number; maxAttempts?: number },
): Promise<CommandResult<Event, State>> => {
  const maxAttempts = options.expectedRevision === undefined ? (options.maxAttempts ?? 3) : 1;
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const state = recorded.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as Event), decider.initialState());
    const current = recorded.length === 0 ? -1n : recorded[recorded.length - 1].revision;
    if (options.expectedRevision !== undefined && BigInt(options.expectedRevision) !== current) {
      throw new WrongExpectedVersionError(streamId, BigInt(options.expectedRevision), current < 0n ? 'no_stream' : current);
    }
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, revision: Number(current), position: null };
    try {
      const result = await store.append(
        streamId,
        events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: options.metadata })),
        current < 0n ? 'no_stream' : current,
      );
      return { events, state: events.reduce(decider.evolve, state), revision: Number(result.nextRevision), position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= maxAttempts) throw error;
    }
  }
};
