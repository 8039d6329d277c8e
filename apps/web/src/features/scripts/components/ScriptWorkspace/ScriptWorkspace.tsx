import { useMemo } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconHistory } from '@tabler/icons-react';
import { CodeEditor, type CodeEditorMarker } from '../../../../components/CodeEditor/CodeEditor';
import { problemText } from '../../scriptFormat';
import type { Script } from '../../scriptTypes';
import classes from '../ScriptEditorPanel/panel.module.css';

type ScriptWorkspaceProps = {
  script: Script;
  text: string;
  dirty: boolean;
  changedElsewhere: boolean;
  saving: boolean;
  onChange: (text: string) => void;
  onSave: () => void;
  onReload: () => void;
  onShowHistory?: () => void;
};

/** The selected script: toolbar, the "changed elsewhere" notice, the editor and its problems. */
export function ScriptWorkspace({ script, text, dirty, changedElsewhere, saving, onChange, onSave, onReload, onShowHistory }: ScriptWorkspaceProps) {
  const errors = script.validation_errors;
  const markers = useMemo<CodeEditorMarker[]>(() => errors.map((e) => ({ ...e, severity: 'error' })), [errors]);
  return (
    <div className={classes.main}>
      <div className={classes.toolbar}>
        <Title order={4} fw={600} style={{ minWidth: 0 }} lineClamp={1} data-testid="script-title">{script.name}</Title>
        {dirty ? (
          <Badge color="yellow" variant="light" data-testid="script-unsaved">Unsaved changes</Badge>
        ) : (
          <Badge color="gray" variant="light" data-testid="script-saved">Saved</Badge>
        )}
        <Group gap="xs" ml="auto">
          {onShowHistory && (
            <Button variant="default" size="xs" leftSection={<IconHistory size={14} />} onClick={onShowHistory} data-testid="script-history">
              History
            </Button>
          )}
          <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} onClick={onSave} loading={saving} disabled={!dirty && !saving} data-testid="script-save">
            Save
          </Button>
        </Group>
      </div>
      {changedElsewhere && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} py={8} data-testid="script-changed-elsewhere">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">This script changed elsewhere</Text>
            <Button size="compact-sm" variant="light" color="orange" onClick={onReload} data-testid="script-reload">Reload</Button>
          </Group>
        </Alert>
      )}
      <CodeEditor value={text} onChange={onChange} language="python" markers={markers} onSave={onSave} testId="script-editor" />
      {errors.length > 0 && (
        <Stack gap={2} className={classes.problems} data-testid="script-errors">
          {errors.map((error, index) => (
            <Text key={index} size="sm" c="red.4" ff="monospace">{problemText(error)}</Text>
          ))}
        </Stack>
      )}
    </div>
  );
}
