import {
  checkScriptCode,
  editedLogicFileContent,
  editedPromptContent,
  editedToolContent,
  entityContentOf,
  entityPatch,
  isAssetType,
  logicFileContentOf,
  newEntityContent,
  newLogicFileContent,
  newPromptContent,
  newScriptContent,
  newToolContent,
  normalizeFrontendFolderPath,
  normalizeScriptName,
  promptContentOf,
  scriptContentOf,
  toolContentOf,
  validateFrontendContent,
  validateFrontendFilename,
  type AssetData,
  type AssetType,
} from '@tempest/domain';
import { assetNameOf } from '@tempest/projections';
import { ToolInputError } from './tool-result.js';

/** What create_asset and edit_asset take as the asset's content: text, or its fields. */
export type ContentInput = { name?: unknown; content?: unknown; fields?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const assetTypeOf = (raw: unknown): AssetType => {
  if (!isAssetType(raw)) throw new ToolInputError(`Unknown asset_type ${JSON.stringify(raw)} (one of entity, script, prompt, tool, logic_file, frontend_file)`);
  return raw;
};

/** Text that may be JSON of an object (a model often sends an entity or a tool as a JSON string). */
const objectFrom = (raw: unknown, field: string): Record<string, unknown> | null => {
  if (raw === undefined || raw === null) return null;
  if (isObject(raw)) return raw;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isObject(parsed)) return parsed;
    } catch {
      // not JSON: refused below
    }
  }
  throw new ToolInputError(`${field} must be an object (or JSON of one)`);
};

/** The asset's fields: `fields`, with `content` merged in (JSON for entities and tools, text otherwise) and `name` on top. */
const fieldsOf = (type: AssetType, input: ContentInput): Record<string, unknown> => {
  const structured = type === 'entity' || type === 'tool';
  const fields: Record<string, unknown> = type === 'tool' && Array.isArray(input.fields) ? { fields: input.fields } : { ...(objectFrom(input.fields, 'fields') ?? {}) };
  if (input.content !== undefined && input.content !== null) {
    if (structured) Object.assign(fields, objectFrom(input.content, 'content'));
    else fields.content = input.content;
  }
  if (input.name !== undefined && input.name !== null) fields.name = input.name;
  return fields;
};

/** A new asset's content, checked by the same rules as the studio's routes (frontend files without their project). */
export const newContent = (type: AssetType, input: ContentInput): AssetData => {
  const f = fieldsOf(type, input);
  switch (type) {
    case 'entity': {
      const entity = newEntityContent({ entity_type: f.entity_type ?? f.type ?? f.name, ...f });
      return typeof f.image === 'string' ? { ...entity, image: f.image } : entity;
    }
    case 'script':
      return newScriptContent({ name: f.name, content: f.content });
    case 'prompt':
      return newPromptContent(f);
    case 'tool':
      return newToolContent(f);
    case 'logic_file':
      return newLogicFileContent(f);
    case 'frontend_file': {
      const filename = validateFrontendFilename(f.filename ?? f.name);
      return { filename, content: validateFrontendContent(f.content ?? '', filename), folder_path: normalizeFrontendFolderPath(f.folder_path) };
    }
  }
};

/** The asset after an edit: `content` replaces it (text assets: their text), `patch` changes the keys given. */
export const editedContent = (type: AssetType, current: Record<string, unknown>, change: { content?: unknown; patch?: unknown }): AssetData => {
  if (change.content === undefined && change.patch === undefined) throw new ToolInputError('Give the new content or a patch');
  const patch = change.patch === undefined ? null : objectFrom(change.patch, 'patch');
  switch (type) {
    case 'entity': {
      const base = change.content === undefined ? current : newEntityContent({ entity_type: current.entity_type, ...objectFrom(change.content, 'content') });
      const next: AssetData = { ...base, ...entityPatch(patch ?? {}, entityContentOf(base)) };
      if (typeof patch?.image === 'string' || patch?.image === null) next.image = patch.image;
      if (next.image === null) delete next.image;
      return next;
    }
    case 'script': {
      const code = change.content ?? patch?.content;
      const next: AssetData = { ...current };
      if (patch?.name !== undefined) next.name = normalizeScriptName(patch.name);
      if (code !== undefined) next.content = checkScriptCode(code);
      return next;
    }
    case 'prompt':
      return editedPromptContent(promptContentOf(current), { ...patch, ...(change.content === undefined ? {} : { content: change.content }) });
    case 'logic_file':
      return { ...current, ...editedLogicFileContent(logicFileContentOf(current), { ...patch, ...(change.content === undefined ? {} : { content: change.content }) }) };
    case 'tool': {
      if (change.content === undefined) return editedToolContent(toolContentOf(current), patch ?? {});
      return newToolContent({ name: current.name, ...objectFrom(change.content, 'content'), ...patch });
    }
    case 'frontend_file': {
      const filename = patch?.filename === undefined ? String(current.filename ?? '') : validateFrontendFilename(patch.filename);
      const content = change.content ?? patch?.content ?? current.content ?? '';
      const folder_path = patch?.folder_path === undefined ? current.folder_path : normalizeFrontendFolderPath(patch.folder_path);
      return { frontend_id: current.frontend_id, filename, content: validateFrontendContent(content, filename), folder_path: folder_path ?? '' };
    }
  }
};

/** The name an asset shows under (the working tree's rule). */
export const nameOf = (data: Record<string, unknown> | null): string => assetNameOf(data);

const FOLDERS: Record<AssetType, string> = {
  entity: 'entities',
  script: 'scripts',
  prompt: 'prompts',
  tool: 'tools',
  logic_file: 'logic',
  frontend_file: 'frontend',
};

/** Where an asset shows in the agent's view of the game ('/game' is the working directory). */
export const pathOf = (type: AssetType, data: Record<string, unknown>): string => {
  const name = nameOf(data) || 'untitled';
  const structured = type === 'entity' || type === 'tool';
  return `${FOLDERS[type]}/${name}${structured && !name.endsWith('.json') ? '.json' : ''}`;
};

/** The asset as text: the code or template of text assets, pretty JSON of entities and tools. */
export const textOf = (type: AssetType, data: Record<string, unknown>): string => {
  switch (type) {
    case 'script':
    case 'logic_file':
    case 'prompt':
    case 'frontend_file':
      return typeof data.content === 'string' ? data.content : '';
    case 'entity':
    case 'tool':
      return `${JSON.stringify(data, null, 2)}\n`;
  }
};

/** The `asset` of a create_asset result: the new asset as its type's read answers it. */
export const assetShape = (type: AssetType, id: string, data: Record<string, unknown>): Record<string, unknown> => {
  switch (type) {
    case 'entity': {
      const entity = entityContentOf(data);
      const attributes = Object.assign({}, ...Object.values(entity.component_state).map((c) => c.fieldData)) as Record<string, unknown>;
      return { id, ...entity, components: Object.keys(entity.component_state), attributes, ...(typeof data.image === 'string' ? { image: data.image } : {}) };
    }
    case 'script': {
      const script = scriptContentOf(data);
      return {
        id,
        name: script.name,
        script_content: script.content,
        content: script.content,
        parsed_content: { module_blocks: script.module_blocks, script_components: script.script_components },
      };
    }
    case 'prompt': {
      const prompt = promptContentOf(data);
      return { id, ...prompt, parameters: prompt.variables.map((v) => v.name) };
    }
    case 'tool': {
      const tool = toolContentOf(data);
      return { id, ...tool, function_name: tool.openai_format.function.name, parameters: tool.schema };
    }
    case 'logic_file':
      return { id, ...logicFileContentOf(data) };
    case 'frontend_file':
      return { id, name: nameOf(data), filename: data.filename, content: data.content, folder_path: data.folder_path, frontend_id: data.frontend_id };
  }
};
