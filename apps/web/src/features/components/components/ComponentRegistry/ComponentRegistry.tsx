import { ActionIcon, Alert, Badge, Button, Collapse, Group, Menu, Modal, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconDots, IconEdit, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ComponentView } from '@tempest/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../../api/apiError';
import { ErrorBanner } from '../../../../components/ErrorBanner/ErrorBanner';
import { useToast } from '../../../toasts';
import { describeFields } from '../../componentFields';
import { useDeleteComponentMutation, useGetComponentsQuery } from '../../componentsApi';
import { ComponentForm } from './ComponentForm';

/**
 * The component registry (global and the game's own): slug, aliases, category, fields with defaults. The
 * game's own components can be edited and deleted (a global one only by staff, so it shows a lock); a
 * delete the server refuses (entities still use it) says why in the dialog.
 */
export function ComponentRegistry({ gameId }: { gameId: string }) {
  const { data, error, isLoading, isFetching, refetch } = useGetComponentsQuery(gameId);
  const [creating, { toggle, close }] = useDisclosure(false);
  const [editing, setEditing] = useState<ComponentView | null>(null);
  const [deleting, setDeleting] = useState<ComponentView | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
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
        <ComponentForm gameId={gameId} onDone={close} onCancel={close} />
      </Collapse>
      {isLoading && <Skeleton h={60} />}
      {error && !data && (
        <ErrorBanner compact title="Failed to fetch component registry" message={errorMessage(error)} onRetry={() => void refetch()}
          retrying={isFetching} data-testid="component-error" />
      )}
      {data && data.components.length === 0 && <Text size="xs" c="dimmed">No components yet.</Text>}
      {data?.components.map((component) => (
        <Stack key={component.id} gap={2} data-testid={`component-${component.slug}`}>
          {/* The name keeps the row's width (wrapping if it must); the badges go under it, so a narrow sidebar never cuts it. */}
          <Group gap={4} wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} title={component.name} data-testid={`component-name-${component.slug}`}>
              {component.slug}
            </Text>
            {component.gameId ? (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon size="sm" variant="subtle" aria-label={`${component.slug} actions`} data-testid={`component-menu-${component.slug}`}>
                    <IconDots size={14} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => setEditing(component)} data-testid="component-edit">Edit</Menu.Item>
                  <Menu.Item leftSection={<IconTrash size={14} />} color="red" onClick={() => setDeleting(component)} data-testid="component-delete">Delete</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : (
              <Tooltip label="A global component: only staff can change it">
                <IconLock size={14} color="var(--mantine-color-dimmed)" aria-label="Only staff can change global components" />
              </Tooltip>
            )}
          </Group>
          <Group gap={4}>
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
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={`Edit component “${editing?.slug ?? ''}”`} size="lg" fullScreen={phone}
        data-testid="component-edit-modal">
        {editing && <ComponentForm key={editing.id} gameId={gameId} component={editing} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />}
      </Modal>
      <DeleteComponent component={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/** "Delete component “health”?": what happens, and the server's refusal when it gives one (e.g. entities still use it). */
function DeleteComponent({ component, onClose }: { component: ComponentView | null; onClose: () => void }) {
  const [remove, { isLoading }] = useDeleteComponentMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const toast = useToast();
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!component) return;
    const result = await remove({ id: component.id });
    if ('error' in result && result.error) {
      setRefusal(errorMessage(result.error));
      return;
    }
    toast.show({ title: `Deleted component “${component.slug}”`, message: 'Its history is kept.', color: 'green' });
    close();
  };
  return (
    <Modal opened={component !== null} onClose={close} title={`Delete component “${component?.slug ?? ''}”?`} centered>
      <Text size="sm" c="dimmed">
        It leaves the registry: new entities can no longer be given it. A component that entities still use cannot be deleted.
      </Text>
      {refusal && (
        <Alert color="red" variant="light" mt="sm" title="The component was not deleted" data-testid="component-delete-error">{refusal}</Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close} data-testid="component-delete-cancel">{refusal ? 'Close' : 'Cancel'}</Button>
        <Button color="red" loading={isLoading} onClick={() => void confirm()} disabled={refusal !== null} data-testid="component-delete-confirm">
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
