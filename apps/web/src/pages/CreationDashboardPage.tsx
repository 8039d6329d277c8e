import { Center, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useParams } from 'react-router';
import { errorMessage, errorStatus } from '../api/apiError';
import { ErrorBanner } from '../components/ErrorBanner/ErrorBanner';
import { useGetMeQuery } from '../features/account/accountApi';
import { loginPath } from '../features/auth/authPaths';
import { CreationDashboard } from '../features/dashboard/components/CreationDashboard/CreationDashboard';
import { DashboardAccessState } from '../features/dashboard/components/DashboardAccessState/DashboardAccessState';
import { useFetchGameCardQuery } from '../features/games/gamesApi';

/** /create/creation-dashboard/{gameId}/ — the creator's studio for one game. */
export function CreationDashboardPage() {
  const { gameId = '' } = useParams();
  // What this page shows, and nothing else: every render here renders the whole studio again, and the card is
  // refetched while the agent works (a fetch starting and ending would be two more).
  const { data: me, isLoading: meLoading } = useGetMeQuery(undefined, { selectFromResult: ({ data, isLoading }) => ({ data, isLoading }) });
  const signedIn = Boolean(me?.isAuthenticated);
  const { data: card, error, isFetching, refetch } = useFetchGameCardQuery(gameId, {
    skip: !signedIn,
    selectFromResult: ({ data, error, isFetching }) => ({ data, error, isFetching: error !== undefined && isFetching }),
  });
  useDocumentTitle(card ? `${card.game.name || card.title} · Studio · Tempest` : 'Studio · Tempest');

  if (me && !me.isAuthenticated) {
    return <Navigate to={loginPath({ next: `/create/creation-dashboard/${gameId}/` })} replace />;
  }
  const status = errorStatus(error);
  if (status === 404 || status === 400) return <DashboardAccessState kind="not-found" />;
  if (status === 403) return <DashboardAccessState kind="forbidden" />;
  if (error && !card) {
    return (
      <ErrorBanner title="Failed to fetch game details" message={errorMessage(error)} onRetry={() => void refetch()}
        retrying={isFetching} data-testid="dashboard-error" />
    );
  }
  if (meLoading || !me || !card) {
    return (
      <Center py={120}>
        <Loader data-testid="dashboard-loading" />
      </Center>
    );
  }
  // The card is public; the studio is the creator's (or staff's). The API refuses the rest with 403 too.
  if (card.creator && card.creator.id !== me.userPk && !me.isStaff) return <DashboardAccessState kind="forbidden" />;
  return <CreationDashboard gameId={gameId} card={card} meId={me.userPk} />;
}
