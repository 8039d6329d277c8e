import { createPortal } from 'react-dom';
import type { GameTimelineProps } from '../../play/playTypes';
import { useSessionTimeline } from '../hooks/useSessionTimeline';
import { TimelineDock } from './TimelineDock';
import { TimelineOverlay } from './TimelineOverlay';
import { VersionChoiceDialog } from './VersionChoiceDialog';

/** A game view's session timeline: the dock, the overlay over the game while open, and the older-version choice. */
export function GameTimeline({ gameId, sessionId, isPaused, ready, entities, setPaused, togglePause, overlayTarget, aiPanel, onPlayVersion }: GameTimelineProps) {
  const view = useSessionTimeline({ gameId, sessionId, isPaused, setPaused, entities });
  const playThatVersion = onPlayVersion
    ? (checkpointId: string | null) => {
        view.closeVersionChoice();
        if (checkpointId) onPlayVersion(checkpointId);
      }
    : undefined;
  return (
    <>
      {view.state.showBranchPanel && overlayTarget && createPortal(<TimelineOverlay view={view} />, overlayTarget)}
      <TimelineDock view={view} isPaused={isPaused} ready={ready} onTogglePause={togglePause} onPause={() => setPaused(true)} aiPanel={aiPanel} />
      <VersionChoiceDialog answer={view.versionChoice} onClose={view.closeVersionChoice}
        onPlayThatVersion={playThatVersion && ((answer) => playThatVersion(answer.game_version.checkpoint_id))} />
    </>
  );
}
