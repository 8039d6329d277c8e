/** Who caused an event (also the event store's metadata.actorKind). */
export type ActorKind = 'user' | 'agent' | 'system';
