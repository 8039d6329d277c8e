import type { ReactNode } from 'react';
import classes from './PlayerShell.module.css';

/** The player page's dark, full-width band. */
export function PlayerShell({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell} data-testid="play-page">
      <div className={classes.inner}>{children}</div>
    </div>
  );
}
