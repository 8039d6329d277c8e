import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import type { EventMetadata } from '@tempest/event-store';
import { makeAnalyst, makeStaff } from '../support/account-fixtures.js';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const SHOTS = process.env.SHOTS_DIR ?? SCREENSHOTS;

/** Issue 16: an analyst filters the event log, opens an event and its chain, exports the filter and downloads it. */
describe('the event explorer in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let analyst: Client;
  let creator: Client;
  let creatorName = '';
  let creatorId = '';
  const tag = `orbit${randomUUID().slice(0, 6)}`;
  const correlation = randomUUID();
  const ids = [randomUUID(), randomUUID(), randomUUID()];
  // A request as the studio records it: its events share the correlation, no cause recorded (issue 30).
  const request = { correlation: randomUUID(), positions: [] as string[] };
  let gameId = '';

  const pageFor = async (client: Client, size: keyof typeof SIZES): Promise<{ page: Page; context: BrowserContext; errors: string[] }> => {
    const context = await browser.newContext({ viewport: SIZES[size], acceptDownloads: true });
    await context.addCookies(client.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m: ConsoleMessage) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    return { page, context, errors };
  };
  const shot = async (page: Page, name: string) => {
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `analytics-${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    app = await startTestApp(null, { webDist: WEB_DIST });
    const a = await signUp(app.url);
    await makeAnalyst(app, a.id);
    analyst = a.client;
    const signedUp = await signUp(app.url);
    creator = signedUp.client;
    creatorName = signedUp.user.username;
    creatorId = signedUp.id;
    gameId = ((await creator.post('/api/games', { name: 'Orbit Miner', description: 'Mine the rings.' }).expect(201)).body as { id: string }).id;
    // A small agent turn: a request, two tool calls it caused, each on its own stream of the tag's category.
    for (const [n, id] of ids.entries()) {
      const metadata: EventMetadata = { actorId: 'agent-7', actorKind: 'agent', model: 'model-orbit', correlationId: correlation, causationId: n === 0 ? null : ids[0], requestId: null, timestamp: new Date().toISOString() };
      await app.infra.store.append(`${tag}-${n}`, [{ id, type: n === 0 ? 'OrbitRequested' : 'OrbitToolCalled', data: { n, note: `step ${n}`, token: 'secret' }, metadata }]);
    }
    for (let n = 0; n < 12; n++) {
      const metadata: EventMetadata = { actorId: 'agent-7', actorKind: 'agent', model: 'model-orbit', correlationId: request.correlation, causationId: null, requestId: null, timestamp: new Date().toISOString() };
      const result = await app.infra.store.append(`${tag}req-${n}`, [{ id: randomUUID(), type: 'OrbitStepTaken', data: { n }, metadata }]);
      request.positions.push(result.position.position.toString());
    }
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('tells a creator that only staff and analysts can see it', async () => {
    const { page, context } = await pageFor(creator, 'desktop');
    await page.goto(`${app.url}/analytics`);
    await page.getByTestId('analytics-forbidden').waitFor();
    expect(await page.getByTestId('analytics-forbidden').textContent()).toContain('Only staff and analysts can see this');
    await shot(page, 'forbidden');
    await context.close();
  });

  for (const size of ['desktop', 'phone'] as const) {
    it(`lets an analyst filter, open an event and its chain (${size})`, async () => {
      const { page, context, errors } = await pageFor(analyst, size);
      await page.goto(app.url);
      await page.getByTestId('avatar-menu').click();
      await page.getByTestId('analytics-link').click();
      // A table on a desktop, a card a row on a phone.
      await page.getByTestId(size === 'desktop' ? 'event-table' : 'event-cards').waitFor();
      await shot(page, `events-all-${size}`);
      // On a phone the filters fold behind a button.
      if (size === 'phone') await page.getByTestId('toggle-filters').click();
      await page.getByTestId('filter-prefix').fill(`${tag}-`);
      await page.getByTestId('filter-event_type').fill('OrbitToolCalled');
      await page.getByTestId('apply-filters').click();
      await eventually(async () => expect(await page.getByTestId('event-row').count()).toBe(2));
      expect(new URL(page.url()).searchParams.get('prefix')).toBe(`${tag}-`);
      await shot(page, `events-filtered-${size}`);
      await page.getByTestId('event-row').first().click();
      await page.getByTestId('event-page').waitFor();
      expect(await page.getByTestId('page-title').textContent()).toBe('OrbitToolCalled');
      // A type the classification does not know is all private to analysts (docs/personal-data.md).
      expect(await page.getByTestId('event-data').textContent()).toContain('"[private]"');
      await eventually(async () => expect(await page.getByTestId('chain-node').count()).toBe(3));
      await shot(page, `event-${size}`);
      await page.goBack();
      await page.getByTestId('event-row').first().waitFor();
      expect(await page.getByTestId('event-row').count()).toBe(2);
      // The event's own address carries the filters: its "Events" link (and a reload) lead back to the filtered list (issue 30).
      await page.getByTestId('event-row').first().click();
      await page.getByTestId('event-page').waitFor();
      await page.reload();
      await page.getByTestId('back-to-events').click();
      await page.getByTestId('event-row').first().waitFor();
      expect(new URL(page.url()).searchParams.get('event_type')).toBe('OrbitToolCalled');
      expect(await page.getByTestId('event-row').count()).toBe(2);
      if (size === 'phone') await page.getByTestId('toggle-filters').click();
      expect(await page.getByTestId('filter-prefix').inputValue()).toBe(`${tag}-`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const size of ['desktop', 'phone'] as const) {
    it(`picks a stream type and a game from lists, names actors as an analyst may see them (${size})`, async () => {
      const { page, context, errors } = await pageFor(analyst, size);
      await page.goto(`${app.url}/analytics?tab=events`);
      if (size === 'phone') await page.getByTestId('toggle-filters').click();
      // The stream type: the categories the log holds, searched as typed.
      await page.getByTestId('filter-category').click();
      await page.getByTestId('filter-category').fill(`${tag}re`);
      await page.getByRole('option', { name: `${tag}req`, exact: true }).click();
      await page.getByTestId('apply-filters').click();
      await eventually(async () => expect(await page.getByTestId('event-row').count()).toBe(12));
      expect(new URL(page.url()).searchParams.get('category')).toBe(`${tag}req`);
      // The game: searched by name, filtering its own stream.
      if (size === 'phone') await page.getByTestId('toggle-filters').click();
      await page.getByTestId('filter-category').click();
      await page.getByRole('option', { name: `${tag}req`, exact: true }).click(); // choosing it again clears it
      await page.getByTestId('filter-game').click();
      await page.getByTestId('filter-game').fill('Orbit Mi');
      await page.getByRole('option', { name: 'Orbit Miner' }).click();
      await page.getByTestId('apply-filters').click();
      await eventually(async () => expect(new URL(page.url()).searchParams.get('prefix')).toBe(`game-${gameId}`));
      const created = page.getByTestId('event-row').filter({ hasText: 'GameCreated' });
      await created.waitFor();
      expect(await page.getByTestId('event-row').filter({ hasNotText: 'game-' }).count()).toBe(0);
      // The creator is an account: an analyst sees its pseudonym, never a bare UUID nor the name.
      const actor = (await created.getByTestId('event-actor').textContent()) ?? '';
      expect(actor).toMatch(/^pseudonym:[0-9a-f]{8}…$/);
      if (size === 'phone') await page.getByTestId('toggle-filters').click();
      await eventually(async () => expect(await page.getByTestId('filter-game').inputValue()).toBe('Orbit Miner'));
      await shot(page, `events-pickers-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('names actors to staff as accounts, and filters by one picked by username', async () => {
    const staff = await signUp(app.url);
    await makeStaff(app, staff.id);
    const { page, context, errors } = await pageFor(staff.client, 'desktop');
    await page.goto(`${app.url}/analytics?tab=events`);
    await page.getByTestId('filter-actor_id').click();
    await page.getByTestId('filter-actor_id').fill(creatorName.slice(0, 6));
    await page.getByRole('option', { name: creatorName, exact: true }).click();
    await page.getByTestId('apply-filters').click();
    await eventually(async () => expect(new URL(page.url()).searchParams.get('actor_id')).toBe(creatorId));
    // Once the filtered page is in, every row is the creator's, named by username: staff see who acted, not a
    // pseudonym nor a bare id (the unfiltered page named other accounts and the agent).
    await eventually(async () => {
      const actors = await page.getByTestId('event-actor').allTextContents();
      expect(actors.length).toBeGreaterThan(0);
      expect(new Set(actors)).toEqual(new Set([creatorName]));
    });
    await page.getByTestId('event-row').filter({ hasText: 'GameCreated' }).waitFor();
    await eventually(async () => expect(await page.getByTestId('filter-actor_id').inputValue()).toBe(creatorName));
    await shot(page, 'events-actor-staff-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  // Issue 31: a playtest reads as words in the list, and its detail as the studio shows it (the game's own text hidden from analysts).
  it('shows a PlaytestRecorded event as "Playtest recorded", and its checks on its page (desktop and phone)', async () => {
    const game = `export default function App() {
  return <main><h1>Orbit Miner</h1><p>Mine the rings.</p><button onClick={() => undefined}>Mine</button></main>;
}
`;
    await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: game }] }).expect(200);
    const played = (await creator.post(`/api/games/${gameId}/playtest/`).expect(200)).body as { checks: { id: string; label: string; applies: boolean; passed: boolean }[] };
    const applying = played.checks.filter((c) => c.applies);
    const headline = `Played it: ${applying.filter((c) => c.passed).length} of ${applying.length} checks`;
    for (const size of ['desktop', 'phone'] as const) {
      const { page, context, errors } = await pageFor(analyst, size);
      await page.goto(`${app.url}/analytics?event_type=PlaytestRecorded`);
      const row = page.getByTestId('event-row').first();
      await row.waitFor();
      expect(await page.getByTestId('event-row').count()).toBe(1);
      await expect(row.getByTestId('event-type-words').textContent()).resolves.toBe('Playtest recorded');
      await expect(row.textContent()).resolves.toContain('PlaytestRecorded');
      await shot(page, `playtest-row-${size}`);
      await row.click();
      const record = page.getByTestId('playtest-record');
      await record.waitFor();
      await expect(page.getByTestId('event-type-words').textContent()).resolves.toBe('Playtest recorded');
      await expect(record.getByTestId('playtest-headline').textContent()).resolves.toBe(headline);
      // The checks' labels are the studio's words; what the game showed is the creator's, not an analyst's.
      expect(await record.getByTestId('playtest-check').allTextContents()).toEqual(played.checks.map((c) => `${!c.applies ? 'did not apply' : c.passed ? 'passed' : 'failed'}: ${c.label}`));
      expect(await record.getByTestId('playtest-frames').count()).toBe(0);
      expect(await record.textContent()).not.toContain('[private]');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIZES[size].width);
      await shot(page, `playtest-event-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('draws an arrow to every event of a request and scrolls to the opened one, marked', async () => {
    const { page, context, errors } = await pageFor(analyst, 'desktop');
    const last = request.positions[request.positions.length - 1];
    await page.goto(`${app.url}/analytics/events/${last}`);
    await eventually(async () => expect(await page.getByTestId('chain-node').count()).toBe(12));
    // No cause recorded: an arrow from each event to the next, eleven in all, each with a length.
    const arrows = page.getByTestId('chain-arrow');
    expect(await arrows.count()).toBe(11);
    for (const box of await Promise.all((await arrows.all()).map((a) => a.boundingBox()))) expect(box!.height).toBeGreaterThan(10);
    expect(await page.getByTestId('chain-legend').textContent()).toContain('came next in the same request');
    // The opened event, at the bottom of a tall chain, is scrolled into the chain's view and marked.
    const here = page.locator(`[data-testid="chain-node"][data-position="${last}"]`);
    expect(await here.getAttribute('data-current')).toBe('true');
    expect(await here.textContent()).toContain('this event');
    const view = (await page.getByTestId('event-chain').boundingBox())!;
    await eventually(async () => {
      const node = (await here.boundingBox())!;
      expect(node.y).toBeGreaterThanOrEqual(view.y);
      expect(node.y + node.height).toBeLessThanOrEqual(view.y + view.height);
    });
    await page.getByTestId('event-chain').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'analytics-event-chain-desktop.png') });
    await page.setViewportSize(SIZES.phone);
    await page.getByTestId('event-chain').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'analytics-event-chain-phone.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('exports the filter as JSON Lines and downloads the whole result', async () => {
    const { page, context, errors } = await pageFor(analyst, 'desktop');
    await page.goto(`${app.url}/analytics?tab=exports&prefix=${tag}-`);
    await page.getByTestId('export-form').waitFor();
    expect(await page.getByTestId('export-filter').allTextContents()).toEqual([`prefix: ${tag}-`]);
    // Before it starts: how many events the export will write, and about how large it will be.
    await eventually(async () => expect(await page.getByTestId('export-estimate').textContent()).toMatch(/^Will export 3 events, about \d+(\.\d)? KB\.$/));
    await page.getByTestId('export-start').click();
    const job = page.getByTestId('export-job').first();
    await eventually(async () => expect(await job.getAttribute('data-status')).toBe('done'));
    expect(await job.getByTestId('export-rows').textContent()).toBe('3 of 3 rows');
    // The estimate said what the file holds: the same number of events, and a size of the same order.
    const estimated = Number(/about ([\d.]+) KB/.exec((await page.getByTestId('export-estimate').textContent()) ?? '')?.[1]);
    const written = Number(/([\d.]+) KB/.exec((await job.textContent()) ?? '')?.[1]);
    expect(estimated / written).toBeGreaterThan(0.5);
    expect(estimated / written).toBeLessThan(2);
    await shot(page, 'exports-desktop');
    const [download] = await Promise.all([page.waitForEvent('download'), job.getByTestId('export-download').click()]);
    const rows = readFileSync(await download.path(), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { event_id: string; data: unknown });
    expect(rows.map((r) => r.event_id)).toEqual(ids);
    expect(rows.every((r) => r.data === '[private]')).toBe(true); // unclassified types: all private to analysts
    // Jobs live on the server: leaving and coming back shows the same job.
    await page.goto(`${app.url}/analytics?tab=events`);
    await page.getByTestId('tab-exports').click();
    await eventually(async () => expect(await page.getByTestId('export-job').count()).toBe(1));
    await page.setViewportSize(SIZES.phone);
    await shot(page, 'exports-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
