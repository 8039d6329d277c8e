import { Group, ScrollArea, Textarea, TextInput } from '@mantine/core';
import { EditorToolbar } from '../../../assetEditor/components/EditorToolbar/EditorToolbar';
import panel from '../../../assetEditor/panel.module.css';
import { UNTITLED_TOOL } from '../../toolDraft';
import type { ToolDraft } from '../../toolTypes';
import { ToolFieldsEditor } from '../ToolFieldsEditor/ToolFieldsEditor';

type ToolFormProps = {
  title: string;
  draft: ToolDraft;
  dirty: boolean;
  changedElsewhere: boolean;
  saving: boolean;
  onChange: (patch: Partial<ToolDraft>) => void;
  onSave: () => void;
  onReload: () => void;
  onShowHistory?: () => void;
};

/** The selected tool: name, description and its fields. */
export function ToolForm({ title, draft, dirty, changedElsewhere, saving, onChange, onSave, onReload, onShowHistory }: ToolFormProps) {
  return (
    <div className={panel.main}>
      <EditorToolbar kind="tool" title={title} dirty={dirty} changedElsewhere={changedElsewhere} saving={saving} onSave={onSave} onReload={onReload} onShowHistory={onShowHistory} />
      <ScrollArea style={{ flex: 1, minHeight: 0 }} offsetScrollbars>
        <Group grow align="flex-start" mb="md">
          <TextInput label="Name" placeholder={UNTITLED_TOOL} value={draft.name}
            onChange={(e) => onChange({ name: e.currentTarget.value })} data-testid="tool-name" />
          <Textarea label="Description" autosize minRows={1} maxRows={4} value={draft.description}
            onChange={(e) => onChange({ description: e.currentTarget.value })} data-testid="tool-description" />
        </Group>
        <ToolFieldsEditor fields={draft.fields} onChange={(fields) => onChange({ fields })} />
      </ScrollArea>
    </div>
  );
}
