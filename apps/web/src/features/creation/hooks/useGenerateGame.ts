import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTO_START_SOURCE } from '@tempest/contracts';
import { useAppDispatch } from '../../../app/hooks';
import { agentApi } from '../../agent/agentApi';
import { newRequestId } from '../../agent/agentStream';
import { startEarlyTurn } from '../../agent/earlyTurn';
import { useCurrentUser } from '../../account/hooks/useCurrentUser';
import { registerPath } from '../../auth/authPaths';
import { useGenerateGameFromPromptMutation } from '../creationApi';
import type { ContextItem } from '@tempest/contracts';
import { generationErrorMessage } from '../generationErrors';
import { creationDashboardUrl } from '../promptNavigation';
import { claimAutoStart, generatedHereState } from '../../agent/autoStart';
import { clearPendingPrompt, saveContextItems, savePendingPrompt } from '../promptStorage';

/**
 * The prompt screen (docs/api-agent.md): idle → creating → the creation dashboard, or back to idle with the
 * error. A visitor who is not signed in goes to register instead, the prompt travelling with them.
 */
export function useGenerateGame() {
  const navigate = useNavigate();
  const { isAuthenticated, isLoading: userLoading } = useCurrentUser();
  const [generate] = useGenerateGameFromPromptMutation();
  const dispatch = useAppDispatch();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not the state: Enter pressed twice in one frame must not create two games.
  const inFlight = useRef(false);
  // Enter pressed before the account is known (a page's first moments) is kept and sent once it is.
  const waiting = useRef<{ text: string; attachments: ContextItem[] } | null>(null);

  const submit = useCallback(
    async (text: string, attachments: ContextItem[]) => {
      const prompt = text.trim();
      if (!prompt || inFlight.current) return;
      if (userLoading) {
        waiting.current = { text, attachments };
        return;
      }
      if (!isAuthenticated) {
        savePendingPrompt(prompt);
        void navigate(registerPath(prompt));
        return;
      }
      inFlight.current = true;
      setCreating(true);
      setError(null);
      try {
        const request = attachments.length > 0 ? { prompt, context_items: attachments } : { prompt };
        const { gameId } = await generate(request).unwrap();
        const stored = attachments.length > 0 && saveContextItems(gameId, attachments);
        clearPendingPrompt();
        // The first prompt's turn starts now, while the browser changes pages; the dashboard adopts it (earlyTurn.ts).
        // The auto start is claimed in this browser once the turn has started: a reload before that sends the prompt
        // from the dashboard (and the server refuses it, 409 agent.first_prompt_sent, should the turn have begun after all).
        startEarlyTurn(gameId, prompt, attachments, {
          requestId: newRequestId(),
          sendInit: () =>
            dispatch(agentApi.endpoints.initAgentStream.initiate({ game_id: gameId, metadata: { source: AUTO_START_SOURCE }, message: prompt, hidden_instructions: '', context_items: attachments })),
          openSource: (url) => new EventSource(url, { withCredentials: true }),
          onStarted: () => claimAutoStart(window.localStorage, gameId, new Date().toISOString()),
        });
        void navigate(creationDashboardUrl(gameId, prompt, stored), { state: generatedHereState(gameId) });
        // Idle again behind the dashboard: a page the browser restores on Back must not show the spinner.
        setCreating(false);
        inFlight.current = false;
      } catch (failure) {
        setError(generationErrorMessage(failure));
        setCreating(false);
        inFlight.current = false;
      }
    },
    [generate, isAuthenticated, navigate, userLoading, dispatch],
  );

  useEffect(() => {
    if (userLoading || waiting.current === null) return;
    const { text, attachments } = waiting.current;
    waiting.current = null;
    void submit(text, attachments);
  }, [userLoading, submit]);

  return { submit, creating, error, ready: !userLoading, isAuthenticated };
}
