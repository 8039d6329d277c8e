import { Alert, Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from '../../panel.module.css';

type EditorToolbarProps = {
  /** The asset kind: names the test ids (`<kind>-save`, …) and the notice ("This <kind> changed elsewhere"). */
  kind: 'script' | 'prompt' | 'tool' | 'logic-file';
  title: string;
  dirty: boolean;
  changedElsewhere: boolean;
  saving: boolean;
  onSave: () => void;
  onReload: () => void;
  onShowHistory?: () => void;
  /** Controls of this kind of asset, before History (a logic file's language). */
  extra?: ReactNode;
};

/** The header every asset editor shares: title, saved state, History and Save, and the "changed elsewhere" notice. */
export function EditorToolbar({ kind, title, dirty, changedElsewhere, saving, onSave, onReload, onShowHistory, extra }: EditorToolbarProps) {
  return (
    <>
      <div className={classes.toolbar}>
        <Title order={4} fw={600} lineClamp={1} style={{ minWidth: 0 }} data-testid={`${kind}-title`}>{title}</Title>
        {dirty ? (
          <Badge color="yellow" variant="light" data-testid={`${kind}-unsaved`}>Unsaved changes</Badge>
        ) : (
          <Badge color="gray" variant="light" data-testid={`${kind}-saved`}>Saved</Badge>
        )}
        <Group gap="xs" ml="auto" wrap="nowrap">
          {extra}
          {onShowHistory && (
            <Button variant="default" size="xs" leftSection={<IconHistory size={14} />} onClick={onShowHistory} data-testid={`${kind}-history`}>
              History
            </Button>
          )}
          <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} onClick={onSave} loading={saving} disabled={!dirty && !saving} data-testid={`${kind}-save`}>
            Save
          </Button>
        </Group>
      </div>
      {changedElsewhere && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} py={8} data-testid={`${kind}-changed-elsewhere`}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">This {kind.replace('-', ' ')} changed elsewhere</Text>
            <Button size="compact-sm" variant="light" color="orange" onClick={onReload} data-testid={`${kind}-reload`}>Reload</Button>
          </Group>
        </Alert>
      )}
    </>
  );
}
