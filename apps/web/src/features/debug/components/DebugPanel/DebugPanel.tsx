import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useAppSelector } from '../../../../app/hooks';
import { formatConsoleTime } from '../../debugLogs';
import { formatRate, successRate } from '../../debugSnapshots';
import { selectDebugSnapshot } from '../../debugSlice';
import { DebugLogs } from '../DebugLogs/DebugLogs';
import { DebugTurns } from '../DebugTurns/DebugTurns';
import classes from './DebugPanel.module.css';
import { counted } from '../../../../components/text/counted';

/**
 * The AI chat's debug panel (spec 3, Debug): the stream success rate and the game's turn snapshot at the top,
 * the turns, then the game's logs by session.
 */
export function DebugPanel({ gameId }: { gameId: string }) {
  const snapshot = useAppSelector((state) => selectDebugSnapshot(state, gameId));
  const rate = successRate(snapshot.stream);
  const { messages, errors } = snapshot.stream;
  return (
    <section className={classes.panel} data-testid="debug-panel" aria-label="Debug">
      <div className={classes.summary}>
        <div className={classes.stat}>
          <span className={classes.label}>Stream success rate</span>
          <span className={classes.value} data-testid="debug-success-rate" data-rate={rate}>{formatRate(rate)}</span>
          <span className={classes.hint} data-testid="debug-stream-counts">
            {messages === 0 ? 'No messages yet' : `${messages - Math.min(errors, messages)} of ${messages} ${messages === 1 ? 'message' : 'messages'} without error`}
          </span>
        </div>
        <div className={classes.stat}>
          <span className={classes.label}>Turn</span>
          <span className={classes.value} data-testid="debug-current-turn">{snapshot.currentTurnNumber}</span>
          <span className={classes.hint} data-testid="debug-captured-at">
            {snapshot.capturedAt === null ? 'Not captured yet' : `Captured ${formatConsoleTime(snapshot.capturedAt)}`}
          </span>
        </div>
        <Group gap={6} className={classes.flags}>
          <Tooltip label="The preview starts its sessions with debugging on (the creation canvas does)">
            <Badge size="sm" variant="light" color={snapshot.debugEnabled ? 'green' : 'gray'} data-testid="debug-enabled" data-enabled={snapshot.debugEnabled}>
              Debug {snapshot.debugEnabled ? 'on' : 'off'}
            </Badge>
          </Tooltip>
          {snapshot.playerActions.length > 0 && (
            <Text size="xs" c="dimmed" data-testid="debug-pending-actions">
              {counted(snapshot.playerActions.length, 'player action')} since the last turn
            </Text>
          )}
        </Group>
      </div>
      <DebugTurns turns={snapshot.turns} />
      <DebugLogs gameId={gameId} />
    </section>
  );
}
