import { Button, Collapse, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../../api/apiError';
import { ErrorBanner } from '../../../../components/ErrorBanner/ErrorBanner';
import type { HistoryAsset } from '../../../versioning/versioningTypes';
import { useGetEntitiesQuery } from '../../entitiesApi';
import { groupEntities } from '../../entityTree';
import type { Entity } from '@tempest/contracts';
import { EntityEditor } from '../EntityEditor/EntityEditor';
import { AssignComponent } from './AssignComponent';
import { CreateEntityForm } from './CreateEntityForm';
import { FolderView } from './FolderView';
import { MoveEntityModal } from './MoveEntityModal';
import { useEntityActions } from './useEntityActions';

type EntityListProps = { gameId: string; onShowHistory: (asset: HistoryAsset) => void };

/** The game's entities grouped by type, in folders, with create, edit, move, delete and component assignment. */
export function EntityList({ gameId, onShowHistory }: EntityListProps) {
  const { data, error, isLoading, isFetching, refetch } = useGetEntitiesQuery(gameId);
  const actions = useEntityActions(gameId);
  const [creating, { toggle }] = useDisclosure(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [moving, setMoving] = useState<Entity | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const groups = useMemo(() => groupEntities(data?.entities ?? []), [data]);
  const present = new Set((data?.entities ?? []).map((e) => e.id));
  const selectedIds = [...selected].filter((id) => present.has(id));

  const onCheck = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const handlers = {
    onCheck,
    onEdit: (e: Entity) => setEditingId(e.id),
    onHistory: (e: Entity) => onShowHistory({ id: e.id, type: 'entity', name: e.name || e.entity_type }),
    onMove: setMoving,
    onDelete: (e: Entity) => void actions.remove(e.id),
  };

  return (
    <Stack gap="xs" data-testid="entity-list">
      <Group justify="space-between">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">Entities</Text>
        <Button size="compact-xs" variant="subtle" leftSection={<IconPlus size={12} />} onClick={toggle} data-testid="entity-create-toggle">
          New
        </Button>
      </Group>
      <Collapse expanded={creating}>
        <CreateEntityForm onCreate={actions.create} />
      </Collapse>
      {isLoading && <Skeleton h={60} />}
      {error && !data && (
        <ErrorBanner compact title="Failed to load entities" message={errorMessage(error)} onRetry={() => void refetch()}
          retrying={isFetching} data-testid="entity-error" />
      )}
      {data && data.entities.length === 0 && <Text size="xs" c="dimmed" data-testid="entity-empty">No entities yet.</Text>}
      {groups.map((group) => (
        <Stack key={group.type} gap={2} data-testid={`entity-group-${group.type}`}>
          <Text size="xs" fw={600} c="storm.3">{group.type}</Text>
          <FolderView node={group.root} depth={0} selected={selected} {...handlers} />
        </Stack>
      ))}
      {selectedIds.length > 0 && (
        <AssignComponent gameId={gameId} count={selectedIds.length} onAssign={(slug) => actions.assign(selectedIds, slug)} />
      )}
      <EntityEditor gameId={gameId} entity={data?.entities.find((e) => e.id === editingId) ?? null} onClose={() => setEditingId(null)}
        onShowHistory={onShowHistory} />
      <MoveEntityModal entity={moving} onClose={() => setMoving(null)} onMove={(e, folder) => actions.move(e.id, folder)} />
    </Stack>
  );
}
