/** The game data's play state (`currentPlayState`, docs/api-games.md). */
export type GamePlayState = {
  current_mode: string;
  available_modes: string[];
  pending_actions: unknown[];
  current_action: unknown;
  completed_actions: unknown[];
  llm_game_context: string;
};

/** Pure: the play state of a game nobody has played yet (and the fallback for an invalid one). */
export const defaultPlayState = (): GamePlayState => ({
  current_mode: 'GAME START',
  available_modes: [],
  pending_actions: [],
  current_action: null,
  completed_actions: [],
  llm_game_context: '',
});
