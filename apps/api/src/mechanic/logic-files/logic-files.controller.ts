import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { editedLogicFileContent, logicFileContentOf, newLogicFileContent } from '@tempest/domain';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { userActor } from '../../assets/asset-actor.js';
import { createAsset, deleteAsset, editAsset, type AssetWriteResult } from '../../assets/execute-asset-command.js';
import { commandContext } from '../../common/actor.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { MechanicAssets, mechanicTarget, snapshotOf, statusOf, type StatusAnswer } from '../mechanic-assets.js';
import { logicFileIdPipe } from '../mechanic-params.js';
import { logicFileOf, type LogicFile, type LogicFileAnswer } from './logic-file.view.js';
import { CreateLogicFileDto, UpdateLogicFileDto } from './logic-files.dto.js';

const answer = (result: AssetWriteResult): LogicFileAnswer => ({ file: logicFileOf(snapshotOf(result)), position: result.position });

/** A game's logic files (docs/api-assets.md "Logic files"). */
@ApiTags('logic files')
@Controller('create/mechanic/logic-files')
@UseGuards(AuthGuard)
export class LogicFilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly assets: MechanicAssets,
  ) {}

  @Get(':gameId')
  @ApiOkResponse({ description: '{ files: LogicFile[] }, oldest first' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async list(@Param('gameId', gameIdPipe) gameId: string, @CurrentUser() user: ActiveUser): Promise<{ files: LogicFile[] }> {
    return { files: (await this.assets.list(gameId, 'logic_file', user)).map(logicFileOf) };
  }

  @Post(':gameId/create')
  @HttpCode(201)
  @ApiCreatedResponse({ description: '{ file, position }' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async create(@Param('gameId', gameIdPipe) gameId: string, @Body() body: CreateLogicFileDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return answer(await this.commands.execute(createAsset(gameId, 'logic_file', newLogicFileContent(body), userActor(user), commandContext(request))));
  }

  @Post(':gameId/:fileId/update')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ file, position }' })
  @ApiNotFoundResponse({ description: 'No such game, or no such logic file in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async update(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('fileId', logicFileIdPipe) fileId: string,
    @Body() body: UpdateLogicFileDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ) {
    // Only the fields given change.
    const change = (s: { current: { data: Record<string, unknown> | null } }) => ({ content: editedLogicFileContent(logicFileContentOf(s.current.data ?? {}), body) });
    return answer(await this.commands.execute(editAsset(mechanicTarget('logic_file', fileId, gameId), change, userActor(user), commandContext(request))));
  }

  @Post(':gameId/:fileId/delete')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'success', position }" })
  @ApiNotFoundResponse({ description: 'No such game, or no such logic file in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async delete(@Param('gameId', gameIdPipe) gameId: string, @Param('fileId', logicFileIdPipe) fileId: string, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<StatusAnswer> {
    return statusOf(await this.commands.execute(deleteAsset(mechanicTarget('logic_file', fileId, gameId), userActor(user), commandContext(request))));
  }
}
