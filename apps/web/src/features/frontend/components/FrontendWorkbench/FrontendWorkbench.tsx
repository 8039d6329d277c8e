/*
 * Frontend editor workbench (docs/api-frontends.md, The workbench in the studio). Test ids: frontend-workbench
 * (data-dirty, data-building, data-saving, data-build-count), frontend-loading, and those of the parts (see
 * the report / each part).
 */
import { useCallback, useRef, useState } from 'react';
import type { editor } from 'monaco-editor';
import { useMediaQuery } from '@mantine/hooks';
import { useAppSelector } from '../../../../app/hooks';
import { selectAgent } from '../../../agent/agentSlice';
import { useBuild } from '../../hooks/useBuild';
import { useBuildTriggers } from '../../hooks/useBuildTriggers';
import { useFileActions } from '../../hooks/useFileActions';
import { useFrontendProject } from '../../hooks/useFrontendProject';
import { useFrontendState } from '../../hooks/useFrontendState';
import { markersFor } from '../../projectSnapshot';
import { frontendActions as a } from '../../frontendSlice';
import { BuildErrorOverlay } from '../BuildErrorOverlay/BuildErrorOverlay';
import { DetailsPanel } from '../DetailsPanel/DetailsPanel';
import { FileExplorer } from '../FileExplorer/FileExplorer';
import { FrontendCodeEditor } from '../FrontendCodeEditor/FrontendCodeEditor';
import { WorkbenchLoading } from '../WorkbenchLoading/WorkbenchLoading';
import { PreviewPane } from '../PreviewPane/PreviewPane';
import { SettingsDialog } from '../SettingsDialog/SettingsDialog';
import { NarrowPanes, WidePanes } from '../WorkbenchPanes/WorkbenchPanes';
import { NARROW_WORKBENCH_QUERY } from '../../workbenchPanes';
import { failingFiles } from '../../buildErrorText';
import { WorkbenchFooter } from '../WorkbenchFooter/WorkbenchFooter';
import { WorkbenchHeader } from '../WorkbenchHeader/WorkbenchHeader';
import { WorkbenchAssistant } from '../WorkbenchAssistant/WorkbenchAssistant';
import { useCodeAssistant } from '../../../codeAssistant/hooks/useCodeAssistant';
import { UiBlocksDrawer } from '../../../uiBlocks/components/UiBlocksDrawer/UiBlocksDrawer';
import classes from './FrontendWorkbench.module.css';
import type { HistoryAsset } from '../../../versioning/versioningTypes';

export function FrontendWorkbench({ gameId, onShowHistory }: { gameId: string; onShowHistory?: (asset: HistoryAsset) => void }) {
  const { state, dispatch } = useFrontendState();
  useFrontendProject(gameId);
  const build = useBuild(gameId);
  useBuildTriggers(build);
  const fileActions = useFileActions(gameId);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [blocksOpen, setBlocksOpen] = useState(false);
  const { lintIssues, buildErrorDetail } = state;
  const markersOf = useCallback((filename: string) => markersFor(filename, lintIssues, buildErrorDetail), [lintIssues, buildErrorDetail]);
  const onChange = useCallback((filename: string, content: string) => dispatch(a.fileEdited({ filename, content })), [dispatch]);
  const save = useCallback(() => void build.save(), [build]);
  const narrow = useMediaQuery(NARROW_WORKBENCH_QUERY) ?? false;
  const editorRef = useRef<editor.IStandaloneCodeEditor | null>(null);
  const conversation = useCodeAssistant(gameId);
  const agentWriting = useAppSelector((s) => {
    const agent = selectAgent(s);
    return agent.gameId === gameId && agent.inFlight;
  });

  if (state.isLoading && state.files.length === 0) return <WorkbenchLoading />;
  const files = (
    <FileExplorer failing={failingFiles(state.buildErrorDetail)} onAdd={fileActions.add} onRename={fileActions.rename} onDelete={fileActions.remove}
      onShowHistory={onShowHistory && ((file) => onShowHistory({ id: file.id, type: 'frontend_file', name: file.filename }))} />
  );
  const code = (
    <FrontendCodeEditor files={state.files} activeFile={state.activeFile} markersOf={markersOf} reveal={state.reveal} onChange={onChange} onSave={save} editorRef={editorRef} agentWriting={agentWriting} />
  );
  const assistant = <WorkbenchAssistant assistant={conversation} editorRef={editorRef} narrow={narrow} />;
  const preview = <PreviewPane gameId={gameId} />;
  return (
    <div
      className={classes.root}
      data-testid="frontend-workbench"
      data-dirty={state.isDirty}
      data-building={state.isBuilding}
      data-saving={state.isSaving}
      data-build-count={state.buildCount}
      data-preview-builds={state.previewBuilds}
      data-frontend-id={state.frontendId ?? ''}
      data-build-failed={state.buildError !== null}
      data-narrow={narrow}
    >
      <WorkbenchHeader onOpenSettings={() => setSettingsOpen(true)} onOpenBlocks={() => setBlocksOpen(true)} narrow={narrow} />
      {narrow ? (
        <NarrowPanes files={files} code={code} assistant={assistant} preview={preview} />
      ) : (
        <WidePanes files={files} code={code} assistant={assistant} preview={preview} showFiles={state.showFileExplorer} showAssistant={state.showAssistant}
          showPreview={state.showPreview} previewMaximized={state.previewMaximized} />
      )}
      {state.showDetails && <DetailsPanel />}
      <BuildErrorOverlay />
      <WorkbenchFooter onCompile={() => void build.compile()} onSave={save} />
      <UiBlocksDrawer gameId={gameId} opened={blocksOpen} narrow={narrow} editorRef={editorRef} onClose={() => setBlocksOpen(false)} />
      <SettingsDialog opened={settingsOpen} onClose={() => setSettingsOpen(false)} onApply={() => build.save({ quiet: true })} />
    </div>
  );
}
