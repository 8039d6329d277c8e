import type { EntityState } from '@tempest/contracts';
import { createPortal } from 'react-dom';
import { useSessionTimeline } from '../hooks/useSessionTimeline';
import type { LocalTimelineApi } from '../local/useLocalTimeline';
import { TimelineDock } from './TimelineDock';
import { TimelineOverlay } from './TimelineOverlay';
import { VersionChoiceDialog } from './VersionChoiceDialog';

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
  onPlayVersion?: (checkpointId: string) => void;
};

/** A game view's session timeline: the dock, the overlay over the game while open, and the older-version choice. */
export function GameTimeline({ overlayTarget, aiPanel, onPlayVersion, local, ...options }: GameTimelineProps) {
  const view = useSessionTimeline(options);
  const playThatVersion = onPlayVersion
    ? (checkpointId: string | null) => {
        view.closeVersionChoice();
        if (checkpointId) onPlayVersion(checkpointId);
      }
    : undefined;
  return (
    <>
      {view.state.showBranchPanel && overlayTarget && createPortal(<TimelineOverlay view={view} local={local} />, overlayTarget)}
      <TimelineDock view={view} isPaused={options.isPaused} ready={options.ready} onTogglePause={options.togglePause}
        onPause={() => options.setPaused(true)} aiPanel={aiPanel} />
      <VersionChoiceDialog answer={view.versionChoice} onClose={view.closeVersionChoice}
        onPlayThatVersion={playThatVersion && ((answer) => playThatVersion(answer.game_version.checkpoint_id))} />
    </>
  );
}
