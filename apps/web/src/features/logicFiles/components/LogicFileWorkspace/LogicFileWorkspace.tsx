import { Select } from '@mantine/core';
import type { LogicFile } from '@tempest/contracts';
import { CodeEditor } from '../../../../components/CodeEditor/CodeEditor';
import { EditorToolbar } from '../../../assetEditor/components/EditorToolbar/EditorToolbar';
import { editorLanguageOf, languageOptions } from '../../logicFileLanguage';
import { LogicFilesAbout } from '../LogicFilesAbout/LogicFilesAbout';
import classes from '../../../assetEditor/panel.module.css';

type LogicFileWorkspaceProps = {
  file: LogicFile;
  text: string;
  dirty: boolean;
  changedElsewhere: boolean;
  saving: boolean;
  onChange: (text: string) => void;
  onSave: () => void;
  onReload: () => void;
  onLanguage: (language: string) => void;
  onShowHistory?: () => void;
};

/** The selected logic file: toolbar (language, History, Save), the "changed elsewhere" notice, what it is for, the editor. */
export function LogicFileWorkspace({ file, text, dirty, changedElsewhere, saving, onChange, onSave, onReload, onLanguage, onShowHistory }: LogicFileWorkspaceProps) {
  const language = (
    <Select size="xs" w={130} aria-label="Language" data={languageOptions(file.language)} value={file.language} allowDeselect={false}
      onChange={(value) => value && onLanguage(value)} comboboxProps={{ withinPortal: true }} data-testid="logic-file-language" />
  );
  return (
    <div className={classes.main}>
      <EditorToolbar kind="logic-file" title={file.name} dirty={dirty} changedElsewhere={changedElsewhere} saving={saving}
        onSave={onSave} onReload={onReload} onShowHistory={onShowHistory} extra={language} />
      <LogicFilesAbout compact />
      <CodeEditor value={text} onChange={onChange} language={editorLanguageOf(file.language)} onSave={onSave} documentKey={file.id} testId="logic-file-editor" />
    </div>
  );
}
