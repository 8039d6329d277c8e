import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { initSession, sendMessage, turnProblems } from '../support/agent.js';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const PROMPT = 'a bee collecting pollen from flowers while dodging raindrops';
const EDIT = '// The creator was here.\n';

type File = { filename: string; content: string };

/**
 * Issue 14's whole flow in one browser: the offline agent builds a game, the creator edits it, opens the
 * timeline, previews and plays the agent's checkpoint, rolls back to it and sees the game as it was, undoes
 * the rollback, stars and publishes the agent's checkpoint; a second user clones it and watches the progress,
 * and the remix shows its lineage. (The panel's other paths: checkpoint-timeline; the clone's: clone.)
 */
describe('a game’s history from the agent’s build to a remix', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: { client: Client; id: string };
  let remixer: { client: Client; id: string };
  let gameId: string;
  let built: File[];
  let edited: File[];
  let context: BrowserContext;
  let page: Page;
  /** The studio preview's frame after the rollback's undo. */
  let previewFrame: string | null = null;

  const files = async (): Promise<File[]> => {
    const [project] = (await creator.client.get(`/create/vibecode/api/games/${gameId}/frontends/`).expect(200)).body.frontends;
    const body = (await creator.client.get(`/create/vibecode/api/games/${gameId}/frontends/${project.id}/`).expect(200)).body as { files: File[] };
    return body.files.map(({ filename, content }) => ({ filename, content })).sort((a, b) => a.filename.localeCompare(b.filename));
  };
  const contextFor = async (client: Client) => {
    const made = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await made.addCookies(client.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    return made;
  };
  const shot = (p: Page, name: string) => p.screenshot({ path: join(SCREENSHOTS, `journey-${name}.png`) });
  const agentRow = (p: Page) => p.getByTestId('checkpoint-row').filter({ has: p.getByTestId('checkpoint-trigger').getByText('AI', { exact: true }) });

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    creator = await signUp(app.url);
    remixer = await signUp(app.url);
    gameId = (await creator.client.post('/api/games').send({ name: 'Pollen Run', description: 'Built by the offline agent.' }).expect(201)).body.id;
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('the agent builds the game and its turn is an AI checkpoint on the timeline, by the agent and its model', async () => {
    const turn = await sendMessage(creator.client, await initSession(creator.client, gameId), PROMPT);
    expect(turnProblems(turn)).toBeNull();
    built = await files();
    expect(built.length).toBeGreaterThan(0);
    // The creator edits one of the agent's files.
    const [first] = built;
    await creator.client.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, {
      files: built.map((f) => (f.filename === first.filename ? { filename: f.filename, content: EDIT + f.content } : f)),
    }).expect(200);
    edited = await files();
    expect(edited.find((f) => f.filename === first.filename)?.content.startsWith(EDIT)).toBe(true);

    context = await contextFor(creator.client);
    page = await context.newPage();
    // The Frontend workbench: its preview plays the working tree while the timeline is used.
    await page.goto(`${app.url}/create/creation-dashboard/${gameId}/?dashboard=frontend`);
    await page.getByTestId('checkpoint-timeline-toggle').click();
    await agentRow(page).waitFor();
    expect(await agentRow(page).getByTestId('checkpoint-title').textContent()).toBe(`AI: ${PROMPT}`);
    expect(await agentRow(page).getByTestId('checkpoint-actor').textContent()).toMatch(/^AI agent · \S+/);
  }, 240_000);

  it('previews the agent’s checkpoint: its game plays in the frame while the working tree keeps the edit', async () => {
    await agentRow(page).getByTestId('checkpoint-preview').click();
    await page.getByTestId('checkpoint-preview-banner').getByText(`Previewing AI: ${PROMPT}`).waitFor();
    const frame = page.getByTestId('checkpoint-preview-modal').frameLocator('[data-testid="game-frame"]');
    // The game waits for the player; a key starts it and it runs.
    const shown = () => frame.locator('body').innerText();
    await eventually(async () => expect(await shown()).toMatch(/Press any key or tap to start/i), 60_000);
    await page.getByTestId('checkpoint-preview-modal').locator('[data-testid="game-frame"]').click();
    await page.keyboard.press('ArrowRight');
    await eventually(async () => expect(await shown()).not.toMatch(/Press any key or tap to start/i), 20_000);
    expect(await shown()).toMatch(/Score: \d+/i);
    // Everything of the preview fits the window: the buttons below the game are reachable without scrolling.
    const close = await page.getByTestId('checkpoint-preview-close').boundingBox();
    expect(close!.y + close!.height).toBeLessThanOrEqual(900);
    await shot(page, 'agent-preview-1440');
    await page.getByTestId('checkpoint-preview-close').click();
    expect((await files()).some((f) => f.content.startsWith(EDIT))).toBe(true);
  }, 120_000);

  it('rolls back to the agent’s build (exactly its files), then undoes it (the edit is back); the preview restarts each time', async () => {
    // The studio's preview (not the checkpoint preview's), and the game it plays: a restart is a new frame at the start screen.
    const preview = page.getByTestId('frontend-preview').getByTestId('game-frame');
    const playing = () => page.getByTestId('frontend-preview').frameLocator('[data-testid="game-frame"]').locator('body').innerText();
    const restartedFrom = async (before: string | null) => {
      await eventually(async () => expect(await preview.getAttribute('data-frame-key')).not.toBe(before), 30_000);
      await eventually(async () => expect(await playing()).toMatch(/Press any key or tap to start/i), 60_000);
      return preview.getAttribute('data-frame-key');
    };
    const startGame = async () => {
      await eventually(async () => expect(await playing()).toMatch(/Press any key or tap to start/i), 60_000);
      // The timeline covers the right of the window: the game is clicked at its left edge, then played with a key.
      await preview.click({ position: { x: 12, y: 40 } });
      await page.keyboard.press('ArrowRight');
      await eventually(async () => expect(await playing()).not.toMatch(/Press any key or tap to start/i), 20_000);
    };
    await startGame();
    await shot(page, 'studio-preview-playing');
    let frame = await preview.getAttribute('data-frame-key');

    await agentRow(page).getByTestId('checkpoint-rollback').click();
    await page.getByTestId('rollback-confirm').click();
    await page.getByTestId('rollback-result').waitFor({ timeout: 30_000 });
    expect(await files()).toEqual(built);
    frame = await restartedFrom(frame);
    await shot(page, 'studio-preview-restarted');
    await page.getByTestId('rollback-undo').click();
    await page.getByTestId('rollback-result').getByText('The rollback was undone.').waitFor({ timeout: 30_000 });
    expect(await files()).toEqual(edited);
    frame = await restartedFrom(frame);
    await page.getByTestId('rollback-close').click();
    previewFrame = frame;
  }, 120_000);

  it('stars and publishes the agent’s checkpoint; another user clones it, watches the progress, and the remix names its source', async () => {
    await agentRow(page).getByTestId('checkpoint-star').click();
    await eventually(async () => expect(await agentRow(page).getByTestId('checkpoint-star').getAttribute('data-starred')).toBe('true'));
    await agentRow(page).getByTestId('checkpoint-more').click();
    await page.getByTestId('checkpoint-publish').click();
    await agentRow(page).getByTestId('checkpoint-published').waitFor();
    // The preview restarts on the publish too.
    await eventually(async () => expect(await page.getByTestId('frontend-preview').getByTestId('game-frame').getAttribute('data-frame-key')).not.toBe(previewFrame), 30_000);
    await creator.client.post(`/create/update-game-details/${gameId}`, { isCloneable: true }).expect(200);

    const theirs = await contextFor(remixer.client);
    const other = await theirs.newPage();
    await other.goto(`${app.url}/profile/${creator.id}`);
    const card = other.getByTestId('game-card').filter({ hasText: 'Pollen Run' }).first();
    await card.getByTestId('game-card-menu').click();
    await other.getByTestId('clone-game').click();
    const dialog = other.getByTestId('clone-game-dialog');
    await dialog.getByTestId('confirm-clone-game').click();
    await dialog.getByTestId('clone-progress').waitFor();
    await eventually(async () => expect(await dialog.getByTestId('clone-progress-message').textContent()).toBe('Clone completed successfully!'), 60_000);
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });

    await other.goto(`${app.url}/profile/${remixer.id}`);
    const remix = other.getByTestId('game-card').filter({ hasText: 'Pollen Run (remix)' });
    await remix.waitFor();
    expect(await remix.getByTestId('remixed-from').textContent()).toBe('Remixed from Pollen Run');
    // The remix holds the published build (the agent's files), not the creator's later edit.
    const remixId = await remix.getAttribute('data-game-id');
    const [project] = (await remixer.client.get(`/create/vibecode/api/games/${remixId}/frontends/`).expect(200)).body.frontends;
    const copied = ((await remixer.client.get(`/create/vibecode/api/games/${remixId}/frontends/${project.id}/`).expect(200)).body.files as File[])
      .map(({ filename, content }) => ({ filename, content }))
      .sort((a, b) => a.filename.localeCompare(b.filename));
    expect(copied).toEqual(built);
    await other.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await shot(other, 'remix-1440');
    await theirs.close();
    await context.close();
  }, 180_000);
});
