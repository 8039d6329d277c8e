import { useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ActionIcon, Button, ScrollArea, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilePlus, IconListCheck } from '@tabler/icons-react';
import { NameDialog } from '../../../assetEditor/components/NameDialog/NameDialog';
import { buildFileTree, visibleRows, type TreeNode } from '../../fileTree';
import { clickSelection, draggedFiles, foldersAlong, NO_SELECTION, treeFolders, type FileSelection } from '../../fileMoves';
import { useFileMoves } from '../../hooks/useFileMoves';
import { useFrontendState } from '../../hooks/useFrontendState';
import { frontendActions as a } from '../../frontendSlice';
import classes from '../FrontendWorkbench/FrontendWorkbench.module.css';
import type { AssetContextItem } from '@tempest/contracts';
import { ContextPick } from '../../../agent/components/ContextPick/ContextPick';
import { MoveFilesDialog } from '../MoveFilesDialog/MoveFilesDialog';
import { FileTreeRow } from './FileTreeRow';
import { useExplorerDrag } from './useExplorerDrag';
import own from './FileExplorer.module.css';

type FileExplorerProps = {
  /** Files the last (failed) build names: marked in the tree. */
  failing?: readonly string[];
  onAdd: (filename: string) => void;
  onRename: (from: string, to: string) => void;
  onDelete: (filename: string) => void;
  /** Opens a saved file's revision history (the studio's history drawer). */
  onShowHistory?: (file: { id: string; filename: string }) => void;
};

type Dialog = { kind: 'add' } | { kind: 'rename'; filename: string } | { kind: 'move'; filenames: string[] } | null;

const TOUCH_QUERY = '(pointer: coarse)';

/**
 * The files tree with add, rename, move and delete. Test ids: frontend-explorer, frontend-file-add, frontend-select-toggle,
 * frontend-tree-list; files dropped on the explorer outside a folder go to the top level, frontend-tree-file-<filename> (data-active, data-selected, data-failed),
 * frontend-tree-check-<filename>, frontend-tree-rename-<filename>, frontend-tree-move-<filename>, frontend-tree-delete-<filename>,
 * frontend-tree-folder-<path> (data-drop-target), frontend-selection (frontend-selection-count, frontend-move-selected,
 * frontend-selection-clear), and the name dialog's frontend-file-name-input / frontend-file-name-submit.
 */
export function FileExplorer({ failing = [], onAdd, onRename, onDelete, onShowHistory }: FileExplorerProps) {
  const { state, dispatch } = useFrontendState();
  const move = useFileMoves(state.gameId ?? '');
  const touch = useMediaQuery(TOUCH_QUERY, window.matchMedia(TOUCH_QUERY).matches);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selection, setSelection] = useState<FileSelection>(NO_SELECTION);
  const [selectMode, setSelectMode] = useState(false);
  const tree = useMemo(() => buildFileTree(state.files), [state.files]);
  const rows = useMemo(() => visibleRows(tree, collapsed), [tree, collapsed]);
  const shown = rows.flatMap((n) => (n.kind === 'file' ? [n.filename] : []));
  const selected = selection.selected.filter((f) => state.files.some((file) => file.filename === f));
  const checkboxes = touch || selectMode || selected.length > 0;
  const fileOf = (filename: string) => state.files.find((f) => f.filename === filename);
  const toggleFolder = (path: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  const moveTo = async (filenames: string[], folder: string) => {
    const moved = await move(filenames, folder);
    if (moved) {
      setSelection((s) => ({ ...s, selected: [] }));
      setCollapsed((previous) => new Set([...previous].filter((p) => !foldersAlong(folder).includes(p))));
    }
    return moved;
  };
  const drag = useExplorerDrag((filename) => draggedFiles({ ...selection, selected }, filename), (files, folder) => void moveTo(files, folder));
  const clickFile = (filename: string, event: MouseEvent | KeyboardEvent) => {
    const keys = { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey };
    setSelection(clickSelection({ selected, anchor: selection.anchor ?? state.activeFile }, shown, filename, keys));
    if (!keys.toggle && !keys.range) dispatch(a.activeFileSet(filename));
  };
  const check = (filename: string) => setSelection(clickSelection({ selected, anchor: selection.anchor }, shown, filename, { toggle: false, range: false, checkbox: true }));
  const contextItemOf = (node: TreeNode): AssetContextItem | null => {
    const id = node.kind === 'file' ? fileOf(node.filename)?.id : undefined;
    return id && node.kind === 'file' ? { id, type: 'frontend_file', name: node.filename } : null;
  };
  const historyOf = (node: TreeNode) => {
    const id = node.kind === 'file' ? fileOf(node.filename)?.id : undefined;
    return onShowHistory && id && node.kind === 'file' ? () => onShowHistory({ id, filename: node.filename }) : undefined;
  };
  const moving = dialog?.kind === 'move' ? dialog.filenames : null;
  const movingFolders = new Set((moving ?? []).map((f) => fileOf(f)?.folder_path ?? ''));
  const top = drag.target('');

  return (
    <div className={`${classes.explorer} ${own.explorer}`} data-testid="frontend-explorer" onKeyDown={(e) => e.key === 'Escape' && setSelection(NO_SELECTION)}
      onDragOver={top.onDragOver} onDragLeave={top.onDragLeave} onDrop={top.onDrop} onDragEnd={drag.end} data-drop-target={top.dropTarget || undefined}>
      <div className={classes.explorerHead}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">Files</Text>
        <div style={{ display: 'flex', gap: 2 }}>
          <Tooltip label={selectMode ? 'Stop selecting' : 'Select files'}>
            <ActionIcon size="sm" variant={selectMode ? 'light' : 'subtle'} onClick={() => { setSelectMode(!selectMode); setSelection(NO_SELECTION); }}
              aria-label="Select files" aria-pressed={selectMode} data-testid="frontend-select-toggle">
              <IconListCheck size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Add file">
            <ActionIcon size="sm" variant="subtle" onClick={() => setDialog({ kind: 'add' })} aria-label="Add file" data-testid="frontend-file-add">
              <IconFilePlus size={16} />
            </ActionIcon>
          </Tooltip>
        </div>
      </div>
      {selected.length > 0 && (
        <div className={own.selectionBar} data-testid="frontend-selection">
          <Text size="xs" style={{ flex: 1 }} data-testid="frontend-selection-count">{selected.length} selected</Text>
          <Button size="compact-xs" variant="light" onClick={() => setDialog({ kind: 'move', filenames: selected })} data-testid="frontend-move-selected">Move to…</Button>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setSelection(NO_SELECTION)} data-testid="frontend-selection-clear">Clear</Button>
        </div>
      )}
      <ScrollArea style={{ flex: 1 }} type="auto">
        <div role="tree" aria-multiselectable data-testid="frontend-tree-list">
          {rows.length === 0 && <Text size="sm" c="dimmed" p="sm">No files in project yet.</Text>}
          {rows.map((node) => (
            <ContextPick key={node.kind === 'folder' ? `folder:${node.path}` : node.filename} item={contextItemOf(node)}>
              <FileTreeRow
                node={node}
                active={node.kind === 'file' && node.filename === state.activeFile}
                entry={node.kind === 'file' && node.filename === state.entryPoint}
                failed={node.kind === 'file' ? failing.includes(node.filename) : failing.some((file) => file.startsWith(`${node.path}/`))}
                collapsed={node.kind === 'folder' && collapsed.has(node.path)}
                selected={node.kind === 'file' && selected.includes(node.filename)}
                checkbox={checkboxes}
                onClick={(event) => (node.kind === 'folder' ? toggleFolder(node.path) : clickFile(node.filename, event))}
                onCheck={() => node.kind === 'file' && check(node.filename)}
                onRename={() => node.kind === 'file' && setDialog({ kind: 'rename', filename: node.filename })}
                onMove={() => node.kind === 'file' && setDialog({ kind: 'move', filenames: selected.includes(node.filename) ? selected : [node.filename] })}
                onDelete={() => node.kind === 'file' && onDelete(node.filename)}
                onHistory={historyOf(node)}
                drag={node.kind === 'folder' ? drag.target(node.path) : drag.source(node.filename)}
              />
            </ContextPick>
          ))}
        </div>
      </ScrollArea>
      <NameDialog
        opened={dialog?.kind === 'add' || dialog?.kind === 'rename'}
        title={dialog?.kind === 'rename' ? 'Rename file' : 'New file'}
        submitLabel={dialog?.kind === 'rename' ? 'Rename' : 'Add'}
        initialName={dialog?.kind === 'rename' ? dialog.filename : ''}
        onSubmit={(name) => {
          if (dialog?.kind === 'rename') onRename(dialog.filename, name);
          else onAdd(name);
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
        testIdPrefix="frontend-file"
      />
      <MoveFilesDialog filenames={moving} folders={treeFolders(tree)} current={movingFolders.size === 1 ? [...movingFolders][0] : null}
        onMove={(folder) => moveTo(moving ?? [], folder)} onClose={() => setDialog(null)} />
    </div>
  );
}
