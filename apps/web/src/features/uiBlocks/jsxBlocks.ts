/**
 * The code is the source of truth: the SDK blocks used in a frontend file are found with @babel/parser
 * (JSX and TypeScript), read into a BlockState, and written back as text edits — the element replaced or
 * inserted, and the block's name added to the file's `@tempest/game-sdk` import when it is missing.
 */
import { parse, type ParseResult } from '@babel/parser';
import type * as t from '@babel/types';
import { isBlockName, type BlockName } from './blockCatalog';
import type { BlockState, KeptEntry, Literal } from './blockState';

export const SDK_MODULE = '@tempest/game-sdk';

/** A replacement of code[start, end) by `text` (an insertion when start === end). */
export type TextEdit = { readonly start: number; readonly end: number; readonly text: string };

/** A block usage in the file: where its element is and what it holds. */
export type BlockUsage = { readonly start: number; readonly end: number; readonly state: BlockState };

const parseModule = (code: string): ParseResult<t.File> | null => {
  try {
    return parse(code, { sourceType: 'module', plugins: ['jsx', 'typescript'], errorRecovery: true });
  } catch {
    return null;
  }
};

const isNode = (value: unknown): value is t.Node => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Every node below `node`, depth first. */
function* walk(node: t.Node): Generator<t.Node> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments' || key === 'extra') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* walk(item);
    } else if (isNode(value)) yield* walk(value);
  }
}

/** The file's value imports from the SDK: the names the blocks are imported as, and the declarations. */
const sdkImports = (file: t.File) => {
  const names = new Set<string>();
  const declarations: t.ImportDeclaration[] = [];
  for (const statement of file.program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type' || statement.source.value !== SDK_MODULE) continue;
    declarations.push(statement);
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
      const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
      if (imported === specifier.local.name) names.add(imported);
    }
  }
  return { names, declarations };
};

/** A literal value (`"Go"`, `70`, `-5`, `true`, `` `text` ``), or undefined for any other expression. */
const literalOf = (node: t.Node | null | undefined): Literal | undefined => {
  if (!node) return undefined;
  switch (node.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
      return node.value;
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'NumericLiteral' ? -node.argument.value : undefined;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? (node.quasis[0]?.value.cooked ?? undefined) : undefined;
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return literalOf(node.expression);
    default:
      return undefined;
  }
};

const slice = (code: string, node: t.Node) => code.slice(node.start!, node.end!);

/** Collects kept entries in source order, each marked with the literal key that follows it. */
class KeptList {
  readonly entries: { text: string; before: string | null }[] = [];
  private pending: { text: string; before: string | null }[] = [];
  keep(text: string): void {
    const entry = { text, before: null };
    this.entries.push(entry);
    this.pending.push(entry);
  }
  literal(key: string): void {
    for (const entry of this.pending) entry.before = key;
    this.pending = [];
  }
}

const readStyle = (code: string, expression: t.Node, style: Record<string, Literal>, kept: KeptList) => {
  if (expression.type !== 'ObjectExpression') {
    kept.keep(`...(${slice(code, expression)})`);
    return;
  }
  for (const property of expression.properties) {
    const key = property.type === 'ObjectProperty' && !property.computed
      ? property.key.type === 'Identifier' ? property.key.name : property.key.type === 'StringLiteral' ? property.key.value : undefined
      : undefined;
    const value = property.type === 'ObjectProperty' ? literalOf(property.value) : undefined;
    if (key !== undefined && value !== undefined) {
      style[key] = value;
      kept.literal(key);
    } else kept.keep(slice(code, property));
  }
};

/** The block an element is, as a BlockState (literal props editable, the rest kept verbatim). */
const readElement = (code: string, element: t.JSXElement, block: BlockName): BlockState => {
  const props: Record<string, Literal> = {};
  const style: Record<string, Literal> = {};
  const keptProps = new KeptList();
  const keptStyle = new KeptList();
  for (const attribute of element.openingElement.attributes) {
    if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier') {
      keptProps.keep(slice(code, attribute));
      continue;
    }
    const name = attribute.name.name;
    const value = attribute.value;
    const expression = value?.type === 'JSXExpressionContainer' && value.expression.type !== 'JSXEmptyExpression' ? value.expression : null;
    if (name === 'style' && expression) {
      readStyle(code, expression, style, keptStyle);
      keptProps.literal('style');
      continue;
    }
    const literal = value === null || value === undefined ? true : value.type === 'StringLiteral' ? value.value : literalOf(expression);
    if (literal === undefined) keptProps.keep(slice(code, attribute));
    else {
      props[name] = literal;
      keptProps.literal(name);
    }
  }
  const { children, closingElement, openingElement } = element;
  const inner = closingElement && children.length > 0 ? code.slice(openingElement.end!, closingElement.start!) : null;
  return { block, props, style, kept: { props: keptProps.entries, style: keptStyle.entries, children: inner !== null && inner.trim() !== '' ? inner : null } };
};

/** The SDK blocks used in the file (imported from the SDK under their own names), in source order; null when the file cannot be parsed. */
export const blockUsages = (code: string): BlockUsage[] | null => {
  const file = parseModule(code);
  if (!file) return null;
  const { names } = sdkImports(file);
  const usages: BlockUsage[] = [];
  for (const node of walk(file.program)) {
    if (node.type !== 'JSXElement' || node.openingElement.name.type !== 'JSXIdentifier') continue;
    const name = node.openingElement.name.name;
    if (isBlockName(name) && names.has(name)) usages.push({ start: node.start!, end: node.end!, state: readElement(code, node, name) });
  }
  return usages.sort((a, b) => a.start - b.start);
};

/** The innermost block usage holding the offset, or null (none there, or the file cannot be parsed). */
export const blockAt = (code: string, offset: number): BlockUsage | null =>
  (blockUsages(code) ?? [])
    .filter((usage) => usage.start <= offset && offset <= usage.end)
    .reduce<BlockUsage | null>((inner, usage) => (inner === null || usage.end - usage.start < inner.end - inner.start ? usage : inner), null);

const PLAIN_ATTRIBUTE = /^[^"&\n\r\\{}<>]*$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const attributeOf = (key: string, value: Literal): string => {
  if (value === true) return key;
  if (typeof value === 'string') return PLAIN_ATTRIBUTE.test(value) ? `${key}="${value}"` : `${key}={${JSON.stringify(value)}}`;
  return `${key}={${String(value)}}`;
};

const styleEntryOf = (key: string, value: Literal): string => `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`;

/**
 * The written entries with the kept ones put back before the key each preceded (at the end when that key is
 * gone), so their order, which decides what wins, stays.
 */
const interleave = (written: readonly (readonly [string, string])[], kept: readonly KeptEntry[]): string[] => {
  const keys = written.map(([key]) => key);
  const result: string[] = [];
  for (const [key, text] of written) {
    result.push(...kept.filter((entry) => entry.before === key).map((entry) => entry.text), text);
  }
  return [...result, ...kept.filter((entry) => entry.before === null || !keys.includes(entry.before)).map((entry) => entry.text)];
};

/** The block as JSX; lines after the first start with `indent`. Short elements stay on one line. */
export const renderBlock = (state: BlockState, indent = ''): string => {
  const styleEntries = interleave(Object.entries(state.style).map(([key, value]) => [key, styleEntryOf(key, value)] as const), state.kept.style);
  const attributes = interleave(
    [
      ...Object.entries(state.props).map(([key, value]) => [key, attributeOf(key, value)] as const),
      ...(styleEntries.length > 0 ? [['style', `style={{ ${styleEntries.join(', ')} }}`] as const] : []),
    ],
    state.kept.props,
  );
  const children = state.kept.children;
  const close = children === null ? ' />' : `>${children}</${state.block}>`;
  const line = `<${[state.block, ...attributes].join(' ')}${close}`;
  if (indent.length + line.length <= 100 && !attributes.some((attribute) => attribute.includes('\n'))) return line;
  const inner = `${indent}  `;
  const body = attributes.map((attribute) => `${inner}${attribute.replace(/\n/g, `\n${inner}`)}`).join('\n');
  return children === null ? `<${state.block}\n${body}\n${indent}/>` : `<${state.block}\n${body}\n${indent}>${children}</${state.block}>`;
};

/** The edit that imports the block from the SDK, or null when the file already does. */
const importEdit = (code: string, file: t.File, block: BlockName): TextEdit | null => {
  const { names, declarations } = sdkImports(file);
  if (names.has(block)) return null;
  const named = declarations.find((declaration) => declaration.specifiers.some((specifier) => specifier.type === 'ImportSpecifier'));
  if (named) {
    const last = named.specifiers[named.specifiers.length - 1];
    return { start: last.end!, end: last.end!, text: `, ${block}` };
  }
  const imports = file.program.body.filter((statement) => statement.type === 'ImportDeclaration');
  const line = `import { ${block} } from '${SDK_MODULE}';`;
  if (imports.length === 0) return { start: 0, end: 0, text: `${line}\n${code.startsWith('\n') ? '' : '\n'}` };
  const end = imports[imports.length - 1].end!;
  return { start: end, end, text: `\n${line}` };
};

/** The leading whitespace of the line holding the offset. */
export const indentAt = (code: string, offset: number): string => {
  const lineStart = code.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(code.slice(lineStart))![0];
};

/** The code with the edits applied (non-overlapping; of two insertions at one place, the first listed comes first). */
export const applyEdits = (code: string, edits: readonly TextEdit[]): string =>
  [...edits]
    .sort((a, b) => a.start - b.start)
    .reverse()
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), code);

/** The edits, and where the cursor goes afterwards (inside the written block's tag, in the edited code). */
export type BlockEditPlan = { readonly edits: TextEdit[]; readonly cursor: number } | { readonly error: string };

export const UNPARSABLE = 'This file has a syntax error: fix it first, then insert or update blocks.';
export const MISPLACED = 'A block cannot go here: put the cursor between JSX tags (or inside the element to update it).';

const OPENING_TAG_AT_END = /<[A-Za-z][^<>]*[^/<>]>\s*$|<>\s*$/;

/**
 * A block inserted at `offset` on a line of its own: indented one step inside the element whose tag it
 * follows or whose closing tag comes next, else as its line; whatever shared the line moves to the next.
 */
const insertionAt = (code: string, offset: number, block: (indent: string) => string): TextEdit & { lead: number } => {
  const lineStart = code.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = code.indexOf('\n', offset) === -1 ? code.length : code.indexOf('\n', offset);
  const before = code.slice(lineStart, offset);
  const after = code.slice(offset, lineEnd).trim();
  const base = indentAt(code, offset);
  const blankBefore = before.trim() === '';
  const closes = after.startsWith('</');
  // Right after an opening tag, or alone before a closing one: a child, one step in; after a sibling: its indent.
  const indent = OPENING_TAG_AT_END.test(before) || (blankBefore && closes) ? `${base}  ` : base;
  const outer = blankBefore || OPENING_TAG_AT_END.test(before) ? base : base.replace(/( {2}|\t)$/, '');
  // On a blank stretch of the line the written indent tops up what is there; after code, a new line.
  const lead = blankBefore && indent.startsWith(before) ? indent.slice(before.length) : `\n${indent}`;
  const trail = after === '' ? '' : `\n${closes ? outer : indent}`;
  return { start: offset, end: offset, text: `${lead}${block(indent)}${trail}`, lead: lead.length };
};

/** Whether `offset` is among the children of a JSX element or fragment (between its tags). */
const amongChildren = (file: t.File, offset: number): boolean => {
  for (const node of walk(file.program)) {
    if (node.type === 'JSXElement' && node.closingElement && node.openingElement.end! <= offset && offset <= node.closingElement.start!) return true;
    if (node.type === 'JSXFragment' && node.openingFragment.end! <= offset && offset <= node.closingFragment.start!) return true;
  }
  return false;
};

/**
 * The edits that write the block into the file: replacing `usage` (its element) when given, else inserted
 * at `offset` on a line of its own; plus the SDK import when the file lacks it. Edits do not overlap and are
 * sorted by start.
 */
export const planBlockEdit = (code: string, state: BlockState, target: { usage: { start: number; end: number } } | { offset: number }): BlockEditPlan => {
  const file = parseModule(code);
  if (!file || (file.errors?.length ?? 0) > 0) return { error: UNPARSABLE };
  const { lead, ...block }: TextEdit & { lead: number } = 'usage' in target
    ? { ...target.usage, text: renderBlock(state, indentAt(code, target.usage.start)), lead: 0 }
    : insertionAt(code, target.offset, (indent) => renderBlock(state, indent));
  if (!('usage' in target) && !amongChildren(file, target.offset)) return { error: MISPLACED };
  const imported = importEdit(code, file, state.block);
  const edits = imported ? [imported, block].sort((a, b) => a.start - b.start) : [block];
  const result = parseModule(applyEdits(code, edits));
  if (!result || (result.errors?.length ?? 0) > 0) return { error: MISPLACED };
  const shift = edits.filter((edit) => edit !== block && edit.start <= block.start).reduce((sum, edit) => sum + edit.text.length - (edit.end - edit.start), 0);
  return { edits, cursor: block.start + shift + lead + 1 };
};
