import { DomainError, AGENT_ATTACHMENT_MAX_BYTES, ASSET_TYPES, attachmentTooLargeText, CONTEXT_ITEM_TYPE, isAssetType, type AgentContextItemRef } from '@tempest/domain';

/** An attachment as the creator sent it at init (docs/api-agent.md, Attachments), decoded. */
export type ContextFile = { id: string; name: string; mimeType: string; size: number; data: Buffer };

const ID_MAX = 200;
const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),([\s\S]*)$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const invalid = (index: number, message: string): DomainError => new DomainError('request.invalid', message, { field: `context_items.${index}` });

/** Pure: `data:<type>[;base64],<payload>` decoded; a broken one is refused naming the item. */
const decodeDataUrl = (url: string, name: string, index: number): { mimeType: string; data: Buffer } => {
  const match = DATA_URL.exec(url);
  if (match === null) throw invalid(index, `context_items[${index}] ("${name}") must hold its content as a data URL (data:<type>;base64,…)`);
  const [, type, params, payload] = match;
  const isBase64 = params.split(';').includes('base64');
  if (isBase64) {
    const clean = payload.replace(/\s+/g, '');
    // Checked before decoding, so a huge body is refused without being copied again.
    if (Math.floor((clean.length * 3) / 4) - (clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0) > AGENT_ATTACHMENT_MAX_BYTES) throw invalid(index, attachmentTooLargeText(name));
    if (!BASE64.test(clean) || clean.length % 4 === 1) throw invalid(index, `context_items[${index}] ("${name}") has content that is not valid base64`);
    return { mimeType: type || 'application/octet-stream', data: Buffer.from(clean, 'base64') };
  }
  try {
    return { mimeType: type || 'text/plain', data: Buffer.from(decodeURIComponent(payload), 'utf8') };
  } catch {
    throw invalid(index, `context_items[${index}] ("${name}") has content that is not a valid data URL`);
  }
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Pure: one item's id, type and name, checked (id a non-empty string, type 'file_upload' or an asset type). */
const refOf = (item: unknown, index: number): AgentContextItemRef & { raw: Record<string, unknown> } => {
  if (!isObject(item) || typeof item.id !== 'string' || item.id.trim() === '' || item.id.length > ID_MAX) {
    throw invalid(index, `context_items[${index}] needs an id (a string of 1 to ${ID_MAX} characters)`);
  }
  if (item.type !== CONTEXT_ITEM_TYPE && !isAssetType(item.type)) {
    throw invalid(index, `context_items[${index}].type must be '${CONTEXT_ITEM_TYPE}' or an asset type (${ASSET_TYPES.join(', ')})`);
  }
  const data = isObject(item.data) ? item.data : {};
  const name = typeof item.name === 'string' && item.name.trim() ? item.name : typeof data.filename === 'string' ? data.filename : '';
  return { id: item.id, type: item.type, name, raw: item };
};

/** Pure: the list, from JSON text (a query) or as is. */
const listOf = (raw: unknown): unknown[] => {
  if (raw === undefined || raw === null || raw === '') return [];
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw new DomainError('request.invalid', 'context_items must be a JSON list', { field: 'context_items' });
    }
  }
  if (!Array.isArray(list)) throw new DomainError('request.invalid', 'context_items must be a list', { field: 'context_items' });
  return list;
};

/**
 * Pure: the context items of an init or generate body — an attachment `{ id, type: 'file_upload', name?, data }`
 * with `data` a data URL or `{ filename, mimeType, size, content: <data URL> }`, at most 10 MB decoded; or, where
 * `assets` allows it (init), one of the game's assets `{ id, type: <asset type>, name? }` — as the refs the
 * session records ({ id, type, name }) and the decoded files. Anything else is 400 `request.invalid`. Whether an
 * asset ref names an asset of the game is the caller's check (context-assets.ts).
 */
export const parseContextItems = (raw: unknown, options: { assets?: boolean } = {}): { refs: AgentContextItemRef[]; files: ContextFile[] } => {
  const refs: AgentContextItemRef[] = [];
  const files: ContextFile[] = [];
  listOf(raw).forEach((item, index) => {
    const { raw: body, ...ref } = refOf(item, index);
    if (ref.type !== CONTEXT_ITEM_TYPE) {
      if (!options.assets) throw invalid(index, `context_items[${index}].type must be '${CONTEXT_ITEM_TYPE}'`);
      refs.push(ref);
      return;
    }
    const data = body.data;
    const url = typeof data === 'string' ? data : isObject(data) && typeof data.content === 'string' ? data.content : null;
    if (url === null) throw invalid(index, `context_items[${index}] ("${ref.name}") needs its data: a data URL, or { filename, mimeType, size, content }`);
    const decoded = decodeDataUrl(url, ref.name || ref.id, index);
    if (decoded.data.length > AGENT_ATTACHMENT_MAX_BYTES) throw invalid(index, attachmentTooLargeText(ref.name || ref.id));
    const declared = isObject(data) && typeof data.mimeType === 'string' && data.mimeType.trim() ? data.mimeType.trim().toLowerCase() : null;
    refs.push(ref);
    files.push({ id: ref.id, name: ref.name, mimeType: declared ?? decoded.mimeType.toLowerCase(), size: decoded.data.length, data: decoded.data });
  });
  return { refs, files };
};

/** Pure: the refs a stream request names (`[{ id, type }]`, as JSON in the query); their data was given to init. */
export const contextItemRefsOf = (raw: unknown): AgentContextItemRef[] =>
  listOf(raw).map((item, index) => {
    const { raw: _body, ...ref } = refOf(item, index);
    return ref;
  });
