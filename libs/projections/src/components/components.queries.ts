import type { ReadDb } from '../read-db.js';
import { toComponentView, type ComponentRow, type ComponentView } from './components.read-model.js';

// The queries the API runs on `components`. Keys (slug, alias) arrive lower-cased and trimmed by the caller.

export const componentById = async (db: ReadDb, id: string): Promise<ComponentView | null> => {
  const [row] = await db.query<ComponentRow>(`SELECT * FROM ${db.table('components')} WHERE id = $1::uuid`, [id]);
  return row ? toComponentView(row) : null;
};

/** By slug or alias: the game's components first (with `gameId`), then the global ones, a slug before an alias. */
export const componentByName = async (db: ReadDb, key: string, gameId: string | null): Promise<ComponentView | null> => {
  const [row] = await db.query<ComponentRow>(
    `SELECT * FROM ${db.table('components')}
      WHERE (slug = $1 OR $1 = ANY(aliases)) AND (game_id IS NULL OR game_id = $2::uuid)
      ORDER BY (game_id IS NULL), (slug = $1) DESC, created_at, id LIMIT 1`,
    [key, gameId],
  );
  return row ? toComponentView(row) : null;
};

/** The global components, plus the game's with `gameId`; by slug, a game's before a global one of the same slug. */
export const componentsInScope = async (db: ReadDb, gameId: string | null): Promise<ComponentView[]> => {
  const rows = await db.query<ComponentRow>(
    `SELECT * FROM ${db.table('components')} WHERE game_id IS NULL OR game_id = $1::uuid ORDER BY slug, (game_id IS NULL), id`,
    [gameId],
  );
  return rows.map(toComponentView);
};

/** Components of the game's scope or the global one that carry this alias, oldest first. */
export const componentsWithAlias = (db: ReadDb, alias: string, gameId: string | null): Promise<{ id: string; game_id: string | null }[]> =>
  db.query<{ id: string; game_id: string | null }>(
    `SELECT id::text, game_id::text FROM ${db.table('components')}
      WHERE $1 = ANY(aliases) AND (game_id IS NULL OR game_id = $2::uuid) ORDER BY created_at, id`,
    [alias, gameId],
  );

/** The slugs and aliases of the other components of one scope (a game's, or the global one with null). */
export const componentNamesInScope = (db: ReadDb, gameId: string | null, exceptId: string): Promise<{ id: string; slug: string; aliases: string[] }[]> =>
  db.query<{ id: string; slug: string; aliases: string[] }>(
    `SELECT id::text, slug, aliases FROM ${db.table('components')} WHERE game_id IS NOT DISTINCT FROM $1::uuid AND id <> $2::uuid`,
    [gameId, exceptId],
  );
