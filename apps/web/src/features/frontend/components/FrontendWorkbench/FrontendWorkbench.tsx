/*
 * Frontend editor workbench (docs/api-frontends.md, The workbench in the studio). Test ids: frontend-workbench
 * (data-dirty, data-building, data-saving, data-build-count), frontend-loading, and those of the parts (see
 * the report / each part).
 */
import { useCallback, useState } from 'react';
import { Group as PanelGroup, Panel, Separator } from 'react-resizable-panels';
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
import { WorkbenchFooter } from '../WorkbenchFooter/WorkbenchFooter';
import { WorkbenchHeader } from '../WorkbenchHeader/WorkbenchHeader';
import classes from './FrontendWorkbench.module.css';
import type { HistoryAsset } from '../../../versioning/versioningTypes';

export function FrontendWorkbench({ gameId, onShowHistory }: { gameId: string; onShowHistory?: (asset: HistoryAsset) => void }) {
  const { state, dispatch } = useFrontendState();
  useFrontendProject(gameId);
  const build = useBuild(gameId);
  useBuildTriggers(build);
  const fileActions = useFileActions(gameId);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { lintIssues, buildErrorDetail } = state;
  const markersOf = useCallback((filename: string) => markersFor(filename, lintIssues, buildErrorDetail), [lintIssues, buildErrorDetail]);
  const onChange = useCallback((filename: string, content: string) => dispatch(a.fileEdited({ filename, content })), [dispatch]);
  const save = useCallback(() => void build.save(), [build]);

  if (state.isLoading && state.files.length === 0) return <WorkbenchLoading />;
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
    >
      <WorkbenchHeader onOpenSettings={() => setSettingsOpen(true)} />
      <div className={classes.body}>
        <PanelGroup orientation="horizontal" className={classes.group} id="frontend-workbench-split">
          {state.showFileExplorer && (
            <>
              <Panel id="explorer" defaultSize="24%" minSize="16%" maxSize="40%" className={classes.panel}>
                <FileExplorer onAdd={fileActions.add} onRename={fileActions.rename} onDelete={fileActions.remove}
                  onShowHistory={onShowHistory && ((file) => onShowHistory({ id: file.id, type: 'frontend_file', name: file.filename }))} />
              </Panel>
              <Separator className={classes.separator} />
            </>
          )}
          <Panel id="code" minSize="20%" className={classes.panel}>
            <FrontendCodeEditor files={state.files} activeFile={state.activeFile} markersOf={markersOf} onChange={onChange} onSave={save} />
          </Panel>
          {state.showPreview && (
            <>
              <Separator className={classes.separator} />
              <Panel id="preview" defaultSize="38%" minSize="20%" className={classes.panel}>
                <PreviewPane gameId={gameId} />
              </Panel>
            </>
          )}
        </PanelGroup>
      </div>
      {state.showDetails && <DetailsPanel />}
      <BuildErrorOverlay />
      <WorkbenchFooter onCompile={() => void build.compile()} onSave={save} />
      <SettingsDialog opened={settingsOpen} onClose={() => setSettingsOpen(false)} onApply={() => build.save({ quiet: true })} />
    </div>
  );
}
