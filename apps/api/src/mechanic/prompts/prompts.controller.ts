import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { editedPromptContent, newPromptContent, promptContentOf } from '@tempest/domain';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { userActor } from '../../assets/asset-actor.js';
import { createAsset, deleteAsset, editAsset, type AssetWriteResult } from '../../assets/execute-asset-command.js';
import { commandContext } from '../../common/actor.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { MechanicAssets, mechanicTarget, snapshotOf, statusOf, type StatusAnswer } from '../mechanic-assets.js';
import { promptOf, type Prompt, type PromptAnswer } from './prompt.view.js';
import { DeletePromptDto, EditPromptDto, PromptFieldsDto } from './prompts.dto.js';

const answer = (result: AssetWriteResult): PromptAnswer => ({ data: promptOf(snapshotOf(result)), position: result.position });

/** A game's prompt library (docs/api-assets.md "Prompts"). */
@ApiTags('prompts')
@Controller('create/mechanic')
@UseGuards(AuthGuard)
export class PromptsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly assets: MechanicAssets,
  ) {}

  @Get('get-all-prompt-libraries/:gameId')
  @ApiOkResponse({ description: '{ data: { <id>: Prompt } }' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async list(@Param('gameId', gameIdPipe) gameId: string, @CurrentUser() user: ActiveUser): Promise<{ data: Record<string, Prompt> }> {
    const prompts = (await this.assets.list(gameId, 'prompt', user)).map(promptOf);
    return { data: Object.fromEntries(prompts.map((p) => [p.id, p])) };
  }

  @Post('create-prompt-library-object/:gameId')
  @HttpCode(201)
  @ApiCreatedResponse({ description: '{ data: Prompt, position }' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async create(@Param('gameId', gameIdPipe) gameId: string, @Body() body: PromptFieldsDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return answer(await this.commands.execute(createAsset(gameId, 'prompt', newPromptContent(body), userActor(user), commandContext(request))));
  }

  @Post('edit-prompt-library-object/:gameId')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ data: Prompt, position }' })
  @ApiNotFoundResponse({ description: 'No such game, or no such prompt in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async edit(@Param('gameId', gameIdPipe) gameId: string, @Body() body: EditPromptDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    // Only the fields given change; the variables are computed again from the content.
    const { id, ...input } = body;
    const command = editAsset(mechanicTarget('prompt', id, gameId), (s) => ({ content: editedPromptContent(promptContentOf(s.current.data ?? {}), input) }), userActor(user), commandContext(request));
    return answer(await this.commands.execute(command));
  }

  @Post('delete-prompt-library-object/:gameId')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'success', position }" })
  @ApiNotFoundResponse({ description: 'No such game, or no such prompt in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async delete(@Param('gameId', gameIdPipe) gameId: string, @Body() body: DeletePromptDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<StatusAnswer> {
    return statusOf(await this.commands.execute(deleteAsset(mechanicTarget('prompt', body.object_id, gameId), userActor(user), commandContext(request))));
  }
}
