import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  DomainError,
  assetDecider,
  assetStreamId,
  authorizeAsset,
  componentFieldDefaults,
  entityComponentEntry,
  entityContentOf,
  entityPatch,
  newEntityContent,
  normalizeEntityComponentState,
  normalizeFolderPath,
  type AssetActor,
  type AssetState,
  type FieldSchema,
  type KnownAsset,
} from '@tempest/domain';
import { DecisionRunner, WrongExpectedVersionError } from '@tempest/event-store';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { userActor } from '../assets/asset-actor.js';
import { AssetReader } from '../assets/asset-reader.js';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { presentAssets, VERSIONING } from '@tempest/projections';
import { createAsset, deleteAsset, editAsset, ExecuteAssetCommands, type AssetCommandFields, type AssetTarget, type AssetWriteResult } from '../assets/execute-asset-command.js';
import { readGameAccess } from '../assets/game-access.js';
import { commandContext, type CommandContext } from '../common/actor.js';
import { gameIdPipe } from '../common/uuid-pipe.js';
import { ComponentSource } from './component-source.js';
import { BulkAssignComponentDto, BulkMoveEntitiesDto, CreateEntityDto, MoveEntityDto, SetComponentStateDto, UpdateEntityDto } from './entities.dto.js';
import { entityIdPipe } from './entity-params.js';
import { entityOf, entityOfState, type EntitiesAnswer, type Entity, type EntityAnswer } from './entity.view.js';

export type DeleteEntityAnswer = { status: 'success'; id: string; position: string | null };

const entityTarget = (gameId: string, entityId: string): AssetTarget => ({
  assetId: entityId.toLowerCase(),
  gameId,
  types: ['entity'],
  notFound: (id) => new DomainError('entity.not_found', { entityIds: [id] }),
});

const answer = (result: AssetWriteResult): EntityAnswer => ({ entity: entityOfState(result.state as KnownAsset), position: result.position });

/** A game's entities, each an asset of type 'entity' (docs/api-assets.md "Entities"). */
@ApiTags('entities')
@Controller('create/entities')
@UseGuards(AuthGuard)
export class EntitiesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: AssetReader,
    private readonly reads: ReadModels,
    private readonly components: ComponentSource,
    private readonly runner: DecisionRunner,
  ) {}

  @Get(':gameId')
  @ApiOkResponse({ description: '{ entities: Entity[] }, oldest first' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async list(@Param('gameId', gameIdPipe) gameId: string, @CurrentUser() user: ActiveUser): Promise<{ entities: Entity[] }> {
    await this.reader.assertCanRead(gameId, user);
    return { entities: (await presentAssets((await this.reads.at(VERSIONING, 'committed')).db, gameId, ['entity'])).map(entityOf) };
  }

  @Post(':gameId/create_entity')
  @HttpCode(201)
  @ApiCreatedResponse({ description: '{ entity, position }' })
  @ApiBadRequestResponse({ description: 'An empty entity_type, a bad folder_path, trigger_state or component_state, an unknown field' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async create(@Param('gameId', gameIdPipe) gameId: string, @Body() body: CreateEntityDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return answer(await this.commands.execute(createAsset(gameId, 'entity', newEntityContent(body), userActor(user), commandContext(request))));
  }

  @Post(':gameId/update/:entityId')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ entity, position } — only the fields given change' })
  @ApiNotFoundResponse({ description: 'No such game, or no such entity in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async update(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('entityId', entityIdPipe) entityId: string,
    @Body() body: UpdateEntityDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ): Promise<EntityAnswer> {
    // A patch of the fields given, over the entity as its stream has it; nothing given changes nothing.
    return this.edit(gameId, entityId, (state) => ({ patch: entityPatch(body, entityContentOf(state.current.data)) }), request, user);
  }

  @Patch(':gameId/:entityId/move')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ entity, position }' })
  @ApiNotFoundResponse({ description: 'No such game, or no such entity in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async move(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('entityId', entityIdPipe) entityId: string,
    @Body() body: MoveEntityDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ): Promise<EntityAnswer> {
    return this.edit(gameId, entityId, () => ({ patch: { folder_path: normalizeFolderPath(body.folder_path) } }), request, user);
  }

  @Post(':gameId/component-state/:entityId')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ entity, position }' })
  @ApiNotFoundResponse({ description: 'No such game, or no such entity in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async setComponentState(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('entityId', entityIdPipe) entityId: string,
    @Body() body: SetComponentStateDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ): Promise<EntityAnswer> {
    // Replaces the entity's whole component_state.
    return this.edit(gameId, entityId, () => ({ patch: { component_state: normalizeEntityComponentState(body.component_state) } }), request, user);
  }

  @Delete(':gameId/delete/:entityId')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'success', id, position }" })
  @ApiNotFoundResponse({ description: 'No such game, or no such entity in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async delete(@Param('gameId', gameIdPipe) gameId: string, @Param('entityId', entityIdPipe) entityId: string, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<DeleteEntityAnswer> {
    // A soft delete (an AssetDeleted event): the entity leaves the working tree, its history stays.
    const result = await this.commands.execute(deleteAsset(entityTarget(gameId, entityId), userActor(user), commandContext(request)));
    return { status: 'success', id: entityId, position: result.position };
  }

  @Post(':gameId/bulk-move')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ entities, position }' })
  @ApiNotFoundResponse({ description: 'No such game, or an id that is not an entity of it (nothing is moved)' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async bulkMove(@Param('gameId', gameIdPipe) gameId: string, @Body() body: BulkMoveEntitiesDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<EntitiesAnswer> {
    const actor = userActor(user);
    const entities = await this.present(gameId, body.entity_ids, actor, () => normalizeFolderPath(body.folder_path));
    const folder_path = normalizeFolderPath(body.folder_path);
    return this.editEach(entities, () => ({ patch: { folder_path } }), actor, commandContext(request), false);
  }

  @Post(':gameId/component/bulk-assign')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ entities, position }' })
  @ApiNotFoundResponse({ description: 'No such game, an id that is not an entity of it, an unknown component or script (nothing is written)' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async bulkAssign(@Param('gameId', gameIdPipe) gameId: string, @Body() body: BulkAssignComponentDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<EntitiesAnswer> {
    // The component's fields get the schema defaults (null where none), then component_data on top
    // (docs/api-assets.md "Entities"). Entities and component are checked before anything is written; each
    // entity is then edited at the revision read, so a concurrent change to its component_state is a 409.
    const actor = userActor(user);
    const entities = await this.present(gameId, body.entity_ids, actor);
    const scriptId = body.script_id?.toLowerCase() ?? null;
    const component = await this.components.find(gameId, body.component_name, scriptId);
    const entry = entityComponentEntry(component.componentName, scriptId, componentFieldDefaults(component.fieldSchema as FieldSchema, body.component_data ?? {}));
    // Checked once up front, so a bad key or entry is a 400 before any write.
    normalizeEntityComponentState({ [component.key]: entry });
    const change = (state: KnownAsset) => ({ patch: { component_state: { ...entityContentOf(state.current.data).component_state, [component.key]: entry } } });
    return this.editEach(entities, change, actor, commandContext(request), true);
  }

  /** One entity's patch, decided on the entity as its stream has it. */
  private async edit(gameId: string, entityId: string, change: (state: KnownAsset) => { patch: Record<string, unknown> }, request: Request, user: ActiveUser): Promise<EntityAnswer> {
    return answer(await this.commands.execute(editAsset(entityTarget(gameId, entityId), change, userActor(user), commandContext(request))));
  }

  /**
   * The named entities of the game as their streams have them, in the order named (duplicates once), once
   * the actor may change the game and `check` passed; any id that is not a present entity of this game
   * (another game's, a script, a deleted one) → 404, before anything is written.
   */
  private async present(gameId: string, entityIds: string[], actor: AssetActor, check?: () => unknown): Promise<KnownAsset[]> {
    authorizeAsset(await readGameAccess(this.runner, gameId), gameId, actor);
    check?.();
    const ids = [...new Set(entityIds.map((id) => id.toLowerCase()))];
    const states = await Promise.all(ids.map(async (id) => (await this.runner.read(assetDecider, assetStreamId(id))).state));
    const missing = ids.filter((_, i) => {
      const s = states[i];
      return s.status !== 'present' || s.gameId !== gameId || s.assetType !== 'entity';
    });
    if (missing.length > 0) throw new DomainError('entity.not_found', { entityIds: missing });
    return states as KnownAsset[];
  }

  /**
   * One edit per entity (each its own stream), all in one append: every one is written or none (a refusal,
   * a conflict or a request over its byte budget writes nothing). `pinned`: each at the revision read, so a
   * change made in between is a 409.
   */
  private async editEach(entities: KnownAsset[], change: (state: KnownAsset) => { patch: Record<string, unknown> }, actor: AssetActor, context: CommandContext, pinned: boolean): Promise<EntitiesAnswer> {
    const read = new Map(entities.map((e) => [e.assetId, e.revision]));
    const changes = entities.map((entity) => ({
      target: entityTarget(entity.gameId, entity.assetId),
      build: (fields: AssetCommandFields, state: AssetState) => {
        if (pinned && state.status !== 'absent' && state.revision !== read.get(entity.assetId)) {
          throw new WrongExpectedVersionError(assetStreamId(entity.assetId), BigInt(read.get(entity.assetId)!), BigInt(state.revision));
        }
        return { type: 'EditAsset' as const, data: { ...fields, ...change(state as KnownAsset) } };
      },
    }));
    const outcomes = await this.commands.execute(new ExecuteAssetCommands(changes, actor, context, { atomic: true }));
    const answers = outcomes.map((o) => (o.status === 'fulfilled' ? answer(o.value) : null)).filter((a) => a !== null);
    return { entities: answers.map((a) => a.entity), position: answers.map((a) => a.position).filter((p) => p !== null).at(-1) ?? null };
  }

}
