import type { AgentContextItemRef } from '@tempest/domain';
import type { ContextFile } from './context-items.js';

/** What the process keeps of attachments at most (decoded bytes); the least recently used sessions' go first. */
export const CONTEXT_STORE_MAX_BYTES = 256 * 1024 * 1024;

/** A ref resolved: the file when this process still holds it, else null (the session records only the ref). */
export type ResolvedItem = { ref: AgentContextItemRef; file: ContextFile | null };

/**
 * The attachments sent to init, per session, in this process (the session's events record only
 * `{ id, type, name }`): a stream request names them by id. Bounded: past `maxBytes` the files of the
 * least recently used sessions are dropped; a session's files are gone after a restart.
 */
export class ContextFileStore {
  private readonly sessions = new Map<string, Map<string, ContextFile>>();
  private bytes = 0;

  constructor(private readonly maxBytes = CONTEXT_STORE_MAX_BYTES) {}

  keep(sessionId: string, files: ContextFile[]): void {
    if (files.length === 0) return;
    const held = this.touch(sessionId) ?? new Map<string, ContextFile>();
    for (const file of files) {
      this.bytes -= held.get(file.id)?.size ?? 0;
      held.set(file.id, file);
      this.bytes += file.size;
    }
    this.sessions.set(sessionId, held);
    for (const [id, oldest] of this.sessions) {
      if (this.bytes <= this.maxBytes || id === sessionId) break;
      for (const file of oldest.values()) this.bytes -= file.size;
      this.sessions.delete(id);
    }
  }

  resolve(sessionId: string, refs: AgentContextItemRef[]): ResolvedItem[] {
    const held = refs.length === 0 ? undefined : this.touch(sessionId);
    return refs.map((ref) => {
      const file = held?.get(ref.id) ?? null;
      return { ref: { ...ref, name: ref.name || file?.name || '' }, file };
    });
  }

  /** Bytes held now. */
  size(): number {
    return this.bytes;
  }

  /** The session's files, moved to the most recently used end. */
  private touch(sessionId: string): Map<string, ContextFile> | undefined {
    const held = this.sessions.get(sessionId);
    if (held) {
      this.sessions.delete(sessionId);
      this.sessions.set(sessionId, held);
    }
    return held;
  }
}
