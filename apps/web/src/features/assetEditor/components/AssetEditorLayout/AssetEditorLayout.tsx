import { useState, type ReactNode } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarRightCollapse } from '@tabler/icons-react';
import { Group, Panel, Separator, useDefaultLayout, usePanelRef } from 'react-resizable-panels';
import { PaneRail } from '../PaneRail/PaneRail';
import { PhoneSideSection } from '../PhoneSideSection/PhoneSideSection';
import split from '../../../../components/SplitPanes/SplitPanes.module.css';
import classes from './AssetEditorLayout.module.css';

// Numbers are pixels in react-resizable-panels v4. A collapsed pane keeps a rail this wide.
const RAIL = 36;
const LIST = { defaultSize: 180, minSize: 170, maxSize: 420, collapsedSize: RAIL };
const SIDE = { minSize: 220, maxSize: '45%', collapsedSize: RAIL };
// Open the side pane by default only on windows wide enough to keep the code column at 600 px and more
// next to the sidebar and the chat; elsewhere it starts as a rail. The choice is remembered once changed.
const WIDE_QUERY = '(min-width: 106em)';
const PHONE_QUERY = '(max-width: 48em)';
// A saved size (percent of the group) under this is a rail: 36 px is under 10 % of any group wider than 360 px,
// and a pane at its minimum (170–220 px) is over 10 % of any group narrower than 1700 px.
const RAIL_PERCENT = 10;
const savedCollapsed = (saved: number | undefined, fallback: boolean) => (saved === undefined ? fallback : saved < RAIL_PERCENT);

type AssetEditorLayoutProps = {
  /** Names the remembered layout, one per editor (e.g. "script-editor"). */
  id: string;
  /** The asset list; it gets `onCollapse` from the layout through `list(collapse)`. */
  list: (collapse?: () => void) => ReactNode;
  /** The right-hand pane (outline, tester, schema), or null when there is none. */
  side: ReactNode;
  sideLabel: string;
  /** The side pane starts open whatever the width (a tester or schema the form is read with); else only on wide windows. */
  sideStartsOpen?: boolean;
  listLabel: string;
  /** Test ids: `<prefix>-list-expand`, `<prefix>-side-collapse`, `<prefix>-side-expand`, `<prefix>-split`, `<prefix>-side-toggle` (phone). */
  testIdPrefix: string;
  children: ReactNode;
};

/**
 * An editor panel's columns: asset list | workspace | side pane. On a desktop the list and the side pane
 * are resizable and collapse to rails, sizes remembered in localStorage; on a phone the list sits above
 * the workspace and the side pane folds under it, closed until opened.
 */
export function AssetEditorLayout({ id, list, side, sideLabel, sideStartsOpen, listLabel, testIdPrefix, children }: AssetEditorLayoutProps) {
  const phone = useMediaQuery(PHONE_QUERY, window.matchMedia(PHONE_QUERY).matches, { getInitialValueInEffect: false });
  const sideOpen = sideStartsOpen || window.matchMedia(WIDE_QUERY).matches;
  const hasSide = side !== null && side !== undefined && side !== false;
  const panelIds = hasSide ? ['list', 'work', 'side'] : ['list', 'work'];
  const layout = useDefaultLayout({ id: `tempest-${id}`, panelIds, storage: localStorage });
  const listRef = usePanelRef();
  const sideRef = usePanelRef();
  // Start as the saved layout will show, so a collapsed pane does not flash open (onResize then keeps these true).
  const [listCollapsed, setListCollapsed] = useState(() => savedCollapsed(layout.defaultLayout?.list, false));
  const [sideCollapsed, setSideCollapsed] = useState(() => savedCollapsed(layout.defaultLayout?.side, !sideOpen));

  if (phone) {
    return (
      <div className={classes.stack}>
        <div className={classes.phoneList}>{list()}</div>
        <div className={classes.phoneWork}>{children}</div>
        {hasSide && <PhoneSideSection label={sideLabel} testId={`${testIdPrefix}-side-toggle`}>{side}</PhoneSideSection>}
      </div>
    );
  }
  return (
    <Group orientation="horizontal" id={`tempest-${id}`} className={split.group} data-testid={`${testIdPrefix}-split`}
      defaultLayout={layout.defaultLayout} onLayoutChanged={layout.onLayoutChanged}>
      <Panel id="list" panelRef={listRef} collapsible {...LIST} className={split.pane}
        onResize={(size) => setListCollapsed(size.inPixels <= RAIL + 4)}>
        {listCollapsed
          ? <PaneRail label={listLabel} side="left" onExpand={() => listRef.current?.expand()} testId={`${testIdPrefix}-list-expand`} />
          : list(() => listRef.current?.collapse())}
      </Panel>
      <Separator className={split.separator} />
      <Panel id="work" minSize={320} className={split.pane}>{children}</Panel>
      {hasSide && (
        <>
          <Separator className={split.separator} />
          <Panel id="side" panelRef={sideRef} collapsible {...SIDE} defaultSize={sideOpen ? 280 : RAIL} className={split.pane}
            onResize={(size) => setSideCollapsed(size.inPixels <= RAIL + 4)}>
            {sideCollapsed ? (
              <PaneRail label={sideLabel} side="right" onExpand={() => sideRef.current?.expand()} testId={`${testIdPrefix}-side-expand`} />
            ) : (
              <div className={classes.side}>
                {side}
                <Tooltip label={`Hide ${sideLabel.toLowerCase()}`} position="left">
                  <ActionIcon className={classes.sideCollapse} variant="subtle" color="gray" size="sm" onClick={() => sideRef.current?.collapse()}
                    aria-label={`Hide ${sideLabel.toLowerCase()}`} data-testid={`${testIdPrefix}-side-collapse`}>
                    <IconLayoutSidebarRightCollapse size={14} />
                  </ActionIcon>
                </Tooltip>
              </div>
            )}
          </Panel>
        </>
      )}
    </Group>
  );
}
