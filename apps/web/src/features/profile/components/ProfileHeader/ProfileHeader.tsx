import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconDeviceGamepad2 } from '@tabler/icons-react';
import { LegendAvatar } from '../../../../components/LegendAvatar/LegendAvatar';
import type { UserProfile } from '@tempest/contracts';
import { counted } from '../../../../components/text/counted';

const joinedFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' });

type ProfileHeaderProps = {
  profile: UserProfile;
  gameCount?: number;
  isOwn: boolean;
  /** Only known for the viewer's own profile. */
  isLegend?: boolean;
};

function joined(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : `Joined ${joinedFormat.format(date)}`;
}

export function ProfileHeader({ profile, gameCount, isOwn, isLegend = false }: ProfileHeaderProps) {
  const joinedText = joined(profile.joinedAt);
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" bg="dark.7" data-testid="profile-header">
      <Group gap="xl" wrap="nowrap" align="center">
        <LegendAvatar name={profile.username} src={profile.profileImage} legend={isLegend} size={88} />
        <Stack gap={6} miw={0}>
          <Group gap="sm">
            <Title order={1} c="white" data-testid="page-title" style={{ overflowWrap: 'anywhere' }}>
              {profile.username}
            </Title>
            {isOwn && (
              <Badge variant="light" radius="sm">
                This is you
              </Badge>
            )}
          </Group>
          <Group gap="lg" c="dimmed">
            {joinedText && (
              <Group gap={6}>
                <IconCalendar size={16} />
                <Text size="sm">{joinedText}</Text>
              </Group>
            )}
            {gameCount !== undefined && (
              <Group gap={6}>
                <IconDeviceGamepad2 size={16} />
                <Text size="sm" data-testid="profile-game-count">
                  {counted(gameCount, 'game')}
                </Text>
              </Group>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
