import { Alert, Badge, Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { IconFileExport, IconLock } from '@tabler/icons-react';
import type { ExportFormat } from '@tempest/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/apiError';
import { useCreateExportMutation, useGetAnalyticsSettingsQuery, useGetExportEstimateQuery } from '../analyticsApi';
import { exportFiltersOf } from '../explorerFilters';
import { estimateText, FORMAT_LABELS } from '../explorerFormat';

/** "Export this filter": the URL's filters, a format and gzip; the job then runs on the server. */
export function ExportForm() {
  const [params] = useSearchParams();
  const filters = exportFiltersOf(params);
  const [format, setFormat] = useState<ExportFormat>('jsonl');
  const [gzip, setGzip] = useState(false);
  const { data: settings } = useGetAnalyticsSettingsQuery();
  const [createExport, { isLoading, error }] = useCreateExportMutation();
  const off = settings?.exports_enabled === false;
  const shown = Object.entries(filters);
  const zipped = gzip && format !== 'parquet';
  // Before the export starts: how many events it will write and about how large its file will be.
  const estimate = useGetExportEstimateQuery({ filters, format, gzip: zipped }, { skip: off });

  return (
    <Stack gap="sm" data-testid="export-form">
      <Group gap={6} wrap="wrap">
        <Text size="sm" c="dimmed">Filter:</Text>
        {shown.length === 0 && <Badge variant="outline" color="gray">every event</Badge>}
        {shown.map(([key, value]) => (
          <Badge key={key} variant="light" tt="none" data-testid="export-filter">
            {key}: {Array.isArray(value) ? value.join(', ') : value}
          </Badge>
        ))}
      </Group>
      {off && (
        <Alert color="yellow" icon={<IconLock size={18} />} title="Exports are turned off" data-testid="exports-off">
          Staff have turned exports off. Ask them to turn exports on again.
        </Alert>
      )}
      <Group gap="md" wrap="wrap" align="center">
        <SegmentedControl
          value={format}
          onChange={(v) => setFormat(v as ExportFormat)}
          data={(Object.keys(FORMAT_LABELS) as ExportFormat[]).map((value) => ({ value, label: FORMAT_LABELS[value] }))}
          data-testid="export-format"
        />
        <Switch
          label={format === 'parquet' ? 'gzip (Parquet is compressed inside)' : 'gzip'}
          checked={gzip && format !== 'parquet'}
          disabled={format === 'parquet'}
          onChange={(e) => setGzip(e.currentTarget.checked)}
          data-testid="export-gzip"
        />
        <Button
          leftSection={<IconFileExport size={16} />}
          loading={isLoading}
          disabled={off}
          onClick={() => void createExport({ format, gzip: zipped, filters })}
          data-testid="export-start"
        >
          Export this filter
        </Button>
      </Group>
      {!off && (
        <Text size="sm" c={estimate.isError ? 'red' : 'dimmed'} data-testid="export-estimate">
          {estimate.data ? `Will export ${estimateText(estimate.data)}.` : estimate.isError ? errorMessage(estimate.error) : 'Counting the events…'}
        </Text>
      )}
      {error && !off && <Text c="red" size="sm">{errorMessage(error)}</Text>}
    </Stack>
  );
}
