import { ScrollArea } from '@mantine/core';
import classes from '../AgentChatPanel/AgentChatPanel.module.css';

/** Text in a monospace box that scrolls past maxHeight. */
export function CodeBlock({ text, maxHeight = 200, testId }: { text: string; maxHeight?: number; testId?: string }) {
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
      <pre className={classes.code} data-testid={testId}>{text}</pre>
    </ScrollArea.Autosize>
  );
}

const lineClass = (line: string): string | undefined => {
  if (line.startsWith('+++') || line.startsWith('---')) return undefined;
  if (line.startsWith('+')) return classes.diffAdd;
  if (line.startsWith('-')) return classes.diffDel;
  if (line.startsWith('@@')) return classes.diffHunk;
  return undefined;
};

/** A unified diff with added and removed lines coloured. */
export function DiffView({ unified }: { unified: string }) {
  const lines = unified.replace(/\n$/, '').split('\n');
  return (
    <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
      <pre className={classes.code} data-testid="agent-diff">
        {lines.map((line, index) => (
          <div key={index} className={lineClass(line)}>{line || ' '}</div>
        ))}
      </pre>
    </ScrollArea.Autosize>
  );
}
