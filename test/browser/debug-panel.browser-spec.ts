import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { START } from '@tempest/event-store';
import { explained, launchChromium, pageTrail, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

/** A Python action that prints the same line twice: two logs (lines 1 and 2 of its output), not a duplicate. */
const COMBAT = `def attack(state):
    print('hit')
    print('hit')
`;

/**
 * A game that logs 250 lines as it starts (every 50th a warning), then the same log delivered twice (one
 * timestamp), shows how many entities it has, and attacks with a button (a Python game action).
 */
const GAME = `import { useEffect } from 'react';
import { useEntities, useGameAction } from '@tempest/game-sdk';

let logged = false;

export default function App() {
  const entities = useEntities();
  const { dispatch } = useGameAction();
  useEffect(() => {
    if (logged) return;
    logged = true;
    for (let i = 0; i < 250; i += 1) (i % 50 === 0 ? console.warn : console.log)('line ' + i);
    const at = Date.now();
    for (let n = 0; n < 2; n += 1) window.parent.postMessage({ type: 'CONSOLE', level: 'log', args: ['duplicate delivery'], timestamp: at }, '*');
  }, []);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-900 p-6 text-white">
      <h1 className="text-3xl font-bold">Log Storm</h1>
      <p>Entities: <span data-testid="entity-count">{Object.keys(entities).length}</span></p>
      <button className="rounded bg-red-600 px-3 py-1" onClick={() => void dispatch('combat.attack')}>Attack</button>
    </main>
  );
}
`;

/** What the studio page exposes (README, Debugging a game), as far as the test uses it. */
type GameStateWindow = {
  tempestGameState: {
    getState(): { sessionId: string | null; entities: Record<string, unknown> };
    subscribe(listener: (state: { entities: Record<string, unknown> }) => void): () => void;
    createEntity(components?: Record<string, Record<string, unknown>>, entityId?: string): string;
    updateEntity(entityId: string, components: Record<string, Record<string, unknown>>): void;
    selectComponent(entityId: string, component: string): unknown;
    teardown(): void;
  };
};

type StoreProbe = { created: string; heard: number[]; afterTeardown: number; position: unknown; ids: string[] };

/** What a tab sent of its game actions, each way (the socket's GAME_ACTION messages, the POSTs). */
type Sent = { overSocket: string[]; overHttp: string[] };

/** A socket.io EVENT packet of a game action with an ack id, as engine.io carries it: `42<ack id>["play.game-action",{…}]`. */
const GAME_ACTION_PACKET = /^42(\d+)\["play\.game-action",(.*)\]$/s;

/**
 * Passes the tab's socket through, noting each game action it sends; while `refusals` > 0 the studio's answer to
 * one is a busy server's (503 play.busy, Retry-After 1 s), as the gateway would send it, and the action never
 * reaches the studio.
 */
const watchGameActions = (sent: Sent, busy: { refusals: number }) => (ws: WebSocketRoute) => {
  const server = ws.connectToServer();
  ws.onMessage((message) => {
    const packet = typeof message === 'string' ? GAME_ACTION_PACKET.exec(message) : null;
    if (packet) {
      sent.overSocket.push((JSON.parse(packet[2]) as { actionId: string }).actionId);
      if (busy.refusals-- > 0) {
        ws.send(`43${packet[1]}[${JSON.stringify({ status: 503, body: { error: 'The game is busy. Retrying in a moment.', code: 'play.busy' }, retryAfter: 1 })}]`);
        return;
      }
    }
    server.send(message);
  });
};

/** Notes the POSTs of game actions a context's pages send. */
const watchPosts = (context: BrowserContext, sent: Sent) =>
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/play/game-action/')) sent.overHttp.push((request.postDataJSON() as { actionId: string }).actionId);
  });

/** Issue 18, Debug state: the AI chat's debug panel after a game logged 250 lines in two sessions, and window.tempestGameState. */
describe('the debug panel and the game-state store', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: Client;
  let gameId: string;
  let context: BrowserContext;
  let page: Page;
  const sent: Sent = { overSocket: [], overHttp: [] };
  const busy = { refusals: 0 };
  let trail: string[] = [];
  /** What the studio's preview and panel showed, for a failed step's message. */
  const showing = () => ({
    tabs: [...document.querySelectorAll('[data-testid="debug-session-tab"]')].map((tab) => `${tab.textContent} ${tab.getAttribute('aria-selected')}`),
    level: document.querySelector('[data-testid="debug-logs-level"] [data-active]')?.textContent,
    filter: document.querySelector<HTMLInputElement>('[data-testid="debug-logs-filter"]')?.value,
    lines: document.querySelectorAll('[data-testid="debug-log-list"] [data-testid="log-line"]').length,
    logs: document.querySelector('[data-testid="debug-panel"]')?.textContent?.slice(0, 300),
    ready: document.querySelector('[data-testid="frontend-preview"] [data-testid="game-view"]')?.getAttribute('data-ready'),
    preview: document.querySelector('[data-testid="frontend-preview"]')?.textContent?.slice(0, 300),
    session: (window as unknown as GameStateWindow).tempestGameState?.getState().sessionId,
  });
  /** A test of the studio's page whose failure says what the page showed and did. */
  const step = (name: string, steps: () => Promise<void>) => explained(`debug-${name}`, () => page, () => trail, showing, steps);
  const applied = async () => (await app.infra.store.readAll(START, 100_000, { types: ['GameActionApplied'] })).events.length;

  const shot = (p: Page, name: string) => p.screenshot({ path: join(SCREENSHOTS, `debug-${name}.png`) });
  const panel = () => page.getByTestId('agent-chat-panel');
  const tabs = () => page.getByTestId('debug-session-tab');
  const logMessages = () => page.getByTestId('debug-log-list').getByTestId('log-message').allTextContents();
  const canvasReady = () => eventually(async () => expect(await page.getByTestId('frontend-preview').getByTestId('game-view').getAttribute('data-ready')).toBe('true'), 60_000);
  const userMessages = () => page.locator('[data-testid="agent-message"][data-role="user"]');
  /** Sends a message and waits for its answer to end. */
  const send = async (text: string) => {
    const before = await userMessages().count();
    await page.getByTestId('agent-chat-input').fill(text);
    await page.getByTestId('agent-chat-input').press('Enter');
    await eventually(async () => expect(await userMessages().count()).toBe(before + 1));
    await eventually(async () => expect(await panel().getAttribute('data-in-flight')).toBe('false'), 120_000);
  };

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Log Storm', description: 'Logs a lot.' }).expect(201)).body.id;
    await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: GAME }] }).expect(200);
    await creator.post(`/create/mechanic/create-custom-script/${gameId}/`, { name: 'combat', content: COMBAT }).expect(201);
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    await context.routeWebSocket(/\/socket\.io\//, watchGameActions(sent, busy));
    watchPosts(context, sent);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('is empty before anything happened: 100 %, no turns, no logs', step('empty', async () => {
    page = await context.newPage();
    trail = pageTrail(page);
    await page.goto(`${app.url}/create/creation-dashboard/${gameId}/?dashboard=frontend`);
    await panel().waitFor();
    await page.getByTestId('agent-debug-toggle').click();
    await page.getByTestId('debug-panel').waitFor();
    expect(await page.getByTestId('debug-success-rate').textContent()).toBe('100 %');
    expect(await page.getByTestId('debug-stream-counts').textContent()).toBe('No messages yet');
    await page.getByTestId('debug-turns-empty').waitFor();
    await shot(page, 'empty-1440');
    await page.getByTestId('agent-debug-toggle').click();
    await page.getByTestId('agent-chat-input').waitFor();
  }), 60_000);

  it('captures each agent turn: turn numbers, the player actions before it, and the stream success rate', step('turns', async () => {
    // The player attacks twice in the preview: two player actions, and Python's output as logs of its script.
    await canvasReady();
    const attack = page.getByTestId('frontend-preview').frameLocator('[data-testid="game-frame"]').getByRole('button', { name: 'Attack' });
    await page.getByTestId('agent-debug-toggle').click();
    const hits = page.getByTestId('debug-log-list').getByTestId('log-line').filter({ hasText: 'hit' });
    await attack.click();
    await eventually(async () => expect(await hits.count()).toBe(2), 20_000);
    await attack.click();
    await eventually(async () => expect(await hits.count()).toBe(4), 20_000);
    expect(await page.getByTestId('debug-pending-actions').textContent()).toBe('2 player actions since the last turn');
    // Both over the studio's socket, none as a POST.
    expect([sent.overSocket.length, sent.overHttp]).toEqual([2, []]);
    expect(await hits.evaluateAll((lines) => lines.map((line) => [line.getAttribute('data-logger'), line.querySelector('[data-testid="log-place"]')?.textContent])))
      .toEqual([['python', 'combat:1'], ['python', 'combat:2'], ['python', 'combat:1'], ['python', 'combat:2']]);
    await page.getByTestId('agent-debug-toggle').click();

    await send('rename the game to Comet Run');
    await send('rename the game to Comet Dash');
    await page.getByTestId('agent-debug-toggle').click();
    expect(await page.getByTestId('debug-current-turn').textContent()).toBe('2');
    expect(await page.getByTestId('debug-turn').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-turn')))).toEqual(['2', '1']);
    expect(await page.getByTestId('debug-turn-actions').allTextContents()).toEqual(['No player actions before it', 'Player: combat.attack, combat.attack']);
    expect(await page.getByTestId('debug-success-rate').textContent()).toBe('100 %');
    expect(await page.getByTestId('debug-stream-counts').textContent()).toBe('2 of 2 messages without error');
    expect(await page.getByTestId('debug-enabled').getAttribute('data-enabled')).toBe('true');
    await shot(page, 'turns-1440');
  }), 300_000);

  it('keeps 200 logs per session, grouped by session, newest last, the duplicate delivery once', step('logs', async () => {
    // A fresh session of the preview (the restart clears the game's debug logs), then a checkpoint preview: a second session.
    await canvasReady();
    await page.evaluate((id) => window.dispatchEvent(new CustomEvent('game:restart', { detail: { gameId: id } })), gameId);
    await canvasReady();
    await eventually(async () => expect(await tabs().count()).toBe(1), 30_000);
    await creator.post(`/create/checkpoint/${gameId}/create/`, { title: 'Before the storm' }).expect(200);
    await page.getByTestId('checkpoint-timeline-toggle').click();
    await page.getByTestId('checkpoint-row').filter({ hasText: 'Before the storm' }).getByTestId('checkpoint-preview').click();
    const modal = page.getByTestId('checkpoint-preview-modal');
    await eventually(async () => expect(await modal.getByTestId('game-view').getAttribute('data-ready')).toBe('true'), 60_000);
    await eventually(async () => expect(await tabs().count()).toBe(2), 30_000);
    await eventually(async () => expect(await tabs().nth(1).textContent()).toBe('Session 2 200'), 30_000);
    await page.getByTestId('checkpoint-preview-close').click();
    await page.getByTestId('checkpoint-timeline-toggle').click();

    const [first, second] = await tabs().evaluateAll((all) => all.map((tab) => tab.getAttribute('data-session')));
    expect(first).not.toBe(second);
    for (const index of [0, 1]) {
      await tabs().nth(index).click();
      await eventually(async () => expect(await tabs().nth(index).getAttribute('aria-selected')).toBe('true'));
      expect(await tabs().nth(index).textContent()).toBe(`Session ${index + 1} 200`);
      const shown = await logMessages();
      // 250 lines and one log delivered twice: 251 logs, the oldest 51 dropped.
      expect(shown).toHaveLength(200);
      expect(shown[0]).toBe('line 51');
      expect(shown.at(-2)).toBe('line 249');
      expect(shown.at(-1)).toBe('duplicate delivery');
      expect(shown.filter((m) => m === 'duplicate delivery')).toHaveLength(1);
      const times = await page.getByTestId('debug-log-list').locator('time').evaluateAll((all) => all.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }

    await page.getByTestId('debug-logs-level').getByText('Warnings').click();
    await eventually(async () => expect(await logMessages()).toEqual(['line 100', 'line 150', 'line 200']));
    await page.getByTestId('debug-logs-level').getByText('All').click();
    await page.getByTestId('debug-logs-filter').fill('line 24');
    // 'line 24' itself was dropped with the oldest.
    await eventually(async () => expect(await logMessages()).toEqual(Array.from({ length: 10 }, (_, i) => `line ${240 + i}`)));
    await page.getByTestId('debug-logs-filter').fill('');
    await shot(page, 'panel-1440');
  }), 240_000);

  it('window.tempestGameState works from the page: create, update, subscribe sees it, teardown', step('game-state', async () => {
    // The preview may be between sessions (a reload after the last test): wait until a game view is open.
    await page.waitForFunction(() => (window as unknown as GameStateWindow).tempestGameState.getState().sessionId !== null, undefined, { timeout: 60_000 });
    const probe = await page.evaluate((): StoreProbe => {
      const store = (window as unknown as GameStateWindow).tempestGameState;
      const heard: number[] = [];
      store.subscribe((state) => heard.push(Object.keys(state.entities).length));
      const created = store.createEntity({ Position: { x: 1, y: 2 } });
      store.updateEntity(created, { Position: { x: 4 } });
      const position = store.selectComponent(created, 'Position');
      store.teardown();
      store.createEntity({ Coin: { value: 5 } });
      return { created, heard, afterTeardown: heard.length, position, ids: Object.keys(store.getState().entities) };
    });
    expect(probe.created).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(probe.position).toEqual({ x: 4, y: 2 });
    expect(probe.heard).toEqual([1, 1]);
    expect(probe.afterTeardown).toBe(2);
    expect(probe.ids).toHaveLength(2);
    // The game got the entities.
    const count = page.getByTestId('frontend-preview').frameLocator('[data-testid="game-frame"]').getByTestId('entity-count');
    await eventually(async () => expect(await count.textContent()).toBe('2'));
    // A bad id is a clear error.
    await expect(page.evaluate(() => (window as unknown as GameStateWindow).tempestGameState.createEntity({}, 'hero'))).rejects.toThrow('Entity ids are UUIDs: "hero" is not one.');
  }), 60_000);

  it('a busy server: the game says "Busy, retrying…", retries the same action, and the action lands once', step('busy', async () => {
    const before = await applied();
    const from = sent.overSocket.length;
    busy.refusals = 2;
    await page.getByTestId('frontend-preview').frameLocator('[data-testid="game-frame"]').getByRole('button', { name: 'Attack' }).click();
    const banner = page.getByTestId('frontend-preview').getByTestId('game-busy');
    await banner.waitFor();
    expect(await banner.textContent()).toBe('Busy, retrying…');
    await shot(page, 'busy-retrying-1440');
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    const ids = sent.overSocket.slice(from);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(sent.overHttp).toEqual([]);
    await eventually(async () => expect(await applied()).toBe(before + 1));
  }), 60_000);

  it("an anonymous player's actions on the play page: over the socket, and as POSTs where the socket cannot connect; each lands once", async () => {
    const { checkpoint_id } = (await creator.post(`/create/checkpoint/${gameId}/create/`, { title: 'Release' }).expect(200)).body as { checkpoint_id: string };
    await creator.post(`/create/checkpoint/${gameId}/publish/`, { checkpoint_id }).expect(200);
    const attackOn = async (player: Page, times: number) => {
      await player.goto(`${app.url}/play/${gameId}/`);
      await eventually(async () => expect(await player.getByTestId('game-view').first().getAttribute('data-ready')).toBe('true'), 60_000);
      const attack = player.getByTestId('game-view').first().frameLocator('[data-testid="game-frame"]').getByRole('button', { name: 'Attack' });
      for (let i = 0; i < times; i++) {
        const before = await applied();
        await attack.click();
        await eventually(async () => expect(await applied()).toBe(before + 1), 20_000);
      }
    };

    // A first visit: the socket may not be open yet at the first action, or have connected before start-game set
    // the visitor's cookie (then it is opened again): that first action goes as a POST, the rest over the socket.
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const visitorSent: Sent = { overSocket: [], overHttp: [] };
    await visitor.routeWebSocket(/\/socket\.io\//, watchGameActions(visitorSent, { refusals: 0 }));
    watchPosts(visitor, visitorSent);
    const before = await applied();
    const visitorPage = await visitor.newPage();
    await attackOn(visitorPage, 3);
    await visitorPage.screenshot({ path: join(SCREENSHOTS, 'debug-play-visitor-390.png') });
    expect(visitorSent.overHttp.length).toBeLessThanOrEqual(1);
    expect(visitorSent.overSocket.filter((id) => !visitorSent.overHttp.includes(id)).length).toBeGreaterThanOrEqual(2);
    expect(new Set([...visitorSent.overSocket, ...visitorSent.overHttp]).size).toBe(3);
    await visitor.close();

    // No socket at all (a proxy that lets neither its WebSocket nor its long-polling through): every action a POST.
    const walled = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const walledSent: Sent = { overSocket: [], overHttp: [] };
    await walled.routeWebSocket(/\/socket\.io\//, (ws) => void ws.close());
    await walled.route('**/socket.io/**', (route) => route.abort());
    watchPosts(walled, walledSent);
    await attackOn(await walled.newPage(), 2);
    expect(walledSent.overHttp).toHaveLength(2);
    await walled.close();
    expect(await applied()).toBe(before + 5);
  }, 90_000);

  it('fits a phone: the debug panel in the Chat tab', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const small = await phone.newPage();
    await small.goto(`${app.url}/create/creation-dashboard/${gameId}/?dashboard=frontend`);
    await small.getByTestId('studio-tab-preview').click();
    await eventually(async () => expect(await small.getByTestId('game-view').first().getAttribute('data-ready')).toBe('true'), 60_000);
    await small.getByTestId('studio-tab-chat').click();
    await small.getByTestId('agent-debug-toggle').click();
    await eventually(async () => expect(await small.getByTestId('debug-log-list').getByTestId('log-line').count()).toBe(200), 30_000);
    const box = await small.getByTestId('debug-panel').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await shot(small, 'panel-390');
    await phone.close();
  }, 120_000);
});
