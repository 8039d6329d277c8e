import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { useGetMeQuery } from '../features/account/accountApi';
import { loginPath } from '../features/auth/authPaths';
import { ErasuresTable } from '../features/erasure/components/ErasuresTable';

function StaffOnly() {
  return (
    <Stack align="center" gap="sm" py={80} data-testid="staff-only">
      <IconLock size={48} color="var(--mantine-color-dimmed)" />
      <Title order={2} c="white">Only staff can see this</Title>
      <Button component={Link} to="/games" variant="light" mt="sm">Back to games</Button>
    </Stack>
  );
}

/** /staff/erasures — the record of erased accounts (issue 28): staff only; the server checks the role on every read. */
export function StaffErasuresPage() {
  useDocumentTitle('Erasures · Staff · Tempest');
  const { data: me } = useGetMeQuery();
  const location = useLocation();
  if (!me) return <Center py={120}><Loader aria-label="Loading" /></Center>;
  if (!me.isAuthenticated) return <Navigate to={loginPath({ next: location.pathname })} replace />;
  if (!me.isStaff) return <StaffOnly />;
  return (
    <Stack gap="lg" data-testid="staff-erasures-page">
      <Title order={1} c="white">Erasures</Title>
      <Text c="dimmed" maw={720}>
        Every erased account: when, by whom, and what the erasure reached. What was erased is not kept. To erase an account, open the user's profile.
      </Text>
      <ErasuresTable />
    </Stack>
  );
}
