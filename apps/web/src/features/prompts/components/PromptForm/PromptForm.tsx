import { Alert, Badge, Button, Group, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconHistory } from '@tabler/icons-react';
import { CodeEditor } from '../../../../components/CodeEditor/CodeEditor';
import panel from '../../../scripts/components/ScriptEditorPanel/panel.module.css';
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
      <div className={panel.toolbar}>
        <Title order={4} fw={600} lineClamp={1} style={{ minWidth: 0 }} data-testid="prompt-title">{title}</Title>
        {dirty ? (
          <Badge color="yellow" variant="light" data-testid="prompt-unsaved">Unsaved changes</Badge>
        ) : (
          <Badge color="gray" variant="light" data-testid="prompt-saved">Saved</Badge>
        )}
        <Group gap="xs" ml="auto">
          {onShowHistory && (
            <Button variant="default" size="xs" leftSection={<IconHistory size={14} />} onClick={onShowHistory} data-testid="prompt-history">
              History
            </Button>
          )}
          <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} onClick={onSave} loading={saving} disabled={!dirty && !saving} data-testid="prompt-save">
            Save
          </Button>
        </Group>
      </div>
      {changedElsewhere && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} py={8} data-testid="prompt-changed-elsewhere">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">This prompt changed elsewhere</Text>
            <Button size="compact-sm" variant="light" color="orange" onClick={onReload} data-testid="prompt-reload">Reload</Button>
          </Group>
        </Alert>
      )}
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
