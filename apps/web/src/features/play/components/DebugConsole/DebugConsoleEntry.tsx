import { formatConsoleTime, tidyStack } from '../../debugConsole';
import type { ConsoleEntry } from '../../playTypes';
import classes from './DebugConsole.module.css';

const SOURCE_LABEL: Record<ConsoleEntry['source'], string> = { game: 'game', python: 'py', studio: 'studio' };

/** One console line: time, where it came from, the text (and the stack for errors). */
export function DebugConsoleEntry({ entry }: { entry: ConsoleEntry }) {
  return (
    <li className={classes.entry} data-level={entry.level} data-source={entry.source} data-testid="debug-console-entry">
      <time className={classes.time} dateTime={new Date(entry.timestamp).toISOString()}>
        {formatConsoleTime(entry.timestamp)}
      </time>
      <span className={classes.source}>{SOURCE_LABEL[entry.source]}</span>
      <span className={classes.text}>{entry.text}</span>
      {entry.stack && (
        <details className={classes.stack}>
          <summary>Stack trace</summary>
          <pre>{tidyStack(entry.stack)}</pre>
        </details>
      )}
    </li>
  );
}
