import { avatarPathOf, type GameCard } from '@tempest/projections';

export type { GameCard };

/** The columns of the `games` read model a card needs. */
export type GameCardRow = { id: string; name: string; description: string; creator_id: string; creator_name: string | null };

/** Cover images, publishing, tags and cloning do not exist yet: a card shows the defaults (the web app draws the default image). */
export const toGameCard = (row: GameCardRow, creatorName: string): GameCard => ({
  id: row.id,
  title: row.name,
  description: row.description,
  image: null,
  published: false,
  nsfw: false,
  category_tags: '',
  isCloneable: false,
  creator: { id: row.creator_id, name: row.creator_name ?? creatorName, avatar: avatarPathOf(row.creator_id) },
});
