import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { STAFF_ROOM } from '@tempest/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { preloadDiffView } from '../../../components/DiffView/DiffView';
import { useGetChangesInfiniteQuery, useGetChangeSummaryQuery, useWatchChangeLogQuery } from '../auditApi';
import { FILTER_KEYS, namesOf, paramsOf, withFilter, type FilterKey } from '../auditFilters';
import { AuditCharts } from '../charts/AuditCharts';
import { ChangeDetailDrawer } from './ChangeDetailDrawer';
import { ChangeFilters } from './ChangeFilters';
import { ChangeList } from './ChangeList';
import { ChangeSummaryCards } from './ChangeSummaryCards';

const CHANGE_PARAM = 'change';

/** /staff/changes: every change, newest first, filtered by the URL, with summaries, charts and each change's detail. */
export function ChangeLogView() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const params = useMemo(() => paramsOf(new URLSearchParams(key)), [key]);
  const summary = useGetChangeSummaryQuery(params);
  const { data: tick = 0 } = useWatchChangeLogQuery(STAFF_ROOM);
  const [chartsOpen, setChartsOpen] = useState(false);
  const selected = search.get(CHANGE_PARAM);
  const { refetch: refetchSummary } = summary;

  // A change's diff needs Monaco: fetched while the reader looks at the list, not after they open a change.
  useEffect(preloadDiffView, []);

  useEffect(() => {
    if (tick > 1) void refetchSummary();
  }, [tick, refetchSummary]);

  const setFilter = (name: FilterKey, value: string | null) => setSearch((s) => withFilter(s, name, value), { replace: true });
  const clear = () => setSearch((s) => {
    const next = new URLSearchParams(s);
    for (const k of FILTER_KEYS) next.delete(k);
    return next;
  }, { replace: true });
  const open = (position: string | null) => setSearch((s) => {
    const next = new URLSearchParams(s);
    if (position) next.set(CHANGE_PARAM, position);
    else next.delete(CHANGE_PARAM);
    return next;
  });
  const models = (summary.data?.by_model ?? []).flatMap((m) => (m.model ? [m.model] : []));
  // The list's own query (same argument, so the same cache entry): the chips name what the rows name.
  const listArg = useMemo(() => ({ gameId: null, params }), [params]);
  const { data: listed } = useGetChangesInfiniteQuery(listArg);
  const names = useMemo(() => namesOf(listed?.pages.flatMap((p) => p.changes) ?? []), [listed]);

  return (
    <Stack gap="md" py="lg" data-testid="staff-changes">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">Change log</Title>
          <Text c="dimmed" size="sm">Every change to every game and account, newest first. New changes appear as they happen.</Text>
        </div>
        <Button variant={chartsOpen ? 'light' : 'default'} leftSection={<IconChartBar size={16} />} onClick={() => setChartsOpen((o) => !o)}
          data-testid="toggle-charts">
          {chartsOpen ? 'Hide charts' : 'Show charts'}
        </Button>
      </Group>
      <ChangeSummaryCards summary={summary.data} />
      {chartsOpen && <AuditCharts from={params.from} to={params.to} />}
      <ChangeFilters params={params} models={models} names={names} onChange={setFilter} onClear={clear} />
      <ChangeList gameId={null} params={params} room={STAFF_ROOM} selected={selected} onOpen={open} />
      <ChangeDetailDrawer gameId={null} position={selected} onClose={() => open(null)}
        onFilter={(name, value) => setSearch((s) => {
          const next = withFilter(s, name, value);
          next.delete(CHANGE_PARAM);
          return next;
        })} />
    </Stack>
  );
}
