import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { tokenStreamId } from '@tempest/domain';
import { completionJson, startScriptedServer, type ScriptedReply, type ScriptedServer } from '../support/scripted-openai-server.js';
import { TokenLedger } from '../../apps/api/src/tokens/token-ledger.service.js';
import { databaseTargets } from '../support/databases.js';
import { startTestAppOn, type TestApp } from '../support/test-app.js';
import { newClient, signUp, type Client } from '../support/users.js';

const ROUTE = '/create/mechanic/send-message-code-assistant/';

const CODE = `import { Button, useGameAction } from '@tempest/game-sdk';

export default function App() {
  const { dispatch } = useGameAction();
  return <Button text="Click" onClick={() => void dispatch('click')} />;
}
`;

let reply: () => ScriptedReply = () => ({ kind: 'json', body: completionJson('', 0, 0) });

describe.each(databaseTargets())('the code assistant on %s', (target) => {
  let app: TestApp;
  let server: ScriptedServer;
  let creator: Client;
  let creatorId: string;
  let ledger: TokenLedger;
  let gameId: string;

  const consumed = async (userId: string) =>
    (await app.infra.store.readStream(tokenStreamId(userId))).filter((e) => e.type === 'TokensConsumed').map((e) => e.data as { amount: number; reason: string; model: string });

  beforeAll(async () => {
    server = await startScriptedServer(() => reply());
    process.env.OPENAI_COMPATIBLE_BASE_URL = server.baseUrl;
    process.env.OPENAI_COMPATIBLE_MODELS = 'scripted-model';
    app = await startTestAppOn(target);
    const signed = await signUp(app.url);
    creator = signed.client;
    creatorId = signed.id;
    ledger = app.app.get(TokenLedger);
    gameId = (await creator.post('/api/games', { name: 'Clicker' }).expect(201)).body.id;
  }, 60_000);
  afterAll(async () => {
    delete process.env.OPENAI_COMPATIBLE_BASE_URL;
    delete process.env.OPENAI_COMPATIBLE_MODELS;
    await app?.close();
    await server?.close();
  });

  it('refuses strangers, other creators, unknown games and bad bodies, charging nothing', async () => {
    const body = { message: 'What does this do?', game_id: gameId, current_code: CODE };
    expect((await (await newClient(app.url)).post(ROUTE, body)).status).toBe(401);
    const other = await signUp(app.url);
    expect((await other.client.post(ROUTE, body).expect(403)).body.code).toBe('game.forbidden');
    expect((await creator.post(ROUTE, { ...body, game_id: randomUUID() }).expect(404)).body.code).toBe('game.not_found');
    for (const bad of [{}, { ...body, message: '   ' }, { ...body, message: 5 }, { ...body, game_id: 'nope' }, { ...body, current_code: undefined }, { ...body, current_code: 7 }, { ...body, extra: 1 }]) {
      const refused = await creator.post(ROUTE, bad).expect(400);
      expect(refused.body).toMatchObject({ code: 'request.invalid', error: expect.any(String) });
    }
    // The limits: a message as long as an agent message (100,000 characters), code as long as a script (500,000).
    expect((await creator.post(ROUTE, { ...body, message: 'x'.repeat(100_001) }).expect(400)).body.error).toBe('message must be at most 100000 characters');
    expect((await creator.post(ROUTE, { ...body, current_code: 'x'.repeat(500_001) }).expect(400)).body.error).toBe('current_code must be at most 500000 characters');
    await creator.post(ROUTE, { ...body, message: 'x'.repeat(100_000), current_code: 'x'.repeat(500_000) }).expect(200);
    expect(await consumed(creatorId)).toEqual([]);
  });

  it('answers offline about the code it was sent, honestly, and for free by default', async () => {
    const balance = await ledger.balanceOf(creatorId);
    const answer = await creator.post(ROUTE, { message: 'What does this do?', game_id: gameId, current_code: CODE }).expect(200);
    const response = answer.body.response as string;
    expect(Object.keys(answer.body)).toEqual(['response']);
    expect(response).toContain('no language model runs here');
    expect(response).toContain('Your code is 6 lines of TypeScript/React');
    expect(response).toContain('- Components: App');
    expect(response).toContain('- Game actions it dispatches: click');
    // OFFLINE_AGENT_TOKENS_PER_TURN is unset: the offline assistant takes nothing and writes no ledger event.
    expect(await ledger.balanceOf(creatorId)).toBe(balance);
    expect((await consumed(creatorId)).filter((c) => c.reason === 'Code assistant')).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('answers "how do I …" offline with an SDK snippet for this code, and fixes a build error it is sent', async () => {
    const ask = async (message: string, code = CODE) => (await creator.post(ROUTE, { message, game_id: gameId, current_code: code }).expect(200)).body.response as string;
    const loop = await ask('How do I move a sprite every frame?');
    expect(loop).toContain('```tsx\nfunction Mover() {');
    expect(loop).toContain("Add this import at the top of the file:\n```tsx\nimport { useState } from 'react';\n```");
    expect(loop).toContain("Replace your import from '@tempest/game-sdk' (line 1) with:\n```tsx\nimport { Button, useGameAction, useGameLoop } from '@tempest/game-sdk';\n```");
    const typo = CODE.replace('useGameAction();', 'useGameActon();');
    const fixed = await ask("Location: index.tsx:4:24\nError: Cannot find name 'useGameActon'. Did you mean 'useGameAction'?", typo);
    expect(fixed).toContain("Fix: I changed 'useGameActon' to 'useGameAction' on line 4. Select line 4 and use Replace selection with:\n```tsx\n  const { dispatch } = useGameAction();\n```");
    expect(server.requests).toHaveLength(0);
  });

  it('charges the offline answer what a host configured for an offline turn (OFFLINE_AGENT_TOKENS_PER_TURN)', async () => {
    const charging = await startTestAppOn(target, { offlineAgentTokensPerTurn: 3 });
    try {
      const signed = await signUp(charging.url);
      const game = (await signed.client.post('/api/games', { name: 'Paid' }).expect(201)).body.id as string;
      const paidLedger = charging.app.get(TokenLedger);
      const balance = await paidLedger.balanceOf(signed.id);
      await signed.client.post(ROUTE, { message: 'What does this do?', game_id: game, current_code: CODE }).expect(200);
      expect(await paidLedger.balanceOf(signed.id)).toBe(balance - 3);
      const events = await charging.infra.store.readStream(tokenStreamId(signed.id));
      expect(events.filter((e) => e.type === 'TokensConsumed').map((e) => e.data)).toEqual([expect.objectContaining({ amount: 3, reason: 'Code assistant', model: 'tempest-offline' })]);
    } finally {
      await charging.close();
    }
  });

  it('asks the user\'s assistant model once, without streaming, and charges its usage', async () => {
    await creator.post('/api/user/model-preferences', { assistant_model: 'scripted-model' }).expect(200);
    reply = () => ({ kind: 'json', body: completionJson('It shows a button that dispatches click.', 120, 9) });
    const balance = await ledger.balanceOf(creatorId);
    const answer = await creator.post(ROUTE, { message: 'What does this do?', game_id: gameId, current_code: CODE }).expect(200);
    expect(answer.body).toEqual({ response: 'It shows a button that dispatches click.' });
    expect(await ledger.balanceOf(creatorId)).toBe(balance - 129);
    expect((await consumed(creatorId)).at(-1)).toEqual(expect.objectContaining({ amount: 129, reason: 'Code assistant', model: 'scripted-model' }));
    const request = server.requests.at(-1)!.body;
    expect(request.stream).toBeFalsy();
    expect(request.messages?.[0]).toMatchObject({ role: 'system', content: expect.stringContaining('@tempest/game-sdk') });
    expect(request.messages?.[1]).toMatchObject({ role: 'user', content: expect.stringContaining("dispatch('click')") });
  });

  it('answers 502 when the model fails, still charging the call one token', async () => {
    reply = () => ({ kind: 'status', status: 400, body: JSON.stringify({ error: { message: 'bad request upstream' } }) });
    const balance = await ledger.balanceOf(creatorId);
    const failed = await creator.post(ROUTE, { message: 'Why?', game_id: gameId, current_code: CODE }).expect(502);
    expect(failed.body).toMatchObject({ code: 'model.provider_error', error: expect.stringContaining('The model provider failed') });
    expect(await ledger.balanceOf(creatorId)).toBe(balance - 1);
  });

  it('refuses a user with no tokens left: 429 out_of_tokens', async () => {
    const broke = await signUp(app.url);
    const game = (await broke.client.post('/api/games', { name: 'Broke' }).expect(201)).body.id;
    const metadata = { actorId: null, actorKind: 'system' as const, model: null, correlationId: 't', causationId: null, requestId: null, timestamp: new Date().toISOString() };
    await ledger.consume(broke.id, { model: 'tempest-offline', inputTokens: 0, outputTokens: 0, amount: await ledger.balanceOf(broke.id), reason: 'test' }, metadata);
    const refused = await broke.client.post(ROUTE, { message: 'Why?', game_id: game, current_code: '' }).expect(429);
    expect(refused.body).toMatchObject({ error: "You've run out of tokens.", code: 'out_of_tokens', error_code: 'out_of_tokens', next_allocation_days: expect.any(Number) });
  });
});
