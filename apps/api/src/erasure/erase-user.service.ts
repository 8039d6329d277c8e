import { Inject, Injectable } from '@nestjs/common';
import type { ErasureAnswer, ErasureReached } from '@tempest/contracts';
import {
  decideUser,
  gameDecider,
  GameNotFoundError,
  gameStreamId,
  userDecider,
  UserNotFoundError,
  userStreamId,
  type UserErasedData,
  type UserEvent,
  type UserState,
} from '@tempest/domain';
import { DecisionRunner, type EventMetadata, type EventStore } from '@tempest/event-store';
import { BRANCH_GRAPH, GAME_LIST, lineagesOfPlayer, saveStatesOnlyOf, thumbnailsOnlyOf, type ProjectionEngine, type ReadDb } from '@tempest/projections';
import { releaseName } from '../accounts/claims.js';
import { Mailer } from '../accounts/mail/mailer.js';
import { RateLimiter } from '../accounts/security/rate-limiter.js';
import { SessionStore } from '../accounts/security/session.store.js';
import { UserDirectory } from '../accounts/user-directory.js';
import { ExportJobs } from '../analytics/export-jobs.service.js';
import type { CommandContext } from '../common/actor.js';
import { READ_YOUR_WRITE_TIMEOUT_MS } from '../common/read-position.js';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { EVENT_STORE, PROJECTION_ENGINE } from '../infrastructure/tokens.js';
import { deleteMedia } from '../media/media-store.js';
import { SAVE_STATES, type SaveStates } from '../play/timeline/save-states.js';
import { SUBJECT_KEYS, userOwner, type SubjectKeys } from '../privacy/subject-keys.js';

type Active = Extract<UserState, { status: 'active' }>;
/** Who asks: the person themself, or a staff member (by id). */
export type Eraser = 'self' | { staffId: string };

/** The data key of a game's content, kept when the game stays published (the key store's naming, docs/personal-data.md). */
export const gameKey = (gameId: string): string => `game:${gameId}`;

/**
 * The erasure of a person (docs/personal-data.md, Erasure). The clean-up runs first, each step idempotent,
 * and `UserErased` is appended last with the counts it reached: a crash in between leaves an account that a
 * second request erases completely. Read models forget the person when they see the event.
 */
@Injectable()
export class EraseUser {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: DecisionRunner,
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    @Inject(SUBJECT_KEYS) private readonly keys: SubjectKeys,
    @Inject(SAVE_STATES) private readonly saveStates: SaveStates,
    private readonly sessions: SessionStore,
    private readonly users: UserDirectory,
    private readonly exports: ExportJobs,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
  ) {}

  async erase(userId: string, by: Eraser, reasonGiven: boolean, ctx: CommandContext): Promise<ErasureAnswer> {
    const { state } = await this.runner.read(userDecider, userStreamId(userId));
    if (state.status === 'absent') throw new UserNotFoundError();
    if (state.status === 'erased') return this.erasedBefore(userId);
    const who = by === 'self' ? 'self' : by.staffId;
    // The domain's refusals (a staff account erased by staff) come before anything is touched.
    decideUser({ type: 'EraseUser', data: { by: who, reasonGiven, reached: NOTHING, now: ctx.now } }, state);
    const metadata: EventMetadata = { ...ctx.metadata, actorId: by === 'self' ? userId : by.staffId };
    const reached = await this.cleanUp(state, by, metadata);
    const result = await this.runner.run({ decider: userDecider, streamId: userStreamId(userId), command: { type: 'EraseUser', data: { by: who, reasonGiven, reached, now: ctx.now } } }, { metadata });
    // A sign-in that raced the clean-up (before the names were released) ends too.
    await this.sessions.endAllOf(userId);
    const event = result.events[0] as Extract<UserEvent, { type: 'UserErased' }> | undefined;
    return event ? { erased: true, userId, at: event.data.at, recorded: true, reached } : this.erasedBefore(userId);
  }

  private async cleanUp(user: Active, by: Eraser, metadata: EventMetadata): Promise<ErasureReached> {
    const sessions = await this.sessions.endAllOf(user.userId);
    // Both forms of each name: the hashed claim and one recorded under the plain name before names were hashed.
    let names = 0;
    for (const claim of [this.users.claimOf('email', user.email), this.users.claimOf('username', user.username)]) {
      names += await releaseName(this.store, claim, user.userId, metadata);
    }
    // Operational rows that name the person: sign-in counters (email and address), development mail.
    for (const value of [user.email, user.userId]) await this.limiter.forgetKeysNaming(value);
    await this.mailer.forget(user.email);
    const games = await this.eraseGames(user.userId, by, metadata);
    const { destroyed } = await this.keys.eraseOwner(userOwner(user.userId), { keep: games.kept.map(gameKey) });
    const exports = await this.exports.eraseMadeSince(user.registeredAt);
    const { saves, media } = await this.erasePlay(user.userId);
    return { sessions, names, gamesDeleted: games.deleted, gamesAnonymised: games.kept.length, keys: destroyed, exports, saves, media };
  }

  /** The save states and screenshots of the person's play that no other player's save names (a blob saved twice is stored once). */
  private async erasePlay(userId: string): Promise<{ saves: number; media: number }> {
    await this.engine.waitForCommitted(BRANCH_GRAPH, READ_YOUR_WRITE_TIMEOUT_MS);
    const lineages = await lineagesOfPlayer(this.db, userId);
    const saves = await this.saveStates.remove(await saveStatesOnlyOf(this.db, lineages));
    return { saves, media: await deleteMedia(this.db, await thumbnailsOnlyOf(this.db, lineages)) };
  }

  /** Published games stay playable (anonymised by the read models); every other game of the person is deleted. */
  private async eraseGames(userId: string, by: Eraser, metadata: EventMetadata): Promise<{ deleted: number; kept: string[] }> {
    await this.engine.waitForCommitted(GAME_LIST, READ_YOUR_WRITE_TIMEOUT_MS);
    const rows = await this.db.query<{ id: string }>(`SELECT id FROM ${this.db.table('games')} WHERE creator_id = $1 ORDER BY created_at`, [userId]);
    const actor = by === 'self' ? { actorId: userId, isStaff: false } : { actorId: by.staffId, isStaff: true };
    let deleted = 0;
    const kept: string[] = [];
    for (const { id } of rows) {
      const { state } = await this.runner.read(gameDecider, gameStreamId(id));
      if (state.status !== 'active' || state.creatorId !== userId) continue;
      if (state.published) {
        kept.push(id);
        continue;
      }
      try {
        await this.runner.run({ decider: gameDecider, streamId: gameStreamId(id), command: { type: 'DeleteGame', data: { gameId: id, now: metadata.timestamp, ...actor } } }, { metadata });
        deleted++;
      } catch (error) {
        // Deleted in between (a parallel erasure on another replica, or the creator a moment before): nothing to do.
        if (!(error instanceof GameNotFoundError)) throw error;
      }
    }
    return { deleted, kept };
  }

  /** The answer to erasing an erased account: the first erasure's record (nothing new is written). */
  private async erasedBefore(userId: string): Promise<ErasureAnswer> {
    await this.sessions.endAllOf(userId);
    const events = await this.store.readStream(userStreamId(userId));
    const erased = events.findLast((e) => e.type === 'UserErased');
    const data = erased?.data as UserErasedData | undefined;
    return { erased: true, userId, at: data?.at ?? '', recorded: false, reached: data?.reached ?? NOTHING };
  }
}

const NOTHING: ErasureReached = { sessions: 0, names: 0, gamesDeleted: 0, gamesAnonymised: 0, keys: 0, exports: 0, saves: 0, media: 0 };
