import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { CodeEditor, type CodeEditorMarker } from '../../../../components/CodeEditor/CodeEditor';
import { problemText } from '../../scriptFormat';
import type { Script } from '@tempest/contracts';
import { EditorToolbar } from '../../../assetEditor/components/EditorToolbar/EditorToolbar';
import classes from '../../../assetEditor/panel.module.css';

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
      <EditorToolbar kind="script" title={script.name} dirty={dirty} changedElsewhere={changedElsewhere} saving={saving} onSave={onSave} onReload={onReload} onShowHistory={onShowHistory} />
      <CodeEditor value={text} onChange={onChange} language="python" markers={markers} onSave={onSave} documentKey={script.id} testId="script-editor" />
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
