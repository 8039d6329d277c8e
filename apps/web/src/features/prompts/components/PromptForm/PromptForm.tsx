import { Group, Text, Textarea, TextInput } from '@mantine/core';
import { CodeEditor } from '../../../../components/CodeEditor/CodeEditor';
import { EditorToolbar } from '../../../assetEditor/components/EditorToolbar/EditorToolbar';
import panel from '../../../assetEditor/panel.module.css';
import type { PromptFields } from '../../promptTypes';

type PromptFormProps = {
  title: string;
  fields: PromptFields;
  dirty: boolean;
  changedElsewhere: boolean;
  saving: boolean;
  onChange: (patch: Partial<PromptFields>) => void;
  onSave: () => void;
  onReload: () => void;
  onShowHistory?: () => void;
};

/** The selected prompt: name, description and the template (Markdown editor). */
export function PromptForm({ title, fields, dirty, changedElsewhere, saving, onChange, onSave, onReload, onShowHistory }: PromptFormProps) {
  return (
    <div className={panel.main}>
      <EditorToolbar kind="prompt" title={title} dirty={dirty} changedElsewhere={changedElsewhere} saving={saving} onSave={onSave} onReload={onReload} onShowHistory={onShowHistory} />
      <Group grow align="flex-start">
        <TextInput
          label="Name"
          description="Saved in lower case"
          value={fields.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
          data-testid="prompt-name"
        />
        <Textarea
          label="Description"
          autosize
          minRows={1}
          maxRows={3}
          value={fields.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
          data-testid="prompt-description"
        />
      </Group>
      <Text size="sm" fw={500}>Content</Text>
      <CodeEditor value={fields.content} onChange={(content) => onChange({ content })} language="markdown" onSave={onSave} testId="prompt-content" />
    </div>
  );
}
