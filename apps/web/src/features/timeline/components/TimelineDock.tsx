import { ActionIcon, Kbd, Tooltip } from '@mantine/core';
import { IconBookmarkPlus, IconChevronDown, IconChevronUp, IconPlayerPauseFilled, IconPlayerPlayFilled, IconRotateClockwise, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import type { SessionTimelineView } from '../hooks/useSessionTimeline';
import { CreateCheckpointDialog } from './CreateCheckpointDialog';
import { Scrubber } from './Scrubber';
import classes from './timeline.module.css';

type Props = {
  view: SessionTimelineView;
  isPaused: boolean;
  ready: boolean;
  onTogglePause: () => void;
  onPause: () => void;
  /** The creator preview's AI panel, when there is one. */
  aiPanel?: { open: boolean; onToggle: () => void };
};

/** The timeline dock under the game (spec 2 §2 and spec 3 §2 screens 2–3). */
export function TimelineDock({ view, isPaused, ready, onTogglePause, onPause, aiPanel }: Props) {
  const [creating, setCreating] = useState(false);
  const open = view.state.showBranchPanel;
  return (
    <div className={classes.dock} data-testid="timeline-dock">
      <Tooltip label="Restart with a new session">
        <ActionIcon variant="default" onClick={() => void view.restart()} aria-label="Restart" data-testid="game-restart">
          <IconRotateClockwise size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={<>{isPaused ? 'Resume' : 'Pause'} <Kbd size="xs">P</Kbd></>}>
        <ActionIcon variant={isPaused ? 'filled' : 'default'} onClick={onTogglePause} disabled={!ready} aria-label={isPaused ? 'Resume' : 'Pause'}
          aria-pressed={isPaused} data-testid="game-pause" data-paused={isPaused}>
          {isPaused ? <IconPlayerPlayFilled size={16} /> : <IconPlayerPauseFilled size={16} />}
        </ActionIcon>
      </Tooltip>
      <Scrubber checkpoints={view.displayed} activeId={view.state.activeCheckpointId} currentTime={view.state.currentTime} onPause={onPause} onSeek={(c) => void view.restore(c)} />
      <Tooltip label="Create checkpoint">
        <ActionIcon variant="default" onClick={() => setCreating(true)} disabled={!ready} aria-label="Create checkpoint" data-testid="timeline-bookmark">
          <IconBookmarkPlus size={16} />
        </ActionIcon>
      </Tooltip>
      {aiPanel && (
        <Tooltip label={aiPanel.open ? 'Hide AI panel' : 'Show AI panel'}>
          <ActionIcon variant={aiPanel.open ? 'light' : 'default'} onClick={aiPanel.onToggle} aria-label="AI panel" data-testid="timeline-ai-toggle">
            <IconSparkles size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={open ? 'Hide branch explorer' : 'Open branch explorer'}>
        <ActionIcon radius="xl" variant={open ? 'filled' : 'light'} color="violet" onClick={() => view.showBranchPanel(!open)}
          aria-label={open ? 'Hide branch explorer' : 'Open branch explorer'} aria-expanded={open} data-testid="timeline-expand">
          {open ? <IconChevronDown size={16} /> : <IconChevronUp size={16} />}
        </ActionIcon>
      </Tooltip>
      <CreateCheckpointDialog opened={creating} onClose={() => setCreating(false)} onCreate={view.createCheckpoint} />
    </div>
  );
}
