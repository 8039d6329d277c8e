import { useCallback, useState } from 'react';
import { buildAttachment, chosenFileProblem, pastedImageName, pastedImageProblem } from '../attachments';
import type { ContextItem } from '@tempest/contracts';

export type AttachmentSource = 'picker' | 'paste';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

// randomUUID exists only in secure contexts; a studio opened over plain http on a LAN address is not one.
function newAttachmentId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `attachment-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

async function toAttachment(file: File, source: AttachmentSource): Promise<ContextItem | string> {
  const problem = source === 'paste' ? pastedImageProblem(file) : chosenFileProblem(file);
  if (problem) return problem;
  const name = source === 'paste' ? pastedImageName(file) : file.name;
  try {
    return buildAttachment(newAttachmentId(), name, file, await readAsDataUrl(file));
  } catch {
    return `File "${name}" could not be read.`;
  }
}

/** The files attached to the prompt, and why the last ones offered could not all be attached. */
export function useAttachments() {
  const [attachments, setAttachments] = useState<ContextItem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const addFiles = useCallback(async (files: File[], source: AttachmentSource) => {
    if (files.length === 0) return;
    const results = await Promise.all(files.map((file) => toAttachment(file, source)));
    const added = results.filter((result): result is ContextItem => typeof result !== 'string');
    const problems = results.filter((result): result is string => typeof result === 'string');
    if (added.length > 0) setAttachments((current) => [...current, ...added]);
    setProblem(problems.length > 0 ? problems.join('\n') : null);
  }, []);

  const remove = useCallback((id: string) => {
    setAttachments((current) => current.filter((attachment) => attachment.id !== id));
    setProblem(null);
  }, []);

  return { attachments, problem, addFiles, remove };
}
