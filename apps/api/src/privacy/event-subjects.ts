import type { DataSubject } from '@tempest/domain';
import type { NewEvent, RecordedEvent } from '@tempest/event-store';
import { envelopeOf, isEncrypted } from './field-crypto.js';
import { UNOWNED } from './key-store.js';

/** Which data key encrypts an event's fields (its id, in the ciphertext) and whose erasure destroys it. */
export type KeyRef = { keyId: string; owner: string };

const unowned: KeyRef = { keyId: UNOWNED, owner: UNOWNED };
const ofUser = (userId: string): KeyRef => ({ keyId: `user:${userId}`, owner: `user:${userId}` });

/** A play session's player key (`user-<id>` / `visitor-<keyed id>`) as a key owner (`user:<id>` / `visitor:<id>`). */
export const ownerOfPlayerKey = (playerKey: string): string | null => {
  const match = /^(user|visitor)-(.+)$/.exec(playerKey);
  return match ? `${match[1]}:${match[2]}` : null;
};

/**
 * What belongs to the game rather than to its creator's own record: its assets' content and the words of its
 * history (checkpoint titles, commit messages, versioning sessions' names, what its playtests saw). Under the game's key, they stay
 * with a published game its creator's erasure keeps (docs/personal-data.md, Erasure), so the game's history
 * reads the same live and rebuilt.
 */
const GAME_CONTENT = new Set(['AssetCreated', 'AssetEdited', 'AssetRestored', 'CheckpointCreated', 'RevisionCommitted', 'VersioningSessionStarted', 'PlaytestRecorded']);
const stringOf = (data: Record<string, unknown>, key: string): string | null => (typeof data[key] === 'string' && data[key] !== '' ? (data[key] as string) : null);

/** Reads the first event of a stream as stored (encrypted fields as they are), or undefined. */
export type FirstEventReader = (streamId: string) => Promise<RecordedEvent | undefined>;

/**
 * Whose key an event's personal and private fields are encrypted with (docs/architecture.md, Field
 * encryption). The account's key for account data; for a creator's words (agent chats, their name) the
 * creator's user key, but for the game's content and history (GAME_CONTENT) the game's key (`game:<id>`, owned by its
 * creator), so erasure can keep a published game's code; for play data the player's key. Where the event
 * does not name the person, its stream's first event does (a game's GameCreated, an agent session's
 * AgentSessionStarted, a play session's PlaySessionStarted): read once, then cached, as those never change.
 */
export class EventSubjects {
  private readonly gameCreators = new Map<string, string>();
  private readonly agentSessionUsers = new Map<string, string>();
  private readonly playSessionOwners = new Map<string, string>();

  constructor(
    private readonly firstEvent: FirstEventReader,
    private readonly maxCached = 50_000,
  ) {}

  /** Learns from an event being written (a batch may create a game and its assets together). */
  learn(streamId: string, type: string, data: unknown) {
    if (data === null || typeof data !== 'object') return;
    const d = data as Record<string, unknown>;
    if (type === 'GameCreated' && stringOf(d, 'gameId')) this.put(this.gameCreators, stringOf(d, 'gameId')!, ownerOf(stringOf(d, 'creatorId')));
    if (type === 'AgentSessionStarted' && stringOf(d, 'userId')) this.put(this.agentSessionUsers, streamId, `user:${stringOf(d, 'userId')}`);
    if (type === 'PlaySessionStarted' && stringOf(d, 'sessionId')) {
      const owner = playOwnerOf(d);
      if (owner) this.put(this.playSessionOwners, stringOf(d, 'sessionId')!, owner);
    }
  }

  async keyOf(streamId: string, event: Pick<NewEvent, 'type' | 'data' | 'metadata'>, subject: DataSubject): Promise<KeyRef> {
    const data = (event.data ?? {}) as Record<string, unknown>;
    switch (subject) {
      case 'account': {
        const userId = stringOf(data, 'userId') ?? /^(?:user|tokens)-(.+)$/.exec(streamId)?.[1] ?? null;
        return userId ? ofUser(userId) : unowned;
      }
      case 'actor':
        return event.metadata?.actorId ? ofUser(event.metadata.actorId) : unowned;
      case 'creator':
        return this.creatorKey(streamId, event.type, data);
      case 'player': {
        const owner = playOwnerOf(data) ?? (await this.playSessionOwner(/^play-session-(.+)$/.exec(streamId)?.[1] ?? stringOf(data, 'sessionId')));
        return owner ? { keyId: owner, owner } : unowned;
      }
    }
  }

  private async creatorKey(streamId: string, type: string, data: Record<string, unknown>): Promise<KeyRef> {
    const gameId = stringOf(data, 'gameId');
    if (GAME_CONTENT.has(type) && gameId) return { keyId: `game:${gameId}`, owner: await this.gameCreator(gameId) };
    if (type === 'GameCreated') return stringOf(data, 'creatorId') ? ofUser(stringOf(data, 'creatorId')!) : unowned;
    if (stringOf(data, 'userId')) return ofUser(stringOf(data, 'userId')!);
    if (streamId.startsWith('agent-session-')) {
      const owner = await this.cachedLookup(this.agentSessionUsers, streamId, streamId, (e) => ownerOf(stringOf(e, 'userId')));
      return owner === UNOWNED ? unowned : { keyId: owner, owner };
    }
    if (gameId) {
      const owner = await this.gameCreator(gameId);
      return owner === UNOWNED ? unowned : { keyId: owner, owner };
    }
    return unowned;
  }

  private gameCreator(gameId: string): Promise<string> {
    return this.cachedLookup(this.gameCreators, gameId, `game-${gameId}`, (e) => ownerOf(stringOf(e, 'creatorId')));
  }

  private async playSessionOwner(sessionId: string | null): Promise<string | null> {
    if (!sessionId) return null;
    const owner = await this.cachedLookup(this.playSessionOwners, sessionId, `play-session-${sessionId}`, (e) => playOwnerOf(e) ?? UNOWNED);
    return owner === UNOWNED ? null : owner;
  }

  private async cachedLookup(cache: Map<string, string>, id: string, streamId: string, read: (data: Record<string, unknown>) => string): Promise<string> {
    const hit = cache.get(id);
    if (hit) return hit;
    const first = await this.firstEvent(streamId);
    if (!first) return UNOWNED; // not written yet: not cached, a later write may find it
    const owner = read((first.data ?? {}) as Record<string, unknown>);
    this.put(cache, id, owner);
    return owner;
  }

  private put(cache: Map<string, string>, id: string, owner: string) {
    if (cache.size >= this.maxCached) cache.delete(cache.keys().next().value!);
    cache.set(id, owner);
  }
}

const ownerOf = (userId: string | null): string => (userId ? `user:${userId}` : UNOWNED);

/** A play session's owner from PlaySessionStarted's data: its user, else its player key (plain or encrypted). */
const playOwnerOf = (data: Record<string, unknown>): string | null => {
  if (stringOf(data, 'userId')) return `user:${stringOf(data, 'userId')}`;
  const playerKey = data.playerKey;
  if (typeof playerKey === 'string') return ownerOfPlayerKey(playerKey);
  // Stored encrypted with its owner's key: the key id, readable without the key, is the owner.
  if (isEncrypted(playerKey)) return envelopeOf(playerKey)?.keyId ?? null;
  return null;
};
