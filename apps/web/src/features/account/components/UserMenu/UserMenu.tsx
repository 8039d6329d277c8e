import { Box, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChartDots, IconListDetails, IconLogout, IconRoute, IconSettings, IconUserCircle, IconUserX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useLogout } from '../../hooks/useLogout';
import { useSubscription } from '../../hooks/useSubscription';
import { LegendAvatar } from '../../../../components/LegendAvatar/LegendAvatar';
import { ModelSelect } from './ModelSelect';
import { SubscriptionItems } from './SubscriptionItems';

/** The avatar dropdown of a signed-in user; `onReplayOnboarding` adds the onboarding's manual replay. */
export function UserMenu({ onReplayOnboarding }: { onReplayOnboarding?: () => void }) {
  const { user } = useCurrentUser();
  const { isPremium } = useSubscription();
  const { logout, isLoggingOut } = useLogout();

  return (
    <Menu position="bottom-end" width={290} shadow="xl" radius="lg" offset={10} withArrow arrowPosition="center">
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.userName}`} data-testid="avatar-menu" style={{ borderRadius: '50%' }}>
          <LegendAvatar name={user.userName} src={user.profileImage} legend={isPremium} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="avatar-menu-dropdown">
        <Box px="sm" pt={6} pb="xs">
          <Text fw={700} size="sm" truncate="end">
            {user.userName}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.userEmail}
          </Text>
        </Box>
        <Menu.Item component={Link} to={user.profileLink || '/'} leftSection={<IconUserCircle size={16} />} data-testid="profile-link">
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/account" leftSection={<IconSettings size={16} />} data-testid="account-settings-link">
          Account settings
        </Menu.Item>
        {onReplayOnboarding && (
          <Menu.Item leftSection={<IconRoute size={16} />} onClick={onReplayOnboarding} data-testid="replay-onboarding">
            Replay onboarding
          </Menu.Item>
        )}
        {(user.isStaff || user.isAnalyst) && (
          <>
            <Menu.Item component={Link} to="/staff/changes" leftSection={<IconListDetails size={16} />} data-testid="staff-changes-link">
              Change log
            </Menu.Item>
            <Menu.Item component={Link} to="/analytics" leftSection={<IconChartDots size={16} />} data-testid="analytics-link">
              Analytics
            </Menu.Item>
          </>
        )}
        {user.isStaff && (
          <Menu.Item component={Link} to="/staff/erasures" leftSection={<IconUserX size={16} />} data-testid="staff-erasures-link">
            Erasures
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>AI models</Menu.Label>
        <Stack gap="xs" px="sm" pb="sm">
          <ModelSelect type="chat" />
          <ModelSelect type="image" />
        </Stack>
        <Menu.Divider />
        <SubscriptionItems />
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void logout()}
          disabled={isLoggingOut}
          data-testid="logout-button"
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
