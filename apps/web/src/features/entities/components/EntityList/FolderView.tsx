import { Group, Stack, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import type { FolderNode } from '../../entityTree';
import type { Entity } from '@tempest/contracts';
import { ContextPick } from '../../../agent/components/ContextPick/ContextPick';
import { EntityRow } from './EntityRow';

type FolderViewProps = {
  node: FolderNode;
  depth: number;
  selected: Set<string>;
  onCheck: (id: string, checked: boolean) => void;
  onEdit: (entity: Entity) => void;
  onHistory: (entity: Entity) => void;
  onMove: (entity: Entity) => void;
  onDelete: (entity: Entity) => void;
};

/** A folder's subfolders (recursively) and then its entities. */
export function FolderView({ node, depth, selected, ...handlers }: FolderViewProps) {
  return (
    <Stack gap={2}>
      {node.folders.map((folder) => (
        <Stack key={folder.path} gap={2} data-testid={`entity-folder-${folder.path}`}>
          <Group gap={4} pl={depth * 12}>
            <IconFolder size={14} color="var(--mantine-color-yellow-5)" />
            <Text size="xs" c="dimmed">{folder.name}</Text>
          </Group>
          <FolderView node={folder} depth={depth + 1} selected={selected} {...handlers} />
        </Stack>
      ))}
      {node.entities.map((entity) => (
        <ContextPick key={entity.id} item={{ id: entity.id, type: 'entity', name: entity.name }}>
          <EntityRow entity={entity} depth={depth} checked={selected.has(entity.id)} {...handlers} />
        </ContextPick>
      ))}
    </Stack>
  );
}
