import { useState, type DragEvent } from 'react';

/** The type of a drag of explorer files: their names, as JSON. Other drags (text, files from the desktop) are ignored. */
const FILES_TYPE = 'application/x-tempest-files';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes(FILES_TYPE);

/**
 * Drag and drop in the explorer: a file row starts a drag of `filesOf(row)`; a folder row, or the list's empty
 * space (the top level), takes them and calls `onDrop(files, folder)`. `over` is the folder under the pointer.
 */
export function useExplorerDrag(filesOf: (filename: string) => string[], onDrop: (filenames: string[], folder: string) => void) {
  const [over, setOver] = useState<string | null>(null);
  const target = (folder: string) => ({
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
      setOver(folder);
    },
    onDragLeave: () => setOver((current) => (current === folder ? null : current)),
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      setOver(null);
      try {
        const names: unknown = JSON.parse(event.dataTransfer.getData(FILES_TYPE));
        if (Array.isArray(names) && names.every((n) => typeof n === 'string') && names.length > 0) onDrop(names, folder);
      } catch {
        // Not a drag of ours after all.
      }
    },
    dropTarget: over === folder,
  });
  const source = (filename: string) => ({
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(FILES_TYPE, JSON.stringify(filesOf(filename)));
      event.dataTransfer.effectAllowed = 'move';
    },
  });
  return { target, source, end: () => setOver(null) };
}
