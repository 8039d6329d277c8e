import { Component, useEffect, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import type { FrameBridge } from './bridge';
import { useGameStatus } from './hooks';
import { GameContext, getActiveRuntime, type GameRuntime } from './runtime-state';
import { createGameStore, type GameStore } from './store';

export type GameErrorBoundaryProps = {
  children: ReactNode;
  /** Called with each caught error; by default it is reported to the studio's debug console. */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Shown instead of the crashed children (default: the message and a "Try again" button). */
  fallback?: ReactNode;
};
type BoundaryState = { error: Error | null };

const fallbackStyle = {
  margin: 16,
  padding: 16,
  borderRadius: 8,
  border: '1px solid #fca5a5',
  background: '#fef2f2',
  color: '#7f1d1d',
  fontFamily: 'system-ui, sans-serif',
} as const;

const withComponentStack = (error: Error, info: ErrorInfo): Error => {
  const reported = new Error(error.message);
  reported.name = error.name;
  reported.stack = `${error.stack ?? error.message}${info.componentStack ?? ''}`;
  return reported;
};

/**
 * Catches render errors below it, reports them to the studio and shows a small readable fallback.
 * startGame already wraps the whole game in one; wrap parts of your UI to keep the rest running.
 */
export class GameErrorBoundary extends Component<GameErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else getActiveRuntime().bridge?.reportError(withComponentStack(error, info));
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div role="alert" style={fallbackStyle}>
        <strong>The game crashed</strong>
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 13, margin: '8px 0' }}>{error.message}</pre>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}

const bannerStyle = {
  position: 'fixed',
  top: 8,
  left: 8,
  right: 8,
  zIndex: 2147483000,
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  padding: '8px 12px',
  borderRadius: 6,
  background: '#7f1d1d',
  color: '#fff',
  font: '13px system-ui, sans-serif',
} as const;

const InitErrorBanner = () => {
  const { initError } = useGameStatus();
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (initError === null || initError === dismissed) return null;
  return (
    <div role="alert" style={bannerStyle}>
      <span style={{ flex: 1 }}>Game start failed: {initError}</span>
      <button type="button" aria-label="Dismiss" onClick={() => setDismissed(initError)}>
        ×
      </button>
    </div>
  );
};

export type GameProviderProps = {
  children: ReactNode;
  /** The connection to the studio; startGame passes it. Without it the game runs locally. */
  bridge?: FrameBridge;
  /** A store to read from when there is no bridge (previews, tests). */
  store?: GameStore;
};

/**
 * Gives the hooks their game state, reports render errors and shows the studio's start-up error.
 * startGame wraps your App in it; you only need it yourself for previews or tests.
 */
export const GameProvider = ({ children, bridge, store }: GameProviderProps) => {
  const runtime = useMemo<GameRuntime>(
    () => (bridge ? { store: bridge.store, bridge } : { store: store ?? createGameStore(), bridge: null }),
    [bridge, store],
  );
  useEffect(() => bridge?.ready(), [bridge]);
  return (
    <GameContext.Provider value={runtime}>
      <GameErrorBoundary onError={(error, info) => bridge?.reportError(withComponentStack(error, info))}>
        {children}
      </GameErrorBoundary>
      <InitErrorBanner />
    </GameContext.Provider>
  );
};
