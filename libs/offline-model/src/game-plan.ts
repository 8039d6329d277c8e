/** What the offline agent understood from a prompt, and what it builds from it (issue 6). */
export const GAME_KINDS = [
  'clicker', 'quiz', 'adventure', 'dodge', 'platformer', 'snake', 'cards', 'match',
  // Issue 17's genres: lanes, hops and mazes; words, beats, shops and broods.
  'defense', 'racing', 'hop', 'maze', 'typing', 'rhythm', 'tycoon', 'breeding',
] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/**
 * How each kind is named, the one table of it: `noun` ends a generic title ("Space Dodge"), `name` is the kind in
 * the agent's sentences, always followed by "game" ("a space dodge game", "For a maze chase game I can …").
 */
export const KIND_WORDING: Record<GameKind, { noun: string; name: string }> = {
  clicker: { noun: 'Clicker', name: 'clicker' },
  quiz: { noun: 'Quiz', name: 'quiz' },
  adventure: { noun: 'Quest', name: 'text adventure' },
  dodge: { noun: 'Dodge', name: 'dodge' },
  platformer: { noun: 'Jump', name: 'platformer' },
  snake: { noun: 'Snake', name: 'snake' },
  cards: { noun: 'Duel', name: 'card battle' },
  match: { noun: 'Match', name: 'match-3 puzzle' },
  defense: { noun: 'Defense', name: 'tower-defense' },
  racing: { noun: 'Race', name: 'racing' },
  hop: { noun: 'Hop', name: 'hop-to-the-goal' },
  maze: { noun: 'Maze', name: 'maze chase' },
  typing: { noun: 'Typer', name: 'typing' },
  rhythm: { noun: 'Beat', name: 'rhythm' },
  tycoon: { noun: 'Tycoon', name: 'shop tycoon' },
  breeding: { noun: 'Breeder', name: 'breeding' },
};

/** The kind in a sentence, with "game" ("tower-defense game"). */
export const kindGame = (kind: GameKind): string => `${KIND_WORDING[kind].name} game`;

/**
 * Mechanics a prompt's verb composes onto a kind's movement and goal (issue 31 §2, prompt-verbs.ts): "interrogate
 * suspects to find who stole the diamond" → dialogue and a deduction, "water it at the right time" → a timing and
 * growth cycle, "breathes fire at falling meteors to protect a village" → aim and shoot to protect.
 */
export const MECHANICS = ['deduction', 'timing', 'shoot'] as const;
export type MechanicKind = (typeof MECHANICS)[number];

export const MECHANIC_WORDING: Record<MechanicKind, { noun: string; name: string }> = {
  deduction: { noun: 'Mystery', name: 'detective mystery' },
  timing: { noun: 'Keeper', name: 'timing and growing' },
  shoot: { noun: 'Defender', name: 'aim-and-shoot' },
};

/**
 * The verb phrase that chose a mechanic, read from the prompt: the verb as written ("breathes fire at"), its
 * objects (the actors: "suspects", "meteors"), what the purpose clause protects or seeks ("village",
 * "diamond"), and the subject the verb acts on or for ("bonsai tree").
 */
export type Mechanic = { kind: MechanicKind; verb: string; objects: string[]; purpose: string | null; subject: string | null };

/** The game in a sentence: the composed mechanic's name when the plan has one, else the kind's. */
export const planGame = (plan: { kind: GameKind; mechanic?: Mechanic | null }): string =>
  plan.mechanic ? `${MECHANIC_WORDING[plan.mechanic.kind].name} game` : kindGame(plan.kind);

export type Difficulty = 'easy' | 'normal' | 'hard';

/** SDK style presets the offline agent uses (libs/game-sdk README). */
export const STYLE_PRESETS = ['modern', 'fantasy', 'scifi', 'retro', 'cyberpunk', 'horror', 'cartoon', 'elemental', 'neon', 'ancient', 'vintage'] as const;
export type StylePreset = (typeof STYLE_PRESETS)[number];

/** Hex colours, `#rrggbb`. */
export type Palette = { background: string; surface: string; primary: string; accent: string; text: string };

export type GamePlan = {
  prompt: string;
  kind: GameKind;
  title: string;
  /** The setting key (space, forest, lava, …) or 'arcade' when none was named. */
  setting: string;
  /** Setting words found in the prompt, in prompt order. */
  themeWords: string[];
  /** Colour words found in the prompt, in prompt order. */
  colourWords: string[];
  palette: Palette;
  preset: StylePreset;
  /** The player's character, singular ("cat"). */
  hero: string;
  /** Enemies / hazards, plural ("zombies"); at least one. */
  enemies: string[];
  /** Things to collect, plural ("coins"); at least one. */
  items: string[];
  difficulty: Difficulty;
  /** 1 (slowest) … 5 (fastest). */
  speed: number;
  levels: number;
  /** Seconds of a round's timer, or null for none. */
  timer: number | null;
  /** The mechanic the prompt's verb composes onto the kind (absent or null: the kind's own game). */
  mechanic?: Mechanic | null;
};

export type BlueprintEntity = {
  entity_type: string;
  name: string;
  component_state: Record<string, { componentName: string; scriptId: null; fieldData: Record<string, unknown> }>;
};
export type BlueprintScript = { name: string; content: string };
export type BlueprintPrompt = { name: string; description: string; content: string };
export type BlueprintToolField = { name: string; type: string; description: string; required: boolean; enum?: string[] };
export type BlueprintTool = { name: string; description: string; fields: BlueprintToolField[] };
export type BlueprintFile = { filename: string; content: string };

export type GameBlueprint = {
  plan: GamePlan;
  entities: BlueprintEntity[];
  scripts: BlueprintScript[];
  prompts: BlueprintPrompt[];
  tools: BlueprintTool[];
  frontendFiles: BlueprintFile[];
  /** The Python actions the frontend dispatches, main one first. */
  actions: string[];
};
