import { Button, Center, EmptyState, Loader, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconDeviceGamepad2 } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessage, errorStatus } from '../api/apiError';
import { ErrorBanner } from '../components/ErrorBanner/ErrorBanner';
import { GameView } from '../features/play/components/GameView/GameView';
import { PlayerShell } from '../features/play/components/PlayerShell/PlayerShell';
import { PlayHeader } from '../features/play/components/PlayHeader/PlayHeader';
import { useGetPlayGameQuery } from '../features/play/playApi';
import { useCurrentUser } from '../features/account/hooks/useCurrentUser';

function GameNotFound() {
  return (
    <EmptyState
      data-testid="play-not-found"
      size="lg"
      variant="light"
      icon={<IconDeviceGamepad2 size={30} />}
      title="Game not found"
      description="This game doesn't exist or isn't published. The link may be mistyped, or its creator may have taken it down."
      py={80}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/games" leftSection={<IconArrowLeft size={16} />}>
          Browse games
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/**
 * /play/{gameId}/: the game player. `?version=working` (the workbench preview's pop-out) plays the working
 * version on the creation canvas, for the game's editors; others get the player as always.
 */
export function PlayPage() {
  const { gameId = '' } = useParams();
  const [params] = useSearchParams();
  const { data, error, isLoading, isFetching, refetch } = useGetPlayGameQuery(gameId);
  const { user } = useCurrentUser();
  useDocumentTitle(data ? `${data.game.name || 'Untitled game'} · Tempest` : 'Play · Tempest');

  if (isLoading) {
    return (
      <Center py={120}>
        <Loader data-testid="play-loading" />
      </Center>
    );
  }
  const status = errorStatus(error);
  if (status === 404 || status === 400) return <GameNotFound />;
  if (!data) {
    return (
      <ErrorBanner
        title="Couldn't load this game"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
        data-testid="play-error"
      />
    );
  }

  const { game, frontend_id: frontendId, can_edit: canEdit } = data;
  const working = canEdit && params.get('version') === 'working';
  return (
    <PlayerShell>
      <PlayHeader game={game} canEdit={canEdit} />
      <GameView gameId={game.id} frontendId={frontendId} canEdit={canEdit} canvas={working} layout="cinema" debugConsole={canEdit || user.isStaff} />
      {game.description && (
        <Text size="sm" c="dimmed" maw={820} data-testid="play-description">
          {game.description}
        </Text>
      )}
    </PlayerShell>
  );
}
