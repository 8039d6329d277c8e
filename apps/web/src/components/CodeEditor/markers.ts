import type { CodeEditorMarker } from './codeEditorTypes';

/** Monaco's MarkerSeverity values (kept here so this stays a pure, Monaco-free function). */
export const MARKER_SEVERITY = { warning: 4, error: 8 } as const;

export type MarkerData = {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
  message: string;
  severity: number;
};

/**
 * Our markers as Monaco marker data: each underlines from its column to the end of its line (Python
 * reports a point, not a range), clamped to the model's lines so an out-of-date marker never throws.
 */
export function toMarkerData(
  markers: readonly CodeEditorMarker[],
  lineCount: number,
  lineLength: (line: number) => number,
): MarkerData[] {
  return markers.map((marker) => {
    const line = Math.min(Math.max(1, Math.floor(marker.line) || 1), Math.max(1, lineCount));
    const endColumn = lineLength(line) + 1;
    const column = Math.min(Math.max(1, Math.floor(marker.column) || 1), endColumn);
    return {
      startLineNumber: line,
      startColumn: column,
      endLineNumber: line,
      endColumn: Math.max(endColumn, column + 1),
      message: marker.message,
      severity: MARKER_SEVERITY[marker.severity ?? 'error'],
    };
  });
}
