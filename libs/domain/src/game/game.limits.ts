export const GAME_NAME_MAX = 100;
export const GAME_DESCRIPTION_MAX = 2000;
export const TITLE_CARD_MAX = 2048;
export const CATEGORY_TAGS_MAX = 10;
export const CATEGORY_TAG_MAX_LENGTH = 30;

export const PUBLISH_MESSAGE_MAX = 500;
