import { NavLink, Stack } from '@mantine/core';
import { IconBook2, IconChevronRight, IconCrown, IconExternalLink, IconFlame, IconSettings, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useSubscription } from '../../hooks/useSubscription';
import { GUIDES_URL, isInternalPath, NEW_TAB } from '../../../../components/SiteLinks/siteLinks';
import classes from './MobileMenu.module.css';

function SubscriptionNavLink({ url, isPremium }: { url: string; isPremium: boolean }) {
  const label = isPremium ? 'Manage Subscription' : 'Upgrade to Legend';
  const icon = isPremium ? <IconCrown size={20} /> : <IconSparkles size={20} />;
  const shared = { label, leftSection: icon, className: classes.navLink, c: 'yellow.3', fw: 600 } as const;
  return isInternalPath(url) ? (
    <NavLink component={Link} to={url} rightSection={<IconChevronRight size={16} />} {...shared} data-testid="mobile-subscription-link" />
  ) : (
    <NavLink component="a" href={url} {...NEW_TAB} rightSection={<IconExternalLink size={16} />} {...shared} data-testid="mobile-subscription-link" />
  );
}

/** Guides, the subscription entry (signed in, with a link) and the Manifesto. */
export function MobilePanelLinks() {
  const { isPremium, subscriptionUrl } = useSubscription();
  const { isAuthenticated } = useCurrentUser();
  return (
    <Stack gap={4} component="nav" aria-label="Site">
      <NavLink
        component="a"
        href={GUIDES_URL}
        {...NEW_TAB}
        label="Guides"
        description="Step-by-step help for creators"
        leftSection={<IconBook2 size={20} />}
        rightSection={<IconExternalLink size={16} />}
        className={classes.navLink}
      />
      {isAuthenticated && (
        <NavLink
          component={Link}
          to="/account"
          label="Account settings"
          leftSection={<IconSettings size={20} />}
          rightSection={<IconChevronRight size={16} />}
          className={classes.navLink}
          data-testid="mobile-account-settings-link"
        />
      )}
      {subscriptionUrl && <SubscriptionNavLink url={subscriptionUrl} isPremium={isPremium} />}
      <NavLink
        component={Link}
        to="/creator"
        label="Manifesto"
        description="What we believe about making games"
        leftSection={<IconFlame size={20} />}
        rightSection={<IconChevronRight size={16} />}
        className={classes.navLink}
      />
    </Stack>
  );
}
