import { useEffect } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { RebuildInfo } from '@tempest/contracts';
import { useCancelRebuildMutation, useGetRebuildQuery } from '../replayApi';
import { formatCount, formatEta, PHASE_LABEL, progressLine, rebuildOutcome } from '../replayFormat';

type RebuildProgressProps = { rebuildId: string; canCancel: boolean; onEnded: (rebuild: RebuildInfo) => void };

/**
 * A rebuild's progress, pushed over the socket while it runs (read once on open and after a reconnect): a bar,
 * the phase, events/s over the last seconds, the events left and the time left; then its result.
 */
export function RebuildProgress({ rebuildId, canCancel, onEnded }: RebuildProgressProps) {
  const { data: rebuild } = useGetRebuildQuery(rebuildId);
  const running = rebuild?.status === 'running';
  const [cancel, { isLoading: cancelling }] = useCancelRebuildMutation();
  useEffect(() => {
    if (rebuild && rebuild.status !== 'running') onEnded(rebuild);
  }, [rebuild, onEnded]);
  if (!rebuild) return <Text size="sm" c="dimmed">Starting…</Text>;
  const color = rebuild.status === 'failed' ? 'red' : rebuild.status === 'cancelled' ? 'gray' : rebuild.status === 'finished' ? 'teal' : 'storm';
  return (
    <Stack gap={4} data-testid="rebuild-progress" data-status={rebuild.status}>
      <Progress value={rebuild.percent} color={color} size="lg" striped={running} animated={running} aria-label={`Rebuild of ${rebuild.projection}: ${rebuild.percent} %`} />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={500} data-testid="rebuild-status">
          {running ? `${PHASE_LABEL[rebuild.phase ?? 'replaying']} · ${progressLine(rebuild)}` : rebuildOutcome(rebuild)}
        </Text>
        {running && (
          <Group gap="md" wrap="wrap">
            <Text size="sm" c="dimmed" data-testid="rebuild-rate">{formatCount(rebuild.events_per_second)} events/s</Text>
            <Text size="sm" c="dimmed" data-testid="rebuild-eta">{formatEta(rebuild.eta_seconds)} left</Text>
            <Text size="sm" c="dimmed" title={`Position ${rebuild.position} of ${rebuild.head_position} in the event log`} data-testid="rebuild-counts">
              {formatCount(rebuild.events_read)} events read · {formatCount(rebuild.events_applied)} applied
            </Text>
            {canCancel && (
              <Button size="compact-xs" variant="default" color="red" loading={cancelling} onClick={() => void cancel(rebuild.id)} data-testid="rebuild-cancel">
                Cancel
              </Button>
            )}
          </Group>
        )}
      </Group>
    </Stack>
  );
}
