import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { editedToolContent, newToolContent, toolContentOf, type ToolInput } from '@tempest/domain';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { userActor } from '../../assets/asset-actor.js';
import { createAsset, deleteAsset, editAsset } from '../../assets/execute-asset-command.js';
import { commandContext } from '../../common/actor.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { MechanicAssets, mechanicTarget, snapshotOf, statusOf, type StatusAnswer } from '../mechanic-assets.js';
import type { ToolAnswer } from '@tempest/contracts';
import { toolOf, type Tool } from './tool.view.js';
import { DeleteToolDto, SaveToolDto } from './tools.dto.js';

export type SaveToolAnswer = ToolAnswer;

/** A game's tools: function schemas its prompts can call (docs/api-assets.md "Tools"). */
@ApiTags('tools')
@Controller('create/mechanic')
@UseGuards(AuthGuard)
export class ToolsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly assets: MechanicAssets,
  ) {}

  @Get('load-tools/:gameId')
  @ApiOkResponse({ description: '{ data: { <id>: Tool } }' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async list(@Param('gameId', gameIdPipe) gameId: string, @CurrentUser() user: ActiveUser): Promise<{ data: Record<string, Tool> }> {
    const tools = (await this.assets.list(gameId, 'tool', user)).map(toolOf);
    return { data: Object.fromEntries(tools.map((t) => [t.id, t])) };
  }

  @Post('save-tool/:gameId')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'success', data: Tool, position } — created (no id) or updated" })
  @ApiBadRequestResponse({ description: 'Bad fields (unknown type, duplicate name, enum without values), a schema that is not an object' })
  @ApiNotFoundResponse({ description: 'No such game, or no tool with this id in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async save(@Param('gameId', gameIdPipe) gameId: string, @Body() body: SaveToolDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<SaveToolAnswer> {
    // With an id: that tool, its given fields replaced; without: a new tool. The schema follows the fields.
    const { id, name, description, fields, subStructures, schema, openai_format } = body;
    const input: ToolInput = { name, description, fields, subStructures, schema, openai_format };
    const [actor, context] = [userActor(user), commandContext(request)];
    const command = id
      ? editAsset(mechanicTarget('tool', id, gameId), (s) => ({ content: editedToolContent(toolContentOf(s.current.data ?? {}), input) }), actor, context)
      : createAsset(gameId, 'tool', newToolContent(input), actor, context);
    const result = await this.commands.execute(command);
    return { status: 'success', data: toolOf(snapshotOf(result)), position: result.position };
  }

  @Post('delete-tool/:gameId')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'success', position }" })
  @ApiNotFoundResponse({ description: 'No such game, or no such tool in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async delete(@Param('gameId', gameIdPipe) gameId: string, @Body() body: DeleteToolDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<StatusAnswer> {
    return statusOf(await this.commands.execute(deleteAsset(mechanicTarget('tool', body.id, gameId), userActor(user), commandContext(request))));
  }
}
