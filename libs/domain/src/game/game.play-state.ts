import type { GamePlayStateItem as GamePlayState } from '@tempest/contracts';

/** The game data's play state (`currentPlayState`, docs/api-games.md): the shared contract's shape. */
export type { GamePlayStateItem as GamePlayState } from '@tempest/contracts';

/** Pure: the play state of a game nobody has played yet (and the fallback for an invalid one). */
export const defaultPlayState = (): GamePlayState => ({
  current_mode: 'GAME START',
  available_modes: [],
  pending_actions: [],
  current_action: null,
  completed_actions: [],
  llm_game_context: '',
});
