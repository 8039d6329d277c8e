import { Badge, Button, Group, Kbd, Tooltip } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconRotateClockwise } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type GameToolbarProps = {
  isPaused: boolean;
  /** The frame is ready: pausing means something. */
  ready: boolean;
  onRestart: () => void;
  onTogglePause: () => void;
  /** Which version is playing (canvas: 'Working version'). */
  sourceLabel?: string;
  /** False when the timeline dock carries restart and pause. */
  controls?: boolean;
  children?: ReactNode;
};

/** Restart and pause/resume (the timeline scrubber's buttons, without the timeline). */
export function GameToolbar({ isPaused, ready, onRestart, onTogglePause, sourceLabel, controls = true, children }: GameToolbarProps) {
  return (
    <Group justify="space-between" gap="xs" data-testid="game-toolbar">
      {controls && <Group gap={6} wrap="nowrap">
        <Tooltip label="Restart with a new session">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRotateClockwise size={14} />}
            onClick={onRestart}
            data-testid="game-restart"
          >
            Restart
          </Button>
        </Tooltip>
        <Tooltip
          label={
            <>
              {isPaused ? 'Resume' : 'Pause'} <Kbd size="xs">P</Kbd>
            </>
          }
        >
          <Button
            size="xs"
            variant={isPaused ? 'filled' : 'default'}
            leftSection={isPaused ? <IconPlayerPlayFilled size={14} /> : <IconPlayerPauseFilled size={14} />}
            onClick={onTogglePause}
            disabled={!ready}
            aria-pressed={isPaused}
            data-testid="game-pause"
            data-paused={isPaused}
          >
            {isPaused ? 'Resume' : 'Pause'}
          </Button>
        </Tooltip>
      </Group>}
      <Group gap={6} wrap="nowrap" ml="auto">
        {children}
        {sourceLabel && (
          <Badge variant="outline" color="gray" size="sm" data-testid="game-source">
            {sourceLabel}
          </Badge>
        )}
      </Group>
    </Group>
  );
}
