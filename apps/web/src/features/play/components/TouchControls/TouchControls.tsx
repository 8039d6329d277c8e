import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowLeft, IconArrowRight, IconArrowUp, IconCornerDownLeft } from '@tabler/icons-react';
import type { PointerEvent, ReactNode } from 'react';
import classes from './TouchControls.module.css';

export type KeyPhase = 'down' | 'up';

type TouchKeyProps = { keyName: string; label: string; area: string; children: ReactNode; onKey: (key: string, phase: KeyPhase) => void };

/** One on-screen key: pressed while the finger is on it (a held arrow repeats in the game as a held key would not). */
function TouchKey({ keyName, label, area, children, onKey }: TouchKeyProps) {
  const down = (event: PointerEvent<HTMLButtonElement>) => {
    // Keeps the focus in the game frame and stops a double tap from zooming the page.
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onKey(keyName, 'down');
  };
  const up = () => onKey(keyName, 'up');
  return (
    <UnstyledButton
      className={classes.key}
      style={{ gridArea: area }}
      aria-label={label}
      onPointerDown={down}
      onPointerUp={up}
      onPointerCancel={up}
      onContextMenu={(event) => event.preventDefault()}
      data-testid={`touch-key-${keyName === ' ' ? 'Space' : keyName}`}
    >
      {children}
    </UnstyledButton>
  );
}

/**
 * On-screen keys for keyboard games on touch and narrow screens: a d-pad for the arrow keys and action
 * buttons for Space and Enter. Each press goes into the game frame as the same key events a keyboard makes.
 * Test id: touch-controls, touch-key-<key>.
 */
export function TouchControls({ onKey }: { onKey: (key: string, phase: KeyPhase) => void }) {
  return (
    <div className={classes.root} data-testid="touch-controls" role="group" aria-label="On-screen controls">
      <div className={classes.pad}>
        <TouchKey keyName="ArrowUp" label="Up" area="up" onKey={onKey}><IconArrowUp size={26} /></TouchKey>
        <TouchKey keyName="ArrowLeft" label="Left" area="left" onKey={onKey}><IconArrowLeft size={26} /></TouchKey>
        <TouchKey keyName="ArrowRight" label="Right" area="right" onKey={onKey}><IconArrowRight size={26} /></TouchKey>
        <TouchKey keyName="ArrowDown" label="Down" area="down" onKey={onKey}><IconArrowDown size={26} /></TouchKey>
      </div>
      <div className={classes.actions}>
        <TouchKey keyName="Enter" label="Enter" area="auto" onKey={onKey}><IconCornerDownLeft size={20} /></TouchKey>
        <TouchKey keyName=" " label="Space" area="auto" onKey={onKey}><span className={classes.space}>Space</span></TouchKey>
      </div>
    </div>
  );
}
