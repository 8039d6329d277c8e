import { Loader, Text } from '@mantine/core';
import { useFullscreenElement } from '@mantine/hooks';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { agentActions, selectAgent } from '../../../agent/agentSlice';
import { GameView } from '../../../play/components/GameView/GameView';
import { useFrontendState } from '../../hooks/useFrontendState';
import { frontendActions as a } from '../../frontendSlice';
import classes from '../FrontendWorkbench/FrontendWorkbench.module.css';
import { PreviewControls } from './PreviewControls';
import { PlaytestButton } from '../../../playtest/components/PlaytestButton/PlaytestButton';
import { useAgentReload } from './useAgentReload';

/** The preview in its own window: the player page on the working version (the game's editors only). */
export const popOutUrl = (gameId: string): string => `/play/${encodeURIComponent(gameId)}/?version=working`;

/**
 * The game preview: the play session's game view on the working tree. It reloads the frame after every
 * successful build (reloadKey) — a Compile of unsaved buffers shows that build (previewBuild) — and restarts
 * with a new session when the AI agent changed the game (useAgentReload). While a build runs a spinner
 * covers it; after a failed build it says it shows the last good one. Test ids: frontend-preview
 * (data-maximized, data-fullscreen), frontend-preview-building.
 */
export function PreviewPane({ gameId }: { gameId: string }) {
  const { state, dispatch } = useFrontendState();
  const { onNewSession } = useAgentReload(gameId);
  const { ref, toggle, fullscreen } = useFullscreenElement();
  const appDispatch = useAppDispatch();
  // The timeline dock's AI-panel toggle: the studio's agent chat.
  const aiPanel = { open: useAppSelector((s) => selectAgent(s).panelOpen), onToggle: () => appDispatch(agentActions.panelToggled()) };
  const popOut = () => window.open(popOutUrl(gameId), `tempest-preview-${gameId}`, 'popup,width=1100,height=760');
  // The studio is its game's editors' (and staff's): everyone here may playtest it.
  const controls = (
    <PreviewControls
      playtest={<PlaytestButton gameId={gameId} />}
      stale={state.buildError !== null}
      unsaved={state.previewBuild !== null}
      maximized={state.previewMaximized}
      fullscreen={fullscreen}
      onToggleMaximized={() => dispatch(a.previewMaximizedSet(!state.previewMaximized))}
      onToggleFullscreen={() => void toggle()}
      onPopOut={popOut}
    />
  );
  return (
    <div ref={ref} className={classes.preview} data-testid="frontend-preview" data-maximized={state.previewMaximized} data-fullscreen={fullscreen}>
      <GameView gameId={gameId} frontendId={state.frontendId} canvas reloadKey={state.previewBuilds} previewBuild={state.previewBuild}
        onNewSession={onNewSession} toolbarExtra={controls} aiPanel={aiPanel} />
      {state.isBuilding && (
        <div className={classes.previewBuilding} data-testid="frontend-preview-building" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">Building preview…</Text>
        </div>
      )}
    </div>
  );
}
