/**
 * The offline code assistant's "how do I …" answers (docs/api-agent.md, send-message-code-assistant): the
 * game SDK's common tasks, each with a snippet written against libs/game-sdk/README.md, filled in with the
 * names the creator's code already uses (its components, actions, imports) where it has them.
 */
import type { CodeSummary } from './code-summary.js';

const SDK = '@tempest/game-sdk';

/** A snippet and what it needs imported: module → names. */
export type HowTo = { topic: string; text: string; snippet: string; language: 'tsx' | 'python'; imports: Record<string, string[]> };

type Task = { topic: string; words: RegExp; answer: (code: CodeSummary) => Omit<HowTo, 'topic'> };

const firstOr = (names: string[], fallback: string): string => names[0] ?? fallback;
/** A name from the code (`move-left`, `rules.tick`) as a component name (`MoveLeft`, `RulesTick`). */
const pascal = (name: string): string =>
  name.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('').replace(/^(\d)/, 'N$1') || 'Game';

/** The tasks, most specific first (the first with the most word hits wins a tie). */
const TASKS: Task[] = [
  {
    topic: 'write a game action (Python)',
    words: /\b(python|def|script|write|define|new|create|add)\b.*\baction|\baction\b.*\b(python|script|server)|rules?\.py/,
    answer: () => ({
      text: "A game action is a top-level function of the game's Python script, called as `action(state, **args)`. It changes `state` (entity id → components → fields) in place. Put it in the game's script (e.g. rules.py), then dispatch it by name from the frontend.",
      language: 'python',
      imports: {},
      snippet: ['def increment(state, amount=1):', '    for entity in state.values():', '        counter = entity.get("counter")', '        if counter is not None:', '            counter["value"] = min(counter["value"] + amount, counter.get("max", 10))'].join('\n'),
    }),
  },
  {
    topic: 'run a game action from a button',
    words: /\b(dispatch|call|run|trigger|send|invoke)\b|\bactions?\b|\bbutton|\bclick/,
    answer: (code) => {
      const action = firstOr(code.actions, 'increment');
      return {
        text: `\`useGameAction()\` gives \`dispatch(action, args)\`, which runs the Python action on the server; every hook shows the new state once it resolves. \`pending\` is true meanwhile and \`lastError\` holds a failure.`,
        language: 'tsx',
        imports: { [SDK]: ['Button', 'useGameAction'] },
        snippet: [
          `function ${pascal(action)}Button() {`,
          '  const { dispatch, pending, lastError } = useGameAction();',
          '  return (',
          '    <>',
          `      <Button text="${action}" disabled={pending} onClick={() => dispatch('${action}', {})} />`,
          '      {lastError !== null && <p className="text-sm text-red-600">{lastError}</p>}',
          '    </>',
          '  );',
          '}',
        ].join('\n'),
      };
    },
  },
  {
    topic: 'read the game state',
    words: /\b(read|get|show|display|access|use|find)\b.*\b(state|entit\w*|components?|fields?|values?|data)\b|\bstate\b/,
    answer: (code) => {
      const component = firstOr(code.state, 'counter');
      return {
        text: `\`useEntitiesWith<T>(name)\` returns \`[entityId, fields]\` for every entity with that component and re-renders when they change (\`useComponent(id, name)\` reads one entity's). It is empty until the state arrives, so handle \`undefined\`.`,
        language: 'tsx',
        imports: { [SDK]: ['useEntitiesWith'] },
        snippet: [
          `type Fields = { value: number };`,
          '',
          `function ${pascal(component)}View() {`,
          `  const first = useEntitiesWith<Fields>('${component}')[0]?.[1];`,
          `  if (first === undefined) return <p className="text-slate-500">Waiting for the game state…</p>;`,
          `  return <p>${component}: {first.value}</p>;`,
          '}',
        ].join('\n'),
      };
    },
  },
  {
    topic: 'count down a timer',
    words: /\b(timer|countdown|count down|seconds?|clock|time limit)\b/,
    answer: () => ({
      text: '`useGameLoop(dt => …)` calls you every frame with the seconds since the last one (at most 0.1), never while the game is paused or before the first key or tap: run every clock through it.',
      language: 'tsx',
      imports: { react: ['useState'], [SDK]: ['Symbol', 'useGameLoop'] },
      snippet: [
        'function Countdown({ seconds = 30 }: { seconds?: number }) {',
        '  const [left, setLeft] = useState(seconds);',
        '  useGameLoop((dt) => setLeft((previous) => Math.max(0, previous - dt)));',
        '  return <Symbol icon="Target" text={Math.ceil(left)} dataType="int" />;',
        '}',
      ].join('\n'),
    }),
  },
  {
    topic: 'move or animate something every frame',
    words: /\b(every frame|each frame|frame|loop|tick|move|moving|animat\w*|physics|gravity|speed|velocity)\b/,
    answer: () => ({
      text: '`useGameLoop(dt => …)` runs every animation frame with `dt` in seconds (at most 0.1), and stops while the game is paused. Scale every movement by `dt` so it runs at the same speed on every screen.',
      language: 'tsx',
      imports: { react: ['useState'], [SDK]: ['useGameLoop'] },
      snippet: [
        'function Mover() {',
        '  const [x, setX] = useState(0);',
        '  // 120 pixels a second, wrapping at 400.',
        '  useGameLoop((dt) => setX((previous) => (previous + 120 * dt) % 400));',
        '  return <div className="h-6 w-6 rounded bg-sky-500" style={{ transform: `translateX(${x}px)` }} />;',
        '}',
      ].join('\n'),
    }),
  },
  {
    topic: 'react to the keyboard',
    words: /\b(key|keys|keyboard|arrow|wasd|press|keydown|space ?bar)\b/,
    answer: () => ({
      text: 'Listen on `window` in an effect and remove the listener when the component goes. Change the state through a game action (rules) or `updateEntity` (purely visual, e.g. a position). `useOnScreenKeys` names the keys a phone player gets as on-screen keys (`[]` when everything can be tapped).',
      language: 'tsx',
      imports: { react: ['useEffect'], [SDK]: ['useGameAction', 'useOnScreenKeys'] },
      snippet: [
        'function Controls() {',
        '  const { dispatch } = useGameAction();',
        "  useOnScreenKeys(['ArrowLeft', 'ArrowRight']);",
        '  useEffect(() => {',
        '    const onKey = (event: KeyboardEvent) => {',
        "      if (event.key === 'ArrowLeft') void dispatch('move', { dx: -1 });",
        "      if (event.key === 'ArrowRight') void dispatch('move', { dx: 1 });",
        '    };',
        "    window.addEventListener('keydown', onKey);",
        "    return () => window.removeEventListener('keydown', onKey);",
        '  }, [dispatch]);',
        '  return null;',
        '}',
      ].join('\n'),
    }),
  },
  {
    topic: 'pause and resume',
    words: /\b(pause|paused|resume|unpause)\b/,
    answer: () => ({
      text: "`usePaused()` returns `[isPaused, setPaused]`; `setPaused` tells the studio (its timeline pauses too), and `useGameLoop` stops calling you while paused.",
      language: 'tsx',
      imports: { [SDK]: ['Button', 'usePaused'] },
      snippet: ['function PauseButton() {', '  const [isPaused, setPaused] = usePaused();', "  return <Button text={isPaused ? 'Resume' : 'Pause'} onClick={() => setPaused(!isPaused)} />;", '}'].join('\n'),
    }),
  },
  {
    topic: 'show a progress or health bar',
    words: /\b(progress|health|hp|bar|energy|meter|mana|stamina)\b/,
    answer: (code) => ({
      text: '`ProgressBar` takes `value` (0..max), `max` (1..1000, default 100), `height`, `trackColor`, `color`, `gradientColor`, `gradientDirection` and `showValue`; values are clamped.',
      language: 'tsx',
      imports: { [SDK]: ['ProgressBar', 'useEntitiesWith'] },
      snippet: [
        `const health = useEntitiesWith<{ value: number; max: number }>('${firstOr(code.state, 'health')}')[0]?.[1];`,
        '<ProgressBar value={health?.value ?? 0} max={health?.max ?? 100} color="#22c55e" gradientColor="#16a34a" showValue />',
      ].join('\n'),
    }),
  },
  {
    topic: 'show a score or counter with an icon',
    words: /\b(score|points?|coins?|icon|symbol|counter|lives)\b/,
    answer: () => ({
      text: "`Symbol` shows an icon beside a value: `icon` (Sword, Shield, Heart, Star, Zap, Target, Gem, …), `iconSize` 16..64, `iconColor`, `iconPosition`, `text` and `dataType` ('string', 'int', 'float'). Importing `Symbol` hides the global `Symbol` in that file (`import { Symbol as GameSymbol }` if you need both).",
      language: 'tsx',
      imports: { [SDK]: ['Symbol'] },
      snippet: '<Symbol icon="Star" iconColor="#f59e0b" iconSize={32} text={score} dataType="int" />',
    }),
  },
  {
    topic: 'show an image',
    words: /\b(image|picture|sprite|img|photo|png|svg)\b/,
    answer: () => ({
      text: "The game's frame has no network: `src` must be a `data:` or `blob:` URL. `objectFit` is cover, contain, fill, none or scale-down; `rotate`, `scale`, `flipX` and `flipY` transform it.",
      language: 'tsx',
      imports: { [SDK]: ['Image'] },
      snippet: '<Image src={shipDataUrl} alt="Ship" objectFit="contain" width={64} height={64} />',
    }),
  },
  {
    topic: 'change an entity right away in the page',
    words: /\b(update|set|change|modify|position)\b.*\b(entity|entities|locally|position|client)\b|\bupdateentity\b/,
    answer: () => ({
      text: '`updateEntity(id, { component: fields })` merges the fields into the entity at once, in the page (the studio is told; ignored while paused). Use it for purely visual state such as a position animated every frame; keep rules and scoring in Python actions.',
      language: 'tsx',
      imports: { [SDK]: ['updateEntity'] },
      snippet: 'updateEntity(entityId, { position: { x: 10, y: 4 } });',
    }),
  },
  {
    topic: 'remove an entity',
    words: /\b(remove|delete|destroy|despawn|kill)\b/,
    answer: () => ({
      text: '`removeEntity(id)` removes it in the page and tells the studio. For a removal the rules decide (an enemy defeated), delete it in a Python action instead: `del state[entity_id]`.',
      language: 'tsx',
      imports: { [SDK]: ['removeEntity'] },
      snippet: 'removeEntity(entityId);',
    }),
  },
  {
    topic: 'style with a preset',
    words: /\b(style|styles|styling|theme|preset|look|colou?rs?|font|css|tailwind)\b/,
    answer: () => ({
      text: "Every building block takes `preset`: modern (default), fantasy, scifi, retro, cyberpunk, vintage, horror, postApocalyptic, cartoon, military, noir, elemental, ancient, neon, darkFantasy. `presetStyle(name)` styles your own elements the same way; `style` is applied last, and Tailwind classes work in `className`.",
      language: 'tsx',
      imports: { [SDK]: ['Button', 'presetStyle'] },
      snippet: ['<div style={presetStyle(\'fantasy\')} className="rounded p-4">', '  <Button text="Start" preset="fantasy" />', '</div>'].join('\n'),
    }),
  },
  {
    topic: 'animate a component',
    words: /\b(animation|animations|fade|hover|bounce|shake|pulse|pop)\b/,
    answer: () => ({
      text: "`animation={{ onLoad, onChange, constant, onDelete, onHover }}`: onLoad fadeIn, fadeInUp, popIn, spinIn; onChange shake, bounce; constant pulse, float; onDelete zoomOut, slideAway (when `visible` turns false); onHover scaleHover, glowHover, liftHover, rotateHover, borderHover. `'none'` turns one off, `animation={false}` all.",
      language: 'tsx',
      imports: { [SDK]: ['Button'] },
      snippet: "<Button text=\"Play\" animation={{ onLoad: 'popIn', onHover: 'liftHover', constant: 'pulse' }} />",
    }),
  },
  {
    topic: 'wait for the game state to load',
    words: /\b(load|loading|loaded|ready|initiali[sz]\w*|start ?up|wait)\b/,
    answer: () => ({
      text: "`useGameStatus()` returns `{ initialized, initError }`: whether the state has arrived, and the studio's start-up error.",
      language: 'tsx',
      imports: { [SDK]: ['useGameStatus'] },
      snippet: ['const { initialized, initError } = useGameStatus();', 'if (initError) return <p className="text-red-600">{initError}</p>;', "if (!initialized) return <p className=\"text-slate-500\">Loading…</p>;"].join('\n'),
    }),
  },
];

/** Every name the answers import from the SDK (a test checks the SDK exports each). */
export const HOW_TO_SDK_NAMES: string[] = [...new Set(TASKS.flatMap((t) => t.answer(emptySummary()).imports[SDK] ?? []))];

function emptySummary(): CodeSummary {
  return { language: 'typescript', lines: 0, components: [], hooks: [], actions: [], helpers: [], imports: [], state: [], localState: [], handlers: [] };
}

/** Pure: the SDK task a question asks about (most word hits, the earlier on a tie), or null. */
export const howTo = (message: string, code: CodeSummary): HowTo | null => {
  const text = message.toLowerCase();
  let best: { task: Task; hits: number } | null = null;
  for (const task of TASKS) {
    const hits = [...text.matchAll(new RegExp(task.words.source, 'g'))].length;
    if (hits > 0 && (best === null || hits > best.hits)) best = { task, hits };
  }
  return best === null ? null : { topic: best.task.topic, ...best.task.answer(code) };
};

/** The SDK topics the offline assistant answers, for its "ask me" line. */
export const HOW_TO_TOPICS: string[] = TASKS.map((t) => t.topic);
