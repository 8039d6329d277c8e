import { AppShell, Button, Container, Group, Skeleton } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconBook2, IconExternalLink, IconFlame } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/account/hooks/useCurrentUser';
import { Logo } from '../../components/Logo/Logo';
import { MobileMenu } from '../../features/account/components/MobileMenu/MobileMenu';
import { GUIDES_URL, NEW_TAB } from '../../components/SiteLinks/siteLinks';
import { TokenButton } from '../../features/account/components/TokenButton/TokenButton';
import { UserMenu } from '../../features/account/components/UserMenu/UserMenu';
import { useLoginHref } from '../../features/account/hooks/useLoginHref';
import { useOnboarding } from '../../features/onboarding/hooks/useOnboarding';
import classes from './Header.module.css';

// The header gains its shadow once the page has scrolled past this many pixels.
const SCROLL_SHADOW_PX = 100;

function DesktopNav() {
  const onManifesto = useLocation().pathname.startsWith('/creator');
  return (
    <Group gap={4} component="nav" aria-label="Main" visibleFrom="sm">
      <Button
        component={Link}
        to="/creator"
        variant={onManifesto ? 'light' : 'subtle'}
        color={onManifesto ? undefined : 'gray'}
        size="compact-md"
        leftSection={<IconFlame size={16} />}
        aria-current={onManifesto ? 'page' : undefined}
        data-testid="nav-manifesto"
      >
        Manifesto
      </Button>
      <Button
        component="a"
        href={GUIDES_URL}
        {...NEW_TAB}
        variant="subtle"
        color="gray"
        size="compact-md"
        leftSection={<IconBook2 size={16} />}
        rightSection={<IconExternalLink size={12} opacity={0.6} />}
        data-testid="nav-guides"
      >
        Guides
      </Button>
    </Group>
  );
}

function AccountArea() {
  const { user, isAuthenticated, isLoading } = useCurrentUser();
  const loginHref = useLoginHref();
  const { replay } = useOnboarding();
  if (isLoading) return <Skeleton height={36} width={120} radius="xl" aria-label="Loading your account" />;
  if (!isAuthenticated) {
    return (
      <Button component={Link} to={loginHref} size="compact-md" px="md" radius="xl" data-testid="header-login">
        Log in
      </Button>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      <TokenButton />
      <UserMenu onReplayOnboarding={() => replay(user.onboarding)} />
    </Group>
  );
}

export function Header() {
  const [scroll] = useWindowScroll();
  return (
    <AppShell.Header className={classes.header} data-scrolled={scroll.y > SCROLL_SHADOW_PX || undefined} data-testid="header">
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <Logo />
            <DesktopNav />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <AccountArea />
            <MobileMenu />
          </Group>
        </Group>
      </Container>
    </AppShell.Header>
  );
}
