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
  height?: number;
};

/** The game session's debug console (≤ 200 lines, newest at the bottom), collapsible, with Clear. */
export function DebugConsole({ gameId, open, onToggle, height = 200 }: DebugConsoleProps) {
  const entries = useAppSelector((state) => selectConsoleEntries(state, gameId));
  const dispatch = useAppDispatch();
  const viewport = useRef<HTMLDivElement>(null);
  const errors = entries.filter((entry) => entry.level === 'error').length;

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
