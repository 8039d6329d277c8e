import { Button, EmptyState, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { errorMessage, errorStatus } from '../api/apiError';
import { ErrorBanner } from '../components/ErrorBanner/ErrorBanner';
import { useCurrentUser } from '../features/account/hooks/useCurrentUser';
import { useSubscription } from '../features/account/hooks/useSubscription';
import { ProfileHeader } from '../features/profile/components/ProfileHeader/ProfileHeader';
import { ProfileSkeleton } from '../features/profile/components/ProfileSkeleton/ProfileSkeleton';
import { UserGamesGrid } from '../features/profile/components/UserGamesGrid/UserGamesGrid';
import { StaffEraseButton } from '../features/erasure/components/StaffEraseButton';
import { useGetUserGamesQuery, useGetUserProfileQuery } from '../features/profile/profileApi';

function ProfileNotFound() {
  return (
    <EmptyState
      data-testid="profile-not-found"
      size="lg"
      variant="light"
      icon={<IconUserQuestion size={30} />}
      title="No creator here"
      description="This profile doesn't exist. The link may be mistyped, or the account may have been closed."
      py={80}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/" leftSection={<IconArrowLeft size={16} />}>
          Back to the studio
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** /profile/{creatorId}: who they are and the games they made. */
export function ProfilePage() {
  const { creatorId = '' } = useParams();
  const { userId, user } = useCurrentUser();
  const { isPremium } = useSubscription();
  const profile = useGetUserProfileQuery(creatorId);
  const games = useGetUserGamesQuery(creatorId);
  useDocumentTitle(profile.data ? `${profile.data.username} · Tempest` : 'Creator profile · Tempest');

  if (profile.isLoading) return <ProfileSkeleton />;
  if (errorStatus(profile.error) === 404) return <ProfileNotFound />;
  if (!profile.data) {
    return (
      <ErrorBanner
        title="Couldn't load this profile"
        message={errorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
        data-testid="profile-error"
      />
    );
  }

  const isOwn = userId === profile.data.id;
  return (
    <Stack gap="xl" data-testid="profile-page">
      <ProfileHeader profile={profile.data} gameCount={games.data?.games.length} isOwn={isOwn} isLegend={isOwn && isPremium} />
      {user.isStaff && !isOwn && (
        <Group justify="flex-end" mt={-16}>
          <StaffEraseButton userId={profile.data.id} username={profile.data.username} />
        </Group>
      )}
      <section aria-labelledby="profile-games-title">
        <Title order={2} size="h3" id="profile-games-title" mb="md">
          {isOwn ? 'Your games' : `Games by ${profile.data.username}`}
        </Title>
        <UserGamesGrid userId={creatorId} username={profile.data.username} isOwn={isOwn} />
      </section>
    </Stack>
  );
}
