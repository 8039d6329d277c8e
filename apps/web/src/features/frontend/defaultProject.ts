/** The default index.tsx of an empty project: a welcome counter using the game SDK. */
export const DEFAULT_INDEX_TSX = `import { useState } from 'react';
import { Button, ProgressBar, useEntities } from '@tempest/game-sdk';

const GOAL = 10;

export default function App() {
  const entities = useEntities();
  const [count, setCount] = useState(0);
  const entityCount = Object.keys(entities).length;

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-900 p-8 text-white">
      <h1 className="text-3xl font-bold">Welcome to your game</h1>
      <p className="text-slate-300">
        Edit index.tsx to build your game's interface. Your game has {entityCount} entities.
      </p>
      <div className="w-64">
        <ProgressBar value={count} max={GOAL} />
      </div>
      <p className="text-lg">
        Clicked {count} of {GOAL} times
      </p>
      <div className="flex gap-2">
        <Button onClick={() => setCount((c) => Math.min(c + 1, GOAL))}>Click me</Button>
        <Button onClick={() => setCount(0)}>Reset</Button>
      </div>
    </div>
  );
}
`;

/** The files an empty project is seeded with. */
export const SEED_FILES = [{ filename: 'index.tsx', content: DEFAULT_INDEX_TSX }] as const;

export const SEED_DELAY_MS = 500;
export const SEED_CONTENT_DELAY_MS = 100;
export const AUTO_COMPILE_DEBOUNCE_MS = 1000;
