import { AppShell, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { ConnectionIndicator } from '../../features/connection/components/ConnectionIndicator/ConnectionIndicator';
import { Logo } from '../Logo/Logo';
import classes from './AppLayout.module.css';

function MainNav() {
  const { pathname } = useLocation();
  const onGames = pathname === '/' || pathname.startsWith('/games');
  return (
    <Group gap={4} component="nav" aria-label="Main" visibleFrom="xs">
      <Button
        component={Link}
        to="/games"
        variant={onGames ? 'light' : 'subtle'}
        color={onGames ? undefined : 'gray'}
        size="compact-sm"
        leftSection={<IconDeviceGamepad2 size={16} />}
        aria-current={onGames ? 'page' : undefined}
      >
        Games
      </Button>
    </Group>
  );
}

export function AppLayout() {
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xl" wrap="nowrap">
              <Logo />
              <MainNav />
            </Group>
            <ConnectionIndicator />
          </Group>
        </Container>
      </AppShell.Header>

      <AppShell.Main className={classes.main}>
        <Container size="lg" className={classes.content} py="xl">
          <Outlet />
        </Container>
        <Box component="footer" className={classes.footer}>
          <Container size="lg">
            <Group justify="space-between" gap="xs" py="md">
              <Text size="xs" c="dimmed">
                Tempest — an AI game-creation studio
              </Text>
              <Text size="xs" c="dimmed">
                Every change is an event; every list updates live.
              </Text>
            </Group>
          </Container>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
