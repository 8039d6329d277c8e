import { useState, type ReactNode } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import classes from './PhoneSideSection.module.css';

type PhoneSideSectionProps = { label: string; testId: string; children: ReactNode };

/** On a phone an editor's side pane (outline, tester, schema) folds under the workspace, closed until asked for. */
export function PhoneSideSection({ label, testId, children }: PhoneSideSectionProps) {
  const [open, setOpen] = useState(false);
  const Icon = open ? IconChevronDown : IconChevronUp;
  return (
    <section className={classes.section} data-open={open || undefined}>
      <UnstyledButton className={classes.toggle} onClick={() => setOpen((o) => !o)} aria-expanded={open} data-testid={testId}>
        <span>{label}</span>
        <Icon size={16} />
      </UnstyledButton>
      {open && <div className={classes.body}>{children}</div>}
    </section>
  );
}
