import { ActionIcon, Button, Group, Loader, ScrollArea, Text, Textarea, Tooltip } from '@mantine/core';
import { IconSend, IconSparkles, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { EditMode } from '../../editorEdits';
import type { CodeAssistant } from '../../hooks/useCodeAssistant';
import { AssistantAnswer, Prose } from '../AssistantAnswer/AssistantAnswer';
import classes from './CodeAssistantPanel.module.css';

const SUGGESTIONS = ['What does this file do?', 'How do I add a countdown timer?', 'How do I move something every frame?'];

type CodeAssistantPanelProps = {
  assistant: CodeAssistant;
  /** The open file, whose content goes with each question. */
  file: string | null;
  currentCode: () => string;
  /** Puts code into the editor; null when no file is open. */
  onPut: ((code: string, mode: EditMode) => void) | null;
  onClose?: () => void;
};

/**
 * The code assistant beside the editor (spec 1 §7; docs/api-agent.md): questions about the open file, answers
 * whose code blocks go into the editor. Enter sends, Shift+Enter adds a line. Test ids: code-assistant-panel
 * (data-sending), code-assistant-message (data-role), code-assistant-input, code-assistant-send,
 * code-assistant-error, code-assistant-close.
 */
export function CodeAssistantPanel({ assistant, file, currentCode, onPut, onClose }: CodeAssistantPanelProps) {
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const { messages, sending, send, clear } = assistant;
  // In braces: Chromium's scrollTo returns a promise, and an effect may return only its clean-up.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight, behavior: 'smooth' });
  }, [messages.length, sending]);

  const submit = (text = draft) => {
    if (sending || text.trim() === '') return;
    send(text, currentCode(), file);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section className={classes.panel} data-testid="code-assistant-panel" data-sending={sending} aria-label="Code assistant">
      <Group className={classes.head} gap={6} wrap="nowrap">
        <IconSparkles size={16} className={classes.headIcon} />
        <Text size="sm" fw={600} className={classes.title}>Code assistant</Text>
        <Text size="xs" c="dimmed" truncate className={classes.headFile}>{file ?? 'no file open'}</Text>
        <Group gap={2} ml="auto" wrap="nowrap">
          {messages.length > 0 && (
            <Tooltip label="Clear the conversation">
              <ActionIcon variant="subtle" color="gray" size="sm" onClick={clear} aria-label="Clear the conversation"><IconTrash size={15} /></ActionIcon>
            </Tooltip>
          )}
          {onClose && (
            <ActionIcon variant="subtle" color="gray" size="sm" onClick={onClose} aria-label="Close the code assistant" data-testid="code-assistant-close"><IconX size={15} /></ActionIcon>
          )}
        </Group>
      </Group>
      <ScrollArea className={classes.messages} viewportRef={viewport} type="auto">
        {messages.length === 0 ? (
          <div className={classes.empty}>
            <Text size="sm" c="dimmed">Ask about the code in {file ?? 'the open file'}, how to do something with the game SDK, or paste a build error.</Text>
            {SUGGESTIONS.map((s) => (
              <Button key={s} size="compact-sm" variant="default" className={classes.suggestion} classNames={{ label: classes.suggestionLabel }} onClick={() => submit(s)} disabled={sending}>{s}</Button>
            ))}
          </div>
        ) : (
          messages.map((m) => (
            <div key={m.id} className={classes.message} data-role={m.role} data-testid="code-assistant-message">
              {m.role === 'user' && <Prose text={m.content} />}
              {m.role === 'user' && m.file && <Text size="xs" className={classes.about}>about {m.file}</Text>}
              {m.role === 'assistant' && <AssistantAnswer content={m.content} onPut={onPut} />}
              {m.role === 'error' && (
                <div role="alert" data-testid="code-assistant-error">
                  <Text size="sm" c="red.4" fw={600}>{m.content}</Text>
                  {m.detail && <Text size="xs" c="red.2">{m.detail}</Text>}
                </div>
              )}
            </div>
          ))
        )}
        {sending && (
          <Group gap={8} className={classes.message} data-role="pending"><Loader size="xs" type="dots" /><Text size="xs" c="dimmed">Reading your code…</Text></Group>
        )}
      </ScrollArea>
      <div className={classes.composer}>
        <Textarea value={draft} onChange={(e) => setDraft(e.currentTarget.value)} onKeyDown={onKeyDown} placeholder="Ask about this code…" autosize minRows={1} maxRows={6}
          aria-label="Ask the code assistant" className={classes.input} data-testid="code-assistant-input" />
        <ActionIcon size="lg" variant="filled" color="violet" onClick={() => submit()} loading={sending} disabled={draft.trim() === ''} aria-label="Send to the code assistant" data-testid="code-assistant-send">
          <IconSend size={16} />
        </ActionIcon>
      </div>
    </section>
  );
}
