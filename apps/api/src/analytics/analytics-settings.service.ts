import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AnalyticsSettings } from '@tempest/contracts';
import type { EventMetadata, EventStore } from '@tempest/event-store';
import { EVENT_STORE } from '../infrastructure/tokens.js';

/** The stream of the analytics settings: each change is an event, so staff's switches are in the log (audited). */
export const ANALYTICS_SETTINGS_STREAM = 'settings-analytics';
export const ANALYTICS_SETTINGS_CHANGED = 'AnalyticsSettingsChanged';

export type AnalyticsSettingsChanged = { exports_enabled: boolean; by: string | null; at: string };

/** Reads and changes the analytics settings (docs/api-analytics.md, Settings); exports are on until staff turn them off. */
@Injectable()
export class AnalyticsSettingsService {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async read(): Promise<AnalyticsSettings> {
    const [last] = await this.store.readStream(ANALYTICS_SETTINGS_STREAM, { direction: 'backwards', maxCount: 1 });
    const data = last?.data as Partial<AnalyticsSettingsChanged> | undefined;
    return { exports_enabled: data?.exports_enabled ?? true };
  }

  /** Records the change (nothing when the setting already holds). */
  async change(settings: AnalyticsSettings, metadata: EventMetadata): Promise<AnalyticsSettings> {
    const current = await this.read();
    if (current.exports_enabled === settings.exports_enabled) return current;
    const data: AnalyticsSettingsChanged = { exports_enabled: settings.exports_enabled, by: metadata.actorId, at: metadata.timestamp };
    await this.store.append(ANALYTICS_SETTINGS_STREAM, [{ id: randomUUID(), type: ANALYTICS_SETTINGS_CHANGED, data, metadata }]);
    return { exports_enabled: settings.exports_enabled };
  }
}
