/** Emmett-style decider: pure functions, no clock, no randomness, no I/O. */
export type Decider<State, Command, Event extends { type: string }> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
  /** Its state does not grow with its events: a process's cache of folded states counts it as one event (the event store's DeciderOf). */
  boundedState?: boolean;
};

export const assertNever = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
};
