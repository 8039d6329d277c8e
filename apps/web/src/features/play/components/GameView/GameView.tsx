import { Alert } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useGameView } from '../../hooks/useGameView';
import { LocalTimelineDebug, localTimelineDebugOn } from '../../../timeline/local/debug/LocalTimelineDebug';
import { DebugConsole } from '../DebugConsole/DebugConsole';
import { viewFrameSrc } from '../../frameSrc';
import { GameStage } from '../GameStage/GameStage';
import { GameToolbar } from '../GameToolbar/GameToolbar';
import { NoUiState } from '../NoUiState/NoUiState';
import { TouchControls } from '../TouchControls/TouchControls';
import { touchRows } from '../../onScreenKeys';
import { GameTimeline } from '../../../timeline/components/GameTimeline';
import { captureScreenshot } from '../../screenshot';
import type { PlayedMoment, SaveOnItsVersion } from '../../playTypes';
import { versionName } from '../../../timeline/timelineFormat';
import { VersionNotice } from '../VersionNotice/VersionNotice';
import classes from './GameView.module.css';

export type GameViewProps = {
  gameId: string;
  frontendId: string | null;
  /** The creation canvas: the working tree, debug on, X-Creation-Canvas. */
  canvas?: boolean;
  /** Bump after a new build: the frame reloads and gets the same session's state again. */
  reloadKey?: number;
  /** Time travel: play this checkpoint of the game as it was (its files, settings and entities), never the working tree. */
  checkpointId?: string | null;
  /** Time travel to a moment: play the game as it was then (its files, entities and scripts), in a session of its own; no timeline. */
  moment?: PlayedMoment | null;
  /** The canvas shows this compile of unsaved buffers instead of the saved files. */
  previewBuild?: string | null;
  /** Called after the view restarted (button, or a game:restart event). */
  onRestart?: () => void;
  /** Called as the view asks for a new play session (first start without a stored one, restart). */
  onNewSession?: () => void;
  /** Open the debug console at first (default: collapsed until an error). */
  consoleOpen?: boolean;
  /** Show the debug console (default: yes). The public play page shows it to the game's editors and staff only. */
  debugConsole?: boolean;
  /** Without a frontend, offer the Frontend button (to those who can edit). */
  canEdit?: boolean;
  /** How the stage sizes itself; default: fill on the canvas, 16:9 on the player page. */
  layout?: 'fill' | 'cinema';
  /** More controls at the right of the toolbar (the workbench's preview: maximise, fullscreen, pop out). */
  toolbarExtra?: ReactNode;
  /** The creator preview's AI panel: the dock gets its toggle. */
  aiPanel?: { open: boolean; onToggle: () => void };
};

/** A save played on its version, in the game it belongs to; `n` makes each switch a new view. */
type SavePlay = { gameId: string; save: SaveOnItsVersion; n: number };

/**
 * The sandboxed game frame and its play session, with restart, pause and the debug console (docs/api-frontends.md,
 * The game view in the studio). "Play on that version" (a restored save made on an older version) switches the
 * view to a session of that version, from the save, until "Back to current version".
 */
export function GameView(props: GameViewProps) {
  const [playing, setPlaying] = useState<SavePlay | null>(null);
  const save = playing && playing.gameId === props.gameId && !props.checkpointId && !props.moment ? playing : null;
  const switchTo = (next: SaveOnItsVersion | null) => setPlaying(next && { gameId: props.gameId, save: next, n: (playing?.n ?? 0) + 1 });
  // A different game (or mode, or version) is a different session: start over from a fresh view.
  const version = props.checkpointId ?? (props.moment ? `moment-${props.moment.position}` : 'now');
  const key = `${props.gameId}:${props.canvas ? 'canvas' : 'play'}:${version}:${save ? `save-${save.n}` : 'current'}`;
  return <GameViewBody key={key} {...props} save={save?.save ?? null} onSwitchVersion={switchTo} />;
}

type BodyProps = GameViewProps & { save: SaveOnItsVersion | null; onSwitchVersion: (save: SaveOnItsVersion | null) => void };

function GameViewBody(props: BodyProps) {
  const { gameId, frontendId, canvas = false, checkpointId = null, moment = null, reloadKey = 0, previewBuild = null, onRestart, onNewSession, consoleOpen, canEdit, save } = props;
  const layout = props.layout ?? (canvas ? 'fill' : 'cinema');
  const momentPosition = moment?.position ?? null;
  const view = useGameView({ gameId, frontendId, canvas, checkpointId, save, momentPosition, reloadKey, onRestart, onNewSession });
  // Phones and tablets have no arrow keys: keyboard games get on-screen ones there.
  const touch = useMediaQuery('(max-width: 48em), (pointer: coarse)') ?? false;
  // Collapsed until it has something to say (a new error opens it).
  const [open, { toggle, open: openConsole }] = useDisclosure(consoleOpen ?? false);
  const { state } = view;
  // Save states belong to live sessions: a time-travel preview has no timeline of its own.
  const withTimeline = frontendId !== null && checkpointId === null && moment === null;
  const [overlayTarget, setOverlayTarget] = useState<HTMLElement | null>(null);
  // A save on its version and a moment have the notice instead.
  const sourceLabel = checkpointId ? 'Checkpoint' : canvas && !props.toolbarExtra && !save ? 'Working version' : undefined;
  const noUi = frontendId === null;
  const placeholder = noUi ? <NoUiState gameId={canEdit ? gameId : undefined} /> : null;
  // The keys the game uses (it declares them; else a keyboard game gets the d-pad, Enter and Space): a clicker none.
  const showKeys = !noUi && touch && view.onScreenKeys.length > 0;
  const withConsole = !noUi && (props.debugConsole ?? true);
  const live = frontendId !== null && state.phase === 'started' && view.gameOrigin !== null;
  const sessionId = state.sessionId;
  const src = live
    ? viewFrameSrc(frontendId, { canvas, checkpointId, momentPosition, saveCheckpointId: save?.checkpointId ?? null, previewBuild, sessionId, source: state.source })
    : null;
  // The save and the session whose timeline holds it (this one: it carries the lineage on).
  const playVersion = sessionId ? (choice: Omit<SaveOnItsVersion, 'sessionId'>) => props.onSwitchVersion({ ...choice, sessionId }) : undefined;

  return (
    <div className={classes.root} data-layout={layout} data-testid="game-view" data-ready={view.ready}
      data-keyboard-game={view.keyboardGame} data-waiting={view.waitingForPlayer} data-touch-controls={showKeys} data-debug-console={withConsole}
      // The room the on-screen keys take under a 16:9 player (rows of 52 px keys, 4 px apart, 8 px padding).
      style={showKeys ? ({ '--game-controls-height': `${touchRows(view.onScreenKeys) * 56 + 4}px` } as CSSProperties) : undefined}>
      {!noUi && (!withTimeline || sourceLabel || props.toolbarExtra) && (
        <GameToolbar
          isPaused={state.isPaused}
          ready={view.ready}
          onRestart={view.restart}
          onTogglePause={view.togglePause}
          controls={!withTimeline}
          sourceLabel={sourceLabel}
        >
          {props.toolbarExtra}
        </GameToolbar>
      )}
      {save && !noUi && (
        <VersionNotice title="Playing the version this save was made on" onBack={() => props.onSwitchVersion(null)}
          detail={`“${save.label.trim() || 'this save'}” on ${versionName({ source: save.source, checkpoint_id: save.checkpointId })}`} />
      )}
      {moment && !noUi && (
        <VersionNotice title={`Playing the game as it was at ${moment.label}`} testId="moment-notice"
          detail={`Right after position ${moment.position}, in a session of its own: nothing played here changes the game.`} />
      )}
      {(state.startError ?? view.configError) && (
        <Alert
          variant="light"
          color="red"
          radius="md"
          p="xs"
          icon={<IconAlertTriangle size={18} />}
          title={state.startError ?? view.configError}
          data-testid="game-start-error"
        />
      )}
      <GameStage
        layout={layout}
        src={src}
        frameKey={view.frameKey}
        frameRef={view.frameRef}
        loadingText={view.configError ? null : view.loading}
        paused={state.isPaused}
        busy={state.busyActions > 0}
        title="Game"
        placeholder={placeholder}
        overlayRef={withTimeline ? setOverlayTarget : undefined}
      />
      {withTimeline && (
        <GameTimeline gameId={gameId} sessionId={state.sessionId} isPaused={state.isPaused} ready={view.ready} entities={state.entities}
          setPaused={view.setPaused} togglePause={view.togglePause} restartGame={view.restart} local={view.timeline} overlayTarget={overlayTarget}
          captureScreenshot={(timeoutMs) => captureScreenshot(timeoutMs, gameId)} aiPanel={props.aiPanel} onPlayVersion={playVersion} confirmRestart={!canvas} />
      )}
      {!noUi && localTimelineDebugOn() && <LocalTimelineDebug timeline={view.timeline} />}
      {showKeys && <TouchControls keys={view.onScreenKeys} onKey={view.sendKey} compact={layout === 'fill'} />}
      {withConsole && <DebugConsole gameId={gameId} sessionId={state.sessionId} open={open} onToggle={toggle} onOpen={openConsole} height={canvas ? 160 : 220} />}
    </div>
  );
}
