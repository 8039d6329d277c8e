import { useMemo, useState } from 'react';
import { ActionIcon, ScrollArea, Text, Tooltip } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { NameDialog } from '../../../assetEditor/components/NameDialog/NameDialog';
import { buildFileTree, visibleRows } from '../../fileTree';
import { useFrontendState } from '../../hooks/useFrontendState';
import { frontendActions as a } from '../../frontendSlice';
import classes from '../FrontendWorkbench/FrontendWorkbench.module.css';
import type { AssetContextItem } from '@tempest/contracts';
import { ContextPick } from '../../../agent/components/ContextPick/ContextPick';
import { FileTreeRow } from './FileTreeRow';

type FileExplorerProps = {
  /** Files the last (failed) build names: marked in the tree. */
  failing?: readonly string[];
  onAdd: (filename: string) => void;
  onRename: (from: string, to: string) => void;
  onDelete: (filename: string) => void;
  /** Opens a saved file's revision history (the studio's history drawer). */
  onShowHistory?: (file: { id: string; filename: string }) => void;
};

type Dialog = { kind: 'add' } | { kind: 'rename'; filename: string } | null;

/**
 * The files tree with add, rename and delete. Test ids: frontend-explorer, frontend-file-add,
 * frontend-tree-file-<filename> (data-active, data-failed), frontend-tree-rename-<filename>, frontend-tree-delete-<filename>,
 * frontend-tree-folder-<path>, and the name dialog's frontend-file-name-input / frontend-file-name-submit.
 */
export function FileExplorer({ failing = [], onAdd, onRename, onDelete, onShowHistory }: FileExplorerProps) {
  const { state, dispatch } = useFrontendState();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const idOf = (filename: string) => state.files.find((f) => f.filename === filename)?.id;
  const rows = useMemo(() => visibleRows(buildFileTree(state.files), collapsed), [state.files, collapsed]);
  const toggleFolder = (path: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  // A saved file can be attached to the chat's next message; a folder, or a file not saved yet, cannot.
  const contextItemOf = (node: (typeof rows)[number]): AssetContextItem | null => {
    const id = node.kind === 'file' ? idOf(node.filename) : undefined;
    return id && node.kind === 'file' ? { id, type: 'frontend_file', name: node.filename } : null;
  };
  const historyOf = (node: (typeof rows)[number]) => {
    const id = node.kind === 'file' ? idOf(node.filename) : undefined;
    return onShowHistory && id && node.kind === 'file' ? () => onShowHistory({ id, filename: node.filename }) : undefined;
  };

  return (
    <div className={classes.explorer} data-testid="frontend-explorer">
      <div className={classes.explorerHead}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">Files</Text>
        <Tooltip label="Add file">
          <ActionIcon size="sm" variant="subtle" onClick={() => setDialog({ kind: 'add' })} aria-label="Add file" data-testid="frontend-file-add">
            <IconFilePlus size={16} />
          </ActionIcon>
        </Tooltip>
      </div>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {rows.length === 0 && <Text size="sm" c="dimmed" p="sm">No files in project yet.</Text>}
        {rows.map((node) => (
          <ContextPick key={node.kind === 'folder' ? `folder:${node.path}` : node.filename} item={contextItemOf(node)}>
            <FileTreeRow
              node={node}
              active={node.kind === 'file' && node.filename === state.activeFile}
              entry={node.kind === 'file' && node.filename === state.entryPoint}
              failed={node.kind === 'file' ? failing.includes(node.filename) : failing.some((file) => file.startsWith(`${node.path}/`))}
              collapsed={node.kind === 'folder' && collapsed.has(node.path)}
              onOpen={() => (node.kind === 'folder' ? toggleFolder(node.path) : dispatch(a.activeFileSet(node.filename)))}
              onRename={() => node.kind === 'file' && setDialog({ kind: 'rename', filename: node.filename })}
              onDelete={() => node.kind === 'file' && onDelete(node.filename)}
              onHistory={historyOf(node)}
            />
          </ContextPick>
        ))}
      </ScrollArea>
      <NameDialog
        opened={dialog !== null}
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
    </div>
  );
}
