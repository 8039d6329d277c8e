import { Injectable } from '@nestjs/common';
import {
  componentDecider,
  componentManifestFacts,
  componentStreamId,
  type ComponentCommand,
  type ComponentEvent,
  type ComponentScopeFacts,
  type ComponentState,
} from '@tempest/domain';
import { DecisionRunner, type AllPosition, type Decided } from '@tempest/event-store';
import { componentNamesInScope } from '@tempest/projections';
import { readGameAccess } from '../assets/game-access.js';
import type { CommandContext } from '../common/actor.js';
import { ComponentLookup } from './component-lookup.js';
import { claimComponentSlug, COMPONENT_TYPES, releaseComponentSlug } from './component-streams.js';

export type ComponentCommandResult = {
  before: ComponentState;
  after: ComponentState;
  events: ComponentEvent[];
  /** Where the component's events landed in $all (null when the command decided nothing). */
  position: AllPosition | null;
};

const slugOf = (state: ComponentState) => (state.status === 'active' ? state.slug : null);

/**
 * The component write cycle on the decision runner: read the component's stream (and its game's, for who may
 * change it), decide, claim a new slug, append with the revision read, release the old slug. A refusal
 * writes nothing; a concurrent change of the same component makes the whole cycle run again (bounded).
 */
@Injectable()
export class ComponentCommandRunner {
  constructor(
    private readonly runner: DecisionRunner,
    private readonly lookup: ComponentLookup,
  ) {}

  /** `gameId`: the scope of a new component; omitted, the scope of the existing one. */
  async run(
    componentId: string,
    build: (facts: ComponentScopeFacts) => ComponentCommand | Promise<ComponentCommand>,
    context: CommandContext,
    scope?: { gameId: string | null },
  ): Promise<ComponentCommandResult> {
    let gameId: string | null = null;
    const slugs = ({ before, after }: Decided<ComponentState, ComponentEvent>) => [slugOf(before), slugOf(after)] as const;
    const result = await this.runner.run(
      {
        decider: componentDecider,
        streamId: componentStreamId(componentId),
        command: async (state) => {
          gameId = scope ? scope.gameId : state.status === 'active' ? state.gameId : null;
          return build(await this.factsOf(gameId, componentId));
        },
        only: COMPONENT_TYPES,
        along: componentManifestFacts,
        // A new slug is claimed before the append (so two components never both take it), given back if
        // the append fails; the old one is released once the change is stored.
        beforeAppend: async (decided) => {
          const [oldSlug, newSlug] = slugs(decided);
          if (newSlug !== null && newSlug !== oldSlug) await claimComponentSlug(this.runner, gameId, newSlug, componentId, context.now, context.metadata);
        },
        undo: async (decided) => {
          const [oldSlug, newSlug] = slugs(decided);
          if (newSlug !== null && newSlug !== oldSlug) await this.release(gameId, newSlug, componentId, context);
        },
        afterAppend: async (decided) => {
          const [oldSlug, newSlug] = slugs(decided);
          if (oldSlug !== null && oldSlug !== newSlug) await this.release(gameId, oldSlug, componentId, context);
        },
      },
      { metadata: context.metadata },
    );
    return { before: result.before, after: result.state, events: result.events, position: result.position };
  }

  /**
   * A release that fails must not undo what was already written or hide the real error: the claim then
   * stays until the next claimant finds it stale (SLUG_CLAIM_GRACE_MS after, its holder not using it).
   */
  private async release(gameId: string | null, slug: string, componentId: string, context: CommandContext): Promise<void> {
    await releaseComponentSlug(this.runner, gameId, slug, componentId, context.now, context.metadata).catch(() => undefined);
  }

  /** The game (from its stream) and the names other components of the scope use (from the read model, caught up). */
  private async factsOf(gameId: string | null, componentId: string): Promise<ComponentScopeFacts> {
    const game = gameId ? await readGameAccess(this.runner, gameId) : null;
    const rows = await componentNamesInScope(await this.lookup.caughtUp(), gameId, componentId);
    // Null-prototype maps: a slug or alias such as "constructor" or "__proto__" is just a name here.
    const facts: ComponentScopeFacts = { game, slugsInUse: Object.create(null), aliasesInUse: Object.create(null) };
    for (const row of rows) {
      facts.slugsInUse[row.slug] = row.id;
      for (const alias of row.aliases) facts.aliasesInUse[alias] = row.id;
    }
    return facts;
  }
}
