import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError, isDomainError, assetStreamId, assetDecider, frontendDecider, frontendManifestFacts, frontendFileContent, frontendFileOf, frontendStreamId, sameFile, type AssetActor, type FrontendCommand, type FrontendFile, type FrontendFileContent, type FrontendProjectInput } from '@tempest/domain';
import { DecisionRunner, type EventStore } from '@tempest/event-store';
import { frontendProject, frontendProjectsOf, FRONTEND_READ_MODELS, presentFrontendFiles, VERSIONING, type FrontendProjectView } from '@tempest/projections';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { metadataFor, userActor } from '../../assets/asset-actor.js';
import { AssetReader } from '../../assets/asset-reader.js';
import { createAsset, deleteAsset, editAsset, type AssetWriteResult } from '../../assets/execute-asset-command.js';
import { readGameAccess, readSessionGame } from '../../assets/game-access.js';
import type { CommandContext } from '../../common/actor.js';
import { uuidV5 } from '../../common/uuid-v5.js';
import { ReadModels } from '../../infrastructure/read-db.module.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';

/** Namespace of the id a game's first project gets: two concurrent first saves make one project. */
const FIRST_PROJECT_NAMESPACE = '5d0f3c8e-7a61-4e52-9c1b-2f4e8a9b6d17';
/** Namespace of a new file's id (project and name). */
const FILE_NAMESPACE = 'a3c1e0b2-4f5d-4e6a-8b7c-9d0e1f2a3b4c';

/**
 * The frontend projects of a game and their files: access, locating projects, and every write (the
 * project's own stream through its decider; files through the asset commands, checked against what was read).
 */
@Injectable()
export class FrontendWorkspace {
  constructor(
    private readonly assets: AssetReader,
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: DecisionRunner,
    private readonly reads: ReadModels,
  ) {}

  /** 401/404/403 unless the user may work on the game (creator or staff). */
  async assertAccess(gameId: string, user: ActiveUser | null): Promise<void> {
    await this.assets.assertCanRead(gameId, user);
  }

  /** The versioning session the request names must be this game's — checked before anything is written. */
  async assertSession(gameId: string, context: CommandContext): Promise<void> {
    if (context.sessionId && (await readSessionGame(this.store, context.sessionId)) !== gameId) {
      throw new DomainError('versioning.session_not_found', { sessionId: context.sessionId });
    }
  }

  /** The named project of this game (else 404), or unnamed the game's first one (null when it has none). */
  async projectOf(gameId: string, frontendId?: string | null): Promise<FrontendProjectView | null> {
    const { db } = await this.reads.at(FRONTEND_READ_MODELS, 'committed');
    if (!frontendId) return (await frontendProjectsOf(db, gameId))[0] ?? null;
    const project = await frontendProject(db, frontendId.toLowerCase());
    if (!project || project.gameId !== gameId) throw new DomainError('frontend.not_found', { frontendId });
    return project;
  }

  async requireProject(gameId: string, frontendId?: string | null): Promise<FrontendProjectView> {
    const project = await this.projectOf(gameId, frontendId);
    if (!project) throw new DomainError('frontend.not_found', { frontendId: frontendId ?? gameId });
    return project;
  }

  /** The id a new file of this name in this project gets (see createFile). */
  newFileId(frontendId: string, filename: string): string {
    return uuidV5(`${frontendId}/${filename}`, FILE_NAMESPACE);
  }

  firstProjectId(gameId: string): string {
    return uuidV5(gameId, FIRST_PROJECT_NAMESPACE);
  }

  /**
   * Creates the project (when `exists` is false) or changes the fields given; nothing is written when
   * nothing changes. A first project created meanwhile by another request is updated instead.
   */
  async saveProject(gameId: string, frontendId: string, exists: boolean, input: FrontendProjectInput, actor: AssetActor, context: CommandContext) {
    const game = await readGameAccess(this.runner, gameId);
    const run = (type: FrontendCommand['type']) =>
      this.runner.run(
        {
          decider: frontendDecider,
          streamId: frontendStreamId(frontendId),
          command: { type, data: { frontendId, gameId, now: context.now, actor, game, ...input } },
          along: frontendManifestFacts,
        },
        { metadata: metadataFor(actor, context) },
      );
    if (exists) return run('UpdateFrontendProject');
    try {
      return await run('CreateFrontendProject');
    } catch (error) {
      if (isDomainError(error, 'frontend.already_exists')) return run('UpdateFrontendProject');
      throw error;
    }
  }

  /**
   * The stream revision each file's change is based on. Each asset's stream must still hold what the
   * working tree showed when the request was planned; otherwise 409 and nothing is written.
   */
  async baseRevisions(files: FrontendFile[]): Promise<Map<string, number>> {
    const bases = await Promise.all(
      files.map(async (file) => {
        const state = await this.assetState(file.id);
        if (state.status !== 'present' || !sameFile(frontendFileOf(file.id, state.current.data), file)) {
          throw new DomainError('frontend.file_changed', { fileId: file.id });
        }
        return [file.id, state.revision] as const;
      }),
    );
    return new Map(bases);
  }

  /**
   * A new file's id is derived from its project and name, so two requests creating the same name at
   * once collide: the second is refused ('File {name} already exists'). A name used before (its asset
   * since deleted or renamed) gets a random id.
   */
  async createFile(gameId: string, content: FrontendFileContent, actor: AssetActor, context: CommandContext): Promise<AssetWriteResult> {
    const assetId = this.newFileId(content.frontend_id, content.filename);
    try {
      return await this.commands.execute(createAsset(gameId, 'frontend_file', content, actor, context, { assetId }));
    } catch (error) {
      if (!isDomainError(error, 'asset.already_exists')) throw error;
      const state = await this.assetState(assetId);
      const data = state.status === 'present' ? state.current.data : null;
      if (data?.frontend_id === content.frontend_id && data?.filename === content.filename) throw new DomainError('frontend.file_exists', { filename: content.filename });
      return this.commands.execute(createAsset(gameId, 'frontend_file', content, actor, context));
    }
  }

  private async assetState(assetId: string) {
    return (await this.runner.read(assetDecider, assetStreamId(assetId))).state;
  }

  /** The whole new content, written only if the file is still at `revision`. */
  editFile(gameId: string, fileId: string, content: FrontendFileContent, revision: number, user: ActiveUser, context: CommandContext) {
    return this.commands.execute(editAsset({ assetId: fileId, gameId }, { content }, userActor(user), context, { expectedRevision: revision }));
  }

  /** A soft delete (history stays; undo restores it), only if the file is still at `revision`. */
  deleteFile(gameId: string, fileId: string, revision: number, user: ActiveUser, context: CommandContext) {
    return this.commands.execute(deleteAsset({ assetId: fileId, gameId }, userActor(user), context, { expectedRevision: revision }));
  }

  /**
   * The named files of this game (any of its projects), in the order named, duplicates once. Any id that
   * is not a present frontend file of the game → 404, before anything is written.
   */
  async presentFiles(gameId: string, fileIds: string[]): Promise<{ frontendId: string; file: FrontendFile }[]> {
    const ids = [...new Set(fileIds.map((id) => id.toLowerCase()))];
    const { db } = await this.reads.at(VERSIONING, 'committed');
    const byId = new Map((await presentFrontendFiles(db, gameId, ids)).map((found) => [found.file.id, found]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw new DomainError('frontend.file_not_found', { fileIds: missing });
    return ids.map((id) => byId.get(id)!);
  }

  contentOf(frontendId: string, file: Omit<FrontendFile, 'id'>): FrontendFileContent {
    return frontendFileContent(frontendId, file);
  }
}

/** A write's file as answered: its content now, or null when it no longer exists. */
export const fileOfResult = (result: AssetWriteResult): FrontendFile | null =>
  result.state.status === 'present' ? frontendFileOf(result.assetId, result.state.current.data) : null;
