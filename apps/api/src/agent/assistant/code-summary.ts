/** What the offline code assistant can honestly read from a piece of code without a model (docs/api-agent.md, send-message-code-assistant). */
export type CodeSummary = {
  language: 'python' | 'typescript' | 'text';
  lines: number;
  /** React components defined (capitalised functions or arrow functions). */
  components: string[];
  /** Hooks called (use…), each once. */
  hooks: string[];
  /** Game actions the code dispatches (`dispatchAction('x')`, `dispatch('x')`), or, in Python, the actions it defines. */
  actions: string[];
  /** Python functions that are not actions (helpers, `_private` ones). */
  helpers: string[];
  imports: string[];
  /** Game state it reads: components named in `useEntitiesWith('x')` / `useComponent(id, 'x')`, or, in Python, the keys it reads or writes. */
  state: string[];
  /** React local state (`const [x, setX] = useState…`). */
  localState: string[];
  /** Event handlers set on elements (`onClick`, `onKeyDown`, …). */
  handlers: string[];
};

const unique = (list: string[]): string[] => [...new Set(list)];
const all = (code: string, pattern: RegExp, group = 1): string[] => unique([...code.matchAll(pattern)].map((m) => m[group]).filter((v): v is string => Boolean(v)));

const isPython = (code: string): boolean => /^\s*def \w+\s*\(.*\)\s*(?:->.*)?:/m.test(code) && !/\bexport\s|=>|^\s*import .* from ['"]/m.test(code);
const isTypeScript = (code: string): boolean => /\bimport\s.*\sfrom\s+['"]|\bexport\s+(?:default|function|const)|=>|<\/?[A-Za-z][\w.]*[\s/>]/m.test(code);

const python = (code: string): Partial<CodeSummary> => {
  const defs = [...code.matchAll(/^def\s+(\w+)\s*\(([^)]*)\)/gm)].map((m) => ({ name: m[1], first: m[2].split(',')[0]?.split(/[:=]/)[0]?.trim() }));
  return {
    actions: unique(defs.filter((d) => d.first === 'state' && !d.name.startsWith('_')).map((d) => d.name)),
    helpers: unique(defs.filter((d) => d.first !== 'state' || d.name.startsWith('_')).map((d) => d.name)),
    imports: unique([...code.matchAll(/^\s*(?:from\s+([\w.]+)\s+import|import\s+([\w.]+))/gm)].map((m) => m[1] ?? m[2])),
    state: unique([...all(code, /\.get\(\s*["'](\w+)["']/g), ...all(code, /\[\s*["'](\w+)["']\s*\]/g)]),
  };
};

const typescript = (code: string): Partial<CodeSummary> => ({
  components: unique([
    ...all(code, /\bfunction\s+([A-Z]\w*)\s*[<(]/g),
    ...all(code, /\bconst\s+([A-Z]\w*)\s*(?::[^=\n]+)?=\s*(?:async\s*)?(?:\([^)]*\)|[a-z_]\w*)\s*(?::[^=\n]+)?=>/g),
  ]),
  hooks: all(code, /\b(use[A-Z]\w*)\s*[<(]/g),
  actions: all(code, /\b(?:dispatchAction|dispatch)\(\s*['"`]([\w-]+)['"`]/g),
  imports: all(code, /^\s*import\s+(?:[\s\S]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
  state: unique([...all(code, /\buseEntitiesWith\s*(?:<[^>]*>)?\(\s*['"`]([\w-]+)['"`]/g), ...all(code, /\buseComponent\s*(?:<[^>]*>)?\([^,()]+,\s*['"`]([\w-]+)['"`]/g)]),
  localState: all(code, /\bconst\s+\[\s*(\w+)\s*,\s*set\w*\s*\]\s*=\s*(?:React\.)?useState\b/g),
  handlers: all(code, /\b(on[A-Z]\w*)=\{/g),
});

/** Pure: the code's language, line count and the names it defines, calls and dispatches. */
export const summariseCode = (code: string): CodeSummary => {
  const language = isPython(code) ? 'python' : isTypeScript(code) ? 'typescript' : 'text';
  const found = language === 'python' ? python(code) : language === 'typescript' ? typescript(code) : {};
  const lines = code === '' ? 0 : code.replace(/\n$/, '').split('\n').length;
  return { language, lines, components: [], hooks: [], actions: [], helpers: [], imports: [], state: [], localState: [], handlers: [], ...found };
};
