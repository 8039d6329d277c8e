import { Badge, Button, Collapse, ScrollArea, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconTerminal2 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { consoleCleared, selectConsoleEntries } from '../../playSlice';
import classes from './DebugConsole.module.css';
import { DebugConsoleEntry } from './DebugConsoleEntry';

type DebugConsoleProps = {
  gameId: string;
  open: boolean;
  onToggle: () => void;
  /** Opens the console: it does so itself when a new error arrives. */
  onOpen?: () => void;
  height?: number;
};

/**
 * The game session's debug console (≤ 200 lines, newest at the bottom), with Clear. Collapsed it is a
 * one-line bar with the count and the newest line, so it takes no room until it has something to say; a new
 * error opens it.
 */
export function DebugConsole({ gameId, open, onToggle, onOpen, height = 200 }: DebugConsoleProps) {
  const entries = useAppSelector((state) => selectConsoleEntries(state, gameId));
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
            <span className={classes.newest} data-level={newest.level} data-testid="debug-console-newest">{newest.text}</span>
          )}
        </UnstyledButton>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          onClick={() => dispatch(consoleCleared({ gameId }))}
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
            <ol className={classes.list} data-testid="debug-console-entries">
              {entries.map((entry) => (
                <DebugConsoleEntry key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
        </ScrollArea>
      </Collapse>
    </section>
  );
}
