import { useEffect, type RefObject } from 'react';
import type { CodeEditorHost } from './codeEditorTypes';

/** Puts the mounted editor on its wrapper element (`__editor`, data-editor-ready) for tests and tools. */
export function useExposedEditor(hostRef: RefObject<CodeEditorHost | null>, instance: CodeEditorHost['__editor'] | null): void {
  useEffect(() => {
    const host = hostRef.current;
    if (!instance || !host) return undefined;
    host.__editor = instance;
    host.dataset.editorReady = 'true';
    return () => {
      delete host.__editor;
      delete host.dataset.editorReady;
    };
  }, [instance, hostRef]);
}
