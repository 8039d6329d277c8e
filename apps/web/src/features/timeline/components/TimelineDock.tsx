import { ActionIcon, Kbd, Tooltip, type TooltipProps } from '@mantine/core';
import { IconBookmarkPlus, IconChevronDown, IconChevronUp, IconPlayerPauseFilled, IconPlayerPlayFilled, IconRotateClockwise, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import type { SaveSnapshot, SessionTimelineView } from '../hooks/useSessionTimeline';
import { ConfirmDialog } from './ConfirmDialog';
import { CreateSaveDialog } from './CreateSaveDialog';
import { Scrubber } from './Scrubber';
import classes from './timeline.module.css';

type Props = {
  view: SessionTimelineView;
  isPaused: boolean;
  ready: boolean;
  onTogglePause: () => void;
  onPause: () => void;
  setPaused: (paused: boolean) => void;
  /** Restart asks first when it would drop play no save holds (the player page; the creator's preview restarts at once). */
  confirmRestart: boolean;
  /** The creator preview's AI panel, when there is one. */
  aiPanel?: { open: boolean; onToggle: () => void };
};

/**
 * The dock's tooltips open below it: above, they would cover the game — and, while it is open, the overlay's
 * view switch, which sits just over the dock's right end.
 */
function DockTip(props: TooltipProps) {
  return <Tooltip position="bottom" {...props} />;
}

/** The timeline dock under the game (spec 2 §2 and spec 3 §2 screens 2–3). */
export const RESTART_QUESTION = 'Restart the game from the beginning? Your saves stay in the timeline and in Your saves; play since your last save is not kept.';

export function TimelineDock({ view, isPaused, ready, onTogglePause, onPause, setPaused, confirmRestart, aiPanel }: Props) {
  // A save holds the game as it was when the player asked; the game pauses while they name it, and plays on after (if it played).
  const [saving, setSaving] = useState<SaveSnapshot | null>(null);
  const [asking, setAsking] = useState(false);
  const startSave = () => {
    const snapshot = view.snapshot();
    if (typeof snapshot === 'string') return;
    setSaving(snapshot);
    setPaused(true);
  };
  const endSave = () => {
    setSaving(null);
    setPaused(false);
  };
  const askRestart = () => (confirmRestart && view.restartAsks() ? setAsking(true) : view.restart());
  // The expand button's tip goes with the click that opens or closes the overlay, until the pointer comes back.
  const [expandTip, setExpandTip] = useState(false);
  const open = view.state.showBranchPanel;
  return (
    <div className={classes.dock} data-testid="timeline-dock">
      <DockTip label="Restart from the beginning (your saves stay)">
        <ActionIcon variant="default" onClick={askRestart} aria-label="Restart" data-testid="game-restart">
          <IconRotateClockwise size={16} />
        </ActionIcon>
      </DockTip>
      <DockTip label={<>{isPaused ? 'Resume' : 'Pause'} <Kbd size="xs">P</Kbd></>}>
        <ActionIcon variant={isPaused ? 'filled' : 'default'} onClick={onTogglePause} disabled={!ready} aria-label={isPaused ? 'Resume' : 'Pause'}
          aria-pressed={isPaused} data-testid="game-pause" data-paused={isPaused}>
          {isPaused ? <IconPlayerPlayFilled size={16} /> : <IconPlayerPauseFilled size={16} />}
        </ActionIcon>
      </DockTip>
      <Scrubber checkpoints={view.displayed} activeId={view.state.activeCheckpointId} clock={view.clock} onPause={onPause} onSeek={(c) => void view.restore(c)} />
      {/* A save of the play state (docs/glossary.md): not the creator's "Create checkpoint" of History on the same screen. Its
          dialog says save too (issue 30: one word per concept). */}
      {/* Saving is offered while the game plays: a paused game's state is held back (spec 3 §5), so a paused save is refused. */}
      <DockTip label={isPaused ? 'Resume the game to save its state' : 'Save game state'}>
        <ActionIcon variant="default" onClick={startSave} disabled={!ready || isPaused} aria-label="Save game state" data-testid="timeline-bookmark">
          <IconBookmarkPlus size={16} />
        </ActionIcon>
      </DockTip>
      {aiPanel && (
        <DockTip label={aiPanel.open ? 'Hide AI panel' : 'Show AI panel'}>
          <ActionIcon variant={aiPanel.open ? 'light' : 'default'} onClick={aiPanel.onToggle} aria-label="AI panel" data-testid="timeline-ai-toggle">
            <IconSparkles size={16} />
          </ActionIcon>
        </DockTip>
      )}
      <DockTip label={open ? 'Hide branch explorer' : 'Open branch explorer'} opened={expandTip}>
        <ActionIcon radius="xl" variant={open ? 'filled' : 'light'} color="violet"
          onClick={() => { setExpandTip(false); view.showBranchPanel(!open); }}
          onMouseEnter={() => setExpandTip(true)} onMouseLeave={() => setExpandTip(false)} onFocus={() => setExpandTip(true)} onBlur={() => setExpandTip(false)}
          aria-label={open ? 'Hide branch explorer' : 'Open branch explorer'} aria-expanded={open} data-testid="timeline-expand">
          {open ? <IconChevronDown size={16} /> : <IconChevronUp size={16} />}
        </ActionIcon>
      </DockTip>
      <CreateSaveDialog opened={saving !== null} playTimeMs={saving?.playTimeMs ?? 0} onClose={endSave} onCreate={(label) => (saving ? view.createCheckpoint(label, saving) : Promise.resolve(null))} />
      <ConfirmDialog message={asking ? RESTART_QUESTION : null} confirmLabel="Restart" onCancel={() => setAsking(false)}
        onConfirm={() => { setAsking(false); view.restart(); }} />
    </div>
  );
}
