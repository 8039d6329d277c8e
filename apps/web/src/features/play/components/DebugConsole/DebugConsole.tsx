import { Badge, Button, Collapse, ScrollArea, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconTerminal2 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { debugActions, selectSessionLogs } from '../../../debug/debugSlice';
import { LogList } from '../../../debug/components/LogLine/LogLine';
import { NO_SESSION } from '../../../debug/debugLogs';
import classes from './DebugConsole.module.css';

type DebugConsoleProps = {
  gameId: string;
  /** The view's session (null before it has one): the console shows its logs. */
  sessionId: string | null;
  open: boolean;
  onToggle: () => void;
  /** Opens the console: it does so itself when a new error arrives. */
  onOpen?: () => void;
  height?: number;
};

/**
 * The game session's debug console (its session's logs, ≤ 200, newest at the bottom), with Clear. Collapsed it is a
 * one-line bar with the count and the newest line, so it takes no room until it has something to say; a new
 * error opens it.
 */
export function DebugConsole({ gameId, sessionId, open, onToggle, onOpen, height = 200 }: DebugConsoleProps) {
  const entries = useAppSelector((state) => selectSessionLogs(state, gameId, sessionId));
  const dispatch = useAppDispatch();
  const viewport = useRef<HTMLDivElement>(null);
  const errors = entries.filter((entry) => entry.level === 'error').length;
  const newest = entries.at(-1);

  const seenErrors = useRef(errors);
  useEffect(() => {
    if (errors > seenErrors.current) onOpen?.();
    seenErrors.current = errors;
  }, [errors, onOpen]);

  // Follow the newest line (after the panel has laid out).
  const followNewest = () => viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(followNewest);
    return () => cancelAnimationFrame(frame);
  }, [entries, open]);

  return (
    <section className={classes.console} data-testid="debug-console" data-open={open} aria-label="Debug console">
      <div className={classes.header}>
        <UnstyledButton className={classes.toggle} onClick={onToggle} aria-expanded={open} data-testid="debug-console-toggle">
          <IconChevronRight size={14} className={classes.chevron} data-open={open} />
          <IconTerminal2 size={14} />
          Debug console
          <Badge size="xs" variant="light" color="gray" data-testid="debug-console-count">
            {entries.length}
          </Badge>
          {errors > 0 && (
            <Badge size="xs" variant="filled" color="red" data-testid="debug-console-errors">
              {errors} {errors === 1 ? 'error' : 'errors'}
            </Badge>
          )}
          {!open && newest && (
            <span className={classes.newest} data-level={newest.level} data-testid="debug-console-newest">{newest.message}</span>
          )}
        </UnstyledButton>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          onClick={() => dispatch(debugActions.logsCleared({ gameId, sessionId: sessionId ?? NO_SESSION }))}
          disabled={entries.length === 0}
          data-testid="debug-console-clear"
        >
          Clear
        </Button>
      </div>
      <Collapse expanded={open} onTransitionEnd={followNewest}>
        <ScrollArea h={height} viewportRef={viewport} type="auto">
          {entries.length === 0 ? (
            <div className={classes.empty}>No logs yet. The game's console output and errors appear here.</div>
          ) : (
            <LogList entries={entries} testId="debug-console-entries" />
          )}
        </ScrollArea>
      </Collapse>
    </section>
  );
}
