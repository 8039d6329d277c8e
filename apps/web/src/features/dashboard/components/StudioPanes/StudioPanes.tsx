import { useState, type ReactNode } from 'react';
import { Group, Panel, Separator, useDefaultLayout, usePanelRef } from 'react-resizable-panels';
import { useAppSelector } from '../../../../app/hooks';
import { AgentChatPanel } from '../../../agent/components/AgentChatPanel/AgentChatPanel';
import { selectAgent } from '../../../agent/agentSlice';
import { defaultPaneSizes } from '../../paneSizes';
import split from '../../../../components/SplitPanes/SplitPanes.module.css';

// Numbers are pixels in react-resizable-panels v4; the default widths come from defaultPaneSizes.
const SIDEBAR = { minSize: 180, maxSize: 420, collapsedSize: 52 };
const CHAT = { minSize: 280, maxSize: '50%' };
// The sidebar counts as collapsed (and shows its rail) below this width.
const RAIL_MAX_PX = 80;

type StudioPanesProps = {
  /** The full sidebar; `collapse` folds it into the rail. */
  sidebar: (collapse: () => void) => ReactNode;
  /** The rail shown while the sidebar is collapsed; `expand` opens the sidebar at its last width. */
  rail: (expand: () => void) => ReactNode;
  children: ReactNode;
};

/**
 * The desktop studio: sidebar | the selected dashboard | agent chat, resizable, each layout remembered in
 * localStorage (one per set of panels, so the sizes with and without the chat are kept apart).
 */
export function StudioPanes({ sidebar, rail, children }: StudioPanesProps) {
  const chatOpen = useAppSelector((s) => selectAgent(s).panelOpen);
  const panelIds = chatOpen ? ['sidebar', 'main', 'chat'] : ['sidebar', 'main'];
  const layout = useDefaultLayout({ id: 'tempest-studio', panelIds, storage: localStorage });
  const sidebarRef = usePanelRef();
  // A saved layout (percentages) may hold the sidebar collapsed: start on the rail rather than flash the full sidebar.
  const [collapsed, setCollapsed] = useState(() => ((layout.defaultLayout?.sidebar ?? 100) * window.innerWidth) / 100 < RAIL_MAX_PX);
  // Read once: later window resizes scale the panes, and a saved layout wins over these anyway.
  const [defaults] = useState(() => defaultPaneSizes(window.innerWidth));
  return (
    <Group orientation="horizontal" id="tempest-studio" className={split.group}
      defaultLayout={layout.defaultLayout} onLayoutChanged={layout.onLayoutChanged}>
      <Panel id="sidebar" panelRef={sidebarRef} collapsible {...SIDEBAR} defaultSize={defaults.sidebar} className={split.pane}
        onResize={(size) => setCollapsed(size.inPixels < RAIL_MAX_PX)}>
        {collapsed ? rail(() => sidebarRef.current?.expand()) : sidebar(() => sidebarRef.current?.collapse())}
      </Panel>
      <Separator className={split.separator} data-testid="studio-separator-sidebar" />
      <Panel id="main" minSize={360} className={split.pane}>
        {children}
      </Panel>
      {chatOpen && (
        <>
          <Separator className={split.separator} data-testid="studio-separator-chat" />
          <Panel id="chat" {...CHAT} defaultSize={defaults.chat} className={split.pane}>
            <AgentChatPanel />
          </Panel>
        </>
      )}
    </Group>
  );
}
