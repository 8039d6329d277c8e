import { useCallback, useRef, useState } from 'react';
import { useSendCodeAssistantMessageMutation } from '../codeAssistantApi';
import { ASSISTANT_FAILED, assistantErrorDetail } from '../assistantErrors';

type Entry =
  | { role: 'user'; content: string; file: string | null }
  | { role: 'assistant'; content: string }
  | { role: 'error'; content: string; detail: string | null };
export type AssistantMessage = Entry & { id: number };

export type CodeAssistant = {
  messages: AssistantMessage[];
  sending: boolean;
  /** Asks about `code` (the open file's content); ignored while an answer is pending or when blank. */
  send: (message: string, code: string, file: string | null) => void;
  clear: () => void;
};

/** One game's conversation with the code assistant, kept while the workbench is open. */
export function useCodeAssistant(gameId: string): CodeAssistant {
  const [messages, setMessages] = useState<AssistantMessage[]>([]);
  const [request, { isLoading: sending }] = useSendCodeAssistantMessageMutation();
  const nextId = useRef(1);
  const inFlight = useRef(false);

  const send = useCallback(
    (message: string, code: string, file: string | null) => {
      if (inFlight.current || message.trim() === '') return;
      inFlight.current = true;
      const add = (entry: Entry) => setMessages((list) => [...list, { ...entry, id: nextId.current++ }]);
      add({ role: 'user', content: message.trim(), file });
      request({ message: message.trim(), game_id: gameId, current_code: code })
        .unwrap()
        .then(({ response }) => add({ role: 'assistant', content: response }))
        .catch((error: unknown) => add({ role: 'error', content: ASSISTANT_FAILED, detail: assistantErrorDetail(error) }))
        .finally(() => {
          inFlight.current = false;
        });
    },
    [gameId, request],
  );
  const clear = useCallback(() => setMessages([]), []);
  return { messages, sending, send, clear };
}
