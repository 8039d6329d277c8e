import { GameView } from '../../../play/components/GameView/GameView';
import { useFrontendState } from '../../hooks/useFrontendState';
import classes from '../FrontendWorkbench/FrontendWorkbench.module.css';
import { useAgentReload } from './useAgentReload';

/**
 * The game preview: the play session's game view on the working tree. It reloads the frame after
 * every successful build of the saved files (reloadKey), and restarts with a new session when the AI
 * agent changed the game (useAgentReload). Test id: frontend-preview.
 */
export function PreviewPane({ gameId }: { gameId: string }) {
  const { state } = useFrontendState();
  const { onNewSession } = useAgentReload(gameId);
  return (
    <div className={classes.preview} data-testid="frontend-preview">
      <GameView gameId={gameId} frontendId={state.frontendId} canvas reloadKey={state.previewBuilds} onNewSession={onNewSession} />
    </div>
  );
}
