import type { UpdateGameDetails } from './game.commands.js';
import { CATEGORY_TAG_MAX_LENGTH, CATEGORY_TAGS_MAX, GAME_DESCRIPTION_MAX, GAME_NAME_MAX, TITLE_CARD_MAX } from './game.limits.js';
import type { GameDetails } from './game.state.js';
import { DomainError } from '../shared/errors.js';

export const validName = (name: string): string => {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > GAME_NAME_MAX) throw new DomainError('game.invalid_name');
  return trimmed;
};

const DATA_IMAGE = /^data:image\/[a-z0-9][a-z0-9.+-]*(;[a-z0-9.+-]+=[^;,\s]+)*(;base64)?,\S*$/i;
// A path on this site: one leading slash (two would be another host), no spaces or backslashes.
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

const isHttpUrl = (value: string): boolean => {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
};

/** A title card is an image reference an <img> may load: http(s) URL, site path or data:image URL. */
export const validTitleCard = (value: string): string => {
  const ok = value.length <= TITLE_CARD_MAX && (isHttpUrl(value) || SITE_PATH.test(value) || DATA_IMAGE.test(value));
  if (!ok) throw new DomainError('game.invalid_title_card');
  return value;
};

/** Split on commas, trim, lowercase, drop empties and duplicates; at most 10 tags of at most 30 characters. */
export const normaliseCategoryTags = (raw: string): string => {
  const tags = [...new Set(raw.split(',').map((tag) => tag.trim().toLowerCase()).filter((tag) => tag.length > 0))];
  if (tags.length > CATEGORY_TAGS_MAX || tags.some((tag) => tag.length > CATEGORY_TAG_MAX_LENGTH)) {
    throw new DomainError('game.invalid_category_tags');
  }
  return tags.join(',');
};

const nonEmpty = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const validDescription = (description: string): string => {
  if (description.length > GAME_DESCRIPTION_MAX) throw new DomainError('game.invalid_description');
  return description;
};

export type GameDetailsChanges = Partial<Omit<GameDetails, 'titleCard'> & { titleCard: string }>;

/** The details the command asks for, validated and normalised; what it leaves out (or empty) stays. */
const requestedDetails = (input: UpdateGameDetails['data']): GameDetailsChanges => {
  const name = nonEmpty(input.name);
  const description = nonEmpty(input.description);
  const titleCard = nonEmpty(input.titleCard);
  return {
    name: name === undefined ? undefined : validName(name),
    description: description === undefined ? undefined : validDescription(description),
    titleCard: titleCard === undefined ? undefined : validTitleCard(titleCard),
    nsfw: input.nsfw,
    isCloneable: input.isCloneable,
    categoryTags: input.categoryTags === undefined ? undefined : normaliseCategoryTags(input.categoryTags),
  };
};

const DETAIL_KEYS = ['name', 'description', 'titleCard', 'nsfw', 'isCloneable', 'categoryTags'] as const;

/** Pure: only the requested details that differ from the game's current ones. */
export const detailChanges = (current: GameDetails, input: UpdateGameDetails['data']): GameDetailsChanges => {
  const requested = requestedDetails(input);
  const changes: Record<string, unknown> = {};
  for (const key of DETAIL_KEYS) {
    const value = requested[key];
    if (value !== undefined && value !== current[key]) changes[key] = value;
  }
  return changes as GameDetailsChanges;
};
