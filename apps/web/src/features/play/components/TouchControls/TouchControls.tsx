import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowLeft, IconArrowRight, IconArrowUp, IconCornerDownLeft } from '@tabler/icons-react';
import type { PointerEvent, ReactNode } from 'react';
import { keyLabel, touchLayout, type Arrow } from '../../onScreenKeys';
import classes from './TouchControls.module.css';

export type KeyPhase = 'down' | 'up';

type TouchKeyProps = { keyName: string; label: string; area: string; children: ReactNode; onKey: (key: string, phase: KeyPhase) => void; primary?: boolean };

/** One on-screen key: pressed while the finger is on it (a held arrow repeats in the game as a held key would not). */
function TouchKey({ keyName, label, area, children, onKey, primary = false }: TouchKeyProps) {
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
      data-primary={primary}
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

const ARROW_KEYS: Record<Arrow, { label: string; area: string; icon: ReactNode }> = {
  ArrowUp: { label: 'Up', area: 'up', icon: <IconArrowUp size={26} /> },
  ArrowLeft: { label: 'Left', area: 'left', icon: <IconArrowLeft size={26} /> },
  ArrowRight: { label: 'Right', area: 'right', icon: <IconArrowRight size={26} /> },
  ArrowDown: { label: 'Down', area: 'down', icon: <IconArrowDown size={26} /> },
};

/** The d-pad's rows, as a keyboard's arrow block: Up above Left, Down, Right (two rows at most; one without Up). */
const padRows = (arrows: Arrow[]): string[] =>
  [
    arrows.includes('ArrowUp') ? "'. up .'" : '',
    arrows.some((arrow) => arrow !== 'ArrowUp') ? `'left ${arrows.includes('ArrowDown') ? 'down' : '.'} right'` : '',
  ].filter((row) => row !== '');

/**
 * On-screen keys for keyboard games on touch and narrow screens: the keys the game uses (`keys`, see
 * onScreenKeys.ts), its arrows on a d-pad and the others (Space, Enter, 1, 2, 3…) as buttons. Each press goes
 * into the game frame as the same key events a keyboard makes. `compact`: smaller keys, for the workbench's
 * preview pane, which has less height than the player page. Test id: touch-controls, touch-key-<key>.
 */
export function TouchControls({ keys, onKey, compact = false }: { keys: readonly string[]; onKey: (key: string, phase: KeyPhase) => void; compact?: boolean }) {
  const { arrows, buttons } = touchLayout(keys);
  const rows = padRows(arrows);
  return (
    <div className={classes.root} data-compact={compact} data-pad={arrows.length > 0} data-testid="touch-controls" role="group" aria-label="On-screen controls">
      {arrows.length > 0 && (
        <div className={classes.pad} style={{ gridTemplateAreas: rows.join(' '), gridTemplateRows: `repeat(${rows.length}, var(--touch-key))` }}>
          {arrows.map((arrow) => (
            <TouchKey key={arrow} keyName={arrow} label={ARROW_KEYS[arrow].label} area={ARROW_KEYS[arrow].area} onKey={onKey}>
              {ARROW_KEYS[arrow].icon}
            </TouchKey>
          ))}
        </div>
      )}
      {buttons.length > 0 && (
        <div className={classes.actions}>
          {buttons.map((key) => (
            <TouchKey key={key} keyName={key} label={keyLabel(key)} area="auto" onKey={onKey} primary={key === ' ' && arrows.length > 0 && buttons.length <= 2}>
              {key === 'Enter' ? <IconCornerDownLeft size={20} /> : <span className={classes.label}>{keyLabel(key)}</span>}
            </TouchKey>
          ))}
        </div>
      )}
    </div>
  );
}
