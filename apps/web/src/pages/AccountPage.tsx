import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useGetMeQuery } from '../features/account/accountApi';
import { loginPath } from '../features/auth/authPaths';
import { EraseAccountSection, type ErasurePhase } from '../features/erasure/components/EraseAccountSection';

/** /account — the signed-in user's account settings: who they are, and erasing the account (issue 28). */
export function AccountPage() {
  useDocumentTitle('Account settings · Tempest');
  const { data: me } = useGetMeQuery();
  const location = useLocation();
  const [phase, setPhase] = useState<ErasurePhase>('idle');
  if (phase === 'erased') return <Navigate to="/account/erased" replace />;
  if (!me) return <Center py={120}><Loader aria-label="Loading" /></Center>;
  if (!me.isAuthenticated && phase === 'idle') return <Navigate to={loginPath({ next: location.pathname })} replace />;
  return (
    <Stack gap="xl" maw={760} mx="auto" w="100%" data-testid="account-page">
      <Title order={1} c="white">Account settings</Title>
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" bg="dark.7">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">Username</Text>
          <Text fw={600} data-testid="account-username">{me.userName}</Text>
          <Text size="sm" c="dimmed" mt="sm">Email</Text>
          <Text fw={600}>{me.userEmail}</Text>
        </Stack>
      </Paper>
      <EraseAccountSection onPhase={setPhase} />
    </Stack>
  );
}
