/** The workbench's panes on a narrow screen, one at a time (`?pane=`; issue 13). */
export const WORKBENCH_PANES = ['files', 'code', 'assistant', 'preview'] as const;
export type WorkbenchPane = (typeof WORKBENCH_PANES)[number];

export const PANE_LABELS: Record<WorkbenchPane, string> = { files: 'Files', code: 'Code', assistant: 'Assistant', preview: 'Preview' };

/** The `pane` search parameter as a pane; anything else (or none) is the preview, what a phone user came for. */
export function paneOf(value: string | null | undefined): WorkbenchPane {
  return WORKBENCH_PANES.find((pane) => pane === value) ?? 'preview';
}

/** Below this width the workbench shows one pane at a time (Mantine's `sm` breakpoint). */
export const NARROW_WORKBENCH_QUERY = '(max-width: 48em)';

/** Where react-resizable-panels keeps the pane sizes between visits (one layout per set of shown panes). */
export const WORKBENCH_LAYOUT_ID = 'tempest:frontend-workbench';
