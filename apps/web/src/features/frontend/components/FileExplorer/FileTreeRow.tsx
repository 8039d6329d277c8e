import type { DragEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { ActionIcon, Badge, Checkbox, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconChevronDown, IconChevronRight, IconFile, IconFolder, IconFolderSymlink, IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TreeNode } from '../../fileTree';
import classes from '../FrontendWorkbench/FrontendWorkbench.module.css';
import own from './FileExplorer.module.css';

/** Where a row may take dropped files (folders), and how a file row starts a drag. */
export type RowDrag = {
  onDragStart?: (event: DragEvent) => void;
  onDragOver?: (event: DragEvent) => void;
  onDragLeave?: () => void;
  onDrop?: (event: DragEvent) => void;
  dropTarget?: boolean;
};

type FileTreeRowProps = {
  node: TreeNode;
  active: boolean;
  entry: boolean;
  /** The last build failed in this file (or, for a folder, in a file under it). */
  failed: boolean;
  collapsed: boolean;
  /** In the multi-selection; `checkbox` shows the selection box (touch screens, or while files are selected). */
  selected: boolean;
  checkbox: boolean;
  /** A click with its modifier keys (Ctrl/Cmd toggles, Shift extends): the explorer decides what it does. */
  onClick: (event: MouseEvent | KeyboardEvent) => void;
  onCheck: () => void;
  onRename: () => void;
  onMove: () => void;
  onDelete: () => void;
  /** Opens the file's history (only for files the server holds). */
  onHistory?: () => void;
  drag: RowDrag;
};

/**
 * One row of the explorer: a folder (click folds it; files dropped on it move into it) or a file (click opens it,
 * Ctrl/Cmd/Shift-click selects, drag moves; history, rename, Move to… and delete on hover or focus).
 */
export function FileTreeRow({ node, active, entry, failed, collapsed, selected, checkbox, onClick, onCheck, onRename, onMove, onDelete, onHistory, drag }: FileTreeRowProps) {
  const indent = 8 + node.depth * 14;
  const dropProps = { onDragOver: drag.onDragOver, onDragLeave: drag.onDragLeave, onDrop: drag.onDrop, 'data-drop-target': drag.dropTarget || undefined };
  if (node.kind === 'folder') {
    return (
      <div className={`${classes.row} ${own.row}`} style={{ paddingLeft: indent }} onClick={onClick} data-testid={`frontend-tree-folder-${node.path}`} role="treeitem"
        aria-expanded={!collapsed} data-failed={failed} {...dropProps}>
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
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') onClick(event);
    else if (event.key === ' ') {
      event.preventDefault();
      onCheck();
    }
  };
  const action = (label: string, testId: string, icon: ReactNode, then: () => void, color = 'gray') => (
    <ActionIcon size="xs" variant="subtle" color={color} onClick={stop(then)} aria-label={`${label} ${node.filename}`} data-testid={`frontend-tree-${testId}-${node.filename}`}>
      {icon}
    </ActionIcon>
  );
  return (
    <div
      className={`${classes.row} ${own.row}`}
      style={{ paddingLeft: indent + (checkbox ? 0 : 14) }}
      onClick={onClick}
      onKeyDown={onKeyDown}
      tabIndex={0}
      draggable
      onDragStart={drag.onDragStart}
      data-active={active}
      data-selected={selected}
      data-failed={failed}
      data-testid={`frontend-tree-file-${node.filename}`}
      role="treeitem"
      aria-selected={selected || active}
      title={failed ? `${node.filename}: the last build failed here` : node.filename}
    >
      {checkbox && (
        <Checkbox size="xs" className={own.check} checked={selected} onChange={onCheck} onClick={(e) => e.stopPropagation()}
          aria-label={`Select ${node.filename}`} data-testid={`frontend-tree-check-${node.filename}`} />
      )}
      {failed ? <IconAlertCircle size={14} color="var(--mantine-color-red-5)" aria-label="Build error" /> : <IconFile size={14} />}
      <span className={classes.rowName}>{node.name}</span>
      {entry && (
        <Tooltip label="Entry point">
          <Badge size="xs" variant="light" color="violet" px={4} aria-label="entry" data-testid="frontend-tree-entry">E</Badge>
        </Tooltip>
      )}
      <div className={classes.rowActions}>
        {onHistory && action('History of', 'history', <IconHistory size={12} />, onHistory)}
        {action('Rename', 'rename', <IconPencil size={12} />, onRename)}
        {action('Move', 'move', <IconFolderSymlink size={12} />, onMove)}
        {action('Delete', 'delete', <IconTrash size={12} />, onDelete, 'red')}
      </div>
    </div>
  );
}
