import { analyzePrompt } from '../offline/analyze-prompt.js';
import { planEdit } from '../offline/plan-edit.js';
import { summariseCode, type CodeSummary } from './code-summary.js';

const LANGUAGE: Record<CodeSummary['language'], string> = { python: 'Python', typescript: 'TypeScript/React', text: 'text' };

const list = (label: string, names: string[]): string[] => (names.length === 0 ? [] : [`- ${label}: ${names.join(', ')}`]);

export const OFFLINE_EDITS =
  'rename the game, change its colours, make it faster, slower, harder or easier, add a timer, a level, an enemy or an item, make it another kind of game ("make it a racing game"), or fix a build error at the line it names (writing a file again from the game plan only when you ask)';

/** What the code holds, as the lines of the answer. */
const described = (summary: CodeSummary): string[] => {
  if (summary.lines === 0) return ['You sent no code, so there is nothing for me to read.'];
  const facts = [
    ...list('Components', summary.components),
    ...list('Hooks used', summary.hooks),
    ...list(summary.language === 'python' ? 'Game actions it defines' : 'Game actions it dispatches', summary.actions),
    ...list('Other functions', summary.helpers),
    ...list('Imports', summary.imports),
  ];
  const head = `Your code is ${summary.lines} line${summary.lines === 1 ? '' : 's'} of ${LANGUAGE[summary.language]}`;
  return facts.length === 0 ? [`${head}; I found no components, hooks, actions or imports in it.`] : [`${head}. What it has:`, ...facts];
};

/**
 * Pure: the built-in offline assistant's answer — no model runs, so it says so, describes what it can read
 * from the code, and points to what the offline agent chat can change (naming the request when it is one).
 */
export const offlineAnswer = (message: string, code: string): string => {
  const edit = planEdit(analyzePrompt('a game'), message);
  const doable =
    'unsupported' in edit
      ? `Offline, the agent chat can ${OFFLINE_EDITS}, in games it built itself.`
      : `The agent chat can do that offline in games it built itself: send it "${message.trim().slice(0, 120)}" there. It can also ${OFFLINE_EDITS}.`;
  return [
    "I'm the built-in offline assistant: no language model runs here, so I can't reason about your question or write code for you.",
    '',
    ...described(summariseCode(code)),
    '',
    doable,
    'For real answers about this code, set a model configured on this server as your assistant model.',
  ].join('\n');
};
