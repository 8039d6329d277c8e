import type { ReactNode } from 'react';
import { ActionIcon, Badge, Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconPlus } from '@tabler/icons-react';
import type { AssetTypeName } from '@tempest/contracts';
import { ContextPick } from '../../../agent/components/ContextPick/ContextPick';
import classes from './AssetList.module.css';

export type AssetListItem = { id: string; name: string; dirty?: boolean; pendingChanges?: number };

export type AssetListAction = { key: string; label: string; icon: ReactNode; color?: string; onClick: (item: AssetListItem) => void };

type AssetListProps = {
  title: string;
  items: AssetListItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onCreate: () => void;
  creating?: boolean;
  actions: AssetListAction[];
  loading?: boolean;
  emptyText: string;
  /**
   * Test ids: `<prefix>-create`, `<prefix>-item-<name>` (with `data-id`, `data-active`, `data-dirty`),
   * and `<prefix>-<action key>-<name>` for each action.
   */
  testIdPrefix: string;
  /** Folds the list into a rail (desktop layout); test id `<prefix>-list-collapse`. */
  onCollapse?: () => void;
  /** The assets' type: in the chat's selection mode a row attaches its asset to the next message. */
  assetType: AssetTypeName;
};

/** The left column of an editor panel: the game's assets of one kind, the selected one highlighted. */
export function AssetList({ title, items, selectedId, onSelect, onCreate, creating, actions, loading, emptyText, testIdPrefix, onCollapse, assetType }: AssetListProps) {
  return (
    <nav className={classes.root} aria-label={title}>
      <div className={classes.header}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">{title}</Text>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onCreate} loading={creating} data-testid={`${testIdPrefix}-create`}>
            New
          </Button>
          {onCollapse && (
            <Tooltip label={`Hide ${title.toLowerCase()}`}>
              <ActionIcon size="sm" variant="subtle" color="gray" onClick={onCollapse} aria-label={`Hide ${title.toLowerCase()}`} data-testid={`${testIdPrefix}-list-collapse`}>
                <IconLayoutSidebarLeftCollapse size={14} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </div>
      <div className={classes.items}>
        {loading && <Loader size="sm" m="md" />}
        {!loading && items.length === 0 && <Text size="sm" c="dimmed" p="sm">{emptyText}</Text>}
        {items.map((item) => (
          <ContextPick key={item.id} item={{ id: item.id, type: assetType, name: item.name }}>
            <div
              className={classes.item}
              role="button"
              tabIndex={0}
              data-active={item.id === selectedId || undefined}
              data-dirty={item.dirty || undefined}
              data-id={item.id}
              data-testid={`${testIdPrefix}-item-${item.name}`}
              onClick={() => onSelect(item.id)}
              onKeyDown={(event) => {
                if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) onSelect(item.id);
              }}
            >
              <span className={classes.name} title={item.name}>{item.name}{item.dirty ? ' •' : ''}</span>
              {(item.pendingChanges ?? 0) > 0 && (
                <Tooltip label="Changes by the assistant waiting for review">
                  <Badge size="xs" color="orange" variant="light">{item.pendingChanges}</Badge>
                </Tooltip>
              )}
              <span className={classes.actions}>
                {actions.map((action) => (
                  <Tooltip key={action.key} label={action.label}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color={action.color ?? 'gray'}
                      aria-label={`${action.label} ${item.name}`}
                      data-testid={`${testIdPrefix}-${action.key}-${item.name}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        action.onClick(item);
                      }}
                    >
                      {action.icon}
                    </ActionIcon>
                  </Tooltip>
                ))}
              </span>
            </div>
          </ContextPick>
        ))}
      </div>
    </nav>
  );
}
