import { Inject, Injectable } from '@nestjs/common';
import type { EventMetadata } from '@tempest/event-store';
import { OFFLINE_CHAT_MODEL } from '../../models/model-catalogue.js';
import { TokenLedger } from '../../tokens/token-ledger.service.js';
import type { TurnUsage } from '../models/agent-events.js';
import { ModelGateway } from '../models/model-gateway.js';
import type { AppConfig } from '../../config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import { tokensCharged } from '../models/token-usage.js';
import { readSdkReadme } from '../runtime/system-prompt.js';
import { offlineAnswer } from './offline-answer.js';
import { DomainError } from '@tempest/domain';

/** The ledger's reason for what the code assistant consumes. */
export const CODE_ASSISTANT_REASON = 'Code assistant';

export type AssistantQuestion = { userId: string; modelId: string; message: string; code: string; metadata: EventMetadata };

/** Pure: the assistant's system prompt — the game's code model and the start of the SDK's README. */
export const codeAssistantSystemPrompt = (sdkReadme: string): string =>
  [
    "You are the code assistant of Tempest, a studio where creators build games. The creator asks about the code open in their editor: a Python script of the game (its top-level functions are game actions, called as action(state, **args), which change the state: entity id → components → fields) or a file of the game's React + TypeScript frontend, which imports only react and @tempest/game-sdk and dispatches the game actions.",
    'Answer briefly and concretely about this code. When you suggest a change, show only the lines that change. You cannot change files yourself; the creator can ask the agent chat to.',
    sdkReadme ? `The game SDK (@tempest/game-sdk), from its README:\n\n${sdkReadme.slice(0, 4_000)}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');

/** Pure: the user message the model gets — the question, then the code. */
export const codeAssistantMessage = (message: string, code: string): string =>
  code.trim() === '' ? `${message}\n\n(The editor is empty.)` : `${message}\n\nThe code in my editor:\n\`\`\`\n${code}\n\`\`\``;

/** Pure: the offline assistant's token estimate — a quarter of a token per character read and written, at least 1. */
export const offlineAssistantUsage = (message: string, code: string, answer: string): TurnUsage => {
  const inputTokens = Math.ceil((message.length + code.length) / 4);
  const outputTokens = Math.ceil(answer.length / 4);
  return { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens };
};

/**
 * send-message-code-assistant (docs/api-agent.md): one answer about the code in the editor, from the user's assistant
 * model (one non-streaming call) or the built-in offline assistant; the usage is consumed from the ledger.
 */
@Injectable()
export class CodeAssistant {
  private readonly system = codeAssistantSystemPrompt(readSdkReadme());

  constructor(
    private readonly gateway: ModelGateway,
    private readonly ledger: TokenLedger,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'offlineAgentTokensPerTurn'>,
  ) {}

  /** The user's assistant model when this server offers it, else the offline assistant. */
  modelOf(preferred: string | undefined): string {
    try {
      return this.gateway.resolve(preferred ?? OFFLINE_CHAT_MODEL).modelId;
    } catch {
      return OFFLINE_CHAT_MODEL;
    }
  }

  /** 429 out_of_tokens on an empty balance; a provider failure is 502 model.provider_error (its call still costs a token). */
  async answer(question: AssistantQuestion): Promise<string> {
    const { userId, modelId, message, code, metadata } = question;
    const balance = await this.ledger.balanceOf(userId, metadata);
    if (balance <= 0) throw this.ledger.outOfTokens();
    if (modelId === OFFLINE_CHAT_MODEL) {
      const response = offlineAnswer(message, code);
      await this.charge(question, offlineAssistantUsage(message, code, response), balance);
      return response;
    }
    const reply = await this.gateway.generateReply({ modelId, system: this.system, messages: [{ role: 'user', content: codeAssistantMessage(message, code) }] });
    await this.charge(question, reply.usage, balance);
    if (!reply.ok) {
      // The model was resolved above (modelOf), so not_configured only follows a change of the environment in between.
      const { code: failed, message: said } = reply.error;
      throw failed === 'model.not_configured' ? new DomainError(failed, { modelId }) : new DomainError(failed, said, { modelId });
    }
    return reply.text;
  }

  /** At most what is left, so an answer is never refused after it was made; a free answer (the offline model by default) writes nothing. */
  private async charge({ userId, modelId, metadata }: AssistantQuestion, usage: TurnUsage, balance: number): Promise<void> {
    const amount = Math.min(tokensCharged(modelId, usage, this.config.offlineAgentTokensPerTurn), balance);
    if (amount <= 0) return;
    await this.ledger.consume(userId, { model: modelId, inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, amount, reason: CODE_ASSISTANT_REASON }, { ...metadata, model: modelId });
  }
}
