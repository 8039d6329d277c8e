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

/**
 * Below this workbench width the code assistant shares the preview's column (the game above, the assistant
 * under it) instead of taking a column of its own: four columns in ~850 px (a 1440 px window with the
 * studio's chat open) left the code ~25 characters wide and the preview ~240 px.
 */
export const ASSISTANT_COLUMN_MIN_WIDTH = 1180;

/** Where the open code assistant goes in a workbench `width` px wide (0: not measured yet). */
export function assistantPlacement(width: number, showPreview: boolean): 'column' | 'under-preview' {
  return width >= ASSISTANT_COLUMN_MIN_WIDTH || !showPreview ? 'column' : 'under-preview';
}
