import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftExpand, IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import classes from './PaneRail.module.css';

type PaneRailProps = { label: string; side: 'left' | 'right'; onExpand: () => void; testId: string };

/** A collapsed pane of an editor panel: a thin strip naming it, with a button that opens it again. */
export function PaneRail({ label, side, onExpand, testId }: PaneRailProps) {
  const Icon = side === 'left' ? IconLayoutSidebarLeftExpand : IconLayoutSidebarRightExpand;
  return (
    <div className={classes.rail} data-side={side}>
      <Tooltip label={`Show ${label.toLowerCase()}`} position={side === 'left' ? 'right' : 'left'}>
        <ActionIcon variant="subtle" color="gray" size="md" onClick={onExpand} aria-label={`Show ${label.toLowerCase()}`} data-testid={testId}>
          <Icon size={16} />
        </ActionIcon>
      </Tooltip>
      <button type="button" className={classes.label} onClick={onExpand} tabIndex={-1}>{label}</button>
    </div>
  );
}
