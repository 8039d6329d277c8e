// The code placeholders of the game templates, with their types, so that the templates type-check as they
// stand. The offline agent writes each as a JSON literal of a value of this type (../fill-template.ts,
// CodeSlots). Text placeholders (__BACKGROUND__, __SURFACE__, __PRIMARY__, __ACCENT__, __TEXT__,
// __UPGRADE_COUNT__) only stand inside strings and need no declaration, except the style preset, which
// stands as a whole JSX attribute value (`preset={__PRESET__}` becomes `preset="retro"`).

/** The game's title. */
declare const __TITLE__: string;
/** The game's premise in the prompt's words, under the title ("You play a drummer crab keeping the beat on bongos."). */
declare const __STORY__: string;
/** The line under the title that says how to play. */
declare const __HELP__: string;
/** What the score counts ("Coins"). */
declare const __SCORE_LABEL__: string;
/** The clicker's main button. */
declare const __COLLECT_TEXT__: string;
declare const __HERO_NAME__: string;
declare const __ENEMY_NAME__: string;
/** Shown when the player wins. */
declare const __WIN_TEXT__: string;
/** Shown when the game is over (lost, or the quiz finished). */
declare const __GAME_OVER_TEXT__: string;
/** Key → game action (see hooks.ts, KeyAction). */
declare const __KEYS__: Record<string, { action: string; args?: Record<string, string | number> }>;
/** The keys a phone player needs on screen (KeyboardEvent.key values; [] when everything can be tapped). */
declare const __ON_SCREEN_KEYS__: string[];
/** Seconds between the game's ticks. */
declare const __TICK_SECONDS__: number;
/** Tile colours of the match-3 board, one per tile kind. */
declare const __TILE_COLOURS__: string[];
declare const __PRESET__: import('@tempest/game-sdk').StylePresetName;
/** The prompt's world as the lane, hop and maze games draw it: names and emoji sprites (../sprite-emoji.ts). */
declare const __WORLD__: {
  hero: string;
  heroSprite: string;
  enemies: { name: string; sprite: string }[];
  items: { name: string; sprite: string }[];
  place: string;
  placeSprite: string;
};
