import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiConsumes, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { checkScriptCode, newScriptContent, normalizeScriptName, parsedContentPatch, SCRIPT_CONTENT_MAX, scriptContentOf, type ScriptContent } from '@tempest/domain';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { userActor } from '../../assets/asset-actor.js';
import { createAsset, deleteAsset, editAsset, type AssetWriteResult } from '../../assets/execute-asset-command.js';
import { commandContext } from '../../common/actor.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { MechanicAssets, mechanicTarget, snapshotOf, statusOf, type StatusAnswer } from '../mechanic-assets.js';
import { scriptIdPipe } from '../mechanic-params.js';
import { ParseScript } from './parse-script.js';
import { scriptOf, type ParseScriptAnswer, type ScriptAnswer, type ScriptContentAnswer, type ScriptsAnswer } from './script.view.js';
import { CloneScriptDto, CreateScriptDto, ParseScriptDto, RenameScriptDto, RetrieveScriptsDto, SaveRawScriptDto, UpdateParsedScriptDto } from './scripts.dto.js';

const answer = (result: AssetWriteResult): ScriptAnswer => ({ script: scriptOf(snapshotOf(result)), position: result.position });

/** A game's Python scripts (docs/api-assets.md "Scripts"). */
@ApiTags('scripts')
@Controller('create/mechanic')
@UseGuards(AuthGuard)
export class ScriptsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly assets: MechanicAssets,
    private readonly parseScript: ParseScript,
  ) {}

  @Post('retrieve-custom-scripts/:gameId')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ scripts: Script[] } — all of the game (scriptIds empty) or the named ones' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async retrieve(@Param('gameId', gameIdPipe) gameId: string, @Body() body: RetrieveScriptsDto, @CurrentUser() user: ActiveUser): Promise<ScriptsAnswer> {
    // Every present script (oldest first), or the named ones in the order named; unknown ids are left out.
    const scripts = (await this.assets.list(gameId, 'script', user)).map(scriptOf);
    if (!body.scriptIds?.length) return { scripts };
    const byId = new Map(scripts.map((s) => [s.id, s]));
    return { scripts: [...new Set(body.scriptIds.map((id) => id.toLowerCase()))].flatMap((id) => byId.get(id) ?? []) };
  }

  @Get('get-script-content/:scriptId')
  @ApiOkResponse({ description: '{ script }' })
  @ApiNotFoundResponse({ description: 'No such script (or it was deleted)' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async get(@Param('scriptId', scriptIdPipe) scriptId: string, @CurrentUser() user: ActiveUser): Promise<ScriptContentAnswer> {
    return { script: scriptOf(await this.assets.locate(user, 'script', scriptId)) };
  }

  @Post('create-custom-script/:gameId')
  @HttpCode(201)
  @ApiCreatedResponse({ description: '{ script, position }' })
  @ApiBadRequestResponse({ description: 'An empty or too long name, content too long, an unknown field' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async create(@Param('gameId', gameIdPipe) gameId: string, @Body() body: CreateScriptDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<ScriptAnswer> {
    return answer(await this.commands.execute(createAsset(gameId, 'script', newScriptContent(body), userActor(user), commandContext(request))));
  }

  @Post('clone-custom-script/:gameId')
  @HttpCode(201)
  @ApiCreatedResponse({ description: '{ script, position } — the copy' })
  @ApiNotFoundResponse({ description: 'No such game, or no such script in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async clone(@Param('gameId', gameIdPipe) gameId: string, @Body() body: CloneScriptDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<ScriptAnswer> {
    const source = scriptContentOf((await this.assets.locate(user, 'script', body.script_id, gameId)).data);
    const name = normalizeScriptName(body.name);
    // The copied parse results describe the copied code, which is the clone's first revision (0).
    const content: ScriptContent = { ...source, name, parsed_revision: source.parsed_revision === null ? null : 0 };
    return answer(await this.commands.execute(createAsset(gameId, 'script', content, userActor(user), commandContext(request))));
  }

  @Post('rename-script/:gameId/:scriptId')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ script, position }' })
  @ApiNotFoundResponse({ description: 'No such game, or no such script in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async rename(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('scriptId', scriptIdPipe) scriptId: string,
    @Body() body: RenameScriptDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ): Promise<ScriptAnswer> {
    const change = () => ({ patch: { name: normalizeScriptName(body.name) } });
    return answer(await this.commands.execute(editAsset(mechanicTarget('script', scriptId, gameId), change, userActor(user), commandContext(request))));
  }

  @Post('scripts/:scriptId/save_raw')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ script, position }' })
  @ApiNotFoundResponse({ description: 'No such script' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async saveRaw(@Param('scriptId', scriptIdPipe) scriptId: string, @Body() body: SaveRawScriptDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<ScriptAnswer> {
    // The code as typed, not parsed: the parse results stay, and `parsed_revision` tells their age.
    const change = () => ({ patch: { content: checkScriptCode(body.raw_code, 'raw_code') } });
    return answer(await this.commands.execute(editAsset(mechanicTarget('script', scriptId), change, userActor(user), commandContext(request))));
  }

  @Post('update-parsed-script/:scriptId')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ script, position }' })
  @ApiNotFoundResponse({ description: 'No such script' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async updateParsed(@Param('scriptId', scriptIdPipe) scriptId: string, @Body() body: UpdateParsedScriptDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<ScriptAnswer> {
    // Replaces the module blocks and/or script components given (e.g. edited descriptions); nothing else.
    const change = () => ({ patch: parsedContentPatch(body.parsed_content) });
    return answer(await this.commands.execute(editAsset(mechanicTarget('script', scriptId), change, userActor(user), commandContext(request))));
  }

  // The web app posts a form; urlencoded and JSON bodies are read by the app-wide body parsers,
  // multipart/form-data (fields only, no files) here. Four bytes per character bound the UTF-8 size.
  @Post('parse-script')
  @HttpCode(200)
  @UseInterceptors(NoFilesInterceptor({ limits: { fields: 10, fieldSize: SCRIPT_CONTENT_MAX * 4, parts: 10 } }))
  @ApiConsumes('multipart/form-data', 'application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ description: "{ status: 'success' | 'error', script, module_blocks, script_components, validation_errors, position }" })
  @ApiNotFoundResponse({ description: 'No such script (or game_key names another game)' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  parse(@Body() body: ParseScriptDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<ParseScriptAnswer> {
    return this.parseScript.run({ scriptId: body.script_id, gameKey: body.game_key ?? null, code: body.script_content, actor: userActor(user), context: commandContext(request) });
  }

  @Post('delete-custom-script/:gameId/:scriptId')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'success', position }" })
  @ApiNotFoundResponse({ description: 'No such game, or no such script in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async delete(@Param('gameId', gameIdPipe) gameId: string, @Param('scriptId', scriptIdPipe) scriptId: string, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<StatusAnswer> {
    // A soft delete: the script leaves the working tree, its history stays (undo restores it).
    return statusOf(await this.commands.execute(deleteAsset(mechanicTarget('script', scriptId, gameId), userActor(user), commandContext(request))));
  }
}
