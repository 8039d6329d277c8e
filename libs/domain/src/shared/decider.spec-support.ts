import { expect } from '@jest/globals';
import type { Decider } from './decider.js';

/**
 * Given/when/then for deciders (Emmett's DeciderSpecification): the state is the fold of the given
 * events, and a spec states which events the command decides, or which error it throws. Test code
 * only (excluded from the library's build).
 */
export const deciderSpecification = <State, Command, Event extends { type: string }>(decider: Decider<State, Command, Event>) => ({
  given: (...events: Event[]) => ({
    when: (command: Command) => {
      const decide = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: Event[]) => expect(decide()).toEqual(expected),
        /** As many events as expected, each matching the listed fields (toMatchObject; asymmetric matchers welcome). */
        thenMatches: (expected: object[]) => expect(decide()).toMatchObject(expected),
        thenNothing: () => expect(decide()).toEqual([]),
        thenThrows: (expected: object) => expect(decide).toThrow(expect.objectContaining(expected)),
      };
    },
  }),
});
