import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_SCRIPT_CONTENT,
  editedPromptContent,
  editedToolContent,
  newLogicFileContent,
  newPromptContent,
  newScriptContent,
  newToolContent,
  normalizePromptName,
  normalizeScriptName,
  parsedContentPatch,
  promptVariables,
  renderPrompt,
  toolFieldsToSchema,
  type DomainError,
} from '../index.js';

const codeOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).code;
  }
  throw new Error('expected a DomainError');
};

describe('scripts', () => {
  it('starts with the default code and nothing parsed', () => {
    expect(newScriptContent({ name: '  movement.py ' })).toEqual({
      name: 'movement.py',
      content: DEFAULT_SCRIPT_CONTENT,
      module_blocks: {},
      script_components: [],
      validation_errors: [],
      parsed_revision: null,
    });
  });

  it('keeps the code exactly as given (indentation matters)', () => {
    expect(newScriptContent({ name: 'a', content: '  x = 1\n' }).content).toBe('  x = 1\n');
  });

  it.each([[''], ['   '], [undefined], [7], ['x'.repeat(101)]])('refuses the name %p', (raw) => {
    expect(codeOf(() => normalizeScriptName(raw))).toBe('script.invalid_name');
  });

  it('takes only module_blocks and script_components as parsed content', () => {
    expect(parsedContentPatch({ module_blocks: { f: {} } })).toEqual({ module_blocks: { f: {} } });
    expect(codeOf(() => parsedContentPatch({ content: 'x' }))).toBe('script.invalid_parsed_content');
    expect(codeOf(() => parsedContentPatch({ script_components: [1] }))).toBe('script.invalid_parsed_content');
  });
});

describe('prompts', () => {
  it('lowercases and trims names; an empty name is the untitled prompt', () => {
    expect(normalizePromptName('  Greeting Prompt ')).toBe('greeting prompt');
    expect(normalizePromptName('   ')).toBe('untitled prompt');
    expect(normalizePromptName(undefined)).toBe('untitled prompt');
  });

  it('lists the placeholders in order of first use, each once, with or without spaces', () => {
    expect(promptVariables('Hi {{ player }}, {{place}} awaits {{player}}. {{ bad name }} {x}')).toEqual([
      { key: 'player', name: 'player' },
      { key: 'place', name: 'place' },
    ]);
  });

  it('renders the values it has and leaves the others', () => {
    expect(renderPrompt('{{a}} and {{ b }} and {{c}}', { a: 'one', b: { n: 2 } })).toBe('one and {"n":2} and {{c}}');
  });

  it('computes the variables on creation and again on every edit', () => {
    const prompt = newPromptContent({ content: 'Say {{word}}' });
    expect(prompt).toEqual({ name: 'untitled prompt', description: '', content: 'Say {{word}}', variables: [{ key: 'word', name: 'word' }] });
    const edited = editedPromptContent(prompt, { name: 'Echo', content: '{{x}}{{y}}' });
    expect(edited).toMatchObject({ name: 'echo', variables: [{ key: 'x' }, { key: 'y' }] });
    expect(editedPromptContent(edited, { description: 'd' })).toMatchObject({ name: 'echo', content: '{{x}}{{y}}', description: 'd' });
  });
});

describe('tools', () => {
  const fields = [
    { name: 'target', type: 'string', description: 'Who', required: true },
    { name: 'power', type: 'integer', required: false },
    { name: 'ratio', type: 'number' },
    { name: 'silent', type: 'boolean', required: true },
    { name: 'mode', type: 'enum', enum: ['fast', 'slow'] },
    { name: 'tags', type: 'array', items: 'string' },
    { name: 'extra', type: 'object' },
    { name: 'at', type: 'object', structure: 'Point' },
    { name: 'path', type: 'array', items: 'Point' },
  ];
  const subStructures = [{ name: 'Point', fields: [{ name: 'x', type: 'number', required: true }, { name: 'y', type: 'number', required: true }] }];
  const point = { type: 'object', properties: { x: { type: 'number' }, y: { type: 'number' } }, required: ['x', 'y'] };

  it('builds the JSON schema from the fields: every type, the required list, sub-structures as objects', () => {
    const tool = newToolContent({ name: 'Attack', fields, subStructures });
    expect(tool.schema).toEqual({
      type: 'object',
      properties: {
        target: { type: 'string', description: 'Who' },
        power: { type: 'integer' },
        ratio: { type: 'number' },
        silent: { type: 'boolean' },
        mode: { type: 'string', enum: ['fast', 'slow'] },
        tags: { type: 'array', items: { type: 'string' } },
        extra: { type: 'object' },
        at: point,
        path: { type: 'array', items: point },
      },
      required: ['target', 'silent'],
    });
    expect(tool.openai_format).toEqual({ type: 'function', function: { name: 'Attack', description: '', parameters: tool.schema } });
  });

  it("calls a tool without a name 'Untitled Tool'", () => {
    const tool = newToolContent({});
    expect(tool.name).toBe('Untitled Tool');
    expect(tool.schema).toEqual({ type: 'object', properties: {}, required: [] });
    expect(tool.openai_format.function.name).toBe('Untitled_Tool');
  });

  it('takes the schema as given (or from openai_format.schema) when there are no fields', () => {
    const schema = { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] };
    expect(newToolContent({ schema }).schema).toEqual(schema);
    expect(newToolContent({ openai_format: { schema } }).schema).toEqual(schema);
    expect(codeOf(() => newToolContent({ schema: { type: 'string' } }))).toBe('tool.invalid_schema');
  });

  it('rebuilds the schema when the fields change and keeps it when they do not', () => {
    const tool = newToolContent({ name: 'Move', fields: [{ name: 'dx', type: 'number' }] });
    const renamed = editedToolContent(tool, { name: 'Shift' });
    expect(renamed.schema).toEqual(tool.schema);
    const changed = editedToolContent(renamed, { fields: [{ name: 'dy', type: 'integer', required: true }] });
    expect(changed.schema).toEqual({ type: 'object', properties: { dy: { type: 'integer' } }, required: ['dy'] });
  });

  it.each([
    [[{ name: 'a', type: 'color' }]],
    [[{ name: 'a', type: 'enum' }]],
    [[{ name: 'a' }, { name: 'a' }]],
    [[{ type: 'string' }]],
    [[{ name: 'a', type: 'object', structure: 'Missing' }]],
  ])('refuses the fields %j', (bad) => {
    expect(codeOf(() => newToolContent({ fields: bad }))).toBe('tool.invalid_fields');
  });

  it('stops a sub-structure that contains itself', () => {
    const loop = [{ name: 'Node', description: '', fields: [{ name: 'next', type: 'Node', description: '', required: false }] }];
    const schema = () => toolFieldsToSchema([{ name: 'n', type: 'Node', description: '', required: false }], loop);
    expect(codeOf(schema)).toBe('tool.invalid_fields');
    expect(schema).toThrow('does "Node" contain itself?');
  });
});

describe('logic files', () => {
  it('needs a name; content and language have defaults', () => {
    expect(newLogicFileContent({ name: ' rules ' })).toEqual({ name: 'rules', content: '', language: 'python' });
    expect(newLogicFileContent({ name: 'x', language: ' JavaScript ' }).language).toBe('javascript');
    expect(codeOf(() => newLogicFileContent({ name: ' ' }))).toBe('logic_file.invalid_name');
    expect(codeOf(() => newLogicFileContent({ name: 'x', language: 'no spaces' }))).toBe('logic_file.invalid_language');
  });
});
