import { ActionIcon, Badge, Button, Card, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import type { ExportJob } from '@tempest/contracts';
import { useDeleteExportMutation } from '../analyticsApi';
import { formatBytes, formatTime, FORMAT_LABELS } from '../explorerFormat';

const STATUS_COLORS = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red', cancelled: 'gray', expired: 'gray' } as const;

/** One export: its status, a progress bar, the row count, and the file once it is done. */
export function ExportJobRow({ job }: { job: ExportJob }) {
  const [remove, { isLoading: removing }] = useDeleteExportMutation();
  const active = job.status === 'queued' || job.status === 'running';
  const rows = job.rows_total === null ? `${job.rows_written.toLocaleString()} rows` : `${job.rows_written.toLocaleString()} of ${job.rows_total.toLocaleString()} rows`;
  return (
    <Card withBorder radius="md" p="sm" data-testid="export-job" data-status={job.status}>
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="wrap">
            <Badge color={STATUS_COLORS[job.status]} variant="light" data-testid="export-status">{job.status}</Badge>
            <Text size="sm" fw={600}>{FORMAT_LABELS[job.format]}{job.gzip ? ' · gzip' : ''}</Text>
            <Text size="xs" c="dimmed">{formatTime(job.created_at)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            {job.status === 'done' && (
              <Button component="a" href={`/api/analytics/exports/${job.id}/download`} download={job.file_name} size="xs" leftSection={<IconDownload size={14} />} data-testid="export-download">
                Download
              </Button>
            )}
            <Tooltip label={active ? 'Cancel and remove' : 'Remove'}>
              <ActionIcon variant="subtle" color="gray" loading={removing} onClick={() => void remove(job.id)} aria-label={active ? 'Cancel export' : 'Remove export'}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Progress value={job.progress * 100} animated={active} color={STATUS_COLORS[job.status]} size="sm" aria-label="Export progress" />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" data-testid="export-rows">{rows}</Text>
          <Text size="xs" c="dimmed">
            {job.status === 'done'
              ? `${job.file_name} · ${formatBytes(job.bytes)}${job.expires_at ? ` · kept until ${formatTime(job.expires_at)}` : ''}`
              : job.error ?? `${Math.round(job.progress * 100)}%`}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
