import type { FilePart, ImagePart, TextPart } from 'ai';
import { listOf } from '@tempest/offline-model';
import { ASSET_TYPE_WORDS } from '@tempest/contracts';
import type { AttachedAsset } from './context-assets.js';
import type { ResolvedItem } from './context-store.js';
import type { ContextFile } from './context-items.js';

/** What the offline agent reads of one text attachment, and of all of them together (characters). */
export const OFFLINE_TEXT_PER_FILE = 4_000;
export const OFFLINE_TEXT_TOTAL = 12_000;

const TEXT_NAME = /\.(?:txt|md|markdown|csv|json)$/i;
export const isTextFile = (file: ContextFile): boolean => file.mimeType.startsWith('text/') || file.mimeType === 'application/json' || TEXT_NAME.test(file.name);
const isImage = (file: ContextFile): boolean => file.mimeType.startsWith('image/');
const isPdf = (file: ContextFile): boolean => file.mimeType === 'application/pdf';

const names = (items: { ref: { name: string; id: string } }[]): string => items.map((i) => `"${i.ref.name || i.ref.id}"`).join(', ');
const textOf = (file: ContextFile): string => file.data.toString('utf8');

const lineCount = (text: string): number => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
// The chat renders Markdown: an asset's name shows as code, as a path would.
const assetName = (asset: AttachedAsset): string => `the ${ASSET_TYPE_WORDS[asset.type]} \`${(asset.ref.name || asset.ref.id).replaceAll('`', "'")}\``;

/**
 * Pure: what the offline agent says first about the game's assets attached to the message: which it has
 * (a text asset with its length), and which are no longer in the game. Their text is not analysed as the
 * request: a script's code would read as words of the message.
 */
export const assetNotes = (assets: AttachedAsset[]): string[] => {
  const held = assets.filter((a) => a.text !== null);
  const gone = assets.filter((a) => a.text === null);
  const described = held.map((a) => (a.type === 'entity' || a.type === 'tool' ? assetName(a) : `${assetName(a)} (${lineCount(a.text!)} lines)`));
  const notes: string[] = [];
  if (held.length > 0) notes.push(`You attached ${listOf(described)}.`);
  if (gone.length > 0) notes.push(`${listOf(gone.map(assetName)).replace(/^t/, 'T')} you attached ${gone.length === 1 ? 'is' : 'are'} no longer in this game.`);
  return notes;
};

/**
 * Pure: what the offline agent analyses — the message with its text attachments appended (so a .txt that
 * describes the game shapes it) — and what it says about the rest: images and PDFs it cannot read, files
 * this process no longer holds, text it cut, the game's assets attached.
 */
export const offlineInput = (content: string, items: ResolvedItem[], assets: AttachedAsset[] = []): { text: string; notes: string[] } => {
  const held = items.filter((i): i is ResolvedItem & { file: ContextFile } => i.file !== null);
  const texts = held.filter((i) => isTextFile(i.file));
  const images = held.filter((i) => isImage(i.file));
  const other = held.filter((i) => !isTextFile(i.file) && !isImage(i.file));
  const gone = items.filter((i) => i.file === null);
  const notes: string[] = assetNotes(assets);
  let text = content;
  let room = OFFLINE_TEXT_TOTAL;
  for (const { ref, file } of texts) {
    const whole = textOf(file);
    const kept = whole.slice(0, Math.min(OFFLINE_TEXT_PER_FILE, room));
    room -= kept.length;
    text += `\n\n${kept}`;
    if (kept.length < whole.length) notes.push(`I read the first ${kept.length.toLocaleString('en-US')} characters of "${ref.name || ref.id}".`);
  }
  if (images.length > 0) notes.push(`I can't look at images offline (${names(images)}); I used your text.`);
  const pdfs = other.filter((i) => isPdf(i.file));
  if (pdfs.length > 0) notes.push(`I can't read PDFs offline (${names(pdfs)}).`);
  const rest = other.filter((i) => !isPdf(i.file));
  if (rest.length > 0) notes.push(`I can't read ${names(rest)} offline.`);
  if (gone.length > 0) notes.push(`The server no longer holds ${names(gone)}; attach it again if it matters.`);
  return { text, notes };
};

type UserPart = TextPart | ImagePart | FilePart;

/**
 * Pure: a user message for a model (ai SDK message parts): the text, then each attachment — an image as an
 * image part, text decoded as a text part, a PDF as a file part — and a note for what cannot be given; then
 * each attached asset of the game as a text part with its path and its text as it is now.
 */
export const modelUserContent = (content: string, items: ResolvedItem[], assets: AttachedAsset[] = []): string | UserPart[] => {
  if (items.length === 0 && assets.length === 0) return content;
  const parts: UserPart[] = [{ type: 'text', text: content }];
  for (const asset of assets) {
    const id = `id ${asset.ref.id}`;
    if (asset.text === null) parts.push({ type: 'text', text: `(The attached ${ASSET_TYPE_WORDS[asset.type]} "${asset.ref.name || asset.ref.id}", ${id}, is no longer in this game.)` });
    else parts.push({ type: 'text', text: `Attached ${ASSET_TYPE_WORDS[asset.type]} "${asset.ref.name}" (${asset.path}, ${id}):\n${asset.text}` });
  }
  for (const { ref, file } of items) {
    const name = ref.name || ref.id;
    if (file === null) parts.push({ type: 'text', text: `(The attachment "${name}" is no longer held by the server.)` });
    else if (isImage(file)) parts.push({ type: 'image', image: file.data, mediaType: file.mimeType });
    else if (isTextFile(file)) parts.push({ type: 'text', text: `Attached file "${name}":\n${textOf(file)}` });
    else if (isPdf(file)) parts.push({ type: 'file', data: file.data, mediaType: 'application/pdf', filename: name });
    else parts.push({ type: 'text', text: `(The attachment "${name}" is a ${file.mimeType} file, which cannot be given to the model.)` });
  }
  return parts;
};
