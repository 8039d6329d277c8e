import { Inject, Injectable } from '@nestjs/common';
import { offlineTurn, type OfflineEvent } from '@tempest/offline-model';
import type { AppConfig } from '../../config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import type { AgentStreamEvent, AgentTurnRequest } from './agent-events.js';
import { ZERO_USAGE } from './token-usage.js';

// The offline model's events are the gateway's (checked here at compile time): the runtime records them alike.
const asGatewayEvent = (event: OfflineEvent): AgentStreamEvent => event;

/**
 * `tempest-offline` behind the gateway's port: the offline model (libs/offline-model) reads the turn as the
 * studio holds it (`request.studio`) and calls the turn's tools by name, as a provider's model would.
 */
@Injectable()
export class OfflineModelProvider {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'offlineAgentPaceMs'>) {}

  async *streamAgentTurn(request: AgentTurnRequest): AsyncGenerator<AgentStreamEvent> {
    const { studio } = request;
    if (!studio) {
      const message = `Model '${request.modelId}' reads the studio's turn, and this request has none`;
      yield { type: 'finish', reason: 'error', usage: ZERO_USAGE, error: { code: 'model.offline', message } };
      return;
    }
    const tools = new Map((request.tools ?? []).map((tool) => [tool.name, tool]));
    const abortSignal = request.abortSignal ?? new AbortController().signal;
    const brief = await studio.brief();
    const turn = offlineTurn({
      ...brief,
      runTool: async (name, input) => {
        const tool = tools.get(name);
        if (!tool) throw new Error(`The offline model called '${name}', which is not a tool of this turn`);
        return tool.execute(input, { abortSignal });
      },
      renameGame: studio.renameGame,
      abortSignal,
      paceMs: this.config.offlineAgentPaceMs,
      experienceLevel: studio.experienceLevel,
    });
    for await (const event of turn) yield asGatewayEvent(event);
  }
}
