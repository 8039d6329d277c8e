import { useState } from 'react';
import { Button, ProgressBar, Symbol, useEntitiesWith, usePaused } from '@tempest/game-sdk';
import { useTicker } from '../hooks';

type Timer = { left: number; total: number };

export function Hud({ score, help, label = 'Score' }: { score: number; help: string; label?: string }) {
  const [paused, setPaused] = usePaused();
  const timer = useEntitiesWith<Timer>('timer')[0]?.[1];
  // On a phone the premise and the help fold under "How to play", so the board is in view.
  const [helpOpen, setHelpOpen] = useState(false);
  useTicker('countdown', 1, timer !== undefined && timer.left > 0);
  return (
    <header className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-[__PRIMARY__] sm:text-2xl">{__TITLE__}</h1>
        <Symbol icon="Star" iconColor="__ACCENT__" text={label + ': ' + score} preset={__PRESET__} />
        <Button text={paused ? 'Resume' : 'Pause'} preset={__PRESET__} onClick={() => setPaused(!paused)} />
      </div>
      {timer !== undefined && (
        <ProgressBar value={timer.left} max={Math.max(1, timer.total)} color="__PRIMARY__" gradientColor="__ACCENT__" showValue />
      )}
      {timer !== undefined && timer.left <= 0 && <p className="font-bold text-[__ACCENT__]">Time is up!</p>}
      <button type="button" className="self-start text-xs underline opacity-80 sm:hidden" aria-expanded={helpOpen} onClick={() => setHelpOpen(!helpOpen)}>
        {helpOpen ? 'Hide how to play' : 'How to play'}
      </button>
      <p className={(helpOpen ? 'block' : 'hidden') + ' text-xs opacity-80 sm:block sm:text-sm'}>
        <em className="opacity-100">{__STORY__}</em> {help}
      </p>
    </header>
  );
}
