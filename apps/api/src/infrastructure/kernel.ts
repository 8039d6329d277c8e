// TRANSITIONAL (issue 29): the old kernel's names, each on the one loop of `DecisionRunner`
// (libs/event-store/src/decisions). Callers move to the injected runner folder by folder; this file then goes.
import type { Decider } from '@tempest/domain';
import { DecisionRunner, type Aggregate, type Decided, type EventMetadata, type EventStore, type Hydrate, type PartResult, type Part } from '@tempest/event-store';

export type { Aggregate, Decided, Hydrate };
export { DEFAULT_MAX_ATTEMPTS } from '@tempest/event-store';
type DomainEvent = { type: string; data: unknown };
export type CommandResult<Event, State = unknown> = PartResult<Event, State>;

export const aggregateStream = <State, Event extends DomainEvent>(
  store: EventStore,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  streamId: string,
  options: { only?: ReadonlySet<string>; hydrate?: Hydrate } = {},
) => new DecisionRunner(store).read(decider, streamId, options);

export const aggregateStreams = <State, Event extends DomainEvent>(
  store: EventStore,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  streamIds: readonly string[],
  options: { only?: ReadonlySet<string> } = {},
) => new DecisionRunner(store).readMany(decider, streamIds, options);

export type HandleCommandOptions<State, Event extends DomainEvent> = Omit<Part<State, never, Event>, 'decider' | 'streamId' | 'command'> & { metadata: EventMetadata; maxAttempts?: number };

export const handleCommand = <State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  streamId: string,
  command: Command | ((state: State) => Command | Promise<Command>),
  { metadata, maxAttempts, ...part }: HandleCommandOptions<State, Event>,
): Promise<CommandResult<Event, State>> => new DecisionRunner(store).run<State, Command, Event>({ ...part, decider, streamId, command }, { metadata, maxAttempts });

export type StreamCommand<State, Command> = { streamId: string; command: Command | ((state: State) => Command | Promise<Command>) };

export const handleCommands = async <State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  commands: readonly StreamCommand<State, Command>[],
  options: { metadata: EventMetadata; maxAttempts?: number; only?: ReadonlySet<string>; atomic?: boolean },
): Promise<PromiseSettledResult<CommandResult<Event, State>>[]> => {
  const runner = new DecisionRunner(store);
  const parts = commands.map((c) => ({ decider, streamId: c.streamId, command: c.command, only: options.only }));
  const run = { metadata: options.metadata, maxAttempts: options.maxAttempts };
  if (!options.atomic) return runner.runEach(parts, run);
  return (await runner.run(parts, run)).map((value) => ({ status: 'fulfilled' as const, value: value as CommandResult<Event, State> }));
};

export type CommandPart<State, Command, Event extends DomainEvent> = {
  decider: Decider<State, Command, Event>;
  streamId: string;
  command: Command | ((state: State) => Command | Promise<Command>);
  hydrate?: Hydrate;
};

export const handleTogether = <const Parts extends readonly CommandPart<any, any, any>[]>(store: EventStore, parts: Parts, options: { metadata: EventMetadata; maxAttempts?: number }) =>
  new DecisionRunner(store).run(parts, options);
