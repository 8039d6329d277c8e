import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { errorMessage, errorStatus } from '../api/apiError';
import { ErrorBanner } from '../components/ErrorBanner/ErrorBanner';
import { useGetMeQuery } from '../features/account/accountApi';
import { loginPath } from '../features/auth/authPaths';
import { TokenHistoryTable } from '../features/tokens/components/TokenHistoryTable/TokenHistoryTable';
import { TokenSummary } from '../features/tokens/components/TokenSummary/TokenSummary';
import { TokensSkeleton } from '../features/tokens/components/TokensSkeleton/TokensSkeleton';
import { UsageChart } from '../features/tokens/components/UsageChart/UsageChart';
import { lastDays } from '../features/tokens/tokenFormat';
import { useGetTokenHistoryQuery } from '../features/tokens/tokensApi';

const USAGE_DAYS = 30;

export function TokensPage() {
  useDocumentTitle('Tokens · Tempest');
  const { data: me } = useGetMeQuery();
  const { data, error, isLoading, isFetching, refetch } = useGetTokenHistoryQuery(undefined, {
    refetchOnMountOrArgChange: 30,
  });
  const days = useMemo(() => (data ? lastDays(data.usage, USAGE_DAYS) : []), [data]);

  // Only a definite "signed out" sends the visitor away; a network failure shows an error instead.
  if ((me && !me.isAuthenticated) || errorStatus(error) === 401) {
    return <Navigate to={loginPath({ next: '/tokens/' })} replace />;
  }

  return (
    <Stack gap="xl">
      <Stack gap={6} maw={640}>
        <Title order={1} c="white" data-testid="page-title">
          Tokens
        </Title>
        <Text c="dimmed" size="lg">
          Every AI request draws from your balance. Your weekly allowance tops it up again.
        </Text>
      </Stack>
      {isLoading && <TokensSkeleton />}
      {!isLoading && !data && (
        <ErrorBanner
          title="Couldn't load your tokens"
          message={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
          data-testid="tokens-error"
        />
      )}
      {data && (
        <Stack gap="lg">
          <TokenSummary history={data} days={days} />
          <UsageChart days={days} />
          <TokenHistoryTable entries={data.entries} />
        </Stack>
      )}
    </Stack>
  );
}
