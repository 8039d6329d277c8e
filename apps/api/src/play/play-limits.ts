import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RateLimiter, type RateLimit } from '../accounts/security/rate-limiter.js';
import type { AppConfig } from '../config.js';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import { APP_CONFIG, INFRASTRUCTURE } from '../infrastructure/tokens.js';
import type { PlayOrigin } from './player.js';

const TEN_MINUTES = 600;
const DAY = 86_400;

/**
 * What one player and one address may store by playing (docs/api-timeline.md, "Limits"): anyone may play
 * a published game without an account, and a new `tempest_player` cookie is free, so every limit is per
 * player (the user, else the visitor's cookie) and per address (4× the player's: a household or a class
 * behind one address). Counted atomically in PostgreSQL before the work (RateLimiter): N parallel requests
 * cost N, and limits hold across replicas. The bench (bench/anonymous-storage/) prints the disk a day of
 * play may use at these numbers.
 */
export const PLAY_LIMITS = {
  /** Checkpoint saves: a manual save every 20 s, sustained, per visitor (a signed-in user: 4×). */
  saves: { perPlayer: 30, perAddress: 120, windowSeconds: TEN_MINUTES },
  /** Thumbnail uploads (one per save at most; the same numbers). */
  thumbnails: { perPlayer: 30, perAddress: 120, windowSeconds: TEN_MINUTES },
  /**
   * Game actions (each records its arguments and the entities it changed): 5 a second, sustained, per player.
   * An address: 200 a second — a class or a stream's audience behind one school or carrier address plays one
   * game together (issue 32); what they may store stays bounded by storedKiBPerDay, and the studio's admission
   * gate (play/admission.ts) sheds what it cannot serve.
   */
  actions: { perPlayer: 3000, perAddress: 120_000, windowSeconds: TEN_MINUTES },
  /** start-game and reload (each may start a session holding the game's starting state). */
  starts: { perPlayer: 60, perAddress: 240, windowSeconds: TEN_MINUTES },
  /**
   * KiB a player may store per day — save states (compressed, as stored), thumbnails, and the events of game
   * actions — 100 MB; an address 400 MB.
   */
  storedKiBPerDay: { perPlayer: 100 * 1024, perAddress: 400 * 1024, windowSeconds: DAY },
} as const;

/** A signed-in user's limits per player, in visitors' (the address limits stay as they are). */
export const SIGNED_IN_FACTOR = 4;

const scaled = (max: number, scale: number) => Math.max(1, Math.round(max * scale));

type Limit = { perPlayer: number; perAddress: number; windowSeconds: number };

const MESSAGES = {
  saves: 'Too many saves. Try again in a few minutes.',
  thumbnails: 'Too many thumbnails. Try again in a few minutes.',
  starts: 'Too many game starts. Try again in a few minutes.',
  actions: 'Too many game actions. Try again in a few minutes.',
  storedKiBPerDay: 'These saves reach the most this player or address may store in a day. Try again tomorrow.',
} as const;

@Injectable()
export class PlayLimits implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private readonly hashes = new WeakMap<PlayOrigin, { player: string | null; address: string }>();

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The keys of a request or socket message: its player (null for a visitor without a cookie yet: a new one each
   * time, so only the address counts) and its address. Keyed hashes: the visitor's cookie is a credential and an
   * address personal data, neither is kept as it is.
   */
  private keys(kind: keyof typeof PLAY_LIMITS, origin: PlayOrigin, cost: number): RateLimit[] {
    const { perPlayer, perAddress, windowSeconds }: Limit = PLAY_LIMITS[kind];
    const scale = this.config.playLimitsScale;
    if (scale === 0) return [];
    const hashed = this.hashesOf(origin);
    const addressLimit = { key: `play:${kind}:address:${hashed.address}`, max: scaled(perAddress, scale), windowSeconds, cost };
    // A signed-in player is accountable and may be a creator restarting the preview often: 4× a visitor's.
    const playerMax = scaled(perPlayer * (origin.signedIn ? SIGNED_IN_FACTOR : 1), scale);
    return hashed.player ? [{ key: `play:${kind}:player:${hashed.player}`, max: playerMax, windowSeconds, cost }, addressLimit] : [addressLimit];
  }

  /** The keyed hashes of an origin's player and address, made once per origin (a game action counts three times). */
  private hashesOf(origin: PlayOrigin): { player: string | null; address: string } {
    const known = this.hashes.get(origin);
    if (known) return known;
    const hash = (value: string) => this.infra.secret.hash('play-limits', value);
    const made = { player: origin.player ? hash(origin.player.key) : null, address: hash(origin.address ?? 'unknown') };
    this.hashes.set(origin, made);
    return made;
  }

  /**
   * Every visitor leaves a few counters: those whose window (a day at most) has ended are deleted every hour,
   * by every replica (a delete of what is gone already deletes nothing).
   */
  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.forgetEnded().catch(() => undefined), 3_600_000).unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Deletes the play counters whose window has ended. */
  forgetEnded(): Promise<number> {
    return this.limiter.forget('play:', Math.max(...Object.values(PLAY_LIMITS).map((l) => l.windowSeconds)));
  }

  /** One use of `kind` by this request's player and address; over either limit, 429 with Retry-After. */
  take(kind: 'saves' | 'thumbnails' | 'starts' | 'actions', origin: PlayOrigin): Promise<void> {
    return this.limiter.take(this.keys(kind, origin, 1), MESSAGES[kind], 'rate_limited');
  }

  /**
   * Refuses (429) a request of a player or address whose stored bytes of the day are used up, counting nothing:
   * for writes whose size is known only once made (a game action's event), counted afterwards by `stored`.
   */
  roomToStore(origin: PlayOrigin): Promise<void> {
    return this.limiter.take(this.keys('storedKiBPerDay', origin, 0), MESSAGES.storedKiBPerDay, 'play.storage_quota');
  }

  /**
   * Counts `bytes` just written for this player and address (never refused: the next request is). Not waited
   * for: it is queued before the answer is sent, so the player's next request is counted after it (the limiter
   * counts in arrival order), in that request's own statement (RateLimiter.hitLater).
   */
  stored(bytes: number, origin: PlayOrigin): void {
    for (const { key, windowSeconds, cost } of this.keys('storedKiBPerDay', origin, Math.ceil(bytes / 1024))) {
      if (cost) this.limiter.hitLater(key, windowSeconds, cost);
    }
  }

  /** `bytes` about to be stored for this player and address today; over either quota, 429 with Retry-After. */
  store(bytes: number, origin: PlayOrigin): Promise<void> {
    return this.limiter.take(this.keys('storedKiBPerDay', origin, Math.max(1, Math.ceil(bytes / 1024))), MESSAGES.storedKiBPerDay, 'play.storage_quota');
  }
}
