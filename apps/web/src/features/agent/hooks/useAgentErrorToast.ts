import { createElement, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useToast } from '../../toasts';
import { isOutOfTokensError } from '../agentRules';
import { agentActions, selectAgent } from '../agentSlice';
import { AgentErrorToast } from '../components/AgentErrorToast/AgentErrorToast';

/** The message Fix with AI sends for a chat error. */
export const fixErrorMessage = (message: string): string => `Fix this error:\n\n${message}`;

/**
 * Shows each new chat error as the (single, replacing) toast, bottom-right, until dismissed:
 * Fix with AI asks the agent, Copy, Dismiss.
 */
export function useAgentErrorToast(ask: (text: string) => boolean) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const error = useAppSelector((s) => selectAgent(s).lastError);
  const shown = useRef<number | null>(null);

  useEffect(() => {
    if (!error || shown.current === error.id) return;
    shown.current = error.id;
    let toastId = 0;
    const dismiss = () => {
      toast.dismiss(toastId);
      dispatch(agentActions.errorDismissed());
    };
    const fix = isOutOfTokensError(error)
      ? undefined
      : () => {
          dismiss();
          ask(fixErrorMessage(error.message));
        };
    toastId = toast.show({
      title: 'AI agent error',
      message: createElement(AgentErrorToast, { message: error.message, onFix: fix, onDismiss: dismiss }),
      color: 'red',
      duration: Infinity,
    });
  }, [error, toast, dispatch, ask]);
}
