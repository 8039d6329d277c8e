import { Box, Burger, Button, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin2 } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useSubscription } from '../../hooks/useSubscription';
import { useLoginHref } from '../../hooks/useLoginHref';
import { LegendAvatar } from '../../../../components/LegendAvatar/LegendAvatar';
import { Logo } from '../../../../components/Logo/Logo';
import { SocialLinks } from '../../../../components/SocialLinks/SocialLinks';
import { MobilePanelLinks } from './MobilePanelLinks';
import classes from './MobileMenu.module.css';

function ProfileOrSignIn() {
  const { user, isAuthenticated } = useCurrentUser();
  const { isPremium } = useSubscription();
  const loginHref = useLoginHref();
  if (!isAuthenticated) {
    return (
      <Button component={Link} to={loginHref} size="md" fullWidth leftSection={<IconLogin2 size={18} />} data-testid="mobile-sign-in">
        Sign in
      </Button>
    );
  }
  return (
    <Link to={user.profileLink || '/'} className={classes.profile} data-testid="mobile-profile-link">
      <LegendAvatar name={user.userName} src={user.profileImage} legend={isPremium} size={48} />
      <Box miw={0}>
        <Text fw={700} truncate="end">
          {user.userName}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          {isPremium ? 'Legend · View profile' : 'View profile'}
        </Text>
      </Box>
    </Link>
  );
}

/** Small screens: a menu button and the full-screen slide-in panel it opens (body scroll locked). */
export function MobileMenu() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // Any navigation from inside the panel (or the back button) closes it.
  useEffect(close, [pathname, close]);

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="sm"
        size="sm"
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls="mobile-panel"
        data-testid="mobile-menu-button"
      />
      <Drawer.Root
        opened={opened}
        onClose={close}
        position="right"
        size="100%"
        lockScroll
        hiddenFrom="sm"
        classNames={{ content: classes.content }}
      >
        <Drawer.Content id="mobile-panel" data-testid="mobile-panel">
          <Drawer.Header bg="transparent">
            <Drawer.Title>
              <Logo />
            </Drawer.Title>
            <Drawer.CloseButton aria-label="Close menu" size="lg" />
          </Drawer.Header>
          <Drawer.Body className={classes.body}>
            <ProfileOrSignIn />
            <MobilePanelLinks />
            <Stack gap="sm" className={classes.social}>
              <Text size="sm" c="dimmed">
                Join the community
              </Text>
              <SocialLinks size="xl" gap="sm" />
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
