import type { AssetActor } from '@tempest/domain';
import type { EventMetadata } from '@tempest/event-store';
import type { ActiveUser } from '../accounts/user-directory.js';
import type { CommandContext } from '../common/actor.js';

/** The signed-in creator acting in the studio. */
export const userActor = (user: ActiveUser): AssetActor => ({ actorId: user.userId, isStaff: user.isStaff, kind: 'user', model: null });

/** The AI agent acting for `user` with `model`: its changes become pending changes for review. */
export const agentActor = (user: { userId: string; isStaff: boolean }, model: string): AssetActor => ({
  actorId: user.userId,
  isStaff: user.isStaff,
  kind: 'agent',
  model,
});

/** The request's metadata, with the actor's kind and model (an agent's events name their model). */
export const metadataFor = (actor: AssetActor, context: CommandContext): EventMetadata => ({
  ...context.metadata,
  actorId: actor.actorId,
  actorKind: actor.kind,
  model: actor.model,
});
