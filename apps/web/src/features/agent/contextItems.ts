import type { AgentContextItem, ContextItemRef } from './agentTypes';

/** Spec 1 §7: the attachments of a new game wait in session storage under this key. */
export const contextItemsKey = (gameId: string): string => `game_context_items_${gameId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function contextItemOf(value: unknown): AgentContextItem | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string' || !isRecord(value.data)) return null;
  const { filename, mimeType, size, content } = value.data;
  if (typeof filename !== 'string' || typeof mimeType !== 'string' || typeof size !== 'number' || typeof content !== 'string') return null;
  return { id: value.id, name: value.name, type: 'file_upload', data: { filename, mimeType, size, content } };
}

/** The stored attachments (a broken entry is left out; unreadable JSON is none). */
export function parseContextItems(raw: string | null): AgentContextItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.map(contextItemOf).filter((item): item is AgentContextItem => item !== null) : [];
  } catch {
    return [];
  }
}

/** Reads the game's stored attachments once: the key is removed. */
export function takeStoredContextItems(storage: Pick<Storage, 'getItem' | 'removeItem'>, gameId: string): AgentContextItem[] {
  const key = contextItemsKey(gameId);
  const items = parseContextItems(storage.getItem(key));
  storage.removeItem(key);
  return items;
}

export const contextItemRefs = (items: readonly AgentContextItem[]): ContextItemRef[] => items.map(({ id, name, type }) => ({ id, name, type }));
