/*
 * Prompt editor panel (the default dashboard "Prompt Editor"; the selected prompt is the active one).
 * Test ids: prompt-create, prompt-item-<name> (data-id, data-active, data-dirty), prompt-delete-<name>,
 * prompt-delete-confirm, prompt-title, prompt-unsaved / prompt-saved, prompt-save, prompt-history,
 * prompt-name, prompt-description, prompt-content (CodeEditor wrapper: `__editor`, data-editor-ready),
 * prompt-changed-elsewhere, prompt-reload, prompt-tester, prompt-var-<variable>, prompt-variables-empty,
 * prompt-test-result.
 */
import { useEffect, useState } from 'react';
import { IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../../../api/apiError';
import { useToast } from '../../../toasts';
import { AssetEditorLayout } from '../../../assetEditor/components/AssetEditorLayout/AssetEditorLayout';
import { AssetList } from '../../../assetEditor/components/AssetList/AssetList';
import { ConfirmDelete } from '../../../assetEditor/components/ConfirmDelete/ConfirmDelete';
import { PanelPlaceholder } from '../../../assetEditor/components/PanelPlaceholder/PanelPlaceholder';
import panel from '../../../assetEditor/panel.module.css';
import { usePromptEditor } from '../../hooks/usePromptEditor';
import { useCreatePromptMutation, useDeletePromptMutation, useGetPromptsQuery } from '../../promptsApi';
import type { Prompt } from '@tempest/contracts';
import { PromptForm } from '../PromptForm/PromptForm';
import { PromptTester } from '../PromptTester/PromptTester';

export type PromptEditorPanelProps = {
  gameId: string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onShowHistory?: (asset: { id: string; type: 'prompt'; name: string }) => void;
};

const byName = (a: Prompt, b: Prompt) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

export function PromptEditorPanel({ gameId, selectedId, onSelect, onShowHistory }: PromptEditorPanelProps) {
  const { data, isLoading, error } = useGetPromptsQuery(gameId);
  const prompts = Object.values(data?.data ?? {}).sort(byName);
  const prompt = prompts.find((p) => p.id === selectedId);
  const editor = usePromptEditor(gameId, prompt);
  const [createPrompt, createState] = useCreatePromptMutation();
  const [deletePrompt, deleteState] = useDeletePromptMutation();
  const [deleting, setDeleting] = useState<Prompt | null>(null);
  const toast = useToast();
  useEffect(() => {
    if (error) toast.show({ title: 'Failed to load prompts', message: errorMessage(error), color: 'red' });
  }, [error, toast]);

  const create = async () => {
    const result = await createPrompt({ gameId });
    if (result.error) toast.show({ title: 'Failed to update prompt', message: errorMessage(result.error), color: 'red' });
    else onSelect(result.data.data.id);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deletePrompt({ gameId, id: deleting.id });
    if (result.error) {
      toast.show({ title: 'Failed to delete prompt', message: errorMessage(result.error), color: 'red' });
      return;
    }
    editor.forget(deleting.id);
    if (selectedId === deleting.id) onSelect(null);
    setDeleting(null);
  };

  return (
    <div className={panel.panel} data-testid="prompt-editor-panel">
      <AssetEditorLayout id="prompt-editor" listLabel="Prompts" sideLabel="Tester" testIdPrefix="prompt"
        sideStartsOpen side={prompt ? <PromptTester key={prompt.id} content={editor.fields.content} /> : null}
        list={(collapse) => (
          <AssetList
            title="Prompts"
            items={prompts.map((p) => ({ id: p.id, name: p.name, pendingChanges: p.pendingChanges, dirty: editor.dirtyIds.includes(p.id) }))}
            selectedId={selectedId}
            onSelect={onSelect}
            onCreate={() => void create()}
            creating={createState.isLoading}
            actions={[{ key: 'delete', label: 'Delete', color: 'red', icon: <IconTrash size={14} />, onClick: (item) => setDeleting(prompts.find((p) => p.id === item.id) ?? null) }]}
            loading={isLoading}
            emptyText="No prompts yet."
            testIdPrefix="prompt"
            assetType="prompt"
            onCollapse={collapse}
          />
        )}>
        {prompt ? (
          <PromptForm
            title={prompt.name}
            fields={editor.fields}
            dirty={editor.dirty}
            changedElsewhere={editor.changedElsewhere}
            saving={editor.saving}
            onChange={editor.setFields}
            onSave={() => void editor.save()}
            onReload={editor.reload}
            onShowHistory={onShowHistory && (() => onShowHistory({ id: prompt.id, type: 'prompt', name: prompt.name }))}
          />
        ) : (
          <PanelPlaceholder loading={isLoading} text="Pick a prompt from the list, or create one." />
        )}
      </AssetEditorLayout>
      <ConfirmDelete name={deleting?.name ?? null} busy={deleteState.isLoading} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(null)} testIdPrefix="prompt" />
    </div>
  );
}
