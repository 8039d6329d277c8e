import { lazy, Suspense, useRef } from 'react';
import { Text } from '@mantine/core';
import type { DiffViewHost } from '../CodeEditor/codeEditorTypes';
import { EditorSkeleton } from '../CodeEditor/EditorSkeleton';
import classes from './DiffView.module.css';

export type { DiffViewHost } from '../CodeEditor/codeEditorTypes';

const loadMonacoDiffView = () => import('./MonacoDiffView');
const MonacoDiffView = lazy(() => loadMonacoDiffView().then((m) => ({ default: m.MonacoDiffView })));

/**
 * Starts fetching the diff editor's chunk (Monaco: about 4 MB of script) before the first diff is opened,
 * once the browser is idle: a page that lists diffs calls it, so opening one does not wait for the download.
 */
export function preloadDiffView(): void {
  const load = () => void loadMonacoDiffView();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
}

export type DiffViewProps = {
  original: string;
  modified: string;
  /** A Monaco language id: 'python', 'json', 'markdown', 'plaintext', … */
  language: string;
  /** A fixed height; without one the view fills its flex container. */
  height?: number | string;
  originalLabel?: string;
  modifiedLabel?: string;
  /** `data-testid` of the wrapper; it carries `__diffEditor` and `data-editor-ready` once Monaco is up. */
  testId?: string;
};

/** Two texts side by side in Monaco's read-only diff editor, each side labelled. */
export function DiffView({ original, modified, language, height, originalLabel = 'Before', modifiedLabel = 'After', testId }: DiffViewProps) {
  const hostRef = useRef<DiffViewHost>(null);
  return (
    <div
      ref={hostRef}
      className={height === undefined ? `${classes.root} ${classes.fill}` : classes.root}
      style={height === undefined ? undefined : { height }}
      data-testid={testId}
    >
      <div className={classes.labels}>
        <Text size="xs" fw={600} c="dimmed" className={classes.label} title={originalLabel} data-testid={testId ? `${testId}-original-label` : undefined}>
          {originalLabel}
        </Text>
        <Text size="xs" fw={600} c="dimmed" className={classes.label} title={modifiedLabel} data-testid={testId ? `${testId}-modified-label` : undefined}>
          {modifiedLabel}
        </Text>
      </div>
      <div className={classes.editor}>
        <div className={classes.inner}>
          <Suspense fallback={<EditorSkeleton label="Loading the diff…" />}>
            <MonacoDiffView hostRef={hostRef} original={original} modified={modified} language={language} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
