/*
 * Logic files panel (the studio's "Logic Files" dashboard; docs/api-assets.md "Logic files").
 * Test ids: logic-file-create, logic-file-item-<name> (data-id, data-active, data-dirty), logic-file-rename-<name>,
 * logic-file-delete-<name>, logic-file-name-input, logic-file-name-submit, logic-file-delete-confirm, logic-file-title,
 * logic-file-unsaved / logic-file-saved, logic-file-save, logic-file-history, logic-file-language, logic-file-editor
 * (CodeEditor wrapper: `__editor`, data-editor-ready), logic-file-changed-elsewhere, logic-file-reload, logic-file-about.
 */
import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../../../api/apiError';
import { useToast } from '../../../toasts';
import type { HistoryAsset } from '../../../versioning/versioningTypes';
import { AssetEditorLayout } from '../../../assetEditor/components/AssetEditorLayout/AssetEditorLayout';
import { AssetList, type AssetListAction } from '../../../assetEditor/components/AssetList/AssetList';
import { ConfirmDelete } from '../../../assetEditor/components/ConfirmDelete/ConfirmDelete';
import { NameDialog } from '../../../assetEditor/components/NameDialog/NameDialog';
import { useLogicFileActions } from '../../hooks/useLogicFileActions';
import { useLogicFileEditor } from '../../hooks/useLogicFileEditor';
import { useListLogicFilesQuery } from '../../logicFilesApi';
import { LogicFilesAbout } from '../LogicFilesAbout/LogicFilesAbout';
import { LogicFileWorkspace } from '../LogicFileWorkspace/LogicFileWorkspace';
import classes from '../../../assetEditor/panel.module.css';

export type LogicFilesPanelProps = {
  gameId: string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onShowHistory?: (asset: HistoryAsset) => void;
};

export function LogicFilesPanel({ gameId, selectedId, onSelect, onShowHistory }: LogicFilesPanelProps) {
  const { data: files = [], isLoading, error } = useListLogicFilesQuery(gameId);
  const editor = useLogicFileEditor(gameId, files, selectedId);
  const actions = useLogicFileActions({ gameId, selectedId, onSelect, onDeleted: editor.forget });
  const toast = useToast();
  useEffect(() => {
    if (error) toast.show({ title: 'Failed to load logic files', message: errorMessage(error), color: 'red' });
  }, [error, toast]);

  const withFile = (id: string, then: (file: (typeof files)[number]) => void) => {
    const file = files.find((f) => f.id === id);
    if (file) then(file);
  };
  const listActions: AssetListAction[] = [
    { key: 'rename', label: 'Rename', icon: <IconPencil size={14} />, onClick: (i) => withFile(i.id, (file) => actions.setDialog({ kind: 'rename', file })) },
    { key: 'delete', label: 'Delete', icon: <IconTrash size={14} />, color: 'red', onClick: (i) => withFile(i.id, (file) => actions.setDialog({ kind: 'delete', file })) },
  ];
  const { dialog } = actions;
  const { file } = editor;

  return (
    <div className={classes.panel} data-testid="logic-files-panel">
      <AssetEditorLayout id="logic-files" listLabel="Logic files" sideLabel="" side={null} testIdPrefix="logic-file"
        list={(collapse) => (
          <AssetList
            title="Files"
            items={files.map((f) => ({ id: f.id, name: f.name, pendingChanges: f.pendingChanges, dirty: editor.dirtyIds.includes(f.id) }))}
            selectedId={selectedId}
            onSelect={onSelect}
            onCreate={() => actions.setDialog({ kind: 'create' })}
            actions={listActions}
            loading={isLoading}
            emptyText="No logic files yet."
            testIdPrefix="logic-file"
            assetType="logic_file"
            onCollapse={collapse}
          />
        )}>
        {file ? (
          <LogicFileWorkspace
            file={file}
            text={editor.text}
            dirty={editor.dirty}
            changedElsewhere={editor.changedElsewhere}
            saving={editor.saving}
            onChange={editor.setText}
            onSave={() => void editor.save()}
            onReload={editor.reload}
            onLanguage={(language) => void editor.setLanguage(language)}
            onShowHistory={onShowHistory && (() => onShowHistory({ id: file.id, type: 'logic_file', name: file.name }))}
          />
        ) : (
          <Center className={classes.main}>{isLoading ? <Loader size="sm" /> : <LogicFilesAbout />}</Center>
        )}
      </AssetEditorLayout>
      <NameDialog
        opened={dialog !== null && dialog.kind !== 'delete'}
        title={dialog?.kind === 'rename' ? 'Rename logic file' : 'New logic file'}
        submitLabel={dialog?.kind === 'rename' ? 'Rename' : 'Create'}
        initialName={dialog?.kind === 'rename' ? dialog.file.name : ''}
        busy={actions.busy}
        onSubmit={(name) => void actions.submitName(name)}
        onClose={() => actions.setDialog(null)}
        testIdPrefix="logic-file"
      />
      <ConfirmDelete
        name={dialog?.kind === 'delete' ? dialog.file.name : null}
        busy={actions.busy}
        onConfirm={() => void actions.confirmDelete()}
        onClose={() => actions.setDialog(null)}
        testIdPrefix="logic-file"
      />
    </div>
  );
}
