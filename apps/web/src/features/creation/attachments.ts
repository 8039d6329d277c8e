import type { ContextItem } from '@tempest/contracts';

/** Each attachment at most 10 MB (docs/api-agent.md, Attachments). */
export const MAX_ATTACHMENT_BYTES = 10_485_760;
/** Images, .pdf and .txt (the file picker's filter; docs/api-agent.md, The prompt screen). */
export const ATTACH_ACCEPT = 'image/*,.pdf,.txt';
/** The name of a pasted image that comes without one. */
export const PASTED_IMAGE_NAME = 'pasted-image.png';

/** What a File offers that these rules need (a plain object in tests). */
export type FileLike = { name: string; type: string; size: number };

const MIME_BY_EXTENSION: Record<string, string> = { pdf: 'application/pdf', txt: 'text/plain' };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function mimeTypeOf(file: FileLike): string {
  return file.type || MIME_BY_EXTENSION[extensionOf(file.name)] || 'application/octet-stream';
}

/** The picker's filter can be switched off by the user; the same rule is applied again here. */
export function isAcceptedAttachment(file: FileLike): boolean {
  const mime = mimeTypeOf(file);
  return mime.startsWith('image/') || mime === 'application/pdf' || mime === 'text/plain';
}

/** Why a chosen file cannot be attached (the texts of docs/api-agent.md, The prompt screen), or null when it can. */
export function chosenFileProblem(file: FileLike): string | null {
  if (!isAcceptedAttachment(file)) return `File "${file.name}" is not supported. Attach images, PDF or text files.`;
  if (file.size > MAX_ATTACHMENT_BYTES) return `File "${file.name}" is too large. Maximum size is 10MB.`;
  return null;
}

/** Why a pasted image cannot be attached, or null when it can. */
export function pastedImageProblem(file: FileLike): string | null {
  return file.size > MAX_ATTACHMENT_BYTES ? 'Pasted image is too large. Maximum size is 10MB.' : null;
}

export function pastedImageName(file: FileLike): string {
  return file.name.trim() || PASTED_IMAGE_NAME;
}

/** The attachment sent as a context item and kept in session storage for the dashboard. */
export function buildAttachment(id: string, name: string, file: FileLike, content: string): ContextItem {
  return { id, name, type: 'file_upload', data: { filename: name, mimeType: mimeTypeOf(file), size: file.size, content } };
}

type ClipboardItemLike = { kind: string; type: string; getAsFile(): File | null };

/**
 * The images of a paste. A clipboard that also holds plain text (a copied document, a web page
 * selection) is a text paste: its rendered picture is not what the user meant to attach.
 */
export function pastedImages(items: ArrayLike<ClipboardItemLike>): File[] {
  const list = Array.from(items);
  if (list.some((item) => item.kind === 'string' && item.type === 'text/plain')) return [];
  return list
    .filter((item) => item.kind === 'file' && item.type.startsWith('image/'))
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${Math.round(size / 1024)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}
