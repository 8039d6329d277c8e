import { useCallback, useState } from 'react';
import { Alert, Button, Card, Group, List, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ProjectionInfo } from '@tempest/contracts';
import { errorMessage } from '../../api/apiError';
import { useCurrentUser } from '../account/hooks/useCurrentUser';
import { RebuildProgress } from './components/RebuildProgress';
import { useGetProjectionsQuery, useGetRebuildEstimateQuery, useStartRebuildMutation } from './replayApi';
import { STATE_LABEL, estimateDetail, estimateLine, lagLabel, rebuildOutcome } from './replayFormat';

const STAFF_ONLY = 'Only staff can rebuild a projection.';
/** How often the list is read with nothing pushed: a processor that stopped sends nothing, but its lag grows. */
const STOPPED_CHECK_MS = 30_000;
/** The swap's rule (libs/projections/src/engine/rebuild.ts, trySwap): never back in time. */
const SWAP_RULE = 'The rebuilt tables replace the live ones only once they have caught up with them; until then the live tables keep serving.';

/**
 * The projections (read models) with their position and lag; staff rebuild one from the first event while the
 * studio keeps serving, and watch it to the end (docs/api-replay.md). Analysts see the buttons disabled, and why.
 */
export function RebuildPanel() {
  const { user } = useCurrentUser();
  // Pushed: read again when processors move (replayApi); the slow poll only notices one that stopped moving.
  const { data: projections, error, refetch } = useGetProjectionsQuery(undefined, { pollingInterval: STOPPED_CHECK_MS });
  const [start] = useStartRebuildMutation();
  const [watching, setWatching] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [asking, setAsking] = useState<ProjectionInfo | null>(null);

  const rebuild = async (name: string) => {
    setRefused(null);
    const result = await start(name);
    if ('error' in result) return setRefused(errorMessage(result.error));
    setWatching((w) => ({ ...w, [name]: result.data.id }));
  };
  const onEnded = useCallback(() => void refetch(), [refetch]);

  if (error) return <Alert color="red" title="Projections unavailable">{errorMessage(error)}</Alert>;
  return (
    <Stack gap="sm" data-testid="rebuild-panel">
      <Text size="sm" c="dimmed">
        A rebuild replays every event into fresh tables beside the live ones, then swaps them in; the studio keeps serving meanwhile.
      </Text>
      <Text size="sm" c="dimmed" data-testid="rebuild-swap-rule">{SWAP_RULE}</Text>
      {!user.isStaff && <Alert color="gray" variant="light" data-testid="rebuild-staff-only">{STAFF_ONLY} You can watch them here.</Alert>}
      {refused && <Alert color="orange" variant="light" withCloseButton onClose={() => setRefused(null)} data-testid="rebuild-refused">{refused}</Alert>}
      {(projections ?? []).map((p) => (
        <ProjectionCard key={p.name} projection={p} isStaff={user.isStaff} watching={watching[p.name] ?? runningId(p)} onRebuild={() => setAsking(p)} onEnded={onEnded} />
      ))}
      <RebuildConfirm projection={asking} onCancel={() => setAsking(null)} onConfirm={(name) => { setAsking(null); void rebuild(name); }} />
    </Stack>
  );
}

type RebuildConfirmProps = { projection: ProjectionInfo | null; onCancel: () => void; onConfirm: (name: string) => void };

/** Before a rebuild starts: the dry-run estimate (what it reads, for how long), what it does, and the swap's rule. */
function RebuildConfirm({ projection: p, onCancel, onConfirm }: RebuildConfirmProps) {
  const { data: estimate, error, isFetching } = useGetRebuildEstimateQuery(p?.name ?? '', { skip: p === null, refetchOnMountOrArgChange: true });
  const detail = estimate && estimateDetail(estimate);
  return (
    <Modal opened={p !== null} onClose={onCancel} title={p ? `Rebuild ${p.name}?` : ''} size="md" centered data-testid="rebuild-confirm">
      {p && (
        <Stack gap="sm">
          <Text size="sm" fw={500} data-testid="rebuild-estimate">
            {error ? `No estimate: ${errorMessage(error)}` : estimate && !isFetching ? `${estimateLine(estimate)}.` : 'Counting the events to read…'}
          </Text>
          <List size="sm" spacing={4}>
            {detail && <List.Item data-testid="rebuild-estimate-detail">{detail}</List.Item>}
            <List.Item>Every event of the log is replayed into fresh tables beside the live ones, their indexes built, then they replace the live tables.</List.Item>
            <List.Item>{SWAP_RULE} You can cancel until the swap.</List.Item>
          </List>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel}>Cancel</Button>
            <Button color="orange" onClick={() => onConfirm(p.name)} data-testid="rebuild-confirm-yes">Rebuild {p.name}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

const runningId = (p: ProjectionInfo): string | undefined => (p.last_rebuild?.status === 'running' ? p.last_rebuild.id : undefined);

type ProjectionCardProps = { projection: ProjectionInfo; isStaff: boolean; watching: string | undefined; onRebuild: () => void; onEnded: () => void };

function ProjectionCard({ projection: p, isStaff, watching, onRebuild, onEnded }: ProjectionCardProps) {
  const running = watching !== undefined && p.last_rebuild?.id === watching ? p.last_rebuild.status === 'running' : watching !== undefined;
  return (
    <Card withBorder padding="sm" radius="md" data-testid={`projection-${p.name}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Title order={4} fz="md">{p.name}</Title>
          <Text size="xs" c="dimmed" title={p.checkpoint ? `Checkpoint at position ${p.checkpoint} of the event log` : 'No checkpoint yet'} data-testid="projection-state">
            {STATE_LABEL[p.state]} · {lagLabel(p.lag_events, p.lag_ms)}
          </Text>
        </div>
        <Tooltip label={STAFF_ONLY} disabled={isStaff}>
          <span>
            <Button size="xs" leftSection={<IconRefresh size={14} />} disabled={!isStaff || running} onClick={onRebuild} data-testid={`rebuild-${p.name}`}>
              Rebuild
            </Button>
          </span>
        </Tooltip>
      </Group>
      {watching ? (
        <div style={{ marginTop: 8 }}><RebuildProgress rebuildId={watching} canCancel={isStaff} onEnded={onEnded} /></div>
      ) : (
        p.last_rebuild && <Text size="xs" c="dimmed" mt={4}>Last rebuild {new Date(p.last_rebuild.started_at).toLocaleString()}: {rebuildOutcome(p.last_rebuild)}</Text>
      )}
    </Card>
  );
}
