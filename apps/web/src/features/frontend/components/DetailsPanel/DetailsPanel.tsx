import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFrontendState } from '../../hooks/useFrontendState';
import { activeFileStatus, recentFiles, settingsRows } from '../../workbenchStatus';
import classes from '../FrontendWorkbench/FrontendWorkbench.module.css';

const STATUS_COLOR = { Building: 'blue', Modified: 'yellow', Synced: 'teal' } as const;

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">{title}</Text>
      {children}
    </Stack>
  );
}

/** Frontend Details: Active File, Project Status, Recent Files, Project Settings and a tip. Test id: frontend-details. */
export function DetailsPanel() {
  const { state } = useFrontendState();
  const status = activeFileStatus(state);
  const recent = recentFiles(state.files);
  const rows = settingsRows(state.settings);
  return (
    <section className={classes.details} data-testid="frontend-details">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={5}>Frontend Details</Title>
          <Text size="xs" c="dimmed">Inspect project files, settings, and build status</Text>
        </div>
      </Group>
      <div className={classes.detailsGrid}>
        <Section title="Active File" testId="frontend-details-active">
          <Group gap={6}>
            <Text size="sm" ff="monospace">{state.activeFile ?? '—'}</Text>
            {state.activeFile && <Badge size="sm" variant="light" color={STATUS_COLOR[status]} data-testid="frontend-details-status">{status}</Badge>}
            {state.activeFile === state.entryPoint && <Badge size="sm" variant="outline" color="violet">entry</Badge>}
          </Group>
        </Section>
        <Section title="Project Status" testId="frontend-details-project">
          <Text size="sm">Auto compile: {state.autoCompile ? 'enabled' : 'disabled'}</Text>
          <Text size="sm">Total files: {state.files.length}</Text>
          <Text size="sm">State: {state.isDirty ? 'modified' : 'clean'}</Text>
        </Section>
        <Section title={<>Recent Files <Badge size="xs" variant="default">{recent.count}</Badge></>} testId="frontend-details-recent">
          {recent.count === 0 ? (
            <Text size="sm" c="dimmed">No files in project yet.</Text>
          ) : (
            recent.shown.map((f) => <Text key={f.filename} size="sm" ff="monospace" truncate>{f.filename}</Text>)
          )}
        </Section>
        <Section title="Project Settings" testId="frontend-details-settings">
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed">No custom settings configured.</Text>
          ) : (
            rows.map((row) => (
              <Group key={row.key} gap={6} wrap="nowrap">
                <Text size="sm" fw={600}>{row.key}</Text>
                <Text size="sm" ff="monospace" c="dimmed" truncate>{row.value}</Text>
              </Group>
            ))
          )}
        </Section>
      </div>
      <Group gap={6} mt="sm" wrap="nowrap">
        <IconBulb size={16} color="var(--mantine-color-yellow-4)" />
        <Text size="xs" c="dimmed">Tip: keep the entry point ({state.entryPoint}) lightweight — put components and logic in their own files and import them.</Text>
      </Group>
    </section>
  );
}
