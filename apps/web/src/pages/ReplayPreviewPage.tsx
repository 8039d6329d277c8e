import { Alert, Container, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../features/account/hooks/useCurrentUser';
import { RebuildPanel } from '../features/replay/RebuildPanel';
import { TimeTravelPanel } from '../features/replay/TimeTravelPanel';

/**
 * BRANCH `replay` ONLY: a stand-in /analytics page holding the replay tabs until the event explorer's page (another
 * branch, with its tab registry) mounts RebuildPanel and TimeTravelPanel as "Rebuild" and "Time travel". Drop this
 * file and its route at the merge.
 */
export function ReplayPreviewPage() {
  const { user, isLoading } = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'time-travel' ? 'time-travel' : 'rebuild';
  if (isLoading) return null;
  if (!user.isStaff && !user.isAnalyst) return <Container py="xl"><Alert color="gray">Only staff and analysts can do this.</Alert></Container>;
  return (
    <Container size="lg" py="lg">
      <Title order={2} mb="md">Analytics</Title>
      <Tabs value={tab} onChange={(t) => setSearch((s) => { s.set('tab', t ?? 'rebuild'); return s; })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="rebuild" data-testid="tab-rebuild">Rebuild</Tabs.Tab>
          <Tabs.Tab value="time-travel" data-testid="tab-time-travel">Time travel</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rebuild"><RebuildPanel /></Tabs.Panel>
        <Tabs.Panel value="time-travel"><TimeTravelPanel /></Tabs.Panel>
      </Tabs>
    </Container>
  );
}
