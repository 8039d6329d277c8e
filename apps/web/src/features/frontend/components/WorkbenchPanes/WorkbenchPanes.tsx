import { SegmentedControl } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Group as PanelGroup, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { useSearchParams } from 'react-router';
import { assistantPlacement, PANE_LABELS, paneOf, WORKBENCH_LAYOUT_ID, WORKBENCH_PANES, type WorkbenchPane } from '../../workbenchPanes';
import split from '../../../../components/SplitPanes/SplitPanes.module.css';
import classes from '../FrontendWorkbench/FrontendWorkbench.module.css';
import { useFrontendState } from '../../hooks/useFrontendState';

type PanesProps = {
  files: ReactNode;
  code: ReactNode;
  assistant: ReactNode;
  preview: ReactNode;
  showFiles: boolean;
  showAssistant: boolean;
  showPreview: boolean;
  /** The preview covers the other panes (maximise in place); they stay mounted. */
  previewMaximized: boolean;
};

/**
 * Files, code and preview side by side, resizable, their sizes kept across reloads (react-resizable-panels'
 * useDefaultLayout in localStorage, one layout per set of shown panes). The explorer also collapses by
 * dragging it past its minimum. Test ids: frontend-panes (data-maximized).
 */
export function WidePanes({ files, code, assistant, preview, showFiles, showAssistant, showPreview, previewMaximized }: PanesProps) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  const placement = assistantPlacement(width, showPreview);
  const assistantColumn = showAssistant && placement === 'column';
  const underPreview = showAssistant && placement === 'under-preview';
  const panelIds = [...(showFiles ? ['explorer'] : []), 'code', ...(assistantColumn ? ['assistant'] : []), ...(showPreview ? ['preview'] : [])];
  const { defaultLayout, onLayoutChanged } = useDefaultLayout({ id: WORKBENCH_LAYOUT_ID, panelIds, storage: localStorage });
  return (
    <div ref={ref} className={classes.body} data-testid="frontend-panes" data-maximized={previewMaximized && showPreview} data-assistant={showAssistant ? placement : 'closed'}>
      <PanelGroup orientation="horizontal" className={split.group} id="frontend-workbench-split" defaultLayout={defaultLayout} onLayoutChanged={onLayoutChanged}>
        {showFiles && (
          <>
            <Panel id="explorer" defaultSize={assistantColumn ? '14%' : '18%'} minSize="110px" maxSize="40%" collapsible collapsedSize="0px" className={split.pane}>
              {files}
            </Panel>
            <Separator className={split.separator} />
          </>
        )}
        {/* Floors: ~36 characters of code and a 300 px preview (issue 30). */}
        <Panel id="code" defaultSize={assistantColumn ? '34%' : '44%'} minSize="340px" className={split.pane}>
          {code}
        </Panel>
        {assistantColumn && (
          <>
            <Separator className={split.separator} />
            <Panel id="assistant" defaultSize="24%" minSize="260px" maxSize="420px" className={split.pane}>
              {assistant}
            </Panel>
          </>
        )}
        {showPreview && (
          <>
            <Separator className={split.separator} />
            <Panel id="preview" defaultSize={assistantColumn ? '28%' : '38%'} minSize="300px" className={`${split.pane} ${classes.previewPanel}`}>
              {/* The preview stays the first child either way, so opening the assistant never reloads the game. */}
              <div className={classes.previewStack} data-with-assistant={underPreview}>
                {preview}
                {underPreview && <div className={classes.assistantUnderPreview} data-testid="frontend-assistant-under-preview">{assistant}</div>}
              </div>
            </Panel>
          </>
        )}
      </PanelGroup>
    </div>
  );
}

/** The narrow workbench's pane (`?pane=`) and its setter. */
export function useNarrowPane(): [WorkbenchPane, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const choose = useCallback(
    (next: string) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('pane', next);
        return updated;
      }, { replace: true }),
    [setParams],
  );
  return [paneOf(params.get('pane')), choose];
}

/**
 * One pane at a time on a narrow screen, switched by a segmented control and `?pane=files|code|assistant|preview`
 * (default preview). Every pane stays mounted, so switching neither reloads the game nor loses the cursor or
 * the assistant's conversation. Test ids: frontend-pane-switch, frontend-pane-<pane> (data-active).
 */
export function NarrowPanes({ files, code, assistant, preview }: Pick<PanesProps, 'files' | 'code' | 'assistant' | 'preview'>) {
  const [pane, choose] = useNarrowPane();
  const content: Record<WorkbenchPane, ReactNode> = { files, code, assistant, preview };
  // Opening a file (in the tree, or an error's location) shows the code pane.
  const { state } = useFrontendState();
  const opened = `${state.activeFile ?? ''}:${state.reveal?.seq ?? 0}`;
  const seen = useRef(opened);
  useEffect(() => {
    if (opened === seen.current) return;
    const first = seen.current.startsWith(':');
    seen.current = opened;
    if (!first) choose('code');
  });
  return (
    <div className={classes.narrowBody}>
      <SegmentedControl fullWidth size="xs" value={pane} onChange={choose} data={WORKBENCH_PANES.map((value) => ({ value, label: PANE_LABELS[value] }))}
        data-testid="frontend-pane-switch" className={classes.paneSwitch} />
      {WORKBENCH_PANES.map((name) => (
        <div key={name} className={classes.narrowPane} data-active={name === pane} data-testid={`frontend-pane-${name}`}>
          {content[name]}
        </div>
      ))}
    </div>
  );
}
