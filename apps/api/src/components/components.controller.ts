import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError, entityContentOf, looksLikeUuid, type ActiveComponent, type ComponentChanges } from '@tempest/domain';
import type { ComponentAnswer, ComponentsAnswer, ComponentWriteAnswer } from '@tempest/contracts';
import { componentById, componentByName, COMPONENTS, componentsInScope, presentAssets, VERSIONING, type ProjectionEngine } from '@tempest/projections';
import { DecisionRunner } from '@tempest/event-store';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { commandContext } from '../common/actor.js';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { PROJECTION_ENGINE } from '../infrastructure/tokens.js';
import { readGameAccess } from '../assets/game-access.js';
import { mayTravel } from '../time-travel/moments.service.js';
import { ComponentCommandRunner } from './component-command-runner.js';
import { ComponentLookup } from './component-lookup.js';
import { ComponentMutationResult } from './component-mutation.result.js';
import { eitherOf, gameIdParam, minPositionParam } from './component-params.js';
import { componentViewOf } from './component-view.js';
import { CreateComponentDto, UpdateComponentDto } from './components.dto.js';


/** The changes a body asks for: a key that is absent changes nothing. */
const changesOf = (body: UpdateComponentDto): ComponentChanges => {
  const gameId = eitherOf<string | null>(body, 'game_id', 'gameId');
  const fieldSchema = eitherOf<Record<string, unknown>>(body, 'fieldSchema', 'field_schema');
  const changes: ComponentChanges = {};
  if (body.slug !== undefined) changes.slug = body.slug;
  if (body.name !== undefined) changes.name = body.name;
  if (body.aliases !== undefined) changes.aliases = body.aliases;
  if (body.category !== undefined) changes.category = body.category;
  if (fieldSchema !== undefined) changes.fieldSchema = fieldSchema;
  if (gameId !== undefined) changes.gameId = gameIdParam(gameId);
  return changes;
};

/**
 * The component registry (docs/api-components.md): global components (staff) and a game's own (its
 * creator or staff). Writes go to the component's stream through ComponentCommandRunner (only this
 * controller sends them, so no command bus); reads come from the `components` read model.
 */
@ApiTags('components')
@Controller('create/components')
export class ComponentsController {
  constructor(
    private readonly writes: ComponentCommandRunner,
    private readonly lookup: ComponentLookup,
    private readonly reads: ReadModels,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    private readonly runner: DecisionRunner,
  ) {}

  @Get()
  @ApiQuery({ name: 'game_id', required: false, description: "Also this game's components" })
  @ApiQuery({ name: 'minPosition', required: false, description: 'A position from a command response: answer once the registry includes that write (waits up to 5 s)' })
  @ApiOkResponse({ description: '{ components: Component[], position, caughtUp }' })
  @ApiNotFoundResponse({ description: "'Game not found': game_id names a game the caller may not read (its creator, staff and analysts may)" })
  async list(@Query('game_id') gameIdQuery: unknown, @Query('minPosition') minPositionQuery: unknown, @CurrentUser() user: ActiveUser | null): Promise<ComponentsAnswer> {
    // The global components, plus the game's with `game_id`; by slug, a game's before a global one of the same slug.
    const [gameId, minPosition] = [gameIdParam(gameIdQuery), minPositionParam(minPositionQuery)];
    if (gameId) await this.assertReadable(gameId, user);
    const { db, caughtUp } = await this.reads.at(COMPONENTS, minPosition);
    const position = await this.engine.checkpointOf(COMPONENTS);
    return { components: await componentsInScope(db, gameId), position, caughtUp };
  }

  @Get(':identifier')
  @ApiQuery({ name: 'game_id', required: false, description: "A game's component wins over a global one of the same slug" })
  @ApiQuery({ name: 'minPosition', required: false, description: 'A position from a command response (waits up to 5 s)' })
  @ApiOkResponse({ description: '{ component, position, caughtUp }; identifier = id, slug or alias, any case' })
  @ApiNotFoundResponse({ description: "No component has this id, slug or alias (a game's component: also to whoever may not read the game); 'Game not found' for a game_id the caller may not read" })
  async get(
    @Param('identifier') identifier: string,
    @Query('game_id') gameIdQuery: unknown,
    @Query('minPosition') minPositionQuery: unknown,
    @CurrentUser() user: ActiveUser | null,
  ): Promise<ComponentAnswer> {
    // By id in any scope; else by slug or alias, case-insensitively: the game's components first, then the
    // global ones, a slug before an alias — the order ComponentLookup follows.
    const [gameId, minPosition] = [gameIdParam(gameIdQuery), minPositionParam(minPositionQuery)];
    if (gameId) await this.assertReadable(gameId, user);
    const { db, caughtUp } = await this.reads.at(COMPONENTS, minPosition);
    const position = await this.engine.checkpointOf(COMPONENTS);
    const key = identifier.trim().toLowerCase();
    const component = looksLikeUuid(key) ? await componentById(db, key) : await componentByName(db, key, gameId);
    // A game's component found by its id: the same 404 as no component, unless the caller may read its game.
    if (!component || (component.gameId !== null && component.gameId !== gameId && !(await this.readable(component.gameId, user)))) {
      throw new DomainError('component.not_found', { identifier });
    }
    return { component, position, caughtUp };
  }

  /**
   * A game's components are part of its unpublished work: its creator, staff and analysts read them (the
   * rule of time travel, moments.service.ts); the play page never asks for them (docs/api-components.md, Reads).
   */
  private async readable(gameId: string, user: ActiveUser | null): Promise<boolean> {
    return mayTravel(await readGameAccess(this.runner, gameId), user);
  }

  private async assertReadable(gameId: string, user: ActiveUser | null): Promise<void> {
    if (!(await this.readable(gameId, user))) throw new DomainError('game.not_found', { gameId });
  }

  /** A global component (staff only), or one of a game (its creator or staff). */
  @Post('create')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ type: ComponentMutationResult })
  @ApiForbiddenResponse({ description: 'Global components: staff only; a game’s components: its creator or staff' })
  @ApiConflictResponse({ description: 'The slug (or an alias) is taken in this scope' })
  async create(@Body() body: CreateComponentDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<ComponentWriteAnswer> {
    const fieldSchema = eitherOf<Record<string, unknown>>(body, 'fieldSchema', 'field_schema');
    if (fieldSchema === undefined) {
      throw new DomainError('request.invalid', 'fieldSchema is required', [{ field: 'fieldSchema', messages: ['fieldSchema is required'] }]);
    }
    const gameId = gameIdParam(eitherOf(body, 'game_id', 'gameId'));
    const component = { gameId, slug: body.slug, name: body.name, aliases: body.aliases, category: body.category, fieldSchema };
    const [componentId, context] = [randomUUID(), commandContext(request)];
    const result = await this.writes.run(
      componentId,
      (facts) => ({ type: 'RegisterComponent', data: { componentId, ...component, actorId: user.userId, isStaff: user.isStaff, ...facts, now: context.now } }),
      context,
      { gameId },
    );
    return ComponentMutationResult.of(componentViewOf(result.after as ActiveComponent), result.position);
  }

  @Patch(':identifier/update')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiQuery({ name: 'game_id', required: false, description: "Look the identifier up in this game's components first" })
  @ApiOkResponse({ type: ComponentMutationResult })
  @ApiNotFoundResponse({ description: 'No component has this id, slug or alias' })
  @ApiForbiddenResponse({ description: 'Global components: staff only; a game’s components: its creator or staff' })
  @ApiConflictResponse({ description: 'The new slug (or an alias) is taken in this scope' })
  async update(
    @Param('identifier') identifier: string,
    @Query('game_id') gameIdQuery: unknown,
    @Body() body: UpdateComponentDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ): Promise<ComponentWriteAnswer> {
    const changes = changesOf(body);
    const componentId = await this.resolve(identifier, gameIdParam(gameIdQuery) ?? changes.gameId ?? null);
    const context = commandContext(request);
    const result = await this.writes.run(
      componentId,
      (facts) => ({ type: 'UpdateComponent', data: { componentId, changes, actorId: user.userId, isStaff: user.isStaff, ...facts, now: context.now } }),
      context,
    );
    return ComponentMutationResult.of(componentViewOf(result.after as ActiveComponent), result.position);
  }

  /**
   * A ComponentDeleted event (its history stays); answers the component as it was. A game's component that
   * entities of the game still hold (by slug or alias) is refused with 409 component.in_use.
   */
  @Delete(':identifier/delete')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiQuery({ name: 'game_id', required: false, description: "Look the identifier up in this game's components first" })
  @ApiOkResponse({ type: ComponentMutationResult, description: 'The component as it was, and the position of its deletion' })
  @ApiNotFoundResponse({ description: 'No component has this id, slug or alias' })
  @ApiForbiddenResponse({ description: 'Global components: staff only; a game’s components: its creator or staff' })
  @ApiConflictResponse({ description: 'component.in_use: entities of the game hold it (the message names them)' })
  async delete(@Param('identifier') identifier: string, @Query('game_id') gameIdQuery: unknown, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<ComponentWriteAnswer> {
    const componentId = await this.resolve(identifier, gameIdParam(gameIdQuery));
    const context = commandContext(request);
    const result = await this.writes.run(
      componentId,
      async (facts) => {
        const usedBy = await this.entitiesUsing(componentId);
        return { type: 'DeleteComponent', data: { componentId, usedBy, actorId: user.userId, isStaff: user.isStaff, ...facts, now: context.now } };
      },
      context,
    );
    return ComponentMutationResult.of(componentViewOf(result.before as ActiveComponent), result.position);
  }

  /**
   * The names of the entities of a game's component's game whose component_state has its slug or an alias
   * as a key (the working tree, read after its own writes); none for a global component.
   */
  private async entitiesUsing(componentId: string): Promise<string[]> {
    const component = await this.lookup.resolve(componentId, null);
    if (!component?.gameId) return [];
    const names = new Set([component.slug, ...component.aliases]);
    const entities = await presentAssets((await this.reads.at(VERSIONING, 'committed')).db, component.gameId, ['entity']);
    return entities
      .filter((e) => Object.keys(entityContentOf(e.data).component_state).some((key) => names.has(key)))
      .map((e) => entityContentOf(e.data).name);
  }

  /** Id, slug or alias, in `gameId`'s scope first, then the global one; else 404. */
  private async resolve(identifier: string, gameId: string | null): Promise<string> {
    const found = await this.lookup.resolve(identifier, gameId);
    if (!found) throw new DomainError('component.not_found', { identifier });
    return found.componentId;
  }
}
