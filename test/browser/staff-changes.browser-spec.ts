import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { agentActor } from '../../apps/api/src/assets/asset-actor.js';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { TokenLedger } from '../../apps/api/src/tokens/token-ledger.service.js';
import { randomUUID } from 'node:crypto';
import type { PlaytestCheck } from '@tempest/contracts';
import { playtestDecider, playtestStreamId } from '@tempest/domain';
import { DecisionRunner } from '@tempest/event-store';
import { makeStaff } from '../support/account-fixtures.js';
import { assetCommands } from '../support/asset-commands.js';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.STAFF_SHOTS ?? SCREENSHOTS;

/**
 * Issue 16, staff side: staff filter the change log by model and open a diff, see a new change arrive
 * live; anyone else is told the page is not theirs; a creator reads their game's change log in the studio.
 */
describe('the change log in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let ada: Awaited<ReturnType<typeof signUp>>;
  let staff: { client: Client; id: string };
  let bob: { client: Client; id: string };
  let gameId: string;
  const contexts = new Map<string, BrowserContext>();

  const context = async (who: { client: Client }, size: { width: number; height: number }) => {
    const key = `${who.client === ada.client ? 'ada' : who.client === staff.client ? 'staff' : 'bob'}-${size.width}`;
    const existing = contexts.get(key);
    if (existing) return existing;
    const made = await browser.newContext({ viewport: size });
    await made.addCookies(who.client.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    contexts.set(key, made);
    return made;
  };
  const agentCreate = (name: string, model: string) => {
    const at = new Date().toISOString();
    return assetCommands(app).create(gameId, 'prompt', { name, description: '', content: `${name} speaks` }, agentActor({ userId: ada.id, isStaff: false }, model), { now: at, metadata: systemMetadata(at) });
  };
  const shot = async (page: Page, name: string) => {
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(SHOTS, `staff-${name}.png`) });
  };
  const errorsOf = (page: Page): string[] => {
    const errors: string[] = [];
    page.on('console', (m: ConsoleMessage) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    return errors;
  };
  const summaries = (page: Page) => page.getByTestId('change-summary').allTextContents();
  /** An agent's build played (issue 31), recorded as the agent's turn records it: the model in the metadata and the data. */
  const agentPlaytest = (model: string, passed: boolean) => {
    const at = new Date().toISOString();
    const checks: PlaytestCheck[] = [
      { id: 'loads', label: 'It loads and shows something', passed: true, applies: true, detail: null },
      { id: 'controls', label: 'Every control does something', passed, applies: true, detail: passed ? null : 'Pressing Space changed nothing a player could see.' },
      { id: 'restart', label: 'Restart starts a new game', passed: true, applies: false, detail: 'The game has no restart control.' },
    ];
    const data = {
      playtestId: randomUUID(), gameId, trigger: 'agent' as const, agentSessionId: null, turn: 1, model, round: 1, passed, checks,
      failures: passed ? [] : ['Pressing Space changed nothing a player could see.'], frames: ['Comet Garden\nComets: 0'], durationMs: 420, runner: 'dom' as const, now: at,
    };
    return app.app.get(DecisionRunner).run({ decider: playtestDecider, streamId: playtestStreamId(gameId), command: { type: 'RecordPlaytest', data } },
      { metadata: { ...systemMetadata(at), actorId: ada.id, actorKind: 'agent', model } });
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    app = await startTestApp(null, { webDist: WEB_DIST });
    ada = await signUp(app.url);
    bob = await signUp(app.url);
    staff = await signUp(app.url);
    await makeStaff(app, staff.id);
    gameId = (await ada.client.post('/api/games', { name: 'Comet Garden', description: 'Grow comets.' }).expect(201)).body.id;
    const intro = (await ada.client.post(`/create/mechanic/create-prompt-library-object/${gameId}/`, { name: 'intro', content: 'Hello' }).expect(201)).body.data.id;
    await ada.client.post(`/create/mechanic/edit-prompt-library-object/${gameId}/`, { id: intro, content: 'Hello, gardener' }).expect(200);
    const boss = (await agentCreate('boss', 'model-a')).assetId;
    const villain = (await agentCreate('villain', 'model-a')).assetId;
    await agentCreate('ghost', 'model-b');
    const pending = (await ada.client.get(`/create/versioning/pending-changes/${gameId}/`).query({ status: 'pending' }).expect(200)).body.pending_changes as { id: string; asset_id: string }[];
    const changeOf = (assetId: unknown) => pending.find((c) => c.asset_id === assetId)!.id;
    await ada.client.post('/create/versioning/pending-changes/accept/', { change_id: changeOf(boss) }).expect(200);
    await ada.client.post('/create/versioning/pending-changes/reject/', { change_id: changeOf(villain) }).expect(200);
    await ada.client.post('/create/versioning/checkpoints/', { game_id: gameId, message: 'first bloom' }).expect(201);
    // Two turns' tokens, for the tokens-by-model chart.
    const ledger = app.app.get(TokenLedger);
    for (const [model, amount] of [['model-a', 120], ['model-b', 45]] as const) {
      await ledger.consume(ada.id, { model, inputTokens: amount, outputTokens: 0, amount, reason: 'agent turn' }, systemMetadata(new Date().toISOString()));
    }
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('staff open the change log from the avatar menu, filter by model and open a diff (desktop)', async () => {
    const page = await (await context(staff, DESKTOP)).newPage();
    const errors = errorsOf(page);
    await page.goto(app.url);
    // The diff editor (Monaco, ~4 MB) is fetched while the list shows, not once a change is opened (issue 30).
    const monaco = page.waitForResponse((r) => /\/assets\/editor\.api-[\w-]+\.js$/.test(r.url()));
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('staff-changes-link').click();
    await page.waitForURL('**/staff/changes');
    await page.getByTestId('change-row').first().waitFor();
    // The summary loads beside the rows (and the diff editor is being fetched meanwhile): wait for it.
    await eventually(async () => expect(await page.getByTestId('review-rate').allTextContents()).toEqual(['model-a50%1 accepted · 1 rejected']));
    await expect(page.getByTestId('summary-by-model').textContent()).resolves.toMatch(/model-a\s*2/);
    // Issue 31: the fourth card, before any agent playtest.
    await expect(page.getByTestId('summary-playtests').textContent()).resolves.toBe('Playtest pass rate per modelNo agent playtests');
    await shot(page, 'list-desktop');

    await page.getByTestId('filter-model').click();
    await page.getByRole('option', { name: 'model-a' }).click();
    await page.waitForURL(/model=model-a/);
    await eventually(async () => expect(await summaries(page)).toEqual(["created prompt 'villain' (pending review)", "created prompt 'boss' (pending review)"]));
    expect(await page.getByTestId('change-model').allTextContents()).toEqual(['model-a', 'model-a']);
    await shot(page, 'filtered-desktop');

    // A shared link holds the filter: a reload shows the same.
    await page.reload();
    await eventually(async () => expect(await summaries(page)).toHaveLength(2));

    await monaco;
    await page.getByTestId('change-row').last().click();
    await page.waitForURL(/change=\d+/);
    await expect(page.getByTestId('change-detail-summary').textContent()).resolves.toBe("created prompt 'boss' (pending review)");
    await page.locator('[data-testid="change-diff"][data-editor-ready="true"]').waitFor();
    await expect(page.getByTestId('change-diff-modified-label').textContent()).resolves.toBe('Revision 0');
    expect(await page.getByTestId('open-game-as-it-was').getAttribute('href')).toMatch(new RegExp(`^/analytics\\?tab=time-travel&game=${gameId}&position=\\d+$`));
    await shot(page, 'detail-diff-desktop');
    await page.keyboard.press('Escape');

    await page.getByTestId('toggle-charts').click();
    await page.getByTestId('chart-edits').locator('svg rect').first().waitFor();
    await expect(page.getByTestId('chart-tokens').locator('svg text').allTextContents()).resolves.toEqual(['model-a', '120', 'model-b', '45']);
    await page.getByTestId('audit-charts').scrollIntoViewIfNeeded();
    await shot(page, 'charts-desktop');

    // A row's game shows only that game's changes; the filter says so.
    await page.getByTestId('change-game').first().click();
    await page.waitForURL(new RegExp(`game_id=${gameId}`));
    // The game filter is a picker: it names the game, and other games are searched by name (issue 30).
    await eventually(async () => expect(await page.getByTestId('filter-game_id').inputValue()).toBe('Comet Garden'));
    await eventually(async () => expect((await page.getByTestId('change-game').allTextContents()).every((name) => name === 'Comet Garden')).toBe(true));
    // The user filter too: staff search accounts by name, never paste a UUID.
    await page.getByTestId('filter-user_id').click();
    await page.getByTestId('filter-user_id').fill(ada.user.username.slice(0, 10));
    await page.getByRole('option', { name: ada.user.username }).click();
    await page.waitForURL(new RegExp(`user_id=${ada.id}`));
    await eventually(async () => expect(await page.getByTestId('active-filter-user_id').textContent()).toBe(`user: ${ada.user.username}`));
    await shot(page, 'pickers-desktop');
    expect(errors).toEqual([]);
  });

  it('a new change appears without a reload', async () => {
    const page = await (await context(staff, DESKTOP)).newPage();
    await page.goto(`${app.url}/staff/changes?game_id=${gameId}`);
    await eventually(async () => expect(await summaries(page)).toContain("removed prompt 'villain' after rejected changes"));
    // Wait for the room's first join (it refetches once) before the change, so the change is news.
    await page.waitForTimeout(500);
    await agentCreate('comet', 'model-b');
    await eventually(async () => expect((await summaries(page))[0]).toBe("created prompt 'comet' (pending review)"));
    await shot(page, 'live-desktop');
  });

  it('on a phone: the list, the filters and a diff', async () => {
    const page = await (await context(staff, PHONE)).newPage();
    const errors = errorsOf(page);
    // Until the diff editor is there, the diff's place says it is loading (held here, as on a slow network).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/editor\.api-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${app.url}/staff/changes?event_type=AssetEdited`);
    await eventually(async () => expect(await summaries(page)).toEqual(["edited prompt 'intro'"]));
    await page.getByTestId('toggle-filters').click();
    await page.getByTestId('filter-event-type').waitFor();
    await shot(page, 'filters-phone');
    await page.getByTestId('change-row').first().click();
    await expect(page.getByTestId('change-diff').getByTestId('editor-loading').textContent()).resolves.toBe('Loading the diff…');
    await shot(page, 'detail-diff-loading-phone');
    release();
    await page.locator('[data-testid="change-diff"][data-editor-ready="true"]').waitFor();
    await page.unroute(/\/assets\/editor\.api-[\w-]+\.js$/);
    await expect(page.getByTestId('change-diff-keys').textContent()).resolves.toBe('Changed: content');
    await shot(page, 'detail-diff-phone');
    await page.goto(`${app.url}/staff/changes`);
    await page.getByTestId('change-row').first().waitFor();
    await shot(page, 'list-phone');
    await page.getByTestId('toggle-charts').click();
    await page.getByTestId('chart-events-by-type').locator('svg rect').first().waitFor();
    await page.getByTestId('audit-charts').scrollIntoViewIfNeeded();
    await shot(page, 'charts-phone');
    expect(errors).toEqual([]);
  });

  it('shows each model\'s playtest pass rate beside the review rate, and a playtest\'s checks in its detail (1440 and 390)', async () => {
    await agentPlaytest('model-a', true);
    await agentPlaytest('model-b', false);
    await agentPlaytest('model-b', true);
    for (const size of [DESKTOP, PHONE]) {
      const tag = size === DESKTOP ? 'desktop' : 'phone';
      const page = await (await context(staff, size)).newPage();
      const errors = errorsOf(page);
      await page.goto(`${app.url}/staff/changes?event_type=PlaytestRecorded`);
      const rates = page.getByTestId('playtest-rate');
      await eventually(async () => expect(await rates.allTextContents()).toEqual(['model-a100%1 of 1 passed', 'model-b50%1 of 2 passed']));
      // Beside the review rate: on one row at 1440, one under another at 390, none wider than the page.
      const reviews = (await page.getByTestId('summary-reviews').boundingBox())!;
      const playtests = (await page.getByTestId('summary-playtests').boundingBox())!;
      if (size === DESKTOP) {
        expect(Math.abs(playtests.y - reviews.y)).toBeLessThan(2);
        expect(playtests.x).toBeGreaterThan(reviews.x + reviews.width);
      } else {
        expect(playtests.y).toBeGreaterThan(reviews.y + reviews.height);
      }
      expect(playtests.x + playtests.width).toBeLessThanOrEqual(size.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await page.getByTestId('summary-playtests').scrollIntoViewIfNeeded();
      await shot(page, `playtest-rate-${tag}`);

      // The failed playtest's row says what failed in words; its detail shows every check, as the chat's card does.
      const failed = page.getByTestId('change-row').filter({ hasText: 'failed: every control does something' });
      await eventually(async () => expect(await failed.count()).toBe(1));
      await expect(failed.getByTestId('change-summary').textContent()).resolves.toBe('played the game: 1 of 2 checks passed — failed: every control does something');
      await failed.click();
      const record = page.getByTestId('playtest-record');
      await record.waitFor();
      await expect(record.getByTestId('playtest-headline').textContent()).resolves.toBe('Played it: 1 of 2 checks');
      expect(await record.getByTestId('playtest-check').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-check')}:${e.getAttribute('data-state')}`)))
        .toEqual(['loads:passed', 'controls:failed', 'restart:did not apply']);
      await expect(record.getByTestId('playtest-failures').textContent()).resolves.toBe('Pressing Space changed nothing a player could see.');
      await shot(page, `playtest-detail-${tag}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('tells a signed-in user who is neither staff nor an analyst that the page is not theirs', async () => {
    const page = await (await context(bob, DESKTOP)).newPage();
    await page.goto(`${app.url}/staff/changes`);
    await expect(page.getByTestId('staff-only').textContent()).resolves.toContain('Only staff and analysts can see this');
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('profile-link').waitFor();
    expect(await page.getByTestId('staff-changes-link').count()).toBe(0);
    await shot(page, 'not-staff');
  });

  for (const size of [DESKTOP, PHONE]) {
    const tag = size === DESKTOP ? 'desktop' : 'phone';
    it(`a creator reads their game's change log in the studio and opens a diff (${tag})`, async () => {
      const page = await (await context(ada, size)).newPage();
      await page.goto(`${app.url}/create/creation-dashboard/${gameId}/`);
      await page.getByTestId('dashboard-top-bar').waitFor();
      await shot(page, `studio-${tag}`);
      if (size === PHONE) {
        await page.getByTestId('dashboard-more').click();
        await page.getByTestId('dashboard-more-audit').click();
      } else {
        await page.getByTestId('game-audit-toggle').click();
      }
      const drawer = page.getByTestId('game-audit-drawer');
      await eventually(async () => expect(await drawer.getByTestId('change-summary').allTextContents()).toContain("edited prompt 'intro'"));
      expect(await drawer.getByTestId('change-game').count()).toBe(0);
      // Opening the studio started a versioning session: an event of the log, not a change (issue 30).
      await eventually(async () => {
        const started = (await staff.client.get('/api/analytics/events/').query({ event_type: 'VersioningSessionStarted', prefix: 'versioning-session-' }).expect(200)).body.events as { actor: { id: string } }[];
        expect(started.some((e) => e.actor.id === ada.id)).toBe(true);
      });
      const rows = (await ada.client.get(`/api/games/${gameId}/audit/`).expect(200)).body.changes as { event_type: string; summary: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.event_type === 'VersioningSessionStarted' || r.summary.includes('versioning session'))).toEqual([]);
      expect((await drawer.getByTestId('change-summary').allTextContents()).filter((t) => t.includes('versioning session'))).toEqual([]);
      await shot(page, `game-audit-${tag}`);
      await drawer.getByTestId('change-row').filter({ hasText: "edited prompt 'intro'" }).click();
      await page.locator('[data-testid="change-diff"][data-editor-ready="true"]').waitFor();
      await shot(page, `game-audit-diff-${tag}`);
      await drawer.getByTestId('audit-back').click();
      // A checkpoint's change plays that checkpoint as it was: the timeline opens on its preview.
      await drawer.getByTestId('change-row').filter({ hasText: "made checkpoint 'first bloom'" }).click();
      await page.getByTestId('play-checkpoint').click();
      await page.getByTestId('checkpoint-preview-banner').getByText('first bloom').waitFor();
      await page.waitForURL((u) => !u.search.includes('checkpoint='));
      await shot(page, `checkpoint-from-audit-${tag}`);
    });
  }
});
