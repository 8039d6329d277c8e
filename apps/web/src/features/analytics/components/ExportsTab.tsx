import { Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../account/hooks/useCurrentUser';
import { useGetAnalyticsSettingsQuery, useGetExportsQuery, useSetAnalyticsSettingsMutation } from '../analyticsApi';
import { ExportForm } from './ExportForm';
import { ExportJobRow } from './ExportJobRow';

/** While a job runs its row is polled every second; jobs run on the server, so leaving the page stops nothing. */
const POLL_MS = 1000;

function ExportsSwitch() {
  const { data } = useGetAnalyticsSettingsQuery();
  const [save, { isLoading }] = useSetAnalyticsSettingsMutation();
  return (
    <Switch
      label="Exports on (staff)"
      checked={data?.exports_enabled ?? true}
      disabled={!data || isLoading}
      onChange={(e) => void save({ exports_enabled: e.currentTarget.checked })}
      data-testid="exports-enabled"
    />
  );
}

export function ExportsTab() {
  const { user } = useCurrentUser();
  const { data: first } = useGetExportsQuery();
  const running = first?.exports.some((j) => j.status === 'queued' || j.status === 'running') ?? false;
  const { data } = useGetExportsQuery(undefined, { pollingInterval: running ? POLL_MS : 0, skipPollingIfUnfocused: false });
  const jobs = data?.exports ?? [];
  return (
    <Stack gap="md">
      <Card withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={3} size="h4" c="white">Export the filtered events</Title>
          {user.isStaff && <ExportsSwitch />}
        </Group>
        <ExportForm />
      </Card>
      <Title order={3} size="h4" c="white">Your exports</Title>
      {jobs.length === 0 && <Text c="dimmed" data-testid="no-exports">No exports yet. The whole filtered result is written, not just the page you see.</Text>}
      <Stack gap="sm" data-testid="export-jobs">
        {jobs.map((job) => (
          <ExportJobRow key={job.id} job={job} />
        ))}
      </Stack>
    </Stack>
  );
}
