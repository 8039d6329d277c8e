import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { generateGame, initSession, sendMessage, turnProblems } from '../support/agent.js';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const PROMPT = 'Make an idle clicker game about baking cookies';

type Change = { id: string; asset_id: string; asset_name: string; revision: number };

/**
 * Issue 18, versioning UI gaps: the offline agent builds a game (its changes pending review); the creator
 * ticks two and accepts them together, rejects one through the selection, previews one, and turns auto-commit
 * on — a commit is made when the interval passes (Playwright's clock stands in for the minutes).
 */
describe('batch review of pending changes, the active preview and auto-commit', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: Client;
  let gameId: string;
  let page: Page;

  const pending = async (): Promise<Change[]> =>
    (await creator.get(`/create/versioning/pending-changes/${gameId}/`).query({ status: 'pending' }).expect(200)).body.pending_changes;
  /** Pending changes that are their asset's only one: accepting or rejecting them takes no other change along. */
  const single = async (): Promise<Change[]> => {
    const all = await pending();
    return all.filter((c) => all.filter((o) => o.asset_id === c.asset_id).length === 1);
  };
  const pendingCount = async () => Number(await page.getByTestId('pending-count').textContent());
  const shot = async (p: Page, name: string) => {
    await p.waitForTimeout(400); // the drawer and the diff finish sliding in
    await p.screenshot({ path: join(SCREENSHOTS, `pending-batch-${name}.png`) });
  };
  const openDashboard = async (width: number, height: number): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const opened = await context.newPage();
    // The clock is faked from the start, so the auto-commit interval can be fast-forwarded; it runs on its own until then.
    await opened.clock.install();
    await opened.goto(`${app.url}/create/creation-dashboard/${gameId}/`);
    await opened.getByTestId('creation-dashboard').waitFor();
    return opened;
  };

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST, weeklyTokens: 1_000_000 });
    ({ client: creator } = await signUp(app.url));
    gameId = await generateGame(creator, PROMPT);
    const turn = await sendMessage(creator, await initSession(creator, gameId, { metadata: { source: 'prompt' } }), PROMPT);
    expect(turnProblems(turn)).toBeNull();
    browser = await launchChromium();
    page = await openDashboard(1440, 900);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('selects two changes of the agent and accepts them together; a shift-click selects the range', async () => {
    const before = await pending();
    const [first, second] = await single();
    expect(before.length).toBeGreaterThanOrEqual(4);
    await eventually(async () => expect(await pendingCount()).toBe(before.length));
    await page.getByTestId('pending-changes-button').click();
    const rows = page.locator('[data-testid^="pending-item-"]');
    await eventually(async () => expect(await rows.count()).toBe(before.length));
    // Each row names its asset's type in words ("frontend file"), not the API's "FRONTEND_FILE" (issue 30).
    const types = await page.getByTestId('pending-asset-type').allInnerTexts();
    expect(types.length).toBe(before.length);
    for (const type of types) expect(type).not.toMatch(/_/);

    // A range: the first row, then Shift on the third.
    const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('pending-item-', '')));
    await page.getByTestId(`pending-select-${ids[0]}`).click();
    await page.getByTestId(`pending-select-${ids[2]}`).click({ modifiers: ['Shift'] });
    expect(await page.getByTestId('pending-selected-count').textContent()).toBe('3 selected');
    await page.getByTestId('pending-select-none').click();
    expect(await page.getByTestId('pending-selected-count').textContent()).toBe('Select changes to review them together');
    // The same from the keyboard: Space ticks, the arrows move between ticks, Shift+Space extends; Ctrl+A takes all.
    await page.getByTestId(`pending-select-${ids[1]}`).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+Space');
    expect(await page.getByTestId('pending-selected-count').textContent()).toBe('3 selected');
    expect(await page.getByTestId(`pending-select-${ids[2]}`).isChecked()).toBe(true);
    await page.keyboard.press('Control+a');
    expect(await page.getByTestId('pending-selected-count').textContent()).toBe(`${before.length} selected`);
    await page.getByTestId('pending-select-none').click();
    // Select all, then none, from the header.
    await page.getByTestId('pending-select-all').click();
    expect(await page.getByTestId('pending-selected-count').textContent()).toBe(`${before.length} selected`);
    await page.getByTestId('pending-select-all').click();

    await page.getByTestId(`pending-select-${first.id}`).click();
    await page.getByTestId(`pending-select-${second.id}`).click();
    expect(await page.getByTestId('pending-selected-count').textContent()).toBe('2 selected');
    await shot(page, 'selected-1440');
    await page.getByTestId('pending-accept-selected').click();
    await eventually(async () => expect(await pendingCount()).toBe(before.length - 2));
    await page.getByTestId(`pending-item-${first.id}`).waitFor({ state: 'detached' });
    await page.getByTestId(`pending-item-${second.id}`).waitFor({ state: 'detached' });
    expect(await page.getByTestId('pending-selected-count').textContent()).toBe('Select changes to review them together');
    expect((await pending()).map((c) => c.id)).not.toEqual(expect.arrayContaining([first.id]));
  });

  it('rejects a selected change after naming what goes, and it leaves the selection', async () => {
    const [target] = await single();
    const count = await pendingCount();
    await page.getByTestId(`pending-select-${target.id}`).click();
    await page.getByTestId('pending-reject-selected').click();
    // The agent created that asset: rejecting deletes it, so the reject impact asks first.
    const losses = page.getByTestId('reject-confirm-losses');
    await losses.waitFor();
    expect(await losses.textContent()).toContain(`${target.asset_name} (`);
    await shot(page, 'reject-impact-1440');
    await page.getByTestId('reject-confirm-submit').click();
    await eventually(async () => expect(await pendingCount()).toBe(count - 1));
    await page.getByTestId(`pending-item-${target.id}`).waitFor({ state: 'detached' });
    expect(await page.getByTestId('pending-selected-count').textContent()).toBe('Select changes to review them together');
  });

  it('previews a chosen change (its diff) until it is accepted', async () => {
    const [target] = await single();
    expect(await page.getByTestId('pending-active-preview').count()).toBe(0);
    await page.getByTestId(`pending-preview-${target.id}`).click();
    const preview = page.getByTestId(`pending-item-${target.id}`).getByTestId('pending-active-preview');
    await preview.waitFor();
    await page.getByTestId(`pending-diff-${target.id}`).locator('.line-insert, .char-insert').first().waitFor();
    expect(await preview.textContent()).toContain('Already applied: the game preview runs with this change.');
    await shot(page, 'preview-1440');
    await page.getByTestId(`pending-accept-${target.id}`).click();
    await page.getByTestId(`pending-item-${target.id}`).waitFor({ state: 'detached' });
    expect(await page.getByTestId('pending-active-preview').count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('shows the selection and the preview on a phone', async () => {
    const phone = await openDashboard(390, 844);
    const [a, b] = await single();
    await phone.getByTestId('dashboard-more').click();
    await phone.getByTestId('dashboard-more-pending').click();
    await phone.getByTestId(`pending-select-${a.id}`).click();
    await phone.getByTestId(`pending-preview-${b.id}`).click();
    await phone.getByTestId(`pending-diff-${b.id}`).locator('.line-insert, .char-insert').first().waitFor();
    expect(await phone.getByTestId('pending-selected-count').textContent()).toBe('1 selected');
    const bar = await phone.getByTestId('pending-selection-bar').boundingBox();
    expect(bar!.x + bar!.width).toBeLessThanOrEqual(390);
    await shot(phone, 'selected-390');
    await phone.context().close();
  });

  it('auto-commits when the interval passes with something changed, and says when', async () => {
    expect(Number(await page.getByTestId('unsaved-count').textContent())).toBeGreaterThan(0);
    await page.getByTestId('commit-button').click();
    const toggle = page.getByTestId('auto-commit-toggle');
    expect(await toggle.isChecked()).toBe(false); // off by default
    expect(await page.getByTestId('auto-commit-interval').inputValue()).toBe('Every 5 min');
    await toggle.check({ force: true });
    expect(await page.evaluate((id) => JSON.parse(localStorage.getItem(`tempest_auto_commit_${id}`) ?? 'null'), gameId)).toMatchObject({
      enabled: true,
      interval: 300,
    });
    await shot(page, 'auto-commit-on-1440');
    await page.clock.fastForward('04:00');
    expect((await creator.get(`/create/versioning/checkpoints/${gameId}/`).expect(200)).body.checkpoints).toHaveLength(0);
    await page.clock.fastForward('01:01');
    await eventually(async () => expect(await page.getByTestId('unsaved-count').textContent()).toBe('0'));
    const versions = (await creator.get(`/create/versioning/checkpoints/${gameId}/`).expect(200)).body.checkpoints as { message: string }[];
    expect(versions.map((v) => v.message)).toEqual([expect.stringMatching(/^Auto-commit /)]);
    await eventually(async () => expect(await page.getByTestId('auto-commit-last').textContent()).toMatch(/^Auto-committed /));
    expect(await page.getByTestId('commit-summary').textContent()).toBe('Nothing changed since the last commit.');
    await shot(page, 'auto-committed-1440');
    // Nothing changed since: the next interval saves nothing.
    await page.clock.fastForward('05:01');
    await page.waitForTimeout(500);
    expect((await creator.get(`/create/versioning/checkpoints/${gameId}/`).expect(200)).body.checkpoints).toHaveLength(1);
  });
});
