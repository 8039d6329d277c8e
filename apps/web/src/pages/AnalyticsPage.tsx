import { Center, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useSearchParams } from 'react-router';
import { loginPath } from '../features/auth/authPaths';
import { ANALYTICS_TABS } from './analyticsTabs';
import { AnalystOnly } from '../features/analytics/components/AnalystOnly';
import { useAnalystGate } from '../features/analytics/hooks/useAnalystGate';

/** /analytics: the analysts' tabs (events, exports, and those other parts of issue 16 mount); the tab is in the URL. */
export function AnalyticsPage() {
  useDocumentTitle('Analytics · Tempest');
  const gate = useAnalystGate();
  const [params, setParams] = useSearchParams();
  const tab = ANALYTICS_TABS.some((t) => t.value === params.get('tab')) ? (params.get('tab') as string) : ANALYTICS_TABS[0].value;

  if (gate === 'signed-out') return <Navigate to={loginPath({ next: '/analytics' })} replace />;
  if (gate === 'loading') {
    return (
      <Center py={80}>
        <Loader type="dots" aria-label="Loading" />
      </Center>
    );
  }
  if (gate === 'forbidden') return <AnalystOnly />;

  const select = (value: string | null) => {
    const next = new URLSearchParams(params);
    next.set('tab', value ?? ANALYTICS_TABS[0].value);
    setParams(next);
  };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} c="white" data-testid="page-title">
          Analytics
        </Title>
        <Text c="dimmed">Every event of the studio, filtered by an index, opened one by one, exported whole.</Text>
      </Stack>
      <Tabs value={tab} onChange={select} keepMounted={false} variant="outline" radius="md">
        <Tabs.List>
          {ANALYTICS_TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />} data-testid={`tab-${value}`}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ANALYTICS_TABS.map(({ value, Component }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Component />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
