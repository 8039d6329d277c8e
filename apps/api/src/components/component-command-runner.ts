import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  componentStreamId,
  decideComponent,
  evolveComponent,
  type ComponentCommand,
  type ComponentEvent,
  type ComponentScopeFacts,
  type ComponentState,
} from '@tempest/domain';
import { WrongExpectedVersionError, type AllPosition } from '@tempest/event-store';
import { tableNameIn } from '@tempest/projections';
import { readGameAccess } from '../assets/game-access.js';
import type { CommandContext } from '../common/actor.js';
import type { AppConfig } from '../config.js';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import { APP_CONFIG, INFRASTRUCTURE } from '../infrastructure/tokens.js';
import { ComponentLookup } from './component-lookup.js';
import { claimComponentSlug, loadComponent, releaseComponentSlug } from './component-streams.js';

export type ComponentCommandResult = {
  before: ComponentState;
  after: ComponentState;
  events: ComponentEvent[];
  /** Where the component's events landed in $all (null when the command decided nothing). */
  position: AllPosition | null;
};

const MAX_ATTEMPTS = 3;
const slugOf = (state: ComponentState) => (state.status === 'active' ? state.slug : null);

/**
 * The component write cycle: read the component's stream (and its game's, for who may change it), decide,
 * claim a new slug, append with the revision read, release the old slug. A refusal writes nothing; a
 * concurrent change of the same component makes the whole cycle run again (bounded).
 */
@Injectable()
export class ComponentCommandRunner {
  private readonly table: string;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly lookup: ComponentLookup,
  ) {
    this.table = tableNameIn(config.schema)('components');
  }

  /** `gameId`: the scope of a new component; omitted, the scope of the existing one. */
  async run(
    componentId: string,
    build: (facts: ComponentScopeFacts) => ComponentCommand,
    context: CommandContext,
    scope?: { gameId: string | null },
  ): Promise<ComponentCommandResult> {
    const { store } = this.infra;
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await loadComponent(store, componentId);
      const gameId = scope ? scope.gameId : state.status === 'active' ? state.gameId : null;
      const events = decideComponent(build(await this.factsOf(gameId, componentId)), state);
      if (events.length === 0) return { before: state, after: state, events, position: null };
      const after = events.reduce(evolveComponent, state);
      const [oldSlug, newSlug] = [slugOf(state), slugOf(after)];
      const claimed = newSlug !== null && newSlug !== oldSlug;
      if (claimed) await claimComponentSlug(store, gameId, newSlug, componentId, context.now, context.metadata);
      try {
        const result = await store.append(
          componentStreamId(componentId),
          events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: context.metadata })),
          revision === null ? 'no_stream' : revision,
        );
        if (oldSlug !== null && oldSlug !== newSlug) await this.release(gameId, oldSlug, componentId, context);
        return { before: state, after, events, position: result.position };
      } catch (error) {
        if (claimed) await this.release(gameId, newSlug, componentId, context);
        if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * A release that fails must not undo what was already written or hide the real error: the claim then
   * stays until the next claimant finds it stale (SLUG_CLAIM_GRACE_MS after, its holder not using it).
   */
  private async release(gameId: string | null, slug: string, componentId: string, context: CommandContext): Promise<void> {
    await releaseComponentSlug(this.infra.store, gameId, slug, componentId, context.now, context.metadata).catch(() => undefined);
  }

  /** The game (from its stream) and the names other components of the scope use (from the read model, caught up). */
  private async factsOf(gameId: string | null, componentId: string): Promise<ComponentScopeFacts> {
    const game = gameId ? await readGameAccess(this.infra.store, gameId) : null;
    await this.lookup.catchUp();
    const { rows } = await this.infra.pool.query<{ id: string; slug: string; aliases: string[] }>(
      `SELECT id::text, slug, aliases FROM ${this.table} WHERE game_id IS NOT DISTINCT FROM $1::uuid AND id <> $2::uuid`,
      [gameId, componentId],
    );
    // Null-prototype maps: a slug or alias such as "constructor" or "__proto__" is just a name here.
    const facts: ComponentScopeFacts = { game, slugsInUse: Object.create(null), aliasesInUse: Object.create(null) };
    for (const row of rows) {
      facts.slugsInUse[row.slug] = row.id;
      for (const alias of row.aliases) facts.aliasesInUse[alias] = row.id;
    }
    return facts;
  }
}
