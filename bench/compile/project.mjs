// A realistic 12-file game frontend (a small dungeon crawler UI) for the compile benchmark.
// `variant` makes every file's text unique, so a "new project" misses every per-file cache.
export const settings = {
  enable_websocket: false,
  tailwind_config: { theme: { extend: { colors: { brand: '#7c3aed', danger: { DEFAULT: '#dc2626', 600: '#b91c1c' } }, spacing: { hud: '3.5rem' } } } },
};

export const projectFiles = (variant = 0) => {
  const tag = `// build ${variant}\n`;
  const files = {
    'index.tsx': `import { Hud } from './components/Hud';
import { Board } from './components/Board';
import { ActionBar } from './components/ActionBar';
import { Inventory } from './components/Inventory';
import { EventLog } from './components/EventLog';
import { useTurnClock } from './hooks/useTurnClock';
import './styles.css';

export default function App() {
  const turn = useTurnClock();
  return (
    <>
      <main className="flex h-full flex-col gap-2 bg-slate-900 p-4 text-white">
        <Hud turn={turn} />
        <div className="grid flex-1 grid-cols-3 gap-4">
          <Board className="col-span-2" />
          <aside className="flex flex-col gap-2">
            <Inventory />
            <EventLog />
          </aside>
        </div>
        <ActionBar />
      </main>
    </>
  );
}
`,
    'components/Hud.tsx': `import { ProgressBar, Symbol, useComponent } from '@tempest/game-sdk';
import { PLAYER_ID } from '../utils/ids';
import { formatGold } from '../utils/format';
import type { Health, Wallet } from '../types';

export function Hud({ turn }: { turn: number }) {
  const health = useComponent<Health>(PLAYER_ID, 'health');
  const wallet = useComponent<Wallet>(PLAYER_ID, 'wallet');
  return (
    <header className="flex h-hud items-center justify-between rounded-lg bg-brand px-4 shadow-lg">
      <Symbol icon="Heart" text={\`\${health?.current ?? 0} HP\`} preset="fantasy" />
      <ProgressBar value={health?.current ?? 0} max={health?.max ?? 100} height={12} color="#22c55e" />
      <Symbol icon="DollarSign" text={formatGold(wallet?.gold ?? 0)} />
      <span className="font-mono text-sm opacity-75">Turn {turn}</span>
    </header>
  );
}
`,
    'components/Board.tsx': `import { useMemo } from 'react';
import { useEntitiesWith } from '@tempest/game-sdk';
import { Tile } from './Tile';
import { BOARD_SIZE, toIndex } from '../utils/grid';
import type { Position } from '../types';

export function Board({ className = '' }: { className?: string }) {
  const placed = useEntitiesWith<Position>('position');
  const cells = useMemo(() => {
    const grid: (string | null)[] = Array.from({ length: BOARD_SIZE * BOARD_SIZE }, () => null);
    for (const [id, position] of placed) grid[toIndex(position)] = id;
    return grid;
  }, [placed]);
  return (
    <section className={\`grid grid-cols-8 gap-1 rounded-xl bg-slate-800 p-2 \${className}\`}>
      {cells.map((entityId, index) => (
        <Tile key={index} entityId={entityId} />
      ))}
    </section>
  );
}
`,
    'components/Tile.tsx': `import { memo } from 'react';
import { useEntity } from '@tempest/game-sdk';

type TileProps = { entityId: string | null };

export const Tile = memo(function Tile({ entityId }: TileProps) {
  const entity = useEntity(entityId ?? '');
  const kind = typeof entity?.sprite?.kind === 'string' ? entity.sprite.kind : null;
  return (
    <div className="flex aspect-square items-center justify-center rounded bg-slate-700 text-xs hover:bg-slate-600">
      {kind === 'enemy' ? '👹' : kind === 'player' ? '🧙' : kind === 'chest' ? '🎁' : ''}
    </div>
  );
});
`,
    'components/ActionBar.tsx': `import { Button, useGameAction, usePaused } from '@tempest/game-sdk';
import { PLAYER_ID } from '../utils/ids';

const MOVES = [
  { label: 'Up', dx: 0, dy: -1 },
  { label: 'Down', dx: 0, dy: 1 },
  { label: 'Left', dx: -1, dy: 0 },
  { label: 'Right', dx: 1, dy: 0 },
] as const;

export function ActionBar() {
  const { dispatch, pending, lastError } = useGameAction();
  const [paused, setPaused] = usePaused();
  return (
    <footer className="flex items-center gap-2">
      {MOVES.map((move) => (
        <Button key={move.label} text={move.label} disabled={pending || paused} onClick={() => dispatch('move', { entity: PLAYER_ID, dx: move.dx, dy: move.dy })} />
      ))}
      <Button text={paused ? 'Resume' : 'Pause'} preset="retro" onClick={() => setPaused(!paused)} />
      {lastError && <p className="text-danger text-sm">{lastError}</p>}
    </footer>
  );
}
`,
    'components/Inventory.tsx': `import { Divider, Symbol, useComponent } from '@tempest/game-sdk';
import { PLAYER_ID } from '../utils/ids';
import type { Bag } from '../types';

export function Inventory() {
  const bag = useComponent<Bag>(PLAYER_ID, 'inventory');
  const items = bag?.items ?? [];
  return (
    <section className="rounded-lg bg-slate-800 p-3">
      <h2 className="mb-2 text-lg font-bold">Inventory</h2>
      <Divider />
      {items.length === 0 ? (
        <p className="text-sm text-slate-400">Empty</p>
      ) : (
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.name}>
              <Symbol icon="Backpack" text={\`\${item.name} ×\${item.count}\`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
`,
    'components/EventLog.tsx': `import { useEffect, useRef, useState } from 'react';
import { useComponent } from '@tempest/game-sdk';
import { WORLD_ID } from '../utils/ids';
import type { Log } from '../types';

export function EventLog() {
  const log = useComponent<Log>(WORLD_ID, 'log');
  const [expanded, setExpanded] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  const lines = log?.lines ?? [];
  useEffect(() => {
    end.current?.scrollIntoView({ behavior: 'smooth' });
  }, [lines.length]);
  return (
    <section className="flex-1 overflow-auto rounded-lg bg-slate-800 p-3 text-sm">
      <button className="mb-2 underline" onClick={() => setExpanded((value) => !value)}>
        {expanded ? 'Show less' : 'Show all'}
      </button>
      <ul>
        {(expanded ? lines : lines.slice(-5)).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
        <li ref={end} />
      </ul>
    </section>
  );
}
`,
    'hooks/useTurnClock.ts': `import { useState } from 'react';
import { useGameLoop, usePaused } from '@tempest/game-sdk';

/** Counts turns: one every two seconds of unpaused play. */
export function useTurnClock(secondsPerTurn = 2): number {
  const [elapsed, setElapsed] = useState(0);
  const [paused] = usePaused();
  useGameLoop((dt) => {
    if (!paused) setElapsed((value) => value + dt);
  });
  return Math.floor(elapsed / secondsPerTurn);
}
`,
    'utils/grid.ts': `import type { Position } from '../types';

export const BOARD_SIZE = 8;

export const toIndex = ({ x, y }: Position): number => Math.max(0, Math.min(BOARD_SIZE * BOARD_SIZE - 1, y * BOARD_SIZE + x));

export const neighbours = ({ x, y }: Position): Position[] =>
  [
    { x: x + 1, y },
    { x: x - 1, y },
    { x, y: y + 1 },
    { x, y: y - 1 },
  ].filter((p) => p.x >= 0 && p.y >= 0 && p.x < BOARD_SIZE && p.y < BOARD_SIZE);
`,
    'utils/format.ts': `const formatter = new Intl.NumberFormat('en-US');

export const formatGold = (gold: number): string => \`\${formatter.format(gold)} g\`;

export const plural = (count: number, word: string): string => \`\${count} \${word}\${count === 1 ? '' : 's'}\`;
`,
    'utils/ids.ts': `export const PLAYER_ID = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
export const WORLD_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
`,
    'types.ts': `export type Position = { x: number; y: number };
export type Health = { current: number; max: number };
export type Wallet = { gold: number };
export type Bag = { items: { name: string; count: number }[] };
export type Log = { lines: string[] };
`,
    'styles.css': `.pixel {
  image-rendering: pixelated;
}

body {
  font-family: system-ui, sans-serif;
  background: #0f172a;
}
`,
  };
  return Object.entries(files).map(([filename, content]) => ({
    filename,
    content: filename.endsWith('.css') ? `/* build ${variant} */\n${content}` : tag + content,
  }));
};

/** A one-line edit (the inventory's heading), different each time. */
export const editOneLine = (files, n) =>
  files.map((file) =>
    file.filename === 'components/Inventory.tsx' ? { ...file, content: file.content.replace('>Inventory</h2>', `>Inventory (${n})</h2>`) } : file,
  );
