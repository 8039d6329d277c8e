import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector, type RootState } from '../../../../app/hooks';
import { agentActions, selectAgent, selectRunnerReload } from '../../../agent/agentSlice';
import { requestGameRestart } from '../../../play/windowEvents';
import { useBuild } from '../../hooks/useBuild';
import { useFrontendState } from '../../hooks/useFrontendState';
import { sessionUpToDate, type SessionAsOf } from '../../previewReload';
import type { ProjectFile } from '../../frontendTypes';

/**
 * The agent's reload rules in the workbench (docs/api-agent.md, Reload rules): a runner reload request (the
 * agent changed the game) restarts the preview with a new play session, so new entities and scripts are used
 * and the frame loads the newest build of the saved files; then the request is acknowledged. The workbench's
 * own build state (the build-error notice) follows: it compiles again once the agent's files are in its
 * buffers. A dirty workbench keeps its edits (the agent's files are not loaded over them) and is not
 * compiled.
 *
 * A preview whose new session was asked for after the agent's last reported change already plays all of
 * it (the server reads its own writes): e.g. the workbench opened by the first prompt while the agent
 * finished its turn. Such a preview is not restarted again by the request at the stream's end.
 */
export function useAgentReload(gameId: string) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  // The agent's change count (for this game) when the preview last asked for a new session.
  const sessionAsOf = useRef<SessionAsOf | null>(null);
  const onNewSession = useCallback(() => {
    const agent = selectAgent(store.getState());
    sessionAsOf.current = agent.gameId === gameId ? { gameId, changeCount: agent.changeCount } : null;
  }, [store, gameId]);
  const reload = useAppSelector(selectRunnerReload);
  const { state, latest } = useFrontendState();
  const { compile } = useBuild(gameId);
  // The buffers when the request came: the next different ones are the agent's files.
  const waitingFor = useRef<readonly ProjectFile[] | null>(null);

  useEffect(() => {
    if (!reload.requested) return;
    if (!sessionUpToDate(sessionAsOf.current, selectAgent(store.getState()), gameId)) requestGameRestart(gameId);
    dispatch(agentActions.reloadAcknowledged(reload.id));
    const current = latest();
    if (current.isDirty || current.files.length === 0) return;
    waitingFor.current = current.files;
    void compile({ report: false, reloadPreview: false });
  }, [reload.requested, reload.id, gameId, dispatch, latest, compile, store]);

  useEffect(() => {
    const before = waitingFor.current;
    if (before === null || state.files === before) return;
    waitingFor.current = null;
    if (!state.isDirty && state.files.length > 0) void compile({ report: false, reloadPreview: false });
  }, [state.files, state.isDirty, compile]);

  return { onNewSession };
}
