import { Box, Text, Tooltip } from '@mantine/core';
import { useAppSelector } from '../../../../app/hooks';
import type { ConnectionStatus } from '../../../../api/socket';
import { selectConnectionStatus } from '../../connectionSlice';
import classes from './ConnectionIndicator.module.css';

const LABELS: Record<ConnectionStatus, { text: string; hint: string }> = {
  connected: {
    text: 'Live',
    hint: 'Connected. Changes made in other tabs or by teammates appear here as they happen.',
  },
  connecting: {
    text: 'Connecting…',
    hint: 'Opening the live connection to the studio.',
  },
  reconnecting: {
    text: 'Reconnecting…',
    hint: 'The live connection dropped. Retrying; what you see may be slightly out of date.',
  },
  offline: {
    text: 'Offline',
    hint: 'No live connection. Reload the page to try again.',
  },
};

export function ConnectionIndicator() {
  const status = useAppSelector(selectConnectionStatus);
  const { text, hint } = LABELS[status];
  return (
    <Tooltip label={hint} multiline w={260} position="bottom-end">
      <Box
        className={classes.pill}
        data-status={status}
        data-testid="connection-indicator"
        role="status"
        aria-live="polite"
        aria-label={`Live connection: ${text}`}
        tabIndex={0}
      >
        <span className={classes.dot} aria-hidden />
        <Text component="span" size="xs" fw={600}>
          {text}
        </Text>
      </Box>
    </Tooltip>
  );
}
