import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../account/hooks/useCurrentUser';
import { CreateGameForm } from '../CreateGameForm/CreateGameForm';

function LoginToCreate() {
  return (
    <Stack gap="md" data-testid="create-login-cta">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          <IconLock size={20} />
        </ThemeIcon>
        <Text size="sm" c="dimmed">
          Every game has a creator. Sign in and your new games are yours — only you can rename or delete them.
        </Text>
      </Group>
      <Button component={Link} to="/login" leftSection={<IconLogin2 size={18} />} fullWidth data-testid="create-login-button">
        Log in to create games
      </Button>
      <Button component={Link} to="/register" variant="subtle" leftSection={<IconUserPlus size={16} />} fullWidth>
        New here? Create an account
      </Button>
    </Stack>
  );
}

/** The "New game" panel: the form for a signed-in user, a call to sign in otherwise. */
export function CreateGamePanel() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  return (
    <Paper p="lg" radius="lg" shadow="md" bg="dark.7" pos="sticky" top={88} data-testid="create-game-panel">
      <Title order={2} size="h4" mb={4}>
        New game
      </Title>
      {isLoading ? (
        <Stack gap="sm" mt="md" aria-busy="true">
          <Skeleton height={36} radius="md" />
          <Skeleton height={80} radius="md" />
          <Skeleton height={36} radius="md" />
        </Stack>
      ) : isAuthenticated ? (
        <>
          <Text size="sm" c="dimmed" mb="md">
            A name is enough to begin. You can change it later.
          </Text>
          <CreateGameForm />
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="md">
            Creating a game needs an account — it's free.
          </Text>
          <LoginToCreate />
        </>
      )}
    </Paper>
  );
}
