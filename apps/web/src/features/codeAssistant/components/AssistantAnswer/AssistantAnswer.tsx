import { Button, Group, Text } from '@mantine/core';
import { IconArrowBarToDown, IconReplace } from '@tabler/icons-react';
import { Fragment, useMemo } from 'react';
import { answerParts, inlineSpans } from '../../answerParts';
import type { EditMode } from '../../editorEdits';
import classes from '../CodeAssistantPanel/CodeAssistantPanel.module.css';

type AssistantAnswerProps = {
  content: string;
  /** Null when no file is open: the code blocks' actions are disabled. */
  onPut: ((code: string, mode: EditMode) => void) | null;
};

/** Prose with `inline code`. */
export function Prose({ text }: { text: string }) {
  return (
    <Text size="sm" className={classes.prose}>
      {inlineSpans(text).map((span, i) => (span.code ? <code key={i} className={classes.inlineCode}>{span.text}</code> : <Fragment key={i}>{span.text}</Fragment>))}
    </Text>
  );
}

/**
 * An answer: its prose, and each code block with "Insert at cursor" and "Replace selection" (Monaco edits the
 * creator undoes with Ctrl+Z). Test ids: code-assistant-code-block (data-language), code-assistant-insert,
 * code-assistant-replace.
 */
export function AssistantAnswer({ content, onPut }: AssistantAnswerProps) {
  const parts = useMemo(() => answerParts(content), [content]);
  const disabledHint = onPut === null ? 'Open a file to put code into it' : undefined;
  return (
    <div className={classes.answer}>
      {parts.map((part, i) =>
        part.kind === 'text' ? (
          <Prose key={i} text={part.text} />
        ) : (
          <div key={i} className={classes.codeBlock} data-testid="code-assistant-code-block" data-language={part.language}>
            <pre className={classes.code}>{part.code}</pre>
            <Group gap={6} className={classes.codeActions} wrap="wrap">
              <Button size="compact-xs" variant="light" leftSection={<IconArrowBarToDown size={14} />} disabled={onPut === null} title={disabledHint}
                onClick={() => onPut?.(part.code, 'insert')} data-testid="code-assistant-insert">
                Insert at cursor
              </Button>
              <Button size="compact-xs" variant="subtle" leftSection={<IconReplace size={14} />} disabled={onPut === null} title={disabledHint}
                onClick={() => onPut?.(part.code, 'replace')} data-testid="code-assistant-replace">
                Replace selection
              </Button>
            </Group>
          </div>
        ),
      )}
    </div>
  );
}
