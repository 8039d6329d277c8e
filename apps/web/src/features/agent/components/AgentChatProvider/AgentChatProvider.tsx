import { useCallback, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { AgentChatContext, type AgentChatApi } from '../../agentChatContext';
import { agentActions } from '../../agentSlice';
import { useAgentAutoStart } from '../../hooks/useAgentAutoStart';
import { useAgentErrorToast } from '../../hooks/useAgentErrorToast';
import { useAgentHistory } from '../../hooks/useAgentHistory';
import { useAgentStream } from '../../hooks/useAgentStream';
import { useWorkbenchWhenBuilt } from '../../hooks/useWorkbenchWhenBuilt';

type AgentChatProviderProps = { gameId: string; openDashboard: (code: string) => void; children: ReactNode };

/** The dashboard's one agent chat: its stream, its past conversations, the auto start from the URL, the error toast. */
export function AgentChatProvider({ gameId, openDashboard, children }: AgentChatProviderProps) {
  const dispatch = useAppDispatch();
  // Before any child's effect can send: another game's chat is cleared first.
  useLayoutEffect(() => {
    dispatch(agentActions.gameOpened(gameId));
  }, [gameId, dispatch]);
  const stream = useAgentStream(gameId);
  const watchWorkbench = useWorkbenchWhenBuilt(openDashboard);
  // A first turn followed after a reload opens the workbench as the auto start would have, unless the creator had
  // opened a panel of their own (the URL names it). Read when it happens: the provider does not follow the URL.
  const followedFirstTurn = useCallback(() => {
    if (!new URLSearchParams(window.location.search).has('dashboard')) watchWorkbench();
  }, [watchWorkbench]);
  const history = useAgentHistory(gameId, stream.follow, followedFirstTurn);
  const api = useMemo<AgentChatApi>(() => ({
    ...stream,
    history,
    ask: (text, options) => {
      const sent = stream.send(text, options);
      if (sent) dispatch(agentActions.panelOpened());
      return sent;
    },
  }), [stream, history, dispatch]);
  useAgentAutoStart(gameId, stream, history, watchWorkbench);
  useAgentErrorToast(api.ask);
  return <AgentChatContext.Provider value={api}>{children}</AgentChatContext.Provider>;
}
