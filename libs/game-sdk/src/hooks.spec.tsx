import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { dispatchAction, NOT_STARTED_ERROR } from './actions';
import { GameProvider } from './GameProvider';
import { useComponent, useEntitiesWith, useEntity, usePaused } from './hooks';
import { createGameStore } from './store';

const A = 'aaaaaaaa-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const B = 'bbbbbbbb-6b4f-4f0e-9b7e-1f2a3b4c5d6e';

const Scoreboard = () => {
  const scores = useEntitiesWith<{ value: number }>('score');
  const hp = useComponent<{ value: number }>(A, 'hp');
  const missing = useEntity('cccccccc-6b4f-4f0e-9b7e-1f2a3b4c5d6e');
  const [paused] = usePaused();
  return (
    <p>
      {scores.map(([id, score]) => `${id.slice(0, 1)}=${score.value}`).join(',')};hp={hp?.value};missing={String(missing)};paused={String(paused)}
    </p>
  );
};

describe('hooks', () => {
  it('read the store of the nearest GameProvider', () => {
    const store = createGameStore({ isPaused: true });
    store.setEntities({ [B]: { score: { value: 2 } }, [A]: { score: { value: 1 }, hp: { value: 7 } } });
    const html = renderToStaticMarkup(
      <GameProvider store={store}>
        <Scoreboard />
      </GameProvider>,
    );
    expect(html).toContain('a=1,b=2;hp=7;missing=undefined;paused=true');
  });

  it('dispatchAction answers with an error before the game is started', async () => {
    await expect(dispatchAction('increment', { amount: 1 })).resolves.toEqual({ success: false, error: NOT_STARTED_ERROR });
  });
});
