import { UnstyledButton } from '@mantine/core';
import { IconCode, IconLayoutList, IconPlayerPlay, IconSparkles } from '@tabler/icons-react';
import type { StudioTab } from '../../studioTabs';
import classes from './PhoneTabBar.module.css';

const TABS: { tab: StudioTab; label: string; Icon: typeof IconCode }[] = [
  { tab: 'assets', label: 'Assets', Icon: IconLayoutList },
  { tab: 'editor', label: 'Editor', Icon: IconCode },
  { tab: 'preview', label: 'Preview', Icon: IconPlayerPlay },
  { tab: 'chat', label: 'Chat', Icon: IconSparkles },
];

/** The phone studio's bottom bar: one pane at a time. */
export function PhoneTabBar({ tab, onChange }: { tab: StudioTab; onChange: (tab: StudioTab) => void }) {
  return (
    <nav className={classes.bar} aria-label="Studio panes" data-testid="studio-tabs">
      {TABS.map(({ tab: value, label, Icon }) => (
        <UnstyledButton key={value} className={classes.tab} data-active={value === tab || undefined}
          aria-current={value === tab ? 'page' : undefined} onClick={() => onChange(value)} data-testid={`studio-tab-${value}`}>
          <Icon size={20} />
          <span>{label}</span>
        </UnstyledButton>
      ))}
    </nav>
  );
}
