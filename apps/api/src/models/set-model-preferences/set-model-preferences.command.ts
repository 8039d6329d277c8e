import { Command } from '@nestjs/cqrs';
import type { ModelPreferences } from '@tempest/domain';
import type { CommandContext } from '../../common/actor.js';

export class SetModelPreferencesCommand extends Command<ModelPreferences> {
  constructor(
    readonly userId: string,
    /** The slots to change, as sent (validated by the handler). */
    readonly changes: Record<string, unknown>,
    readonly context: CommandContext,
  ) {
    super();
  }
}
