import { analyzePrompt, fixAtLine, parseErrorAt, type ErrorAt, planEdit } from '@tempest/offline-model';
import { summariseCode, type CodeSummary } from './code-summary.js';
import { HOW_TO_TOPICS, howTo, type HowTo } from './sdk-how-to.js';

const LANGUAGE: Record<CodeSummary['language'], string> = { python: 'Python', typescript: 'TypeScript/React', text: 'text' };

const list = (label: string, names: string[]): string[] => (names.length === 0 ? [] : [`- ${label}: ${names.join(', ')}`]);
const block = (language: string, code: string): string => `\`\`\`${language}\n${code}\n\`\`\``;

export const OFFLINE_EDITS =
  'rename the game, change its colours, make it faster, slower, harder or easier, add a timer, a level, an enemy or an item, make it another kind of game ("make it a racing game"), or fix a build error at the line it names (writing a file again from the game plan only when you ask)';

const HEAD = "I'm the built-in offline assistant: no language model runs here, so I answer from what I can read in your code and the game SDK's reference.";

/** What the code holds, as the lines of the answer. */
const described = (summary: CodeSummary): string[] => {
  if (summary.lines === 0) return ['You sent no code, so there is nothing for me to read.'];
  const python = summary.language === 'python';
  const facts = [
    ...list('Components', summary.components),
    ...list('Game state it reads', python ? [] : summary.state),
    ...list(python ? 'Components and fields it reads or writes' : 'Local state', python ? summary.state : summary.localState),
    ...list('Event handlers', summary.handlers),
    ...list('Hooks used', summary.hooks),
    ...list(python ? 'Game actions it defines (called as action(state, **args))' : 'Game actions it dispatches', summary.actions),
    ...list('Other functions', summary.helpers),
    ...list('Imports', summary.imports),
  ];
  const head = `Your code is ${summary.lines} line${summary.lines === 1 ? '' : 's'} of ${LANGUAGE[summary.language]}`;
  return facts.length === 0 ? [`${head}; I found no components, hooks, actions or imports in it.`] : [`${head}. What it has:`, ...facts];
};

/** The names each module's import lines of the code bring in. */
const importedNames = (code: string): Map<string, { line: number; names: string[] }> => {
  const found = new Map<string, { line: number; names: string[] }>();
  code.split('\n').forEach((text, index) => {
    const m = /^\s*import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/.exec(text);
    if (m && !found.has(m[2])) found.set(m[2], { line: index + 1, names: m[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean) });
  });
  return found;
};

/** Import lines the snippet needs and the code lacks: a new line, or the module's line widened. */
const importLines = (code: string, needed: HowTo['imports']): string[] => {
  const have = importedNames(code);
  return Object.entries(needed).flatMap(([module, names]) => {
    const existing = have.get(module);
    const missing = names.filter((n) => !existing?.names.includes(n));
    if (missing.length === 0) return [];
    if (!existing) return [`Add this import at the top of the file:`, block('tsx', `import { ${names.join(', ')} } from '${module}';`)];
    return [`Replace your import from '${module}' (line ${existing.line}) with:`, block('tsx', `import { ${[...existing.names, ...missing].join(', ')} } from '${module}';`)];
  });
};

const howToAnswer = (code: string, answer: HowTo): string[] => [
  `To ${answer.topic}: ${answer.text}`,
  '',
  block(answer.language, answer.snippet),
  ...(answer.language === 'tsx' ? importLines(code, answer.imports) : []),
];

/** Exports a build error may say are missing, and where they come from (a test checks the SDK exports its names). */
export const MISSING_IMPORT_SOURCES: Record<string, string> = {
  ...Object.fromEntries(['useState', 'useEffect', 'useMemo', 'useCallback', 'useRef', 'useReducer', 'useContext', 'Fragment'].map((n) => [n, 'react'])),
  ...Object.fromEntries(
    ['useEntities', 'useEntity', 'useComponent', 'useEntitiesWith', 'usePaused', 'useGameLoop', 'useGameAction', 'useGameStatus', 'dispatchAction', 'updateEntity', 'setEntities', 'removeEntity', 'requestState', 'setPaused', 'Button', 'Divider', 'Image', 'ProgressBar', 'Symbol', 'presetStyle'].map((n) => [n, '@tempest/game-sdk']),
  ),
};

/** A build error: the line fix when it has one, a missing React or SDK import, else what the line says and why. */
const errorAnswer = (code: string, error: ErrorAt, language: string): string[] => {
  const lines = code.split('\n');
  const at = `line ${error.line} of ${error.file}`;
  const fix = code === '' ? { reason: 'you sent no code' } : fixAtLine(code, null, error);
  if ('content' in fix) {
    const fixed = fix.content.split('\n')[error.line - 1] ?? '';
    return [`The error is on ${at}: ${error.message}`, `Fix: I ${fix.what}. Select line ${error.line} and use Replace selection with:`, block(language, fixed)];
  }
  const name = /Cannot find name '([\w$]+)'|'([\w$]+)' is not defined/.exec(error.message);
  const missing = name?.[1] ?? name?.[2];
  const source = missing === undefined ? undefined : MISSING_IMPORT_SOURCES[missing];
  if (missing !== undefined && source !== undefined) {
    return [`The error is on ${at}: ${missing} is used but not imported. It comes from '${source}'.`, ...importLines(code, { [source]: [missing] })];
  }
  const line = lines[error.line - 1];
  return [
    `The error is on ${at}: ${error.message || 'the compiler gave no message'}`,
    ...(line === undefined ? [`Your code has no line ${error.line} (it has ${lines.length}); is it the file the error names?`] : ['That line is:', block(language, line)]),
    ...(error.suggestion ? [`The compiler suggests: ${error.suggestion}`] : []),
    "I don't know a small edit for this error offline. Fix with AI in the build error notice asks the agent chat, which can put a line it generated back.",
  ];
};

const EXPLAIN = /\b(what does|what do|explain|describe|summari[sz]e|overview|walk me through|what is this|what's this|tell me about)\b/i;

/**
 * Pure: the built-in offline assistant's answer (docs/api-agent.md, send-message-code-assistant). It says no
 * model runs, then: a build error in the message → the line fix (line-fix.ts) or the missing import; a "how
 * do I …" about the SDK → a snippet with the imports the code lacks; otherwise what it reads in the code,
 * and what it can answer.
 */
export const offlineAnswer = (message: string, code: string): string => {
  const summary = summariseCode(code);
  const located = parseErrorAt(message);
  // A compiler's one-line error (`index.tsx:7:3 - error TS2304: …`) has no "Error:" line: the message is the whole text.
  const error = located && { ...located, message: located.message || message.trim() };
  if (error) return [HEAD, '', ...errorAnswer(code, error, summary.language === 'python' ? 'python' : 'tsx')].join('\n');
  const task = EXPLAIN.test(message) ? null : howTo(message, summary);
  if (task) return [HEAD, '', ...howToAnswer(code, task)].join('\n');
  const edit = planEdit(analyzePrompt('a game'), message);
  const agent =
    'unsupported' in edit
      ? `The agent chat can ${OFFLINE_EDITS}, in games it built itself.`
      : `To change the game, send "${message.trim().slice(0, 120)}" to the agent chat: it can do that offline in games it built itself.`;
  return [
    HEAD,
    '',
    ...described(summary),
    '',
    `Ask me how to ${HOW_TO_TOPICS.join('; ')} — I answer with a snippet for your code. Paste a build error (with its file:line) and I fix the line when I can.`,
    agent,
  ].join('\n');
};
