import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import type { AssetType } from '@tempest/domain';
import { agentActor } from '../../apps/api/src/assets/asset-actor.js';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { assetCommands } from '../support/asset-commands.js';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SCRIPT = 'def tick(state):\n    speed = 1\n    return state\n';
// 60 characters, none that Monaco closes on its own (no brackets or quotes).
const TYPED = '# speed tweak by nova: faster snake on level two and three!!';

type EditorHost = HTMLElement & {
  __editor?: {
    getValue(): string;
    setValue(value: string): void;
    setPosition(position: { lineNumber: number; column: number }): void;
    getPosition(): { lineNumber: number; column: number } | null;
    focus(): void;
  };
};

/**
 * Issue 13 items 4, 5, 9, 10 (first half) and "Also seen": cards open the game, drafts stay private,
 * a reject asks first and can be taken back, the script editor keeps every key, diff views and the
 * token and pricing pages log nothing. The API runs in-process so the test can act as the agent.
 */
describe('library and review in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let ada: { client: Client; id: string };
  let bob: { client: Client; id: string };
  let draftId: string;
  let releaseId: string;
  const contexts = new Map<string, BrowserContext>();

  const context = async (who: 'ada' | 'bob', size: { width: number; height: number }): Promise<BrowserContext> => {
    const key = `${who}-${size.width}`;
    const existing = contexts.get(key);
    if (existing) return existing;
    const made = await browser.newContext({ viewport: size });
    const client = who === 'ada' ? ada.client : bob.client;
    await made.addCookies(client.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    contexts.set(key, made);
    return made;
  };
  const agent = () => agentActor({ userId: ada.id, isStaff: false }, 'tempest-offline');
  const now = () => {
    const at = new Date().toISOString();
    return { now: at, metadata: systemMetadata(at) };
  };
  const agentCreate = async (gameId: string, type: AssetType, content: Record<string, unknown>) =>
    (await assetCommands(app).create(gameId, type, content, agent(), now())).assetId;
  const shot = async (page: Page, name: string) => {
    // Drawers and modals slide and fade in: wait until nothing moves.
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(SCREENSHOTS, `library-${name}.png`) });
  };
  const errorsOf = (page: Page): string[] => {
    const errors: string[] = [];
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error' || (m.type() === 'warning' && /HydrateFallback|TextModel/.test(m.text()))) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    return errors;
  };

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ada = await signUp(app.url);
    bob = await signUp(app.url);
    draftId = (await ada.client.post('/api/games', { name: 'Ada Secret Draft', description: 'Not ready for anyone yet.' }).expect(201)).body.id;
    releaseId = (await ada.client.post('/api/games', { name: 'Ada Star Miner', description: 'Mine stars before the sun sets.' }).expect(201)).body.id;
    await ada.client.post(`/create/mechanic/create-prompt-library-object/${releaseId}/`, { name: 'intro', content: 'Hello' }).expect(201);
    const checkpoint = await ada.client.post('/create/versioning/checkpoints/', { game_id: releaseId, message: 'Release' }).expect(201);
    await ada.client.post(`/create/checkpoint/${releaseId}/publish/`, { checkpoint_id: checkpoint.body.checkpoint_id }).expect(200);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  describe('cards and drafts', () => {
    for (const size of [DESKTOP, PHONE]) {
      const tag = size === DESKTOP ? 'desktop' : 'phone';

      it(`a home card opens the dashboard for its creator and the play page for a player (${tag})`, async () => {
        const mine = await (await context('ada', size)).newPage();
        await mine.goto(app.url);
        const row = mine.locator(`[data-testid="game-row"][data-game-id="${releaseId}"]`);
        await row.waitFor();
        // Her own draft is listed to her, marked Draft; Edit is hers.
        await expect(mine.locator(`[data-testid="game-row"][data-game-id="${draftId}"]`).getByTestId('game-status').textContent()).resolves.toBe('Draft');
        expect(await row.getByTestId('game-card-edit').count()).toBe(1);
        // Every row says whether players can play it.
        await expect(row.getByTestId('game-status').textContent()).resolves.toBe('Published');
        await mine.locator('#games').scrollIntoViewIfNeeded();
        await shot(mine, `home-creator-${tag}`);
        // A click anywhere on the card (here over its description) opens the dashboard.
        const description = (await row.getByTestId('game-description').boundingBox())!;
        await mine.mouse.click(description.x + 20, description.y + description.height / 2);
        await mine.waitForURL(`**/create/creation-dashboard/${releaseId}/`);
        await mine.close();

        const theirs = await (await context('bob', size)).newPage();
        await theirs.goto(app.url);
        const card = theirs.locator(`[data-testid="game-row"][data-game-id="${releaseId}"]`);
        await card.waitFor();
        expect(await card.getByTestId('game-card-edit').count()).toBe(0);
        expect(await card.getByTestId('game-card-play').count()).toBe(1);
        await theirs.locator('#games').scrollIntoViewIfNeeded();
        await shot(theirs, `home-player-${tag}`);
        // Keyboard: the card's title is a link.
        await card.getByTestId('game-name').focus();
        await theirs.keyboard.press('Enter');
        await theirs.waitForURL(`**/play/${releaseId}/`);
        await theirs.close();
      });

      it(`another user never sees the draft, on the home floor or the creator's profile (${tag})`, async () => {
        const page = await (await context('bob', size)).newPage();
        await page.goto(app.url);
        await page.locator(`[data-testid="game-row"][data-game-id="${releaseId}"]`).waitFor();
        expect(await page.locator(`[data-game-id="${draftId}"]`).count()).toBe(0);
        expect(await page.getByText('Ada Secret Draft').count()).toBe(0);

        await page.goto(`${app.url}/profile/${ada.id}`);
        const card = page.locator(`[data-testid="game-card"][data-game-id="${releaseId}"]`);
        await card.waitFor();
        expect(await page.locator('[data-testid="game-card"]').count()).toBe(1);
        expect(await page.getByText('Ada Secret Draft').count()).toBe(0);
        expect(await card.getByTestId('game-card-edit').count()).toBe(0);
        await shot(page, `profile-player-${tag}`);
        await card.getByTestId('game-card-open').click();
        await page.waitForURL(`**/play/${releaseId}/`);

        // The creator sees both on her profile, the draft marked, and her cards open the dashboard.
        const own = await (await context('ada', size)).newPage();
        await own.goto(`${app.url}/profile/${ada.id}`);
        const draft = own.locator(`[data-testid="game-card"][data-game-id="${draftId}"]`);
        await draft.waitFor();
        await expect(draft.getByTestId('game-card-status').textContent()).resolves.toBe('Draft');
        await shot(own, `profile-creator-${tag}`);
        await draft.getByTestId('game-card-hit').click({ position: { x: 40, y: 120 } });
        await own.waitForURL(`**/create/creation-dashboard/${draftId}/`);
        await page.close();
        await own.close();
      });
    }
  });

  describe('review', () => {
    let page: Page;
    let errors: string[];
    const pendingCount = () => page.getByTestId('pending-count').textContent();
    const promptNames = async () => (await page.locator('[data-testid^="prompt-item-"]').allTextContents()).join(' ');

    it("asks before rejecting the agent's new prompt, naming it; Undo brings it back as pending", async () => {
      const promptId = await agentCreate(draftId, 'prompt', { name: 'narrator', description: '', content: 'You narrate the game.\nKeep it short.' });
      page = await (await context('ada', DESKTOP)).newPage();
      errors = errorsOf(page);
      await page.goto(`${app.url}/create/creation-dashboard/${draftId}/?dashboard=prompt-editor`);
      await eventually(async () => expect(await pendingCount()).toBe('1'));
      await eventually(async () => expect(await promptNames()).toContain('narrator'));

      await page.getByTestId('pending-changes-button').click();
      const item = page.locator('[data-testid^="pending-item-"]').first();
      await item.waitFor();
      const changeId = (await item.getAttribute('data-testid'))!.replace('pending-item-', '');
      await page.getByTestId(`pending-reject-${changeId}`).click();
      const confirm = page.getByTestId('reject-confirm-losses');
      await confirm.waitFor();
      await expect(confirm.textContent()).resolves.toContain('narrator (prompt) will be deleted');
      await shot(page, 'reject-confirm-desktop');
      // Cancel keeps it.
      await page.getByTestId('reject-confirm-cancel').click();
      expect(await pendingCount()).toBe('1');

      await page.getByTestId(`pending-reject-${changeId}`).click();
      await page.getByTestId('reject-confirm-submit').click();
      await eventually(async () => expect(await pendingCount()).toBe('0'));
      await page.keyboard.press('Escape');
      await eventually(async () => expect(await promptNames()).not.toContain('narrator'));
      await eventually(async () => expect(await page.getByTestId('undo-button').getAttribute('aria-label')).toBe('Undo reject of narrator'));

      await page.getByTestId('undo-button').click();
      await eventually(async () => expect(await promptNames()).toContain('narrator'));
      await eventually(async () => expect(await pendingCount()).toBe('1'));
      const tree = await page.evaluate(async (id) => (await fetch(`/create/versioning/working-tree/${id}/`)).json(), draftId);
      expect(tree.working_tree.prompts.map((p: { id: string }) => p.id)).toContain(promptId);
    });

    it('the Rejected tab restores a rejected change', async () => {
      await page.getByTestId('pending-changes-button').click();
      const item = page.locator('[data-testid^="pending-item-"]').first();
      await item.waitFor();
      const changeId = (await item.getAttribute('data-testid'))!.replace('pending-item-', '');
      await page.getByTestId(`pending-reject-${changeId}`).click();
      await page.getByTestId('reject-confirm-submit').click();
      await eventually(async () => expect(await pendingCount()).toBe('0'));

      await page.getByTestId('pending-filter-status').getByText('Rejected').click();
      const restore = page.getByTestId(`pending-restore-${changeId}`);
      await restore.waitFor();
      await page.getByTestId(`pending-preview-${changeId}`).click();
      await page.getByTestId(`pending-diff-${changeId}`).locator('.line-insert, .char-insert').first().waitFor();
      await shot(page, 'rejected-tab-desktop');
      await restore.click();
      await eventually(async () => expect(await pendingCount()).toBe('1'));
      await page.getByTestId('pending-filter-status').getByText('Pending').click();
      await page.getByTestId(`pending-reject-${changeId}`).waitFor();
      await page.keyboard.press('Escape');
      await eventually(async () => expect(await promptNames()).toContain('narrator'));
      await eventually(async () => expect(await page.getByTestId('undo-button').getAttribute('aria-label')).toBe('Undo restore of rejected change to narrator'));
    });

    it('shows the confirm and the Rejected tab on a phone', async () => {
      const phone = await (await context('ada', PHONE)).newPage();
      await phone.goto(`${app.url}/create/creation-dashboard/${draftId}/?dashboard=prompt-editor`);
      // On a phone the top bar keeps Pending changes in its "more" menu.
      await phone.getByTestId('dashboard-more').click();
      await phone.getByTestId('dashboard-more-pending').click();
      const item = phone.locator('[data-testid^="pending-item-"]').first();
      await item.waitFor();
      const changeId = (await item.getAttribute('data-testid'))!.replace('pending-item-', '');
      await phone.getByTestId(`pending-reject-${changeId}`).click();
      await phone.getByTestId('reject-confirm-losses').waitFor();
      await shot(phone, 'reject-confirm-phone');
      await phone.getByTestId('reject-confirm-submit').click();
      await phone.getByTestId('pending-filter-status').getByText('Rejected').click();
      await phone.getByTestId(`pending-restore-${changeId}`).waitFor();
      await shot(phone, 'rejected-tab-phone');
      await phone.getByTestId(`pending-restore-${changeId}`).click();
      // Restored: it leaves the Rejected list and is pending review again.
      await eventually(async () => expect(await phone.getByTestId(`pending-restore-${changeId}`).count()).toBe(0));
      await phone.getByTestId('pending-filter-status').getByText('Pending').click();
      await phone.getByTestId(`pending-item-${changeId}`).waitFor();
      await phone.close();
    });

    it('closing a diff view logs no console error', async () => {
      await page.getByTestId('pending-changes-button').click();
      const item = page.locator('[data-testid^="pending-item-"]').first();
      await item.waitFor();
      const changeId = (await item.getAttribute('data-testid'))!.replace('pending-item-', '');
      // Its diff shows while it is the active preview (which stays chosen while the drawer is closed).
      const preview = page.getByTestId(`pending-preview-${changeId}`);
      if ((await preview.getAttribute('aria-expanded')) !== 'true') await preview.click();
      await eventually(async () => expect(await page.getByTestId(`pending-diff-${changeId}`).getAttribute('data-editor-ready')).toBe('true'));
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="pending-drawer"]').waitFor({ state: 'detached' });
      // Open and close once more: the error fired on every close.
      await page.getByTestId('pending-changes-button').click();
      await eventually(async () => expect(await page.getByTestId(`pending-diff-${changeId}`).getAttribute('data-editor-ready')).toBe('true'));
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="pending-drawer"]').waitFor({ state: 'detached' });
      await page.waitForTimeout(300);
      expect(errors).toEqual([]);
    });
  });

  describe('the script editor keeps every key', () => {
    it('types a 60-character line at 10 ms per key into the middle of a script, while another asset changes live', async () => {
      const scriptId = (await ada.client.post(`/create/mechanic/create-custom-script/${releaseId}/`, { name: 'rules.py', content: SCRIPT }).expect(201)).body.script.id;
      const otherId = (await ada.client.post(`/create/mechanic/create-custom-script/${releaseId}/`, { name: 'other.py', content: 'x = 0\n' }).expect(201)).body.script.id;
      const page = await (await context('ada', DESKTOP)).newPage();
      const errors = errorsOf(page);
      await page.goto(`${app.url}/create/creation-dashboard/${releaseId}/?dashboard=script-editor&script-editor=${scriptId}`);
      const editor = page.getByTestId('script-editor');
      await eventually(async () => expect(await editor.getAttribute('data-editor-ready')).toBe('true'));
      await eventually(async () => expect(await editor.evaluate((el) => (el as EditorHost).__editor!.getValue())).toBe(SCRIPT));
      await eventually(async () => expect(await page.getByTestId('connection-indicator').getAttribute('data-status')).toBe('connected'));

      // The cursor after "speed" on line 2; type from there.
      await editor.evaluate((el) => {
        const e = (el as EditorHost).__editor!;
        e.setPosition({ lineNumber: 2, column: 10 });
        e.focus();
      });
      const live = (async () => {
        await page.waitForTimeout(150);
        await assetCommands(app).edit(releaseId, otherId, { patch: { content: 'x = 1  # the agent\n' } }, agent(), now());
        await page.waitForTimeout(150);
        await assetCommands(app).edit(releaseId, otherId, { patch: { content: 'x = 2  # the agent again\n' } }, agent(), now());
      })();
      await page.keyboard.type(TYPED, { delay: 10 });
      await live;
      await eventually(async () => expect(await page.getByTestId('pending-count').textContent()).toBe('2'));
      await page.waitForTimeout(500); // let the live refetches land on the page

      const expected = `def tick(state):\n    speed${TYPED} = 1\n    return state\n`;
      expect(TYPED).toHaveLength(60);
      expect(await editor.evaluate((el) => (el as EditorHost).__editor!.getValue())).toBe(expected);
      expect(await editor.evaluate((el) => (el as EditorHost).__editor!.getPosition())).toEqual({ lineNumber: 2, column: 10 + TYPED.length });
      await page.getByTestId('script-unsaved').waitFor();
      await shot(page, 'script-typed-desktop');

      // A remote change of this very script while the edits are unsaved: the buffer stays, a notice says so.
      await assetCommands(app).edit(releaseId, scriptId, { patch: { content: 'x = 0  # remote\n' } }, agent(), now());
      await page.getByTestId('script-changed-elsewhere').waitFor();
      expect(await editor.evaluate((el) => (el as EditorHost).__editor!.getValue())).toBe(expected);
      await shot(page, 'script-changed-elsewhere-desktop');

      // Saved, the server holds exactly what was typed.
      await page.getByTestId('script-save').click();
      await page.getByTestId('script-saved').waitFor();
      const saved = await ada.client.get(`/create/mechanic/get-script-content/${scriptId}/`).expect(200);
      expect(saved.body.script.content).toBe(expected);
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  it('opens /tokens/ and /pricing/ directly without a HydrateFallback warning', async () => {
    const page = await (await context('ada', DESKTOP)).newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    for (const path of ['/tokens/', '/pricing/']) {
      await page.goto(`${app.url}${path}`);
      await page.waitForLoadState('networkidle');
    }
    await page.getByText('Legend').first().waitFor();
    expect(warnings.filter((w) => /HydrateFallback/.test(w))).toEqual([]);
    await page.close();
  });
});
