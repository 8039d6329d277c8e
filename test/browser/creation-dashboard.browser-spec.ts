import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { agentActor } from '../../apps/api/src/assets/asset-actor.js';
import { assetCommands } from '../support/asset-commands.js';
import { systemMetadata } from '../../apps/api/src/common/actor.js';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const CODE = ['x = 1', 'x = 2', 'x = 3'];

type EditorHost = HTMLElement & {
  __editor?: { getValue(): string; setValue(value: string): void };
  __diffEditor?: { getOriginalEditor(): { getValue(): string }; getModifiedEditor(): { getValue(): string } };
};

/** The creation dashboard, with the API in-process so the test can make a change as the agent would. */
describe('the creation dashboard in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let userId: string;
  let gameId: string;
  let scriptId: string;
  let page: Page;
  let second: Page;
  let owner: Client;

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    const { client, id } = await signUp(app.url);
    owner = client;
    userId = id;
    gameId = (await client.post('/api/games').send({ name: 'Star Miner', description: 'Mine stars.' }).expect(201)).body.id;
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(client.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const dashboardUrl = () => `${app.url}/create/creation-dashboard/${gameId}/`;
  /** A screenshot once every open drawer has finished sliding in (its right edge at the window's). */
  const shot = async (p: Page, name: string) => {
    const width = p.viewportSize()?.width ?? 0;
    await eventually(async () => {
      for (const box of await p.locator('.mantine-Drawer-content').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) {
        expect(Math.abs(box - width)).toBeLessThan(1);
      }
    });
    await p.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  };
  const editor = (p: Page): Locator => p.getByTestId('script-editor');
  const editorValue = async (p: Page) =>
    (await editor(p).count()) === 0 ? null : editor(p).evaluate((el) => (el as EditorHost).__editor?.getValue() ?? null);
  const setEditorValue = async (p: Page, value: string) => {
    await eventually(async () => expect(await editor(p).getAttribute('data-editor-ready')).toBe('true'));
    await editor(p).evaluate((el, v) => (el as EditorHost).__editor!.setValue(v), value);
  };
  const save = async (p: Page) => {
    await p.getByTestId('script-save').click();
    await p.getByTestId('script-saved').waitFor();
  };
  const pendingCount = (p: Page) => p.getByTestId('pending-count').textContent();

  it('opens the studio with the game name and the three default dashboards', async () => {
    page = await context.newPage();
    await page.goto(dashboardUrl());
    await expect(page.getByTestId('dashboard-game-name').textContent()).resolves.toBe('Star Miner');
    for (const code of ['script-editor', 'prompt-editor', 'tool-editor']) await page.getByTestId(`dashboard-${code}`).waitFor();
    await eventually(async () => expect(await page.getByTestId('connection-indicator').getAttribute('data-status')).toBe('connected'));
    expect(await page.getByTestId('undo-button').isDisabled()).toBe(true);
    expect(await pendingCount(page)).toBe('0');
    // A studio left open and idle animates nothing (the Live dot pulses when it connects, then rests): an endless
    // animation made the browser draw 60 frames a second for as long as the tab was open (issue 33 §6).
    await eventually(async () => expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0), 10_000);
  });

  it('creates a script, saves three versions, and shows them in the history with a diff', async () => {
    await page.getByTestId('dashboard-script-editor').click();
    await page.getByTestId('script-create').click();
    await page.getByTestId('script-name-input').fill('main');
    await page.getByTestId('script-name-submit').click();
    await eventually(async () => expect(await editorValue(page)).toBe('# Write your Python code here'));
    for (const code of CODE) {
      await setEditorValue(page, code);
      await save(page);
      await eventually(async () => expect(await page.getByTestId('undo-button').isDisabled()).toBe(false));
    }
    await shot(page, 'dashboard');

    await page.getByTestId('script-history').click();
    const drawer = page.getByTestId('history-drawer');
    await drawer.waitFor();
    await eventually(async () => expect(await drawer.locator('[data-testid^="revision-item-"]').count()).toBeGreaterThanOrEqual(3));
    const shown = await drawer.locator('[data-testid^="revision-item-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    const numbers = shown.map((t) => Number(t!.replace('revision-item-', '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a)); // newest first
    scriptId = await findScriptId();
    const revisionOf = await revisionsByContent(scriptId);

    // Pick the revision holding the second version: it is compared with the one before it.
    await drawer.getByTestId(`revision-item-${revisionOf(CODE[1])}`).click();
    const diff = page.getByTestId('diff-view');
    await eventually(async () => expect(await diff.getAttribute('data-editor-ready')).toBe('true'));
    await eventually(async () => expect(await diffTexts(page, 'diff-view')).toEqual([CODE[0], CODE[1]]));
    await diff.locator('.line-insert, .char-insert').first().waitFor(); // the diff is computed and marked
    await shot(page, 'history-diff');

    // Roll back to the first saved code: a new revision, and the editor shows that code.
    await drawer.getByTestId(`revision-item-${revisionOf(CODE[0])}`).click();
    await page.getByTestId('rollback-button').click();
    await eventually(async () => expect(await drawer.getByTestId(`revision-item-${numbers[0] + 1}`).count()).toBe(1));
    await drawer.getByTestId('diff-view').locator('.line-insert, .char-insert').first().waitFor(); // the diff is drawn
    await shot(page, 'history-after-rollback');
    await closeDrawer(page);
    await eventually(async () => expect(await editorValue(page)).toBe(CODE[0]));
  });

  it('undoes and redoes the rollback with the buttons and the keyboard', async () => {
    await page.getByTestId('undo-button').click();
    await eventually(async () => expect(await editorValue(page)).toBe(CODE[2]));
    await eventually(async () => expect(await page.getByTestId('redo-button').isDisabled()).toBe(false));
    await page.getByTestId('redo-button').click();
    await eventually(async () => expect(await editorValue(page)).toBe(CODE[0]));

    // The keyboard does the same outside the editor (inside, Monaco keeps its own undo).
    await page.getByTestId('dashboard-game-name').click();
    await page.keyboard.press('ControlOrMeta+z');
    await eventually(async () => expect(await editorValue(page)).toBe(CODE[2]));
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await eventually(async () => expect(await editorValue(page)).toBe(CODE[0]));
  });

  it("shows the agent's change live in two tabs, and rejecting it restores the code", async () => {
    second = await context.newPage();
    await second.goto(`${dashboardUrl()}?dashboard=script-editor&script-editor=${scriptId}`);
    await eventually(async () => expect(await editorValue(second)).toBe(CODE[0]));
    await eventually(async () => expect(await second.getByTestId('connection-indicator').getAttribute('data-status')).toBe('connected'));

    const now = new Date().toISOString();
    await assetCommands(app).edit(gameId, scriptId, { patch: { content: 'agent code' } },
      agentActor({ userId, isStaff: false }, 'tempest-offline'), { now, metadata: systemMetadata(now) });

    for (const p of [page, second]) {
      await eventually(async () => expect(await pendingCount(p)).toBe('1'));
    }
    await eventually(async () => expect(await editorValue(page)).toBe('agent code'));
    await eventually(async () => expect(await editorValue(second)).toBe('agent code'));
    await shot(second, 'dashboard-second-tab-live');

    await page.getByTestId('pending-changes-button').click();
    const item = page.locator('[data-testid^="pending-item-"]');
    await item.first().waitFor();
    const changeId = (await item.first().getAttribute('data-testid'))!.replace('pending-item-', '');
    // Choosing the change previews it: its diff.
    await page.getByTestId(`pending-preview-${changeId}`).click();
    await eventually(async () => expect(await diffTexts(page, `pending-diff-${changeId}`)).toEqual([CODE[0], 'agent code']));
    await page.getByTestId(`pending-diff-${changeId}`).locator('.line-insert, .char-insert').first().waitFor();
    await shot(page, 'pending-review');
    await page.getByTestId(`pending-reject-${changeId}`).click();
    await eventually(async () => expect(await pendingCount(page)).toBe('0'));
    await closeDrawer(page);
    await eventually(async () => expect(await editorValue(page)).toBe(CODE[0]));
    await eventually(async () => expect(await pendingCount(second)).toBe('0'));
    await eventually(async () => expect(await editorValue(second)).toBe(CODE[0]));
    await shot(page, 'after-reject');

    // The agent's change was made outside this tab's versioning session; "This session" leaves it out.
    await page.getByTestId('script-history').click();
    const list = async () => (await page.getByTestId('revision-list').innerText()).toLowerCase();
    await eventually(async () => expect(await list()).toContain('tempest-offline'));
    await page.getByTestId('history-scope').getByText('This session').click();
    await eventually(async () => expect(await list()).not.toContain('tempest-offline'));
    await eventually(async () => expect(await list()).toContain('reject'));
    await closeDrawer(page);
  });

  it('creates entities in folders, a component, assigns it, deletes one, and shows an entity history', async () => {
    await page.getByTestId('entity-create-toggle').click();
    const create = async (type: string, name: string, folder: string) => {
      await page.getByTestId('entity-create-type').fill(type);
      await page.getByTestId('entity-create-name').fill(name);
      await page.getByTestId('entity-create-folder').fill(folder);
      await page.getByTestId('entity-create-submit').click();
      await page.locator(`[data-entity-name="${name}"]`).waitFor();
    };
    await create('NPC', 'orc', 'enemies/forest');
    await create('npc', 'elder', '');
    await create('item', 'sword', '');
    await page.getByTestId('entity-group-npc').getByTestId('entity-folder-enemies/forest').waitFor();

    await page.getByTestId('component-create-toggle').click();
    await page.getByTestId('component-create-slug').fill('health');
    await page.getByTestId('component-create-fields').fill('hp = 100\nmax_hp = 100');
    await page.getByTestId('component-create-submit').click();
    await expect(page.getByTestId('component-health').textContent()).resolves.toContain('hp = 100');

    const orc = page.locator('[data-entity-name="orc"]');
    await orc.locator('input[type="checkbox"]').check();
    await page.getByTestId('entity-assign-component').click();
    await page.getByRole('option', { name: 'health' }).click();
    await page.getByTestId('entity-assign-submit').click();
    await orc.getByText('health').waitFor();
    await shot(page, 'entities-components');

    // The shared combobox (spec 3 §5): choosing the selected option again clears it, its placeholder then shows,
    // a search that matches nothing says 'No options found.'.
    const combobox = page.getByTestId('entity-assign-component');
    await orc.locator('input[type="checkbox"]').check();
    expect(await combobox.inputValue()).toBe('health');
    await combobox.click();
    await page.getByRole('option', { name: 'health' }).click();
    await eventually(async () => expect(await combobox.inputValue()).toBe(''));
    expect(await combobox.getAttribute('placeholder')).toBe('Select an option');
    expect(await page.getByTestId('entity-assign-submit').isDisabled()).toBe(true);
    await combobox.fill('zzz');
    await page.getByText('No options found.').waitFor();
    await combobox.fill('hea');
    await page.getByRole('option', { name: 'health' }).click();
    await eventually(async () => expect(await combobox.inputValue()).toBe('health'));

    await page.locator('[data-entity-name="elder"]').getByRole('button', { name: 'elder actions' }).click();
    await page.getByTestId('entity-delete').click();
    await page.locator('[data-entity-name="elder"]').waitFor({ state: 'detached' });

    await orc.getByRole('button', { name: 'orc actions' }).click();
    await page.getByTestId('entity-history').click();
    const drawer = page.getByTestId('history-drawer');
    await eventually(async () => expect(await drawer.locator('[data-testid^="revision-item-"]').count()).toBe(2));
    await shot(page, 'entity-history');
    await closeDrawer(page);
  });

  it('edits a prompt with variables and a test result, and a tool whose fields become a JSON schema', async () => {
    await page.getByTestId('dashboard-prompt-editor').click();
    await page.getByTestId('prompt-create').click();
    await page.getByTestId('prompt-title').waitFor();
    await page.getByTestId('prompt-name').fill('  Narrator ');
    const content = page.getByTestId('prompt-content');
    await eventually(async () => expect(await content.getAttribute('data-editor-ready')).toBe('true'));
    await content.evaluate((el, v) => (el as EditorHost).__editor!.setValue(v), 'Greet {{player}} in {{place}}.');
    await page.getByTestId('prompt-save').click();
    await page.getByTestId('prompt-saved').waitFor();
    await page.getByTestId('prompt-item-narrator').waitFor(); // names are saved in lower case
    await page.getByTestId('prompt-var-player').fill('Ada');
    await page.getByTestId('prompt-var-place').fill('the Moon');
    await eventually(async () => expect(await page.getByTestId('prompt-test-result').textContent()).toContain('Greet Ada in the Moon.'));
    await shot(page, 'prompt-editor');

    await page.getByTestId('dashboard-tool-editor').click();
    await page.getByTestId('tool-create').click();
    await page.getByTestId('tool-title').waitFor();
    await page.getByTestId('tool-name').fill('roll_dice');
    await page.getByTestId('tool-description').fill('Roll dice for the player');
    await page.getByTestId('tool-field-add').click();
    await page.getByTestId('tool-field-name-0').fill('sides');
    await page.getByTestId('tool-field-type-0').selectOption('integer');
    await page.getByTestId('tool-field-required-0').check();
    await page.getByTestId('tool-save').click();
    await page.getByTestId('tool-saved').waitFor();
    const schema = async () => JSON.parse(await page.getByTestId('tool-schema').evaluate((el) => (el as EditorHost).__editor?.getValue() ?? 'null'));
    await eventually(async () => expect(await schema()).toMatchObject({ type: 'object', properties: { sides: { type: 'integer' } }, required: ['sides'] }));
    await shot(page, 'tool-editor');

    // Commit the whole working tree: the count of changed assets goes back to 0.
    await eventually(async () => expect(Number(await page.getByTestId('unsaved-count').textContent())).toBeGreaterThan(0));
    await page.getByTestId('commit-button').click();
    await page.getByTestId('commit-message').fill('Prompt and dice tool');
    const popover = page.getByRole('dialog', { name: 'Commit' });
    await eventually(async () => expect(await popover.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')); // faded in
    await shot(page, 'commit');
    await page.getByTestId('commit-submit').click();
    await eventually(async () => expect(await page.getByTestId('unsaved-count').textContent()).toBe('0'));
    const versions = await page.evaluate(async (id) => (await fetch(`/create/versioning/checkpoints/${id}/`)).json(), gameId);
    expect(versions.checkpoints[0]).toMatchObject({ kind: 'commit', message: 'Prompt and dice tool', session_id: expect.any(String) });
    await page.getByTestId('dashboard-script-editor').click();
  });

  it('shows a long game name whole in the top bar, at 1440 and on a phone', async () => {
    const name = 'Penguin Hill Clicker: Fish Frenzy';
    const longId = (await owner.post('/api/games').send({ name, description: 'A long name.' }).expect(201)).body.id as string;
    for (const [width, height, label] of [[1440, 900, '1440'], [390, 844, 'phone']] as const) {
      const ctx = await browser.newContext({ viewport: { width, height }, hasTouch: width < 500 });
      await ctx.addCookies(owner.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
      const p = await ctx.newPage();
      await p.goto(`${app.url}/create/creation-dashboard/${longId}/`);
      const shown = p.getByTestId('dashboard-game-name');
      await expect(shown.textContent()).resolves.toBe(name);
      // Nothing of it is cut (no ellipsis, no hidden line), and it still says it all on hover.
      await p.getByTestId('dashboard-top-bar').screenshot({ path: join(SCREENSHOTS, `dashboard-long-name-${label}.png`) });
      const size = await shown.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
      expect({ label, clipped: size.scrollWidth > size.clientWidth + 1 || size.scrollHeight > size.clientHeight + 1, size }).toEqual({ label, clipped: false, size });
      await expect(shown.getAttribute('title')).resolves.toBe(name);
      // The top bar's actions are still all on screen.
      const bar = (await p.getByTestId('dashboard-top-bar').boundingBox())!;
      expect(bar.x + bar.width).toBeLessThanOrEqual(width + 1);
      await ctx.close();
    }
  });

  it('sends a stranger a clear refusal and an unknown game to a not-found state', async () => {
    const { client } = await signUp(app.url);
    const stranger = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await stranger.addCookies(client.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const p = await stranger.newPage();
    await p.goto(dashboardUrl());
    await expect(p.getByText('Only the creator can change this game.').textContent()).resolves.toBeTruthy();
    await shot(p, 'dashboard-forbidden');
    await p.goto(`${app.url}/create/creation-dashboard/00000000-0000-4000-8000-000000000000/`);
    await p.getByTestId('dashboard-not-found').waitFor();
    await stranger.close();
  });

  it('sends a signed-out visitor to the login page', async () => {
    const anonymous = await browser.newContext();
    const p = await anonymous.newPage();
    await p.goto(dashboardUrl());
    await p.waitForURL(/\/login/);
    await anonymous.close();
  });

  async function closeDrawer(p: Page): Promise<void> {
    await p.locator('.mantine-Drawer-close').click();
    await p.locator('.mantine-Drawer-content').waitFor({ state: 'detached' });
  }

  async function diffTexts(p: Page, testId: string): Promise<string[] | null> {
    return p.getByTestId(testId).evaluate((el) => {
      const d = (el as EditorHost).__diffEditor;
      return d ? [d.getOriginalEditor().getValue(), d.getModifiedEditor().getValue()] : null;
    });
  }

  /** The revision that first held each content (saving also stores the parse: two revisions per save). */
  async function revisionsByContent(id: string): Promise<(content: string) => number> {
    const revisions = await page.evaluate(async (assetId) => {
      const r = await fetch(`/create/versioning/revisions/${assetId}/`, { headers: { Accept: 'application/json' } });
      return ((await r.json()) as { revisions: { revision: number; data: { content?: string } | null }[] }).revisions;
    }, id);
    return (content) => {
      const found = revisions.findLast((r) => r.data?.content === content);
      if (!found) throw new Error(`No revision with ${content}: ${JSON.stringify(revisions)}`);
      return found.revision;
    };
  }

  async function findScriptId(): Promise<string> {
    const res = await page.evaluate(async (id) => {
      const csrf = /csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const r = await fetch(`/create/mechanic/retrieve-custom-scripts/${id}/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(csrf), Accept: 'application/json' },
        body: JSON.stringify({ scriptIds: [] }),
      });
      return (await r.json()) as { scripts: { id: string; name: string }[] };
    }, gameId);
    const script = res.scripts.find((s) => s.name === 'main' || s.name === 'main.py');
    if (!script) throw new Error(`No script 'main' in ${JSON.stringify(res)}`);
    return script.id;
  }
});
