import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconExternalLink, IconMaximize, IconMinimize } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { STALE_PREVIEW } from '../../workbenchStatus';

type PreviewControlsProps = {
  /** The Playtest button (issue 31), first of the controls. */
  playtest?: ReactNode;
  /** The last build failed: the preview shows an older one. */
  stale: boolean;
  /** The preview shows a Compile of unsaved edits. */
  unsaved: boolean;
  maximized: boolean;
  fullscreen: boolean;
  onToggleMaximized: () => void;
  onToggleFullscreen: () => void;
  onPopOut: () => void;
};

/**
 * What the preview shows and the ways to enlarge it: maximise in place, fullscreen, its own window. Test
 * ids: frontend-preview-stale, frontend-preview-unsaved, frontend-preview-maximize (data-active),
 * frontend-preview-fullscreen (data-active), frontend-preview-popout.
 */
export function PreviewControls({ playtest, stale, unsaved, maximized, fullscreen, onToggleMaximized, onToggleFullscreen, onPopOut }: PreviewControlsProps) {
  return (
    <>
      {playtest}
      {stale && (
        <Badge color="red" variant="light" size="sm" data-testid="frontend-preview-stale">
          {STALE_PREVIEW}
        </Badge>
      )}
      {!stale && unsaved && (
        <Badge color="yellow" variant="light" size="sm" data-testid="frontend-preview-unsaved">
          Unsaved edits
        </Badge>
      )}
      <Tooltip label={maximized ? 'Restore the preview' : 'Maximise the preview'}>
        <ActionIcon variant="subtle" color="gray" onClick={onToggleMaximized} aria-label={maximized ? 'Restore the preview' : 'Maximise the preview'}
          aria-pressed={maximized} data-active={maximized} data-testid="frontend-preview-maximize">
          {maximized ? <IconArrowsMinimize size={16} /> : <IconArrowsMaximize size={16} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={fullscreen ? 'Leave fullscreen' : 'Fullscreen'}>
        <ActionIcon variant="subtle" color="gray" onClick={onToggleFullscreen} aria-label={fullscreen ? 'Leave fullscreen' : 'Fullscreen'}
          aria-pressed={fullscreen} data-active={fullscreen} data-testid="frontend-preview-fullscreen">
          {fullscreen ? <IconMinimize size={16} /> : <IconMaximize size={16} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Open in a new window">
        <ActionIcon variant="subtle" color="gray" onClick={onPopOut} aria-label="Open the preview in a new window" data-testid="frontend-preview-popout">
          <IconExternalLink size={16} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
