import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../../api/apiError';
import { ErrorBanner } from '../../../../components/ErrorBanner/ErrorBanner';
import { ConnectionIndicator } from '../../../connection/components/ConnectionIndicator/ConnectionIndicator';
import { useGetGamesQuery } from '../../gamesApi';
import { useArrivedIds } from '../../hooks/useArrivedIds';
import { GameRow } from '../GameRow/GameRow';
import { GamesEmptyState } from '../GamesEmptyState/GamesEmptyState';
import { GamesListSkeleton } from '../GamesListSkeleton/GamesListSkeleton';

function ListHeading({ count }: { count?: number }) {
  return (
    <Group justify="space-between" align="baseline" mb="sm">
      <Group gap="xs" align="center">
        <Title order={2} size="h4">
          All games
        </Title>
        {count !== undefined && (
          <Badge variant="light" color="gray" radius="sm" data-testid="games-count">
            {count}
          </Badge>
        )}
      </Group>
      <Group gap="sm">
        <Text size="xs" c="dimmed" visibleFrom="xs">
          Recently updated first
        </Text>
        <ConnectionIndicator />
      </Group>
    </Group>
  );
}

export function GamesList() {
  const { data, error, isLoading, isFetching, refetch } = useGetGamesQuery();
  const arrived = useArrivedIds(data?.games.map((game) => game.id));

  if (isLoading) {
    return (
      <section aria-label="Games">
        <ListHeading />
        <GamesListSkeleton />
      </section>
    );
  }

  if (!data) {
    return (
      <section aria-label="Games">
        <ListHeading />
        <ErrorBanner
          title="Couldn't load your games"
          message={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
          data-testid="games-error"
        />
      </section>
    );
  }

  return (
    <section aria-label="Games">
      <ListHeading count={data.games.length} />
      <Stack gap="sm">
        {error && (
          <ErrorBanner
            compact
            title="Showing the last list we loaded"
            message={errorMessage(error)}
            onRetry={() => void refetch()}
            retrying={isFetching}
            data-testid="games-refresh-error"
          />
        )}
        {data.games.length === 0 ? (
          <GamesEmptyState />
        ) : (
          <Stack gap="sm" data-testid="games-list">
            {data.games.map((game) => (
              <GameRow key={game.id} game={game} fresh={arrived.has(game.id)} />
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}
