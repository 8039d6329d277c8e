import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

const app1 = (label: string) => `export default function App() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-900 text-white">
      <h1 className="text-3xl font-bold" data-testid="label">${label}</h1>
    </main>
  );
}
`;

/** Issue 14, UI: the checkpoint timeline panel — create, preview (time travel), roll back and undo, star, publish, live. */
describe('the checkpoint timeline', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: Client;
  let gameId: string;
  let heroId: string;
  let wide: BrowserContext;
  let page: Page;

  const cookies = () => creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url }));
  const shot = (p: Page, name: string) => p.screenshot({ path: join(SCREENSHOTS, `timeline-${name}.png`) });
  const saveFrontend = (label: string) =>
    creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: app1(label) }] }).expect(200);
  /** The label the working tree's frontend shows now. */
  const workingLabel = async () => {
    const [project] = (await creator.get(`/create/vibecode/api/games/${gameId}/frontends/`).expect(200)).body.frontends;
    const { files } = (await creator.get(`/create/vibecode/api/games/${gameId}/frontends/${project.id}/`).expect(200)).body as { files: { filename: string; content: string }[] };
    return /data-testid="label">([^<]*)</.exec(files.find((f) => f.filename === 'index.tsx')?.content ?? '')?.[1].trim();
  };
  const heroValue = async () => {
    const started = await creator.post(`/play/start-game/${gameId}/`).set('X-Creation-Canvas', 'true').send({ forceNew: true }).expect(200);
    return started.body.entity_state[heroId].counter.value as number;
  };
  const rows = (p: Page) => p.getByTestId('checkpoint-row');
  const row = (p: Page, title: string) => rows(p).filter({ has: p.getByTestId('checkpoint-title').getByText(title, { exact: true }) });
  const frameLabel = (p: Page) => p.getByTestId('checkpoint-preview-modal').frameLocator('[data-testid="game-frame"]').getByTestId('label');

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Clockwork', description: 'A game with a past.' }).expect(201)).body.id;
    await saveFrontend('Version one');
    heroId = (await creator.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'hero', component_state: { counter: { componentName: 'Counter', fieldData: { value: 1 } } } }).expect(201)).body.entity.id;
    browser = await launchChromium();
    wide = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await wide.addCookies(cookies());
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('opens from the top bar with an empty state that says what checkpoints are, and creates one', async () => {
    page = await wide.newPage();
    await page.goto(`${app.url}/create/creation-dashboard/${gameId}/`);
    await page.getByTestId('checkpoint-timeline-toggle').click();
    await page.getByTestId('checkpoint-empty').getByText('No checkpoints yet').waitFor();
    await shot(page, 'empty-1440');
    await page.getByTestId('create-checkpoint-button').click();
    // A checkpoint needs a name: nothing (or only spaces) cannot be submitted; the dialog says what happens next.
    const submit = page.getByTestId('create-checkpoint-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('create-checkpoint-title').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    const next = page.getByTestId('create-checkpoint-next');
    expect(await next.getByRole('listitem').allTextContents()).toEqual([
      'The whole game is saved as it is now: entities, scripts, prompts, tools, logic files and the frontend.',
      'The checkpoint appears at the top of History and becomes the current one.',
      'You can preview it, publish it or roll back to it at any time; rolling back keeps everything made after it.',
    ]);
    // Spaces around the name are not kept (the row below is found by its exact text).
    await page.getByTestId('create-checkpoint-title').fill('  First playable  ');
    await shot(page, 'create-dialog-1440');
    await page.getByTestId('create-checkpoint-description').fill('One hero, the first screen.');
    await page.getByTestId('create-checkpoint-submit').click();
    await row(page, 'First playable').waitFor();
    expect(await row(page, 'First playable').getByTestId('checkpoint-trigger').textContent()).toBe('Manual');
    expect(await row(page, 'First playable').getByTestId('checkpoint-actor').textContent()).toBe('You');
    await row(page, 'First playable').getByTestId('checkpoint-current').waitFor();
    // The toggle is remembered: a reload opens the panel again.
    await page.reload();
    await row(page, 'First playable').waitFor();
    // On a narrower desktop the top bar is full: History is an icon there, and still toggles the panel.
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.getByTestId('checkpoint-timeline-toggle-icon').click();
    await page.getByTestId('checkpoint-list').waitFor({ state: 'hidden' });
    await shot(page, 'top-bar-1100');
    await page.getByTestId('checkpoint-timeline-toggle-icon').click();
    await row(page, 'First playable').waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('shows a checkpoint made elsewhere (another tab, the agent) without a reload', async () => {
    await saveFrontend('Version two');
    await creator.post(`/create/entities/${gameId}/component-state/${heroId}/`, { component_state: { counter: { componentName: 'Counter', fieldData: { value: 2 } } } }).expect(200);
    await creator.post(`/create/checkpoint/${gameId}/create/`, { title: 'Second screen' }).expect(200);
    await row(page, 'Second screen').waitFor({ timeout: 10_000 });
    expect(await rows(page).first().getByTestId('checkpoint-title').textContent()).toBe('Second screen');
    // A star from elsewhere is a checkpoints event only (no asset moved): the room's checkpoints message brings it.
    const second = await row(page, 'Second screen').getAttribute('data-checkpoint-id');
    await creator.post(`/create/checkpoint/${gameId}/toggle-star/`, { checkpoint_id: second, is_starred: true }).expect(200);
    await eventually(async () => expect(await row(page, 'Second screen').getByTestId('checkpoint-star').getAttribute('data-starred')).toBe('true'), 10_000);
    await shot(page, 'panel-1440');
  });

  it('previews the earlier checkpoint: the old game plays in the frame, steps forward, and the working tree is unchanged', async () => {
    await row(page, 'First playable').getByTestId('checkpoint-preview').click();
    await page.getByTestId('checkpoint-preview-banner').getByText('Previewing First playable from').waitFor();
    expect(await page.getByTestId('checkpoint-preview-banner').textContent()).toContain('the working tree is unchanged');
    await eventually(async () => expect(await frameLabel(page).textContent()).toBe('Version one'), 30_000);
    await shot(page, 'preview-1440');
    await page.getByTestId('checkpoint-preview-forward').click();
    await page.getByTestId('checkpoint-preview-banner').getByText('Previewing Second screen from').waitFor();
    await eventually(async () => expect(await frameLabel(page).textContent()).toBe('Version two'), 30_000);
    await page.getByTestId('checkpoint-preview-back').click();
    await eventually(async () => expect(await frameLabel(page).textContent()).toBe('Version one'), 30_000);
    expect(await page.getByTestId('checkpoint-preview-back').isDisabled()).toBe(true);
    await page.getByTestId('checkpoint-preview-close').click();
    await page.getByTestId('checkpoint-preview-banner').waitFor({ state: 'detached' });
    expect(await workingLabel()).toBe('Version two');
    expect(await heroValue()).toBe(2);
  });

  it('rolls back to it (the game is as it was), then undoes the rollback (the edit is back)', async () => {
    await row(page, 'First playable').getByTestId('checkpoint-rollback').click();
    await page.getByTestId('rollback-dialog').getByText('Nothing is lost').waitFor();
    await page.getByTestId('rollback-confirm').click();
    await page.getByTestId('rollback-result').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('rollback-summary').textContent()).toMatch(/^\d+ assets? changed/);
    await page.getByTestId('rollback-assets-toggle').click();
    expect(await page.getByTestId('rollback-assets').textContent()).toContain('frontend file');
    await shot(page, 'rollback-result-1440');
    expect(await workingLabel()).toBe('Version one');
    expect(await heroValue()).toBe(1);
    await row(page, 'Rolled back to "First playable"').getByTestId('checkpoint-current').waitFor();

    await page.getByTestId('rollback-undo').click();
    await page.getByTestId('rollback-result').getByText('The rollback was undone.').waitFor({ timeout: 30_000 });
    expect(await workingLabel()).toBe('Version two');
    expect(await heroValue()).toBe(2);
    await page.getByTestId('rollback-close').click();
  });

  it('stars a checkpoint and publishes it: the badges show', async () => {
    const first = row(page, 'First playable');
    await first.getByTestId('checkpoint-star').click();
    await eventually(async () => expect(await first.getByTestId('checkpoint-star').getAttribute('data-starred')).toBe('true'));
    await first.getByTestId('checkpoint-more').click();
    await page.getByTestId('checkpoint-publish').click();
    await first.getByTestId('checkpoint-published').waitFor();
    const status = (await creator.get(`/create/checkpoint/${gameId}/published-status/`).expect(200)).body;
    expect(status.published_checkpoint_id).toBe(await first.getAttribute('data-checkpoint-id'));
    await eventually(async () => expect(await page.getByTestId('publish-button').getAttribute('data-published')).toBe('true'));
  });

  it('Publish in the top bar publishes what the creator sees: a new publish checkpoint after an edit, the same one again without', async () => {
    await saveFrontend('Version three');
    await page.getByTestId('publish-button').click();
    await page.getByTestId('publish-submit').click();
    const publishRow = rows(page).filter({ has: page.getByTestId('checkpoint-trigger').getByText('Publish', { exact: true }) });
    await publishRow.getByTestId('checkpoint-published').waitFor({ timeout: 20_000 });
    await publishRow.getByTestId('checkpoint-current').waitFor();
    const status = (await creator.get(`/create/checkpoint/${gameId}/published-status/`).expect(200)).body;
    expect(status.published_checkpoint_id).toBe(status.current_checkpoint_id);
    const count = await rows(page).count();
    await page.getByTestId('publish-button').click();
    await page.getByTestId('publish-submit').click();
    await page.getByText('Game published').first().waitFor();
    expect((await creator.get(`/create/checkpoint/${gameId}/published-status/`).expect(200)).body.published_checkpoint_id).toBe(status.published_checkpoint_id);
    expect(await rows(page).count()).toBe(count);
  });

  it('deletes a checkpoint after asking: it leaves the timeline', async () => {
    const second = row(page, 'Second screen');
    await second.getByTestId('checkpoint-more').click();
    await page.getByTestId('checkpoint-delete').click();
    await page.getByTestId('delete-checkpoint-dialog').getByText('It disappears from the timeline').waitFor();
    await page.getByTestId('delete-checkpoint-confirm').click();
    await second.waitFor({ state: 'detached' });
  });

  it('works on a phone: History from the ⋯ menu, the panel and the preview fill the screen', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.addCookies(cookies());
    const small = await phone.newPage();
    await small.goto(`${app.url}/create/creation-dashboard/${gameId}/`);
    await small.getByTestId('dashboard-more').click();
    await small.getByTestId('dashboard-more-history').click();
    await row(small, 'First playable').waitFor();
    await shot(small, 'panel-390');
    await small.getByTestId('create-checkpoint-button').click();
    await small.getByTestId('create-checkpoint-next').waitFor();
    expect(await small.getByTestId('create-checkpoint-submit').isDisabled()).toBe(true);
    await small.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await shot(small, 'create-dialog-390');
    await small.getByTestId('create-checkpoint-form').getByRole('button', { name: 'Cancel' }).click();
    await row(small, 'First playable').getByTestId('checkpoint-preview').click();
    await eventually(async () => expect(await frameLabel(small).textContent()).toBe('Version one'), 30_000);
    await shot(small, 'preview-390');
    await phone.close();
  });

  it('lists 50 checkpoints a page and loads the rest with Load more', async () => {
    for (let n = 1; n <= 50; n += 1) await creator.post(`/create/checkpoint/${gameId}/create/`, { title: `Batch ${n}` }).expect(200);
    await row(page, 'Batch 50').waitFor({ timeout: 15_000 });
    await eventually(async () => expect(await rows(page).count()).toBe(50), 15_000);
    await page.getByTestId('checkpoint-load-more').click();
    await row(page, 'First playable').waitFor();
    expect(await rows(page).count()).toBeGreaterThan(50);
    await page.getByTestId('checkpoint-load-more').waitFor({ state: 'detached' });
  });
});
