import { isDeepStrictEqual } from 'node:util';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, userDecider, userStreamId, type ModelPreferences, type UserState } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { ApiError } from '../../common/api-error.js';
import { handleCommand } from '../../infrastructure/kernel.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { changePreferences, DEFAULT_MODEL_PREFERENCES, type ModelEnv } from '../model-catalogue.js';
import { MODEL_ENV } from '../model-env.js';
import { SetModelPreferencesCommand } from './set-model-preferences.command.js';

export const PREFERENCES_FAILED = 'Failed to update model preferences';

@CommandHandler(SetModelPreferencesCommand)
export class SetModelPreferencesHandler implements ICommandHandler<SetModelPreferencesCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MODEL_ENV) private readonly env: ModelEnv,
  ) {}

  /** The merge happens inside decide, on the state read for the append, so two concurrent changes both count. */
  async execute({ userId, changes, context }: SetModelPreferencesCommand): Promise<ModelPreferences> {
    let merged: ModelPreferences = DEFAULT_MODEL_PREFERENCES;
    const decide = (_: Record<string, unknown>, state: UserState) => {
      if (state.status !== 'active') throw new DomainError('user.not_found');
      const change = changePreferences(state.preferences, changes, this.env);
      if ('error' in change) throw new ApiError(400, change.error, PREFERENCES_FAILED, { field: change.field });
      merged = change.preferences;
      if (isDeepStrictEqual(merged, state.preferences ?? DEFAULT_MODEL_PREFERENCES)) return [];
      return userDecider.decide({ type: 'SetModelPreferences', data: { preferences: merged, now: context.now } }, state);
    };
    await handleCommand(this.store, { ...userDecider, decide }, userStreamId(userId), changes, { metadata: context.metadata });
    return merged;
  }
}
