import { Alert, Badge, Button, Group, ScrollArea, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconHistory } from '@tabler/icons-react';
import panel from '../../../scripts/components/ScriptEditorPanel/panel.module.css';
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
      <div className={panel.toolbar}>
        <Title order={4} fw={600} lineClamp={1} style={{ minWidth: 0 }} data-testid="tool-title">{title}</Title>
        {dirty ? (
          <Badge color="yellow" variant="light" data-testid="tool-unsaved">Unsaved changes</Badge>
        ) : (
          <Badge color="gray" variant="light" data-testid="tool-saved">Saved</Badge>
        )}
        <Group gap="xs" ml="auto">
          {onShowHistory && (
            <Button variant="default" size="xs" leftSection={<IconHistory size={14} />} onClick={onShowHistory} data-testid="tool-history">
              History
            </Button>
          )}
          <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} onClick={onSave} loading={saving} disabled={!dirty && !saving} data-testid="tool-save">
            Save
          </Button>
        </Group>
      </div>
      {changedElsewhere && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} py={8} data-testid="tool-changed-elsewhere">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">This tool changed elsewhere</Text>
            <Button size="compact-sm" variant="light" color="orange" onClick={onReload} data-testid="tool-reload">Reload</Button>
          </Group>
        </Alert>
      )}
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
