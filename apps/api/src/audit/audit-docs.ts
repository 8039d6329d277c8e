import { ApiQuery } from '@nestjs/swagger';
import { CHANGES_PAGE_MAX } from './audit-params.js';

const FILTER_DOCS = {
  game_id: 'a game (UUID)',
  user_id: 'the acting user (UUID)',
  actor_kind: 'user, agent or system',
  model: 'the model an agent acted with',
  agent_session_id: 'the agent conversation (UUID)',
  asset_type: 'script, logic_file, entity, prompt, tool, frontend_file, component or frontend',
  event_type: 'event types, repeated or comma-separated',
  from: 'ISO time, inclusive',
  to: 'ISO time, exclusive',
  q: 'text in the subject name or the summary (case-insensitive)',
} as const;

type MethodDecorator = (target: object, key: string | symbol, descriptor: PropertyDescriptor) => void;

/** The filter parameters in the OpenAPI document (they join the generated fuzz and authorization suites). */
export const ChangeFilters =
  (except: readonly string[] = []): MethodDecorator =>
  (target, key, descriptor) => {
    for (const [name, description] of Object.entries(FILTER_DOCS)) if (!except.includes(name)) ApiQuery({ name, required: false, description })(target, key, descriptor);
  };

export const ChangePaging = (): MethodDecorator => (target, key, descriptor) => {
  ApiQuery({ name: 'before', required: false, description: 'a position: the changes before it (the previous answer’s next_before)' })(target, key, descriptor);
  ApiQuery({ name: 'limit', required: false, description: `1–${CHANGES_PAGE_MAX}, default 50` })(target, key, descriptor);
};
