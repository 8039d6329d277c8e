import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AgentChatPanel } from '../../../agent/components/AgentChatPanel/AgentChatPanel';
import { AgentChatProvider } from '../../../agent/components/AgentChatProvider/AgentChatProvider';
import type { GameCardDetails } from '@tempest/contracts';
import { HistoryDrawer } from '../../../versioning/components/HistoryDrawer/HistoryDrawer';
import { useVersioningSession } from '../../../versioning/hooks/useVersioningSession';
import { PendingChangesDrawer } from '../../../versioning/components/PendingChanges/PendingChangesDrawer';
import type { HistoryAsset } from '../../../versioning/versioningTypes';
import { dashboardsOf } from '../../dashboards';
import { useWatchGameRoomQuery } from '../../gameRoomApi';
import { DashboardPanel } from '../DashboardPanel/DashboardPanel';
import { DashboardSidebar } from '../DashboardSidebar/DashboardSidebar';
import { DashboardTopBar } from '../DashboardTopBar/DashboardTopBar';
import classes from './CreationDashboard.module.css';

type CreationDashboardProps = { gameId: string; card: GameCardDetails; meId: string | null };

/** The studio for one game: top bar, sidebar, the selected dashboard, history and review drawers. */
export function CreationDashboard({ gameId, card, meId }: CreationDashboardProps) {
  // One live subscription for the whole page: room messages invalidate the cached reads.
  useWatchGameRoomQuery(gameId);
  // One versioning session per visit; SaveVersionButton and the history drawer read it from the store.
  useVersioningSession(gameId);
  const dashboards = dashboardsOf(card.game.defaultDashboards);
  const [params, setParams] = useSearchParams();
  const requested = params.get('dashboard');
  const active = dashboards.some((d) => d.code === requested) ? requested! : dashboards[0].code;
  const [historyAsset, setHistoryAsset] = useState<HistoryAsset | null>(null);
  const [pendingOpen, setPendingOpen] = useState(false);
  // The studio covers the window; the site page under it (container, footer) must not scroll. Its panels
  // have buttons along the bottom edge (Compile, Save; the chat's message box): toasts appear above them.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.documentElement.style.setProperty('--tempest-toast-offset', '120px');
    return () => {
      document.body.style.overflow = previous;
      document.documentElement.style.removeProperty('--tempest-toast-offset');
    };
  }, []);

  // The dashboard and each dashboard's selected asset live in the URL: a reload or a second tab opens the same.
  const setParam = useCallback((name: string, value: string | null) =>
    setParams((p) => {
      if (value === null) p.delete(name);
      else p.set(name, value);
      return p;
    }, { replace: true }), [setParams]);
  const openDashboard = useCallback((code: string) => setParam('dashboard', code), [setParam]);

  // The agent chat spans the page: the panel on the right, Fix with AI in the workbench.
  return (
    <AgentChatProvider key={gameId} gameId={gameId} openDashboard={openDashboard}>
      <div className={classes.root} data-testid="creation-dashboard">
        <DashboardTopBar gameId={gameId} name={card.game.name || card.title} onOpenPending={() => setPendingOpen(true)} />
        <div className={classes.body}>
          <DashboardSidebar gameId={gameId} dashboards={dashboards} active={active} onOpen={(code) => setParam('dashboard', code)} onShowHistory={setHistoryAsset} />
          <main className={classes.main} data-testid={`dashboard-panel-${active}`}>
            <DashboardPanel
              gameId={gameId}
              code={active}
              selectedId={params.get(active)}
              onSelect={(id) => setParam(active, id)}
              onShowHistory={setHistoryAsset}
            />
          </main>
          <AgentChatPanel />
        </div>
        <HistoryDrawer gameId={gameId} asset={historyAsset} meId={meId} onClose={() => setHistoryAsset(null)} />
        <PendingChangesDrawer gameId={gameId} meId={meId} opened={pendingOpen} onClose={() => setPendingOpen(false)} />
      </div>
    </AgentChatProvider>
  );
}
