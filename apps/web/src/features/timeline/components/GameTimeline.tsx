import type { EntityState, PlaySource, RestoreSessionSaveAnswer } from '@tempest/contracts';
import { Button, Group, Text } from '@mantine/core';
import { createPortal } from 'react-dom';
import { useSessionTimeline } from '../hooks/useSessionTimeline';
import type { LocalTimelineApi } from '../local/useLocalTimeline';
import { clearedWords } from '../timelineFormat';
import { TimelineDock } from './TimelineDock';
import classes from './timeline.module.css';
import { TimelineOverlay } from './TimelineOverlay';
import { VersionChoiceDialog } from './VersionChoiceDialog';

/** "Play on that version": the save restored and the creator checkpoint of the version it was made on. */
export type PlayVersionChoice = { saveId: string; label: string; checkpointId: string; source: PlaySource };

/** What the game view gives its timeline (the timeline sits below play: it never imports it). */
export type GameTimelineProps = {
  gameId: string;
  sessionId: string | null;
  isPaused: boolean;
  ready: boolean;
  entities: EntityState;
  setPaused: (paused: boolean) => void;
  togglePause: () => void;
  restartGame: () => void;
  captureScreenshot: (timeoutMs?: number) => Promise<string | null>;
  /** The browser-local timeline of the same view. */
  local: LocalTimelineApi;
  /** Inside the stage: the branch panel and explorer cover the game there. */
  overlayTarget: HTMLElement | null;
  aiPanel?: { open: boolean; onToggle: () => void };
  /** Restart asks before it drops unsaved play (the player page). */
  confirmRestart?: boolean;
  /** Where the view can switch versions: play the restored save on the version that made it. */
  onPlayVersion?: (choice: PlayVersionChoice) => void;
};

/** A game view's session timeline: the dock, the overlay over the game while open, and the older-version choice. */
export function GameTimeline({ overlayTarget, aiPanel, onPlayVersion, local, confirmRestart = false, ...options }: GameTimelineProps) {
  const view = useSessionTimeline(options);
  const playThatVersion = onPlayVersion
    ? ({ checkpoint, game_version }: RestoreSessionSaveAnswer) => {
        view.closeVersionChoice();
        if (game_version.checkpoint_id) {
          onPlayVersion({ saveId: checkpoint.id, label: checkpoint.marker_label, checkpointId: game_version.checkpoint_id, source: game_version.source });
        }
      }
    : undefined;
  return (
    <>
      {view.state.showBranchPanel && overlayTarget && createPortal(<TimelineOverlay view={view} local={local} />, overlayTarget)}
      <TimelineDock view={view} isPaused={options.isPaused} ready={options.ready} onTogglePause={options.togglePause}
        onPause={() => options.setPaused(true)} setPaused={options.setPaused} confirmRestart={confirmRestart} aiPanel={aiPanel} />
      {view.pendingClear && <ClearedNotice labels={view.pendingClear.labels} onUndo={view.undoClear} />}
      <VersionChoiceDialog answer={view.versionChoice} onClose={view.closeVersionChoice}
        onPlayThatVersion={playThatVersion} />
    </>
  );
}

/** After Clear All: which saves went, and Undo until they are deleted. */
function ClearedNotice({ labels, onUndo }: { labels: string[]; onUndo: () => void }) {
  return (
    <Group className={classes.cleared} gap="xs" wrap="nowrap" role="status" data-testid="timeline-cleared">
      <Text size="xs" flex={1} lineClamp={2}>{clearedWords(labels)}</Text>
      <Button size="compact-xs" variant="light" onClick={onUndo} data-testid="timeline-undo-clear">Undo</Button>
    </Group>
  );
}
