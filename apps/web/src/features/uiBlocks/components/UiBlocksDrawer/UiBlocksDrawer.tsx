import { lazy, Suspense, type RefObject } from 'react';
import type { editor } from 'monaco-editor';
import { Drawer, Loader } from '@mantine/core';

// The editor (and its parser) loads when the drawer first opens, not with the workbench.
const BlockEditor = lazy(() => import('../BlockEditor/BlockEditor').then((m) => ({ default: m.BlockEditor })));

type UiBlocksDrawerProps = {
  gameId: string;
  opened: boolean;
  narrow: boolean;
  editorRef: RefObject<editor.IStandaloneCodeEditor | null>;
  onClose: () => void;
};

/**
 * The UI building blocks beside the editor (docs/api-frontends.md, UI building blocks). On a wide screen it
 * leaves the editor usable (no overlay, no focus trap), so a click in the code picks the block to edit.
 * Test id: ui-blocks-drawer.
 */
export function UiBlocksDrawer({ gameId, opened, narrow, editorRef, onClose }: UiBlocksDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 440}
      title="UI blocks"
      withOverlay={narrow}
      trapFocus={false}
      lockScroll={false}
      closeOnClickOutside={false}
      data-testid="ui-blocks-drawer"
    >
      {opened && (
        <Suspense fallback={<Loader size="sm" />}>
          <BlockEditor gameId={gameId} editorRef={editorRef} active={opened} />
        </Suspense>
      )}
    </Drawer>
  );
}
