// A published game to play in API tests (issue 32's suites): one hero whose counter the game's rules count.
import type { Client } from './users.js';

export const COUNTER_RULES = `def increment(state, by=1):
    for entity in state.values():
        counter = entity.get('counter')
        if counter:
            counter['value'] += by


def slow(state):
    total = 0
    for i in range(400000):
        total += i
    state_value = total
`;

/** A published game with one hero whose counter starts at 10, and rules.py's `increment` and `slow`. */
export const publishedCounter = async (creator: Client): Promise<{ gameId: string; heroId: string }> => {
  const gameId = (await creator.post('/api/games', { name: 'Class Clicker' }).expect(201)).body.id as string;
  const heroId = (await creator.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'hero', component_state: { counter: { componentName: 'Counter', fieldData: { value: 10 } } } }).expect(201)).body.entity.id as string;
  await creator.post(`/create/mechanic/create-custom-script/${gameId}/`, { name: 'rules.py', content: COUNTER_RULES }).expect(201);
  const checkpoint = (await creator.post('/create/versioning/checkpoints/', { game_id: gameId, message: 'v1' }).expect(201)).body.checkpoint_id;
  await creator.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id: checkpoint, publish_message: 'v1' }).expect(200);
  return { gameId, heroId };
};

/** A new session of the game for `player` (its `tempest_player` cookie is set by the first). */
export const startOn = async (player: Client, gameId: string): Promise<string> =>
  (await player.post(`/play/start-game/${gameId}/`).send({ forceNew: true }).expect(200)).body.session_id as string;
