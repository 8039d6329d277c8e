import { Button, EmptyState, Paper, SimpleGrid } from '@mantine/core';
import { IconCloudStorm, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../../api/apiError';
import { ErrorBanner } from '../../../../components/ErrorBanner/ErrorBanner';
import { GameCard } from '../../../games/components/GameCard/GameCard';
import { useGetUserGamesQuery } from '../../profileApi';

type UserGamesGridProps = {
  userId: string;
  username: string;
  isOwn: boolean;
};

function NoGames({ username, isOwn }: Omit<UserGamesGridProps, 'userId'>) {
  return (
    <Paper p="xl" radius="lg" bg="transparent" style={{ borderStyle: 'dashed' }} data-testid="profile-games-empty">
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconCloudStorm size={30} />}
        title={isOwn ? 'Your first game is waiting' : `${username} hasn't shared a game yet`}
        description={isOwn ? 'Describe an idea and start building. Your games will be listed here.' : 'Check back soon — new games appear here as they are made.'}
        py="xl"
      >
        {isOwn && (
          <EmptyState.Actions>
            <Button component={Link} to="/" leftSection={<IconPlus size={16} />}>
              Create a game
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    </Paper>
  );
}

/** A creator's games as cards; the owner also gets Edit and Delete. */
export function UserGamesGrid({ userId, username, isOwn }: UserGamesGridProps) {
  const { data, error, isLoading, isFetching, refetch } = useGetUserGamesQuery(userId);

  if (isLoading) return null;
  if (!data) {
    return (
      <ErrorBanner
        title="Couldn't load these games"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
        data-testid="profile-games-error"
      />
    );
  }
  if (data.games.length === 0) return <NoGames username={username} isOwn={isOwn} />;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="profile-games">
      {data.games.map((game, index) => (
        <GameCard key={game.id} game={game} index={index} withEdit={isOwn} />
      ))}
    </SimpleGrid>
  );
}
