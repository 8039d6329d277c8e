import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { useGetMeQuery } from '../features/account/accountApi';
import { ChangeLogView } from '../features/audit/components/ChangeLogView';
import { loginPath } from '../features/auth/authPaths';

function StaffOnly() {
  return (
    <Stack align="center" gap="sm" py={80} data-testid="staff-only">
      <IconLock size={48} color="var(--mantine-color-dimmed)" />
      <Title order={2} c="white">Only staff and analysts can see this</Title>
      <Text c="dimmed" ta="center" maw={460}>The change log is for Tempest's staff and analysts. Your own games' changes are in each game's studio.</Text>
      <Button component={Link} to="/games" variant="light" mt="sm">Back to games</Button>
    </Stack>
  );
}

/** /staff/changes — the change log (issue 16): staff and analysts only; the server checks the role on every read. */
export function StaffChangesPage() {
  useDocumentTitle('Change log · Staff · Tempest');
  const { data: me } = useGetMeQuery();
  const location = useLocation();
  if (!me) return <Center py={120}><Loader aria-label="Loading" /></Center>;
  if (!me.isAuthenticated) return <Navigate to={loginPath({ next: `${location.pathname}${location.search}` })} replace />;
  if (!me.isStaff && !me.isAnalyst) return <StaffOnly />;
  return <ChangeLogView />;
}
