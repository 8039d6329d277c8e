import { Anchor, Badge, Button, Center, Code, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { IconClockHour4, IconExternalLink, IconFilter, IconPlayerPlay } from '@tabler/icons-react';
import type { AuditChange } from '@tempest/contracts';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/apiError';
import { ErrorBanner } from '../../../components/ErrorBanner/ErrorBanner';
import { formatFullDate } from '../../../components/RelativeTime/formatRelativeTime';
import { useGetChangeQuery } from '../auditApi';
import { checkpointHref, checkpointOf, timeTravelHref, type FilterKey } from '../auditFilters';
import { ChangeDiff } from './ChangeDiff';
import { PlaytestRecord } from '../../playtest/components/PlaytestChecks/PlaytestRecord';
import { ActorLine } from './ChangeRow';
import classes from './ChangeLog.module.css';

type ChangeDetailProps = {
  gameId: string | null;
  position: string;
  /** Staff's list offers "only this game / user / session"; a game's own log does not. */
  onFilter?: (key: FilterKey, value: string) => void;
  diffHeight: string;
};

function FilterButtons({ change, onFilter }: { change: AuditChange; onFilter: NonNullable<ChangeDetailProps['onFilter']> }) {
  const offers: [FilterKey, string | null, string][] = [
    ['game_id', change.game_id, 'This game'],
    ['user_id', change.actor.id, 'This user'],
    ['agent_session_id', change.agent_session_id, 'This agent session'],
  ];
  return (
    <Group gap={6}>
      {offers.filter(([, value]) => value).map(([key, value, label]) => (
        <Button key={key} size="compact-xs" variant="default" leftSection={<IconFilter size={12} />} onClick={() => onFilter(key, value as string)}>
          {label}
        </Button>
      ))}
    </Group>
  );
}

/** One change: who, what, when, the diff (an asset's content), its event's data and metadata, and the game then. */
export function ChangeDetail({ gameId, position, onFilter, diffHeight }: ChangeDetailProps) {
  const { data, error, isLoading, refetch, isFetching } = useGetChangeQuery({ gameId, position });
  if (isLoading) return <Center h={320} data-testid="change-loading"><Loader type="dots" aria-label="Loading the change" /></Center>;
  if (error || !data) return <ErrorBanner title="Couldn't load this change" message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  const { change } = data;
  const checkpoint = change.game_id ? checkpointOf(change.event_type, data.data) : null;
  return (
    <Stack gap="sm" data-testid="change-detail">
      <ActorLine change={change} />
      <Text fw={600} data-testid="change-detail-summary">{change.summary}</Text>
      <Group gap="xs">
        <Badge variant="light" color="gray" tt="none" ff="monospace">{change.event_type}</Badge>
        <Text size="xs" c="dimmed">{formatFullDate(new Date(change.at))} · position {change.position}</Text>
      </Group>
      {/* The game's own log is in its studio already, and the time travel is the analysts' page. */}
      {change.game_id && gameId === null && (
        <Group gap="sm">
          <Text size="sm">Game: <b>{change.game_name ?? change.game_id}</b></Text>
          <Button component={Link} to={timeTravelHref(change.game_id, change.position)} size="compact-sm" variant="light"
            leftSection={<IconClockHour4 size={14} />} data-testid="open-game-as-it-was">
            Open the game as it was
          </Button>
          <Anchor component={Link} to={`/create/creation-dashboard/${change.game_id}/`} size="sm">
            <Group gap={4} component="span">Studio <IconExternalLink size={12} /></Group>
          </Anchor>
        </Group>
      )}
      {checkpoint && change.game_id && (
        <Group>
          <Button component={Link} to={checkpointHref(change.game_id, checkpoint)} size="compact-sm" variant="light" color="teal"
            leftSection={<IconPlayerPlay size={14} />} data-testid="play-checkpoint">
            Play this checkpoint as it was
          </Button>
        </Group>
      )}
      {onFilter && <FilterButtons change={change} onFilter={onFilter} />}
      {change.event_type === 'PlaytestRecorded' && <PlaytestRecord data={data.data} />}
      <Tabs defaultValue={data.diff ? 'diff' : 'data'} keepMounted={false}>
        <Tabs.List>
          {data.diff && <Tabs.Tab value="diff" data-testid="tab-diff">Diff</Tabs.Tab>}
          <Tabs.Tab value="data">Data</Tabs.Tab>
          <Tabs.Tab value="metadata">Metadata</Tabs.Tab>
        </Tabs.List>
        {data.diff && (
          <Tabs.Panel value="diff" pt="sm"><ChangeDiff diff={data.diff} height={diffHeight} /></Tabs.Panel>
        )}
        <Tabs.Panel value="data" pt="sm"><Code block className={classes.json} data-testid="change-data">{JSON.stringify(data.data, null, 2)}</Code></Tabs.Panel>
        <Tabs.Panel value="metadata" pt="sm"><Code block className={classes.json}>{JSON.stringify(data.metadata, null, 2)}</Code></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
