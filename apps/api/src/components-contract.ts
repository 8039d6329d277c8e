// The components answers checked against the shared contract at compile time. ComponentView itself is the
// contract's (libs/projections re-exports it); the answers around it are declared in components/, which
// other work is reshaping, so the check lives beside it until the controller can name the contract's types.
import type { ComponentAnswer, ComponentsAnswer, ComponentWriteAnswer, CreateComponentBody } from '@tempest/contracts';
import type { ComponentMutationResult } from './components/component-mutation.result.js';
import type { ComponentListResult, ComponentResult } from './components/components.controller.js';
import type { CreateComponentDto } from './components/components.dto.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

export type ComponentsContractChecks = [
  Holds<Same<ComponentListResult, ComponentsAnswer>>,
  Holds<Same<ComponentResult, ComponentAnswer>>,
  Holds<Same<ComponentMutationResult, ComponentWriteAnswer>>,
  // What the web sends is a body the API takes.
  Holds<CreateComponentBody extends Pick<CreateComponentDto, keyof CreateComponentBody> ? true : false>,
];
