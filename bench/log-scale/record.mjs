// A studio's log as the studio itself writes it: a built studio on an embedded database, driven over HTTP as its
// users drive it (bench/play-load's publishGame, the timeline's save states, reviews, edits, play, an erasure),
// then its events read back in order through the studio's own store (decrypted: a copy is encrypted again for
// its own subjects when it is appended, bench/log-scale/copies.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { START } from '../../libs/event-store/dist/index.js';
import { newPlayer } from '../play-load/drive.mjs';
import { agentTurn, clickActionOf, publishGame, studioEnv } from '../play-load/game.mjs';
import { signUp, startStudio } from '../support/studio.mjs';
import { openStudioStore } from './studio-store.mjs';

/** What one recorded studio does; `scale` multiplies the repeated parts (players, actions, edits, saves). */
const planOf = (scale) => ({ players: 4 * scale, actions: 15, edits: 6 * scale, saves: 6 * scale, turns: 1 + scale });

const PROMPT = 'Make an idle clicker game about baking cookies';

/** The creator's part after publishing: more agent turns, reviews, hand edits, a component, a checkpoint, save states on a timeline. */
const create = async (url, game, plan) => {
  const { creator, gameId, agentSessionId } = game;
  for (let i = 1; i < plan.turns; i++) await agentTurn(creator, agentSessionId, `Add an upgrade that doubles cookies per click (${i})`);
  await creator.json('POST', '/create/versioning/pending-changes/accept-all', { json: { game_id: gameId } });
  const prompt = (await creator.json('POST', `/create/mechanic/create-prompt-library-object/${gameId}/`, { json: { name: 'tone', content: 'Warm and cosy.' } })).data.id;
  for (let i = 0; i < plan.edits; i++) await creator.json('POST', `/create/mechanic/edit-prompt-library-object/${gameId}/`, { json: { id: prompt, content: `Warm and cosy, take ${i}.` } });
  const component = await creator.json('POST', '/create/components/create', {
    json: { game_id: gameId, slug: 'cookie-jar', name: 'Cookie jar', fieldSchema: { capacity: { type: 'number', default: 100 } } },
  });
  await creator.json('PATCH', `/create/components/${component.component.id}/update?game_id=${gameId}`, { json: { name: 'Cookie jar (big)' } });
  await creator.json('POST', `/create/checkpoint/${gameId}/create/`, { json: { title: 'Tone' } });
  const started = await creator.json('POST', `/play/start-game/${gameId}/`, { json: { forceNew: true }, headers: { 'x-creation-canvas': 'true' } });
  const saved = [];
  for (let i = 0; i < plan.saves; i++) {
    const state = { ...started.entity_state, tick: i };
    saved.push((await creator.json('POST', `/play/timeline/${started.session_id}/checkpoints/create/`, { json: { marker_label: `save ${i}`, ecs_state: state } })).checkpoint_id);
    // A restore of an earlier save now and then: the timeline branches.
    if (i % 3 === 2) await creator.json('POST', `/play/timeline/${started.session_id}/restore/`, { json: { checkpoint_id: saved[i - 1] } });
  }
};

/** Anonymous players of the published game, each clicking `actions` times; then one signed-in player plays and erases their account. */
const play = async (url, game, plan, action) => {
  for (let p = 0; p < plan.players; p++) {
    const player = await newPlayer(url, game.gameId);
    for (let i = 0; i < plan.actions; i++) {
      const answer = await player.act(action, {});
      if (answer.status !== 200) throw new Error(`A play action answered ${answer.status}: ${JSON.stringify(answer.body ?? answer.error?.message)}`);
    }
  }
  const leaving = await signUp(url);
  await leaving.json('POST', `/play/start-game/${game.gameId}/`, { json: {} });
  await leaving.json('POST', '/api/user/erase', { json: { password: leaving.user.password, confirm: true } });
};

/**
 * Records a studio's log: returns its events ({ id, streamId, type, data, metadata }, oldest first, data decrypted).
 * `scale` 1 makes a few hundred events; the copies make the rest.
 */
export const recordStudio = async ({ scale = 1, log = () => {} } = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tempest-log-scale-record-'));
  try {
    const plan = planOf(scale);
    // The offline agent's turns cost tokens here, as a model's do.
    const studio = await startStudio({ ...studioEnv({ database: 'pglite', dataDir }), OFFLINE_AGENT_TOKENS_PER_TURN: '40' });
    try {
      log(`recording a studio at ${studio.url}: ${JSON.stringify(plan)}`);
      const game = await publishGame(studio.url, PROMPT);
      const action = clickActionOf(game.scripts);
      if (!action) throw new Error('The recorded game has no click action');
      await create(studio.url, game, plan);
      await play(studio.url, game, plan, action);
    } finally {
      await studio.stop();
    }
    // The studio has stopped: its data directory is free to open with the studio's own store (decrypting).
    const opened = await openStudioStore({ DATA_DIR: dataDir });
    try {
      const events = [];
      for (let at = START; ; ) {
        const page = await opened.infra.store.readAll(at, 5000);
        for (const e of page.events) events.push({ id: e.id, streamId: e.streamId, type: e.type, data: e.data, metadata: e.metadata });
        at = page.next;
        if (page.isEnd) break;
      }
      return events;
    } finally {
      await opened.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
