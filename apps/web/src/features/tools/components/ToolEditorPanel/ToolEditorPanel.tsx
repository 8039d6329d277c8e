/*
 * Tool editor panel (the default dashboard "Tool Editor").
 * Test ids: tool-create, tool-item-<name> (data-id, data-active, data-dirty), tool-delete-<name>,
 * tool-delete-confirm, tool-title, tool-unsaved / tool-saved, tool-save, tool-history, tool-name,
 * tool-description, tool-fields, tool-field-add, tool-field-<i>, tool-field-name-<i>, tool-field-type-<i>
 * (a native select), tool-field-required-<i>, tool-field-description-<i>, tool-field-enum-<i> (string
 * fields; Enter after each value), tool-field-remove-<i>, tool-changed-elsewhere, tool-reload,
 * tool-schema (read-only CodeEditor wrapper with the schema the server built: `__editor`).
 */
import { useEffect, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../../../api/apiError';
import { CodeEditor } from '../../../../components/CodeEditor/CodeEditor';
import { useToast } from '../../../toasts';
import { AssetEditorLayout } from '../../../assetEditor/components/AssetEditorLayout/AssetEditorLayout';
import { AssetList } from '../../../assetEditor/components/AssetList/AssetList';
import { ConfirmDelete } from '../../../assetEditor/components/ConfirmDelete/ConfirmDelete';
import { PanelPlaceholder } from '../../../assetEditor/components/PanelPlaceholder/PanelPlaceholder';
import panel from '../../../assetEditor/panel.module.css';
import { useToolEditor } from '../../hooks/useToolEditor';
import { UNTITLED_TOOL } from '../../toolDraft';
import { useDeleteToolMutation, useLoadToolsQuery, useSaveToolMutation } from '../../toolsApi';
import type { Tool } from '@tempest/contracts';
import { ToolForm } from '../ToolForm/ToolForm';

export type ToolEditorPanelProps = {
  gameId: string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onShowHistory?: (asset: { id: string; type: 'tool'; name: string }) => void;
};

const byName = (a: Tool, b: Tool) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

export function ToolEditorPanel({ gameId, selectedId, onSelect, onShowHistory }: ToolEditorPanelProps) {
  const { data, isLoading, error } = useLoadToolsQuery(gameId);
  const tools = Object.values(data?.data ?? {}).sort(byName);
  const tool = tools.find((t) => t.id === selectedId);
  const editor = useToolEditor(gameId, tool);
  const [createTool, createState] = useSaveToolMutation();
  const [deleteTool, deleteState] = useDeleteToolMutation();
  const [deleting, setDeleting] = useState<Tool | null>(null);
  const toast = useToast();
  useEffect(() => {
    if (error) toast.show({ title: 'Failed to load tools', message: errorMessage(error), color: 'red' });
  }, [error, toast]);

  const create = async () => {
    const result = await createTool({ gameId, tool: { name: UNTITLED_TOOL, description: '', fields: [] } });
    if (result.error) toast.show({ title: 'Failed to update tool', message: errorMessage(result.error), color: 'red' });
    else onSelect(result.data.data.id);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteTool({ gameId, id: deleting.id });
    if (result.error) {
      toast.show({ title: 'Failed to delete tool', message: errorMessage(result.error), color: 'red' });
      return;
    }
    editor.forget(deleting.id);
    if (selectedId === deleting.id) onSelect(null);
    setDeleting(null);
  };

  return (
    <div className={panel.panel} data-testid="tool-editor-panel">
      <AssetEditorLayout id="tool-editor" listLabel="Tools" sideLabel="Schema" testIdPrefix="tool"
        sideStartsOpen side={tool ? (
          <Stack className={panel.side} gap="xs" style={{ display: 'flex', overflow: 'hidden' }}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">JSON schema</Text>
            <Text size="xs" c="dimmed">As the server built it at the last save.</Text>
            <CodeEditor value={JSON.stringify(tool.schema ?? {}, null, 2)} language="json" readOnly testId="tool-schema" />
          </Stack>
        ) : null}
        list={(collapse) => (
          <AssetList
            title="Tools"
            items={tools.map((t) => ({ id: t.id, name: t.name, pendingChanges: t.pendingChanges, dirty: editor.dirtyIds.includes(t.id) }))}
            selectedId={selectedId}
            onSelect={onSelect}
            onCreate={() => void create()}
            creating={createState.isLoading}
            actions={[{ key: 'delete', label: 'Delete', color: 'red', icon: <IconTrash size={14} />, onClick: (item) => setDeleting(tools.find((t) => t.id === item.id) ?? null) }]}
            loading={isLoading}
            emptyText="No tools yet."
            testIdPrefix="tool"
            assetType="tool"
            onCollapse={collapse}
          />
        )}>
        {tool ? (
          <ToolForm
            title={tool.name}
            draft={editor.draft}
            dirty={editor.dirty}
            changedElsewhere={editor.changedElsewhere}
            saving={editor.saving}
            onChange={editor.setDraft}
            onSave={() => void editor.save()}
            onReload={editor.reload}
            onShowHistory={onShowHistory && (() => onShowHistory({ id: tool.id, type: 'tool', name: tool.name }))}
          />
        ) : (
          <PanelPlaceholder loading={isLoading} text="Pick a tool from the list, or create one." />
        )}
      </AssetEditorLayout>
      <ConfirmDelete name={deleting?.name ?? null} busy={deleteState.isLoading} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(null)} testIdPrefix="tool" />
    </div>
  );
}
