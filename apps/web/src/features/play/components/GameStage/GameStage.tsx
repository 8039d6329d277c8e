import { Kbd, Loader, Text } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import { GAME_FRAME_SANDBOX } from '../../frameSrc';
import { useSlowLoading } from '../../hooks/useSlowLoading';
import classes from './GameStage.module.css';

type GameStageProps = {
  layout: 'fill' | 'cinema';
  /** Null: no frame yet (still starting, or no origin to talk to). */
  src: string | null;
  frameKey: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  loadingText: string | null;
  paused: boolean;
  /** Game actions wait for a busy server: "Busy, retrying…" over the game. */
  busy?: boolean;
  title: string;
  /** Shown instead of the frame (no UI, configuration error). */
  placeholder?: ReactNode;
  /** Receives the element overlays are portalled into (the timeline's branch panel and explorer cover the game). */
  overlayRef?: (element: HTMLElement | null) => void;
};

/** The game frame with its loading and 'Paused' overlays. */
export function GameStage({ layout, src, frameKey, frameRef, loadingText, paused, busy = false, title, placeholder, overlayRef }: GameStageProps) {
  const slow = useSlowLoading(loadingText);
  return (
    <div className={classes.stage} data-layout={layout} data-testid="game-stage">
      {placeholder && <div className={classes.placeholder}>{placeholder}</div>}
      {!placeholder && src && (
        <iframe
          key={frameKey}
          ref={frameRef}
          src={src}
          title={title}
          sandbox={GAME_FRAME_SANDBOX}
          className={classes.frame}
          data-testid="game-frame"
          data-frame-key={frameKey}
        />
      )}
      {!placeholder && loadingText && (
        <div className={classes.overlay} data-testid="game-loading" role="status" aria-live="polite">
          <Loader size="md" type="dots" />
          <Text size="sm" c="dimmed">
            {loadingText}
          </Text>
          {slow && (
            <Text size="xs" c="dimmed" maw={360} ta="center" data-testid="game-loading-slow">
              This is taking longer than usual. The game may have stopped before it started (an error while its code loads). Press Restart to try again.
            </Text>
          )}
        </div>
      )}
      {!placeholder && !loadingText && paused && (
        <div className={classes.paused} data-testid="game-paused-overlay">
          <span className={classes.pausedLabel}>Paused</span>
          <Text size="xs" c="dark.1">
            Press <Kbd size="xs">P</Kbd> or <Kbd size="xs">R</Kbd> to resume
          </Text>
        </div>
      )}
      {!placeholder && !loadingText && busy && (
        <div className={classes.busy} role="status" aria-live="polite" data-testid="game-busy">
          <Loader size={12} color="white" />
          Busy, retrying…
        </div>
      )}
      {overlayRef && <div ref={overlayRef} style={{ display: 'contents' }} data-testid="game-overlay-slot" />}
    </div>
  );
}
