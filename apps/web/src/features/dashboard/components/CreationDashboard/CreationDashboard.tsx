import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { selectNothing } from '../../../../api/baseApi';
import { AgentChatProvider } from '../../../agent/components/AgentChatProvider/AgentChatProvider';
import { GameAuditDrawer } from '../../../audit/components/GameAuditDrawer';
import { CheckpointTimelinePanel } from '../../../checkpoints/components/CheckpointTimelinePanel/CheckpointTimelinePanel';
import { useTimelineOpen } from '../../../checkpoints/hooks/useTimelineOpen';
import type { GameCardDetails, GameDashboardItem } from '@tempest/contracts';
import { HistoryDrawer } from '../../../versioning/components/HistoryDrawer/HistoryDrawer';
import { useVersioningSession } from '../../../versioning/hooks/useVersioningSession';
import { useAutoCommit } from '../../../versioning/hooks/useAutoCommit';
import { PendingChangesDrawer } from '../../../versioning/components/PendingChanges/PendingChangesDrawer';
import type { HistoryAsset } from '../../../versioning/versioningTypes';
import { dashboardsOf } from '../../dashboards';
import { useWatchGameRoomQuery } from '../../gameRoomApi';
import { CustomDashboard } from '../CustomDashboard/CustomDashboard';
import { CustomDashboardForm } from '../CustomDashboardForm/CustomDashboardForm';
import { DashboardPanel } from '../DashboardPanel/DashboardPanel';
import { DashboardSidebar } from '../DashboardSidebar/DashboardSidebar';
import { DashboardTopBar } from '../DashboardTopBar/DashboardTopBar';
import { PhoneStudio } from '../PhoneStudio/PhoneStudio';
import { SidebarRail } from '../SidebarRail/SidebarRail';
import { StudioPanes } from '../StudioPanes/StudioPanes';
import { paramsForTab, studioTabOf, type StudioTab } from '../../studioTabs';
import classes from './CreationDashboard.module.css';

type CreationDashboardProps = { gameId: string; card: GameCardDetails; meId: string | null };

// Below Mantine's `md` breakpoint (phones, tablets) the studio is one pane at a time: three columns of
// sidebar, editor and chat leave the editor too little room there.
const ONE_PANE_QUERY = '(max-width: 62em)';

/** The studio for one game: top bar, sidebar, the selected dashboard, history and review drawers, the checkpoint timeline. */
export function CreationDashboard({ gameId, card, meId }: CreationDashboardProps) {
  // One live subscription for the whole page: room messages invalidate the cached reads. Nothing of its state is
  // read here, so its loading and loaded do not render the studio again.
  useWatchGameRoomQuery(gameId, { selectFromResult: selectNothing });
  // One versioning session per visit; SaveVersionButton and the history drawer read it from the store.
  useVersioningSession(gameId);
  // Auto-commit (off by default): runs while this dashboard is open.
  useAutoCommit(gameId);
  const dashboards = dashboardsOf(card.game.defaultDashboards, card.game.customDashboards);
  const [params, setParams] = useSearchParams();
  const requested = params.get('dashboard');
  // A renamed custom dashboard has a new code: the one shown last stays open (by id) and the URL follows it.
  const [shownCustomId, setShownCustomId] = useState<number | null>(null);
  const activeEntry = dashboards.find((d) => d.code === requested) ?? dashboards.find((d) => d.custom && d.custom.id === shownCustomId) ?? dashboards[0];
  const active = activeEntry.code;
  // The custom dashboard form: 'new', the dashboard being edited, or closed.
  const [editing, setEditing] = useState<'new' | GameDashboardItem | null>(null);
  const [historyAsset, setHistoryAsset] = useState<HistoryAsset | null>(null);
  const [pendingOpen, setPendingOpen] = useState(false);
  const [auditOpen, setAuditOpen] = useState(false);
  const [timelineOpen, setTimelineOpen] = useTimelineOpen();
  // `?checkpoint=<id>` (the change log's "Play this checkpoint"): the timeline opens on that checkpoint's preview.
  const previewId = params.get('checkpoint');
  useEffect(() => {
    if (!previewId) return;
    setTimelineOpen(true);
    setAuditOpen(false);
  }, [previewId, setTimelineOpen]);
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
  useEffect(() => setShownCustomId(activeEntry.custom?.id ?? null), [activeEntry.custom?.id]);
  useEffect(() => {
    if (requested !== null && requested !== active && activeEntry.custom) setParam('dashboard', active);
  }, [requested, active, activeEntry.custom, setParam]);
  // The first render already knows the width, so a phone never mounts the desktop panes first.
  const phone = useMediaQuery(ONE_PANE_QUERY, window.matchMedia(ONE_PANE_QUERY).matches, { getInitialValueInEffect: false });
  const tab = studioTabOf(params);
  const openTab = useCallback((next: StudioTab) => setParams((p) => paramsForTab(p, next), { replace: true }), [setParams]);
  // On the phone, picking a dashboard in the Assets tab shows it.
  const openFromAssets = (code: string) => setParams((p) => {
    const next = paramsForTab(p, 'editor');
    next.set('dashboard', code);
    return next;
  }, { replace: true });

  const sidebarFor = (onCollapse?: () => void) => (
    <DashboardSidebar gameId={gameId} dashboards={dashboards} active={active} onOpen={phone ? openFromAssets : openDashboard}
      onShowHistory={setHistoryAsset} onCollapse={onCollapse} onCreate={() => setEditing('new')} />
  );
  const main = (
    <main className={classes.main} data-testid={`dashboard-panel-${active}`}>
      {activeEntry.custom ? (
        <CustomDashboard gameId={gameId} dashboard={activeEntry.custom} phone={phone} selection={(param) => params.get(param)}
          onSelect={setParam} onShowHistory={setHistoryAsset} onEdit={() => setEditing(activeEntry.custom ?? null)}
          onDeleted={() => setParam('dashboard', null)} />
      ) : (
        <DashboardPanel gameId={gameId} code={active} selectedId={params.get(active)} onSelect={(id) => setParam(active, id)}
          onShowHistory={setHistoryAsset} />
      )}
    </main>
  );

  // The agent chat spans the page: the panel on the right, Fix with AI in the workbench.
  return (
    <AgentChatProvider key={gameId} gameId={gameId} openDashboard={openDashboard}>
      <div className={classes.root} data-testid="creation-dashboard" data-layout={phone ? 'phone' : 'desktop'}>
        <DashboardTopBar gameId={gameId} name={card.game.name || card.title} onOpenPending={() => setPendingOpen(true)}
          onOpenAudit={() => setAuditOpen(true)} compact={phone} onOpenChat={() => openTab('chat')} />
        {phone ? (
          <PhoneStudio tab={tab} onTab={openTab} assets={sidebarFor()}>{main}</PhoneStudio>
        ) : (
          <StudioPanes sidebar={sidebarFor} rail={(expand) => <SidebarRail dashboards={dashboards} active={active} onOpen={openDashboard} onExpand={expand}
            onCreate={() => setEditing('new')} />}>
            {main}
          </StudioPanes>
        )}
        <CustomDashboardForm gameId={gameId} editing={editing} onClose={() => setEditing(null)} onOpen={phone ? openFromAssets : openDashboard} />
        <HistoryDrawer gameId={gameId} asset={historyAsset} meId={meId} onClose={() => setHistoryAsset(null)} />
        <PendingChangesDrawer gameId={gameId} meId={meId} opened={pendingOpen} onClose={() => setPendingOpen(false)} />
        <GameAuditDrawer gameId={gameId} opened={auditOpen} onClose={() => setAuditOpen(false)} />
        <CheckpointTimelinePanel gameId={gameId} meId={meId} creator={card.creator} opened={timelineOpen} onClose={() => setTimelineOpen(false)}
          previewId={previewId} onPreviewShown={() => setParam('checkpoint', null)} />
      </div>
    </AgentChatProvider>
  );
}
