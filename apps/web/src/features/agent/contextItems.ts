import type { AgentContextItem, ContextItem } from '@tempest/contracts';
import type { ContextItemRef } from './agentTypes';

/** The attachments of a new game wait in session storage under this key (docs/api-agent.md, The chat in the studio). */
export const contextItemsKey = (gameId: string): string => `game_context_items_${gameId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function contextItemOf(value: unknown): ContextItem | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string' || !isRecord(value.data)) return null;
  const { filename, mimeType, size, content } = value.data;
  if (typeof filename !== 'string' || typeof mimeType !== 'string' || typeof size !== 'number' || typeof content !== 'string') return null;
  return { id: value.id, name: value.name, type: 'file_upload', data: { filename, mimeType, size, content } };
}

/** The stored attachments (a broken entry is left out; unreadable JSON is none). */
export function parseContextItems(raw: string | null): ContextItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.map(contextItemOf).filter((item): item is ContextItem => item !== null) : [];
  } catch {
    return [];
  }
}

/**
 * Attachments handed from the prompt screen to the dashboard in this page's memory as well: session storage
 * holds about 5 MB, and one attachment may be 10 MB (base64: 13.4 MB). The prompt screen navigates within the
 * app, so memory carries them; session storage (where the dashboard looks) carries what fits across a reload.
 */
const handedOff = new Map<string, unknown[]>();

type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** Hands a new game's attachments to its dashboard: kept in memory, and in session storage when they fit. */
export function handOffContextItems(storage: WritableStorage, gameId: string, items: readonly unknown[]): { storedForReload: boolean } {
  handedOff.set(gameId, [...items]);
  try {
    storage.setItem(contextItemsKey(gameId), JSON.stringify(items));
    return { storedForReload: true };
  } catch {
    // Full or switched off: memory still carries them to the dashboard.
    try {
      storage.removeItem(contextItemsKey(gameId));
    } catch {
      // Nothing to remove.
    }
    return { storedForReload: false };
  }
}

/** Reads the game's handed-off attachments once (memory first, then session storage): both are cleared. */
export function takeStoredContextItems(storage: Pick<Storage, 'getItem' | 'removeItem'>, gameId: string): ContextItem[] {
  const key = contextItemsKey(gameId);
  const inMemory = handedOff.get(gameId);
  handedOff.delete(gameId);
  const items = inMemory ? inMemory.map(contextItemOf).filter((item): item is ContextItem => item !== null) : parseContextItems(storage.getItem(key));
  storage.removeItem(key);
  return items;
}

export const contextItemRefs = (items: readonly AgentContextItem[]): ContextItemRef[] => items.map(({ id, name, type }) => ({ id, name, type }));
