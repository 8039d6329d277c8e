import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventMetadata, EventStore } from '@tempest/event-store';
import { agentActor } from '../../assets/asset-actor.js';
import { readGameAccess } from '../../assets/game-access.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { ExecuteVersioningCommand } from '../../versioning/sessions/execute-versioning-command.js';
import { VersioningQueries } from '../../versioning/versioning-queries.js';

/**
 * An agent failure creates a versioning checkpoint titled 'Agent Failure: …' (docs/api-agent.md, Stream
 * events, `checkpoint_created`; the session records the title once per stream; this is the runtime's
 * reaction). The checkpoint holds the game's whole working tree as it is, made by the agent; an empty game
 * has nothing to checkpoint (null).
 */
@Injectable()
export class FailureCheckpoints {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: VersioningQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async create(gameId: string, user: { userId: string; isStaff: boolean }, modelId: string, title: string, metadata: EventMetadata): Promise<string | null> {
    const tree = await this.queries.workingTree(gameId);
    const assets = Object.values(tree.working_tree)
      .flat()
      .map((a) => ({ assetId: a.id, revision: a.revision }));
    if (assets.length === 0) return null;
    const now = new Date().toISOString();
    const game = await readGameAccess(this.store, gameId);
    const commitId = randomUUID();
    const data = { gameId, now, actor: agentActor(user, modelId), game, commitId, sessionId: null, sessionGameId: null, kind: 'checkpoint' as const, message: title, assets };
    await this.commands.execute(new ExecuteVersioningCommand({ type: 'CommitRevision', data }, { metadata, now, sessionId: null }));
    return commitId;
  }
}
