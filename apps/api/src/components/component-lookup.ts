import { Injectable } from '@nestjs/common';
import { looksLikeUuid, type ActiveComponent } from '@tempest/domain';
import { DecisionRunner } from '@tempest/event-store';
import { COMPONENTS, componentsWithAlias, type ComponentView, type ReadDb } from '@tempest/projections';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { componentViewOf } from './component-view.js';
import { loadComponent, slugHolder, usesSlug } from './component-streams.js';

export type { ComponentView } from '@tempest/projections';

/** How long a write-side lookup waits for the components read model (less than a read's 5 s: a write is waiting on it). */
const READ_MODEL_WAIT_MS = 2000;
const IDENTIFIER_MAX = 200;

/**
 * Finds a component by id, slug or alias, case-insensitively, for command handlers (updates, deletes,
 * and other features such as bulk-assigning a component to entities by name).
 *
 * Order: an id (UUID) is the component with that id, in any scope. Otherwise the game's scope first,
 * then the global one; in each, a slug (its claim stream, so never stale) before an alias (the read
 * model, after waiting up to 2 s for it to catch up). Every answer comes from the component's own stream.
 */
@Injectable()
export class ComponentLookup {
  constructor(
    private readonly runner: DecisionRunner,
    private readonly reads: ReadModels,
  ) {}

  /** The component `identifier` names, as the API answers it; null when none (or it was deleted). */
  async find(identifier: string, gameId: string | null): Promise<ComponentView | null> {
    const component = await this.resolve(identifier, gameId);
    return component && componentViewOf(component);
  }

  /** Like `find`, but the domain state (for command handlers). */
  async resolve(identifier: string, gameId: string | null): Promise<ActiveComponent | null> {
    const key = identifier.trim().toLowerCase();
    const scope = gameId?.toLowerCase() ?? null;
    if (key.length === 0 || key.length > IDENTIFIER_MAX) return null;
    if (looksLikeUuid(key)) return this.active(key, () => true);
    let aliases: { id: string; game_id: string | null }[] | null = null;
    for (const candidate of scope ? [scope, null] : [null]) {
      const holder = await slugHolder(this.runner, candidate, key);
      const bySlug = holder && (await this.active(holder, (c) => usesSlug(c, candidate, key)));
      if (bySlug) return bySlug;
      aliases ??= await this.aliasMatches(key, scope);
      for (const match of aliases.filter((a) => a.game_id === candidate)) {
        const byAlias = await this.active(match.id, (c) => c.gameId === candidate && c.aliases.includes(key));
        if (byAlias) return byAlias;
      }
    }
    return null;
  }

  private async active(componentId: string, matches: (c: ActiveComponent) => boolean): Promise<ActiveComponent | null> {
    const { state } = await loadComponent(this.runner, componentId);
    return state.status === 'active' && matches(state) ? state : null;
  }

  private async aliasMatches(alias: string, gameId: string | null) {
    return componentsWithAlias(await this.caughtUp(), alias, gameId);
  }

  /** The components read model once it holds every event committed so far, or after 2 s what it holds (for writes). */
  async caughtUp(): Promise<ReadDb> {
    return (await this.reads.at(COMPONENTS, 'committed', READ_MODEL_WAIT_MS)).db;
  }
}
