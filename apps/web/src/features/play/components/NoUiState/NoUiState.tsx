import { Button, EmptyState } from '@mantine/core';
import { IconCode, IconLayoutOff } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The creation dashboard's frontend workbench for a game. */
export const frontendDashboardPath = (gameId: string): string =>
  `/create/creation-dashboard/${encodeURIComponent(gameId)}/?dashboard=frontend`;

type NoUiStateProps = {
  /** Shown to those who can edit: the Frontend button. */
  gameId?: string;
};

/** A game without a custom UI (docs/api-frontends.md, The game view in the studio). */
export function NoUiState({ gameId }: NoUiStateProps) {
  return (
    <EmptyState
      data-testid="game-no-ui"
      size="lg"
      variant="light"
      icon={<IconLayoutOff size={30} />}
      title="No UI"
      description={
        <>
          This game doesn't have a custom UI yet.
          <br />
          Use the Frontend button below to create one.
        </>
      }
      py="xl"
    >
      {gameId && (
        <EmptyState.Actions>
          <Button
            component={Link}
            to={frontendDashboardPath(gameId)}
            leftSection={<IconCode size={16} />}
            data-testid="game-no-ui-frontend"
          >
            Frontend
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
