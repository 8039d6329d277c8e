import type { ComponentType } from 'react';
import { IconChartBar, IconFileExport, IconListSearch } from '@tabler/icons-react';
import { ChartsTab } from './components/ChartsTab';
import { EventsTab } from './components/EventsTab';
import { ExportsTab } from './components/ExportsTab';

/** One tab of /analytics: `value` is its name in the URL (`?tab=events`). */
export type AnalyticsTab = { value: string; label: string; icon: ComponentType<{ size?: number }>; Component: ComponentType };

/**
 * The tabs of the analytics page, in order; the page renders whatever is listed. Slots other parts of
 * issue 16 fill here: "Rebuild" (RebuildPanel, staff), "Time travel" (TimeTravelPanel), "Charts" (AuditCharts).
 */
export const ANALYTICS_TABS: AnalyticsTab[] = [
  { value: 'events', label: 'Events', icon: IconListSearch, Component: EventsTab },
  { value: 'exports', label: 'Exports', icon: IconFileExport, Component: ExportsTab },
  // { value: 'rebuild', label: 'Rebuild', icon: IconRefresh, Component: RebuildPanel },
  // { value: 'time-travel', label: 'Time travel', icon: IconHistory, Component: TimeTravelPanel },
  { value: 'charts', label: 'Charts', icon: IconChartBar, Component: ChartsTab },
];
