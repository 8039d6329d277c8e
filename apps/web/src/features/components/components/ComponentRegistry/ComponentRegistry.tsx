import { Badge, Button, Collapse, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { errorMessage } from '../../../../api/apiError';
import { ErrorBanner } from '../../../../components/ErrorBanner/ErrorBanner';
import { describeFields } from '../../componentFields';
import { useGetComponentsQuery } from '../../componentsApi';
import { CreateComponentForm } from './CreateComponentForm';

/** The component registry (global and the game's own): slug, aliases, category, fields with defaults. */
export function ComponentRegistry({ gameId }: { gameId: string }) {
  const { data, error, isLoading, isFetching, refetch } = useGetComponentsQuery(gameId);
  const [creating, { toggle, close }] = useDisclosure(false);
  return (
    <Stack gap="xs" data-testid="component-registry">
      <Group justify="space-between">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">Components</Text>
        <Button size="compact-xs" variant="subtle" leftSection={<IconPlus size={12} />} onClick={toggle}
          data-testid="component-create-toggle">
          New
        </Button>
      </Group>
      <Collapse expanded={creating}>
        <CreateComponentForm gameId={gameId} onDone={close} />
      </Collapse>
      {isLoading && <Skeleton h={60} />}
      {error && !data && (
        <ErrorBanner compact title="Failed to fetch component registry" message={errorMessage(error)} onRetry={() => void refetch()}
          retrying={isFetching} data-testid="component-error" />
      )}
      {data && data.components.length === 0 && <Text size="xs" c="dimmed">No components yet.</Text>}
      {data?.components.map((component) => (
        <Stack key={component.id} gap={2} data-testid={`component-${component.slug}`}>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600} truncate>{component.slug}</Text>
            {component.category && <Badge size="xs" variant="light">{component.category}</Badge>}
            <Badge size="xs" variant="outline" color={component.gameId ? 'cyan' : 'gray'}>
              {component.gameId ? 'game' : 'global'}
            </Badge>
          </Group>
          {component.aliases.length > 0 && (
            <Text size="xs" c="dimmed" truncate>aka {component.aliases.join(', ')}</Text>
          )}
          <Text size="xs" c="dimmed" ff="monospace" truncate>{describeFields(component.fieldSchema)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
