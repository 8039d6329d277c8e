import { Button, ProgressBar, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { useKeyActions, type KeyAction } from './hooks';
import './styles.css';

type Quiz = { index: number; score: number; lives: number; streak: number; finished: boolean; feedback: string };
type Question = { order: number; text: string; options: string[] };

const KEYS: Record<string, KeyAction> = __KEYS__;

export default function App() {
  const quiz = useEntitiesWith<Quiz>('quiz')[0]?.[1];
  const questions = useEntitiesWith<Question>('question').map(([, q]) => q);
  const { dispatch, pending } = useGameAction();
  useKeyActions(KEYS);

  if (quiz === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const current = questions.find((q) => q.order === quiz.index);
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={quiz.score} help="Press 1-4 or click an answer." />
      <ProgressBar value={quiz.index} max={Math.max(1, questions.length)} color="__PRIMARY__" showValue />
      <p>Lives: {quiz.lives} · Streak: {quiz.streak}</p>
      {quiz.feedback !== '' && <p className="font-semibold text-[__ACCENT__]">{quiz.feedback}</p>}
      {!quiz.finished && current !== undefined ? (
        <section className="flex flex-col gap-3 rounded-xl bg-[__SURFACE__] p-5">
          <h2 className="text-xl font-bold">{current.text}</h2>
          {current.options.map((option, index) => (
            <Button
              key={option}
              text={index + 1 + '. ' + option}
              preset={__PRESET__}
              disabled={pending}
              onClick={() => void dispatch('answer', { choice: index })}
            />
          ))}
        </section>
      ) : (
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-bold">
            {__GAME_OVER_TEXT__} You scored {quiz.score}.
          </h2>
          <Button text="Play again" preset={__PRESET__} onClick={() => void dispatch('reset')} />
        </section>
      )}
    </main>
  );
}
