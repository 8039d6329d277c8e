/*
 * Script editor panel (the default dashboard "Script Editor": docs/api-games.md).
 * Test ids: script-create, script-item-<name> (data-id, data-active, data-dirty), script-rename-<name>,
 * script-clone-<name>, script-delete-<name>, script-name-input, script-name-submit, script-delete-confirm,
 * script-title, script-unsaved / script-saved, script-save, script-history, script-editor (CodeEditor
 * wrapper: `__editor`, data-editor-ready), script-errors, script-changed-elsewhere, script-reload,
 * script-outline, script-block-<function>, script-component-<class>.
 */
import { IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { errorMessage } from '../../../../api/apiError';
import { useToast } from '../../../toasts';
import { useScriptActions } from '../../hooks/useScriptActions';
import { useScriptEditor } from '../../hooks/useScriptEditor';
import { useRetrieveScriptsQuery } from '../../scriptsApi';
import { AssetEditorLayout } from '../../../assetEditor/components/AssetEditorLayout/AssetEditorLayout';
import { AssetList, type AssetListAction } from '../../../assetEditor/components/AssetList/AssetList';
import { ConfirmDelete } from '../../../assetEditor/components/ConfirmDelete/ConfirmDelete';
import { NameDialog } from '../../../assetEditor/components/NameDialog/NameDialog';
import { ScriptOutline } from '../ScriptOutline/ScriptOutline';
import { PanelPlaceholder } from '../../../assetEditor/components/PanelPlaceholder/PanelPlaceholder';
import { ScriptWorkspace } from '../ScriptWorkspace/ScriptWorkspace';
import classes from '../../../assetEditor/panel.module.css';

export type ScriptEditorPanelProps = {
  gameId: string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onShowHistory?: (asset: { id: string; type: 'script'; name: string }) => void;
};

const DIALOG_TEXT = {
  create: { title: 'New script', submit: 'Create' },
  rename: { title: 'Rename script', submit: 'Rename' },
  clone: { title: 'Clone script', submit: 'Clone' },
} as const;

export function ScriptEditorPanel({ gameId, selectedId, onSelect, onShowHistory }: ScriptEditorPanelProps) {
  const { data: scripts = [], isLoading, error } = useRetrieveScriptsQuery(gameId);
  const editor = useScriptEditor(gameId, selectedId);
  const actions = useScriptActions({ gameId, selectedId, onSelect, onDeleted: editor.forget });
  const toast = useToast();
  useEffect(() => {
    if (error) toast.show({ title: 'Failed to load scripts', message: errorMessage(error), color: 'red' });
  }, [error, toast]);

  const byId = (id: string) => scripts.find((s) => s.id === id);
  const listActions: AssetListAction[] = [
    { key: 'rename', label: 'Rename', icon: <IconPencil size={14} />, onClick: (i) => withScript(i.id, (script) => actions.setDialog({ kind: 'rename', script })) },
    { key: 'clone', label: 'Clone', icon: <IconCopy size={14} />, onClick: (i) => withScript(i.id, (script) => actions.setDialog({ kind: 'clone', script })) },
    { key: 'delete', label: 'Delete', icon: <IconTrash size={14} />, color: 'red', onClick: (i) => withScript(i.id, (script) => actions.setDialog({ kind: 'delete', script })) },
  ];
  function withScript(id: string, then: (script: NonNullable<ReturnType<typeof byId>>) => void) {
    const script = byId(id);
    if (script) then(script);
  }
  const dialog = actions.dialog;
  const nameDialog = dialog && dialog.kind !== 'delete' ? dialog : null;
  const script = editor.script;

  return (
    <div className={classes.panel} data-testid="script-editor-panel">
      <AssetEditorLayout id="script-editor" listLabel="Scripts" sideLabel="Outline" testIdPrefix="script"
        side={<ScriptOutline script={script} />}
        list={(collapse) => (
          <AssetList
            title="Scripts"
            items={scripts.map((s) => ({ id: s.id, name: s.name, pendingChanges: s.pendingChanges, dirty: editor.dirtyIds.includes(s.id) }))}
            selectedId={selectedId}
            onSelect={onSelect}
            onCreate={() => actions.setDialog({ kind: 'create' })}
            actions={listActions}
            loading={isLoading}
            emptyText="No scripts yet."
            testIdPrefix="script"
            assetType="script"
            onCollapse={collapse}
          />
        )}>
        {script ? (
          <ScriptWorkspace
            script={script}
            text={editor.text}
            dirty={editor.dirty}
            changedElsewhere={editor.changedElsewhere}
            saving={editor.saving}
            onChange={editor.setText}
            onSave={() => void editor.save()}
            onReload={editor.reload}
            onShowHistory={onShowHistory && (() => onShowHistory({ id: script.id, type: 'script', name: script.name }))}
          />
        ) : (
          <PanelPlaceholder loading={editor.loading} text={editor.loadFailed ? 'This script could not be loaded.' : 'Pick a script from the list, or create one.'} />
        )}
      </AssetEditorLayout>
      <NameDialog
        opened={nameDialog !== null}
        title={nameDialog ? DIALOG_TEXT[nameDialog.kind].title : ''}
        submitLabel={nameDialog ? DIALOG_TEXT[nameDialog.kind].submit : ''}
        initialName={nameDialog?.kind === 'rename' ? nameDialog.script.name : nameDialog?.kind === 'clone' ? `${nameDialog.script.name}_copy` : ''}
        busy={actions.busy}
        onSubmit={(name) => void actions.submitName(name)}
        onClose={() => actions.setDialog(null)}
        testIdPrefix="script"
      />
      <ConfirmDelete
        name={dialog?.kind === 'delete' ? dialog.script.name : null}
        busy={actions.busy}
        onConfirm={() => void actions.confirmDelete()}
        onClose={() => actions.setDialog(null)}
        testIdPrefix="script"
      />
    </div>
  );
}
