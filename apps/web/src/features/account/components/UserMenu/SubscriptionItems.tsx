import { Group, Menu, Text } from '@mantine/core';
import { IconCrown, IconExternalLink, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSubscription } from '../../hooks/useSubscription';
import { isInternalPath, NEW_TAB } from '../../../../components/SiteLinks/siteLinks';

function SubscriptionLink({ url, icon, children, testId }: { url: string; icon: ReactNode; children: ReactNode; testId: string }) {
  if (isInternalPath(url)) {
    return (
      <Menu.Item component={Link} to={url} leftSection={icon} data-testid={testId}>
        {children}
      </Menu.Item>
    );
  }
  return (
    <Menu.Item component="a" href={url} {...NEW_TAB} leftSection={icon} rightSection={<IconExternalLink size={14} />} data-testid={testId}>
      {children}
    </Menu.Item>
  );
}

/** 'Legend Status' and 'Manage Subscription' for Legend subscribers, otherwise 'Upgrade to Legend'. */
export function SubscriptionItems() {
  const { isPremium, subscriptionUrl } = useSubscription();
  if (!subscriptionUrl) return null;
  if (!isPremium) {
    return (
      <SubscriptionLink url={subscriptionUrl} icon={<IconSparkles size={16} color="var(--mantine-color-yellow-4)" />} testId="upgrade-link">
        <Text component="span" size="sm" fw={600} c="yellow.3">
          Upgrade to Legend
        </Text>
      </SubscriptionLink>
    );
  }
  return (
    <>
      <Group gap={8} px="sm" py={6} data-testid="legend-status">
        <IconCrown size={16} color="var(--mantine-color-yellow-4)" />
        <Text size="sm" fw={700} c="yellow.3">
          Legend Status
        </Text>
        <Text size="xs" c="dimmed" ml="auto">
          Active
        </Text>
      </Group>
      <SubscriptionLink url={subscriptionUrl} icon={<IconCrown size={16} />} testId="manage-subscription-link">
        Manage Subscription
      </SubscriptionLink>
    </>
  );
}
