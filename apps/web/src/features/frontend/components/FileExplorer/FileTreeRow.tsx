import type { MouseEvent } from 'react';
import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconChevronDown, IconChevronRight, IconFile, IconFolder, IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TreeNode } from '../../fileTree';
import classes from '../FrontendWorkbench/FrontendWorkbench.module.css';

type FileTreeRowProps = {
  node: TreeNode;
  active: boolean;
  entry: boolean;
  /** The last build failed in this file (or, for a folder, in a file under it). */
  failed: boolean;
  collapsed: boolean;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
  /** Opens the file's history (only for files the server holds). */
  onHistory?: () => void;
};

/** One row of the explorer: a folder (click folds it) or a file (click opens it; rename and delete on hover). */
export function FileTreeRow({ node, active, entry, failed, collapsed, onOpen, onRename, onDelete, onHistory }: FileTreeRowProps) {
  const indent = 8 + node.depth * 14;
  if (node.kind === 'folder') {
    return (
      <div className={classes.row} style={{ paddingLeft: indent }} onClick={onOpen} data-testid={`frontend-tree-folder-${node.path}`} role="treeitem" aria-expanded={!collapsed} data-failed={failed}>
        {collapsed ? <IconChevronRight size={14} /> : <IconChevronDown size={14} />}
        <IconFolder size={14} />
        <span className={classes.rowName}>{node.name}</span>
      </div>
    );
  }
  const stop = (then: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    then();
  };
  return (
    <div
      className={classes.row}
      style={{ paddingLeft: indent + 14 }}
      onClick={onOpen}
      data-active={active}
      data-failed={failed}
      data-testid={`frontend-tree-file-${node.filename}`}
      role="treeitem"
      aria-selected={active}
      title={failed ? `${node.filename}: the last build failed here` : node.filename}
    >
      {failed ? <IconAlertCircle size={14} color="var(--mantine-color-red-5)" aria-label="Build error" /> : <IconFile size={14} />}
      <span className={classes.rowName}>{node.name}</span>
      {entry && (
        <Tooltip label="Entry point">
          <Badge size="xs" variant="light" color="violet" px={4} aria-label="entry" data-testid="frontend-tree-entry">E</Badge>
        </Tooltip>
      )}
      <div className={classes.rowActions}>
        {onHistory && (
          <ActionIcon size="xs" variant="subtle" color="gray" onClick={stop(onHistory)} aria-label={`History of ${node.filename}`} data-testid={`frontend-tree-history-${node.filename}`}>
            <IconHistory size={12} />
          </ActionIcon>
        )}
        <ActionIcon size="xs" variant="subtle" color="gray" onClick={stop(onRename)} aria-label={`Rename ${node.filename}`} data-testid={`frontend-tree-rename-${node.filename}`}>
          <IconPencil size={12} />
        </ActionIcon>
        <ActionIcon size="xs" variant="subtle" color="red" onClick={stop(onDelete)} aria-label={`Delete ${node.filename}`} data-testid={`frontend-tree-delete-${node.filename}`}>
          <IconTrash size={12} />
        </ActionIcon>
      </div>
    </div>
  );
}
