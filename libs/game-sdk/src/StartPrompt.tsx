import { useSyncExternalStore } from 'react';
import type { GameStore } from './store';

const veilStyle = {
  position: 'fixed',
  inset: 0,
  zIndex: 2147482000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(5, 6, 10, 0.45)',
  // The first tap goes to the game too (a button under the prompt still works): the prompt only shows.
  pointerEvents: 'none',
} as const;

const cardStyle = {
  padding: '14px 22px',
  borderRadius: 12,
  background: 'rgba(15, 17, 28, 0.92)',
  color: '#fff',
  font: '600 18px/1.3 system-ui, sans-serif',
  textAlign: 'center',
  boxShadow: '0 10px 30px rgba(0, 0, 0, 0.45)',
  maxWidth: 'calc(100vw - 48px)',
} as const;

/** Whether the prompt shows: a clock would run, and the player has not pressed anything yet. */
export const waitingForPlayer = (store: GameStore): boolean => {
  const { clocks, started } = store.getSnapshot();
  return clocks > 0 && !started;
};

/** "Press any key or tap to start", over a game whose clocks wait for the player. */
export const StartPrompt = ({ store }: { store: GameStore }) => {
  const waiting = useSyncExternalStore(store.subscribe, () => waitingForPlayer(store), () => false);
  if (!waiting) return null;
  return (
    <div style={veilStyle} data-tempest-start-prompt="">
      <div style={cardStyle} role="status">
        Press any key or tap to start
      </div>
    </div>
  );
};
