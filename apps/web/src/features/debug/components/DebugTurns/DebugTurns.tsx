import { ScrollArea, Text } from '@mantine/core';
import { formatConsoleTime } from '../../debugLogs';
import type { TurnSnapshot } from '../../debugSnapshots';
import classes from '../DebugPanel/DebugPanel.module.css';
import { counted } from '../../../../components/text/counted';

/** The captured turns, newest first: number, messages, the player's actions before it ended, time. */
export function DebugTurns({ turns }: { turns: readonly TurnSnapshot[] }) {
  return (
    <div className={classes.section}>
      <Text className={classes.heading}>Turns</Text>
      {turns.length === 0 ? (
        <Text className={classes.empty} data-testid="debug-turns-empty">No turns yet. Each message to the agent is captured here when its answer ends.</Text>
      ) : (
        <ScrollArea.Autosize mah={132} type="auto">
          <ol className={classes.turns} data-testid="debug-turns">
            {[...turns].reverse().map((turn) => (
              <li key={`${turn.turnNumber}-${turn.timestamp}`} className={classes.turn} data-testid="debug-turn" data-turn={turn.turnNumber}>
                <span className={classes.turnNumber}>#{turn.turnNumber}</span>
                <span>{counted(turn.messages, 'message')}</span>
                <time dateTime={new Date(turn.timestamp).toISOString()}>{formatConsoleTime(turn.timestamp)}</time>
                <span className={classes.actions} title={turn.playerActions.join(', ')} data-testid="debug-turn-actions">
                  {turn.playerActions.length === 0 ? 'No player actions before it' : `Player: ${turn.playerActions.join(', ')}`}
                </span>
              </li>
            ))}
          </ol>
        </ScrollArea.Autosize>
      )}
    </div>
  );
}
