import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  assetStreamId,
  componentStreamId,
  frontendStreamId,
  manifestSeedOf,
  MANIFEST_SEEDING_STREAM,
  manifestStreamId,
  type GameManifestsSeeded,
  type SeedStream,
} from '@tempest/domain';
import { START, type EventMetadata, type EventStore, type RecordedEvent } from '@tempest/event-store';
import { systemMetadata } from '../common/actor.js';
import { inBatches } from '../common/in-batches.js';
import { uuidV5 } from '../common/uuid-v5.js';
import { EVENT_STORE } from '../infrastructure/tokens.js';

/** The events that tell which game a stream belongs to (its first; a stream never changes game). */
const CREATIONS = ['AssetCreated', 'FrontendProjectCreated', 'ComponentRegistered'];
const SEED_NAMESPACE = '5e3d0c52-8f0a-4c8e-9d3a-6a2f1b7c9e41';
const PAGE = 5_000;
/** Streams read in one round trip: an asset's stream holds its whole content at every revision. */
const STREAMS_PER_READ = 100;
const GAMES_AT_ONCE = 4;

type GameStreams = { assets: string[]; frontends: string[]; components: string[] };

/** Every game's asset, frontend project and own component streams, in order of creation: one pass over `$all`. */
const streamsByGame = async (store: EventStore): Promise<Map<string, GameStreams>> => {
  const games = new Map<string, GameStreams>();
  const of = (gameId: string) => games.get(gameId) ?? games.set(gameId, { assets: [], frontends: [], components: [] }).get(gameId)!;
  for (let from = START; ; ) {
    const page = await store.readAll(from, PAGE, { types: CREATIONS });
    for (const e of page.events) {
      const data = e.data as { gameId?: string | null; assetId?: string; frontendId?: string; componentId?: string };
      if (typeof data.gameId !== 'string') continue; // a global component belongs to no game
      if (e.type === 'AssetCreated') of(data.gameId).assets.push(assetStreamId(data.assetId!));
      if (e.type === 'FrontendProjectCreated') of(data.gameId).frontends.push(frontendStreamId(data.frontendId!));
      if (e.type === 'ComponentRegistered') of(data.gameId).components.push(componentStreamId(data.componentId!));
    }
    if (page.isEnd) return games;
    from = page.next;
  }
};

const read = async (store: EventStore, streamIds: string[]): Promise<SeedStream[]> => {
  const streams: SeedStream[] = [];
  for (let i = 0; i < streamIds.length; i += STREAMS_PER_READ) {
    const part = streamIds.slice(i, i + STREAMS_PER_READ);
    const found = await store.readStreams(part.map((streamId) => ({ streamId })));
    const asSeed = (events: RecordedEvent[]) => events.map((e) => ({ type: e.type, data: e.data, revision: Number(e.revision) }));
    streams.push(...part.map((streamId) => ({ streamId, events: asSeed(found.get(streamId) ?? []) })));
  }
  return streams;
};

/** One game's seed from its streams, appended to its manifest (expected `any`: facts written meanwhile fold with it). */
const seedGame = async (store: EventStore, gameId: string, streams: GameStreams, metadata: EventMetadata, again: boolean): Promise<boolean> => {
  const seed = manifestSeedOf(gameId, { assets: await read(store, streams.assets), frontends: await read(store, streams.frontends), components: await read(store, streams.components) });
  if (!seed) return false;
  // One id per game: replicas seeding at once, or a run resumed after a crash, write it once.
  const id = again ? randomUUID() : uuidV5(gameId, SEED_NAMESPACE);
  await store.append(manifestStreamId(gameId), [{ id, type: seed.type, data: seed.data, metadata }], 'any');
  return true;
};

/**
 * Gives every game made before manifests its manifest, from its own streams (docs/architecture.md "A game's
 * manifest"): idempotent, and done once (recorded on `manifests-seeding`) unless `again`. A seed folds with the
 * facts written while it was read (the fact of the higher revision wins), so writes may go on meanwhile.
 */
export const seedGameManifests = async (store: EventStore, options: { now: string; again?: boolean }): Promise<{ games: number; seeded: number } | null> => {
  if (!options.again && (await store.readStream(MANIFEST_SEEDING_STREAM, { maxCount: 1 })).length > 0) return null;
  const metadata = systemMetadata(options.now);
  const games = [...(await streamsByGame(store))];
  const seeded = await inBatches(games, GAMES_AT_ONCE, ([gameId, streams]) => seedGame(store, gameId, streams, metadata, options.again ?? false));
  const done: GameManifestsSeeded = { type: 'GameManifestsSeeded', data: { games: games.length, at: options.now } };
  await store.append(MANIFEST_SEEDING_STREAM, [{ id: randomUUID(), ...done, metadata }], 'any');
  return { games: games.length, seeded: seeded.filter(Boolean).length };
};

/** Seeds the manifests of games made before them as the studio starts, before it serves a request. */
@Injectable()
export class ManifestSeeding implements OnModuleInit {
  private readonly logger = new Logger(ManifestSeeding.name);

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onModuleInit(): Promise<void> {
    const result = await seedGameManifests(this.store, { now: new Date().toISOString() });
    if (result && result.games > 0) this.logger.log(`Game manifests: ${result.seeded} of ${result.games} games seeded from their streams`);
  }
}
