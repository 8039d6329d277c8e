import type { ComponentType } from 'react';
import { IconChartBar, IconFileExport, IconHistory, IconListSearch, IconRefresh } from '@tabler/icons-react';
import { RebuildPanel } from '../features/replay/RebuildPanel';
import { TimeTravelPanel } from '../features/replay/TimeTravelPanel';
import { ChartsTab } from '../features/audit/charts/ChartsTab';
import { EventsTab } from '../features/analytics/components/EventsTab';
import { ExportsTab } from '../features/analytics/components/ExportsTab';

/** One tab of /analytics: `value` is its name in the URL (`?tab=events`). */
export type AnalyticsTab = { value: string; label: string; icon: ComponentType<{ size?: number }>; Component: ComponentType };

/**
 * The tabs of the analytics page, in order; the page renders whatever is listed.
 */
export const ANALYTICS_TABS: AnalyticsTab[] = [
  { value: 'events', label: 'Events', icon: IconListSearch, Component: EventsTab },
  { value: 'exports', label: 'Exports', icon: IconFileExport, Component: ExportsTab },
  { value: 'time-travel', label: 'Time travel', icon: IconHistory, Component: TimeTravelPanel },
  { value: 'charts', label: 'Charts', icon: IconChartBar, Component: ChartsTab },
  { value: 'rebuild', label: 'Rebuild', icon: IconRefresh, Component: RebuildPanel },
];
