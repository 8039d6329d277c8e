import { ActionIcon, Badge, Checkbox, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconEdit, IconFolderShare, IconHistory, IconTrash } from '@tabler/icons-react';
import type { Entity } from '@tempest/contracts';

type EntityRowProps = {
  entity: Entity;
  depth: number;
  checked: boolean;
  onCheck: (id: string, checked: boolean) => void;
  onEdit: (entity: Entity) => void;
  onHistory: (entity: Entity) => void;
  onMove: (entity: Entity) => void;
  onDelete: (entity: Entity) => void;
};

/** One entity: a selection box, its name, its components and a menu. */
export function EntityRow({ entity, depth, checked, onCheck, onEdit, onHistory, onMove, onDelete }: EntityRowProps) {
  const components = Object.keys(entity.component_state);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" pl={depth * 12} data-testid={`entity-${entity.id}`} data-entity-name={entity.name}>
      <Checkbox size="xs" mt={3} checked={checked} aria-label={`Select ${entity.name}`}
        onChange={(e) => onCheck(entity.id, e.currentTarget.checked)} data-testid={`entity-select-${entity.id}`} />
      {/* The name keeps the row's width; components and the pending mark wrap under it, so a narrow sidebar never cuts the name to a letter. */}
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <UnstyledButton onClick={() => onEdit(entity)} title={`Edit ${entity.name}`} data-testid={`entity-open-${entity.id}`}>
          <Text size="sm" truncate>{entity.name || '(unnamed)'}</Text>
        </UnstyledButton>
        {(components.length > 0 || entity.pendingChanges > 0) && (
          <Group gap={4}>
            {components.map((slug) => (
              <Badge key={slug} size="xs" variant="light" color="cyan" data-testid={`entity-component-${entity.id}-${slug}`}>{slug}</Badge>
            ))}
            {entity.pendingChanges > 0 && <Badge size="xs" color="yellow">pending</Badge>}
          </Group>
        )}
      </Stack>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon size="sm" variant="subtle" aria-label={`${entity.name} actions`} data-testid={`entity-menu-${entity.id}`}>
            <IconDots size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => onEdit(entity)} data-testid="entity-edit">Edit</Menu.Item>
          <Menu.Item leftSection={<IconHistory size={14} />} onClick={() => onHistory(entity)} data-testid="entity-history">History</Menu.Item>
          <Menu.Item leftSection={<IconFolderShare size={14} />} onClick={() => onMove(entity)} data-testid="entity-move">Move to folder</Menu.Item>
          <Menu.Item leftSection={<IconTrash size={14} />} color="red" onClick={() => onDelete(entity)} data-testid="entity-delete">Delete</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
