import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { AuditActorKind, AuditChange } from '@tempest/contracts';
import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';
import classes from './ChangeLog.module.css';

export const ACTOR_COLORS: Record<AuditActorKind, string> = { user: 'blue', agent: 'violet', system: 'gray' };

/** Who made a change: the actor kind's badge, the username, and for an agent the model. */
export function ActorLine({ change }: { change: AuditChange }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Badge size="xs" variant="light" color={ACTOR_COLORS[change.actor.kind]} style={{ flexShrink: 0 }} data-testid="change-actor-kind">
        {change.actor.kind}
      </Badge>
      <Text size="sm" fw={600} truncate="end" miw={0}>
        {change.actor.username ?? (change.actor.kind === 'system' ? 'Tempest' : 'unknown')}
      </Text>
      {change.model && (
        <Badge size="xs" variant="outline" color="violet" tt="none" maw={140} style={{ flexShrink: 0 }} data-testid="change-model">
          {change.model}
        </Badge>
      )}
    </Group>
  );
}

type ChangeRowProps = { change: AuditChange; selected: boolean; onOpen: (position: string) => void; showGame?: boolean };

/**
 * One change: who (and which model), what, when, and the game (a link to its changes). The whole row opens
 * its detail; it is a div with a button's role, since a link may not sit inside a button.
 */
export function ChangeRow({ change, selected, onOpen, showGame = true }: ChangeRowProps) {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(change.position);
  };
  return (
    <Box role="button" tabIndex={0} className={classes.row} data-selected={selected || undefined} onClick={() => onOpen(change.position)}
      onKeyDown={onKey} data-testid="change-row" data-position={change.position}>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <ActorLine change={change} />
          <RelativeTime value={change.at} style={{ flexShrink: 0 }} />
        </Group>
        <Text size="sm" lineClamp={2} data-testid="change-summary">{change.summary}</Text>
        <Group gap={6} wrap="nowrap" miw={0}>
          <Text size="xs" c="dimmed" ff="monospace" style={{ flexShrink: 0 }}>{change.event_type}</Text>
          {showGame && change.game_id && (
            <Anchor component={Link} to={`/staff/changes?game_id=${change.game_id}`} size="xs" truncate="end" title="Only this game's changes"
              onClick={(e) => e.stopPropagation()} data-testid="change-game">
              {change.game_name ?? change.game_id}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Box>
  );
}
