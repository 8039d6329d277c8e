import { formatConsoleTime, logPlace, tidyStack, type LogEntry } from '../../debugLogs';
import classes from './LogLine.module.css';

/** One log: time, logger, where (module:line), the message (and the stack for errors). */
export function LogLine({ entry }: { entry: LogEntry }) {
  const place = logPlace(entry);
  return (
    <li className={classes.entry} data-level={entry.level} data-logger={entry.logger} data-testid="log-line">
      <time className={classes.time} dateTime={new Date(entry.timestamp).toISOString()}>
        {formatConsoleTime(entry.timestamp)}
      </time>
      <span className={classes.logger}>{entry.logger}</span>
      <span className={classes.text}>
        {place && <span className={classes.place} data-testid="log-place">{place}</span>}
        <span data-testid="log-message">{entry.message}</span>
      </span>
      {entry.stack && (
        <details className={classes.stack}>
          <summary>Stack trace</summary>
          <pre>{tidyStack(entry.stack)}</pre>
        </details>
      )}
    </li>
  );
}

/** The logs as an ordered list, oldest first; keys are the five fields, unique after de-duplication. */
export function LogList({ entries, testId }: { entries: readonly LogEntry[]; testId: string }) {
  return (
    <ol className={classes.list} data-testid={testId}>
      {entries.map((entry) => (
        <LogLine key={`${entry.timestamp}|${entry.logger}|${entry.module}|${entry.line}|${entry.message}`} entry={entry} />
      ))}
    </ol>
  );
}
