import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CodeAssistantAnswer } from '@tempest/contracts';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { AssetReader } from '../../assets/asset-reader.js';
import { commandContext } from '../../common/actor.js';
import { CodeAssistant } from './code-assistant.js';
import { SendMessageCodeAssistantDto } from './send-message-code-assistant.dto.js';

/** POST /create/mechanic/send-message-code-assistant/ → { response } (docs/api-agent.md). Cookie session; the game's creator or staff. */
@ApiTags('agent')
@Controller('create/mechanic')
@UseGuards(AuthGuard)
export class SendMessageCodeAssistantController {
  constructor(
    private readonly assistant: CodeAssistant,
    private readonly reader: AssetReader,
  ) {}

  @Post('send-message-code-assistant')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ response }' })
  async send(@Body() body: SendMessageCodeAssistantDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<CodeAssistantAnswer> {
    await this.reader.assertCanRead(body.game_id, user);
    const { metadata } = commandContext(request);
    const modelId = this.assistant.modelOf(user.preferences?.assistant_model);
    const response = await this.assistant.answer({ userId: user.userId, modelId, message: body.message, code: body.current_code, metadata });
    return { response };
  }
}
