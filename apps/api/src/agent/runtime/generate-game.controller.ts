import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { GenerateGameAnswer } from '@tempest/contracts';
import { GAME_DESCRIPTION_MAX, GAME_NAME_MAX } from '@tempest/domain';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { CreateGameCommand } from '../../games/game-commands.js';
import { TokenLedger } from '../../tokens/token-ledger.service.js';
import { analyzePrompt } from '@tempest/offline-model';
import { GenerateGameDto } from './agent.dto.js';
import { offlineInput } from './attachment-input.js';
import { parseContextItems } from './context-items.js';

/**
 * generate-game-from-prompt (docs/api-agent.md): creates the game (named from the prompt) for the agent to build;
 * the studio then opens an agent session with the prompt. 429 out_of_tokens when the user has none left.
 */
@ApiTags('agent')
@Controller('create/api/creation')
export class GenerateGameController {
  constructor(
    private readonly commands: CommandBus,
    private readonly ledger: TokenLedger,
  ) {}

  @Post('generate-game-from-prompt')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ gameId }' })
  async generate(@Body() body: GenerateGameDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<GenerateGameAnswer> {
    const { files } = parseContextItems(body.context_items);
    const context = commandContext(request);
    if ((await this.ledger.balanceOf(user.userId, context.metadata)) <= 0) throw this.ledger.outOfTokens();
    // Named as the offline agent will build it: text attachments describe the game too.
    const plan = analyzePrompt(offlineInput(body.prompt, files.map((file) => ({ ref: { id: file.id, type: 'file_upload', name: file.name }, file }))).text);
    const gameId = randomUUID();
    const name = plan.title.slice(0, GAME_NAME_MAX);
    const description = body.prompt.slice(0, GAME_DESCRIPTION_MAX);
    await this.commands.execute(new CreateGameCommand(gameId, name, description, { id: user.userId, name: user.username }, context));
    return { gameId };
  }
}
