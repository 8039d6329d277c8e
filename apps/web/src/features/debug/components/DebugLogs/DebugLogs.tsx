import { Button, Group, ScrollArea, SegmentedControl, Tabs, Text, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { filterLogs, logText, NO_SESSION, type LogFilter } from '../../debugLogs';
import { debugActions, selectGameLogs } from '../../debugSlice';
import { LogList } from '../LogLine/LogLine';
import classes from '../DebugPanel/DebugPanel.module.css';

const LEVELS = [
  { value: 'all', label: 'All' },
  { value: 'warnings', label: 'Warnings' },
  { value: 'errors', label: 'Errors' },
];

const sessionLabel = (sessionId: string, index: number) => (sessionId === NO_SESSION ? 'Before start' : `Session ${index + 1}`);

/** The game's logs, one tab per session (the newest chosen), filtered by level and text, with Copy and Clear. */
export function DebugLogs({ gameId }: { gameId: string }) {
  const logs = useAppSelector((state) => selectGameLogs(state, gameId));
  const dispatch = useAppDispatch();
  const clipboard = useClipboard({ timeout: 1500 });
  const sessions = Object.keys(logs);
  const [chosen, setChosen] = useState<string | null>(null);
  const session = chosen !== null && sessions.includes(chosen) ? chosen : (sessions.at(-1) ?? null);
  const [filter, setFilter] = useState<LogFilter>({ level: 'all', text: '' });
  const entries = session === null ? [] : (logs[session] ?? []);
  const shown = filterLogs(entries, filter);

  // Follow the newest log.
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [shown.length, session]);

  return (
    <div className={`${classes.section} ${classes.logs}`}>
      <Group justify="space-between" gap={6} wrap="nowrap">
        <Text className={classes.heading}>Logs</Text>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" color="gray" disabled={shown.length === 0} data-testid="debug-logs-copy"
            onClick={() => clipboard.copy(shown.map(logText).join('\n'))}>
            {clipboard.copied ? 'Copied' : 'Copy'}
          </Button>
          <Button size="compact-xs" variant="subtle" color="gray" disabled={entries.length === 0} data-testid="debug-logs-clear"
            onClick={() => session !== null && dispatch(debugActions.logsCleared({ gameId, sessionId: session }))}>
            Clear
          </Button>
        </Group>
      </Group>
      {session === null ? (
        <Text className={classes.empty} data-testid="debug-logs-empty">No logs yet. Play the game in the preview: its console output, Python output and errors appear here, by session.</Text>
      ) : (
        <>
          <Tabs value={session} onChange={setChosen} variant="pills" radius="sm" classNames={{ list: classes.sessionTabs }}>
            <Tabs.List>
              {sessions.map((id, index) => (
                <Tabs.Tab key={id} value={id} title={id || undefined} data-testid="debug-session-tab" data-session={id}>
                  {sessionLabel(id, index)} <span className={classes.count}>{logs[id]?.length ?? 0}</span>
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Group gap={6} wrap="nowrap">
            <SegmentedControl size="xs" data={LEVELS} value={filter.level} data-testid="debug-logs-level"
              onChange={(level) => setFilter((f) => ({ ...f, level: level as LogFilter['level'] }))} />
            <TextInput size="xs" flex={1} miw={0} placeholder="Filter logs" aria-label="Filter logs" leftSection={<IconSearch size={12} />}
              value={filter.text} onChange={(event) => setFilter((f) => ({ ...f, text: event.currentTarget.value }))} data-testid="debug-logs-filter" />
          </Group>
          <ScrollArea className={classes.logScroll} viewportRef={viewport} type="auto">
            {shown.length === 0 ? (
              <Text className={classes.empty}>{entries.length === 0 ? 'This session has not logged anything yet.' : 'No logs match the filter.'}</Text>
            ) : (
              <LogList entries={shown} testId="debug-log-list" />
            )}
          </ScrollArea>
        </>
      )}
    </div>
  );
}
