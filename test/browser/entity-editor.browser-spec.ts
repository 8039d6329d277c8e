import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

/** A game that shows each entity's health: the preview is where an edit must show. */
const GAME = `import { useEntitiesWith } from '@tempest/game-sdk';

export default function App() {
  const healthy = useEntitiesWith<{ hp: number; tint: string }>('health');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-2 bg-slate-900 p-6 text-white">
      <h1 className="text-2xl font-bold">Health check</h1>
      {healthy.map(([id, health]) => (
        <p key={id} style={{ color: health.tint }}>HP: <span data-testid="hp">{String(health.hp)}</span></p>
      ))}
    </main>
  );
}
`;

/** Issue 18: the entity editor (a field edit seen in the preview, undone) and the registry's edit and delete. */
describe('the entity editor and the component registry in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: Client;
  let gameId: string;
  let heroId: string;
  let context: BrowserContext;
  let page: Page;

  const cookies = () => creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url }));
  /** Once every open dialog has faded in. */
  const shot = async (p: Page, name: string) => {
    await eventually(async () => {
      const opacities = await p.locator('.mantine-Modal-content').evaluateAll((els) => els.map((e) => getComputedStyle(e).opacity));
      expect(opacities.every((o) => o === '1')).toBe(true);
    });
    await p.screenshot({ path: join(SCREENSHOTS, `entity-editor-${name}.png`) });
  };
  const frame = (p: Page): FrameLocator => p.frameLocator('[data-testid="game-frame"]');
  const hp = async (p: Page) => (await frame(p).getByTestId('hp').textContent({ timeout: 30_000 })) ?? '';
  const ready = (p: Page) => eventually(async () => expect(await p.getByTestId('game-view').first().getAttribute('data-ready')).toBe('true'), 30_000);
  const editor = () => page.getByTestId('entity-editor');
  const hpInput = () => page.getByTestId('entity-field-health-hp');

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Health Check', description: 'Shows hit points.' }).expect(201)).body.id;
    await creator.post('/create/components/create/', {
      slug: 'health', game_id: gameId, category: 'stats',
      fieldSchema: { hp: { type: 'int', default: 100, description: 'Hit points' }, tint: { type: 'color', default: '#22c55e' }, mood: { type: 'calm|angry', default: 'calm' } },
    }).expect(201);
    heroId = (await creator.post(`/create/entities/${gameId}/create_entity/`, { entity_type: 'player', name: 'hero' }).expect(201)).body.entity.id;
    await creator.post(`/create/entities/${gameId}/component/bulk-assign/`, { entity_ids: [heroId], component_name: 'health' }).expect(200);
    await creator.post(`/create/vibecode/api/games/${gameId}/frontends/save/`, { files: [{ filename: 'index.tsx', content: GAME }] }).expect(200);
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(cookies());
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('opens an entity beside the preview with an input per field, its default shown', async () => {
    page = await context.newPage();
    await page.goto(`${app.url}/create/creation-dashboard/${gameId}/?dashboard=frontend`);
    await ready(page);
    await eventually(async () => expect(await hp(page)).toBe('100'), 30_000);
    await page.getByTestId(`entity-open-${heroId}`).click();
    await editor().waitFor();
    await expect(hpInput().inputValue()).resolves.toBe('100');
    await expect(editor().getByText('Hit points · Default: 100').count()).resolves.toBe(1);
    await expect(page.getByTestId('entity-field-health-tint').inputValue()).resolves.toBe('#22c55e');
    await expect(page.getByTestId('entity-field-health-mood').inputValue()).resolves.toBe('calm');
    await page.getByTestId('entity-editor-saved').waitFor();
    expect(await page.getByTestId('entity-editor-save').isDisabled()).toBe(true);
    // The preview stays in sight beside the editor.
    const [drawer, preview] = [await editor().boundingBox(), await page.getByTestId('frontend-preview').boundingBox()];
    expect(drawer!.x + drawer!.width).toBeLessThan(preview!.x + preview!.width / 2);
  });

  it('marks a bad input and unsaved changes, and will not save until it is fixed', async () => {
    await page.getByTestId('entity-editor-type').fill('');
    await page.getByTestId('entity-editor-unsaved').waitFor();
    await editor().getByText('Type cannot be empty').waitFor();
    await page.getByTestId('entity-editor-triggers').fill('{"trigger": []}');
    await editor().getByText('Trigger state has an unknown key "trigger" (allowed: triggers, fired_triggers)').waitFor();
    expect(await page.getByTestId('entity-editor-save').isDisabled()).toBe(true);
    await page.getByTestId('entity-editor-type').fill('player');
    await page.getByTestId('entity-editor-triggers').fill('{ "triggers": [], "fired_triggers": {} }');
    await page.getByTestId('entity-editor-saved').waitFor();
  });

  it('saves a field with the keyboard and the preview plays the new value', async () => {
    await hpInput().fill('42');
    await page.getByTestId('entity-editor-unsaved').waitFor();
    await page.getByTestId('entity-field-health-hp-reset').waitFor();
    await shot(page, 'unsaved-1440');
    await page.keyboard.press('Control+s');
    await page.getByTestId('entity-editor-saved').waitFor();
    await eventually(async () => expect(await hp(page)).toBe('42'), 30_000);
    await shot(page, 'saved-1440');
    const history = await creator.get(`/create/versioning/revisions/${heroId}/`).query({ asset_type: 'entity' }).expect(200);
    expect(history.body.revisions[0].data.component_state.health.fieldData).toMatchObject({ hp: 42, tint: '#22c55e' });
  });

  it('shows the edit in the history and undo takes it back, in the editor and in the preview', async () => {
    await page.getByTestId('entity-editor-history').click();
    const drawer = page.getByTestId('history-drawer');
    await drawer.waitFor();
    await eventually(async () => expect(await drawer.locator('[data-testid^="revision-item-"]').count()).toBeGreaterThanOrEqual(2));
    await page.keyboard.press('Escape');
    await page.locator('.mantine-Drawer-overlay').waitFor({ state: 'detached' });
    // The editor's Undo (the top bar's is under the drawer), named after the change it takes back.
    await eventually(async () => expect(await page.getByTestId('entity-editor-undo').isDisabled()).toBe(false));
    await expect(page.getByTestId('entity-editor-undo').getAttribute('aria-label')).resolves.toBe(await page.getByTestId('undo-button').getAttribute('aria-label'));
    await page.getByTestId('entity-editor-undo').click();
    await eventually(async () => expect(await hpInput().inputValue()).toBe('100'));
    await eventually(async () => expect(await hp(page)).toBe('100'), 30_000);
  });

  it('asks before dropping unsaved changes', async () => {
    await hpInput().fill('7');
    await page.getByTestId('entity-editor-cancel').click();
    await page.getByTestId('entity-editor-discard').waitFor();
    await page.getByTestId('entity-editor-discard-confirm').click();
    await editor().waitFor({ state: 'hidden' });
    await expect(hp(page)).resolves.toBe('100');
  });

  it('edits a component of the registry and refuses, with the reason, to delete one an entity uses', async () => {
    await page.getByTestId('component-menu-health').click();
    await page.getByTestId('component-edit').click();
    const fields = page.getByTestId('component-edit-fields');
    const lines = (await fields.inputValue()).split('\n');
    expect([...lines].sort()).toEqual(['hp: int = 100', 'mood: calm|angry = calm', 'tint: color = #22c55e']);
    await fields.fill([...lines, 'regen: float = 0.5'].join('\n'));
    await page.getByTestId('component-edit-unsaved').waitFor();
    await shot(page, 'component-edit-1440');
    await page.getByTestId('component-edit-submit').click();
    await page.getByTestId('component-edit-modal').waitFor({ state: 'hidden' });
    await eventually(async () => expect(await page.getByTestId('component-health').textContent()).toContain('regen = 0.5'));
    // The description typed once stays.
    const registry = await creator.get('/create/components/health/').query({ game_id: gameId }).expect(200);
    expect(registry.body.component.fieldSchema.hp).toEqual({ type: 'int', default: 100, description: 'Hit points' });

    await page.getByTestId('component-menu-health').click();
    await page.getByTestId('component-delete').click();
    await page.getByText('Delete component “health”?').waitFor();
    await page.getByTestId('component-delete-confirm').click();
    await expect(page.getByTestId('component-delete-error').textContent()).resolves.toContain('"health" is used by 1 entity (hero): remove it from them first');
    await shot(page, 'component-in-use-1440');
    await page.getByTestId('component-delete-cancel').click();
    await page.getByTestId('component-health').waitFor();
  });

  it('shows a component’s whole name in the sidebar, and deletes one no entity uses, once confirmed', async () => {
    await page.getByTestId('component-create-toggle').click();
    await page.getByTestId('component-create-slug').fill('spare_power_ups');
    await page.getByTestId('component-create-fields').fill('n: int = 1');
    await page.getByTestId('component-create-submit').click();
    const spare = page.getByTestId('component-spare_power_ups');
    await spare.waitFor();
    // Whole, not cut to "spa…": the name's text fits its box.
    const name = spare.getByText('spare_power_ups', { exact: true });
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis')).toBe(true);
    await spare.scrollIntoViewIfNeeded();
    await shot(page, 'component-names-1440');
    await page.getByTestId('component-menu-spare_power_ups').click();
    await page.getByTestId('component-delete').click();
    await page.getByText('Delete component “spare_power_ups”?').waitFor();
    await page.getByTestId('component-delete-confirm').click();
    // Gone from the sidebar, or the dialog says why not (then the test says it too).
    const refusal = page.getByTestId('component-delete-error');
    await eventually(async () => expect((await refusal.count()) > 0 || (await spare.count()) === 0).toBe(true), 30_000);
    expect(await refusal.allTextContents()).toEqual([]);
    await page.getByText('Deleted component “spare_power_ups”').waitFor();
  });

  it('a new field of the component shows in the editor with its default, and adds on save', async () => {
    await page.getByTestId(`entity-open-${heroId}`).click();
    await editor().waitFor();
    await expect(page.getByTestId('entity-field-health-regen').inputValue()).resolves.toBe('');
    await editor().getByText('Default: 0.5').waitFor();
    await page.getByTestId('entity-field-health-regen-reset').click();
    await expect(page.getByTestId('entity-field-health-regen').inputValue()).resolves.toBe('0.5');
    await page.getByTestId('entity-editor-save').click();
    await page.getByTestId('entity-editor-saved').waitFor();
    const entities = await creator.get(`/create/entities/${gameId}/`).expect(200);
    expect(entities.body.entities[0].component_state.health.fieldData).toEqual({ hp: 100, tint: '#22c55e', mood: 'calm', regen: 0.5 });
    await page.getByTestId('entity-editor-cancel').click();
  });

  it('an entity the agent built with components the registry lacks: one note on the card, none under each field', async () => {
    // As the agent writes them (libs/offline-model kinds): a component slug of its own, its fields as values.
    const made = await creator.post(`/create/entities/${gameId}/create_entity/`, {
      entity_type: 'player', name: 'Clicker hero',
      component_state: { clicker: { componentName: 'Clicker', scriptId: null, fieldData: { score: 0, per_click: 1, goal: 'Reach 100' } } },
    }).expect(201);
    await page.getByTestId(`entity-open-${made.body.entity.id}`).click();
    await editor().waitFor();
    await expect(page.getByTestId('entity-field-clicker-per_click').inputValue()).resolves.toBe('1');
    await expect(editor().getByText('not in the registry').count()).resolves.toBe(1);
    await expect(editor().getByText('Not in the component’s schema').count()).resolves.toBe(0);
    await shot(page, 'agent-entity-1440');
    await page.getByTestId('entity-editor-cancel').click();
    await editor().waitFor({ state: 'hidden' });
  });

  it('fits a phone: the editor and the registry on the Assets tab', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await phone.addCookies(cookies());
    const p = await phone.newPage();
    await p.goto(`${app.url}/create/creation-dashboard/${gameId}/?dashboard=frontend`);
    await p.getByTestId('studio-tab-assets').click();
    await p.getByTestId('component-health').scrollIntoViewIfNeeded();
    await shot(p, 'registry-390');
    await p.getByTestId(`entity-open-${heroId}`).click();
    await p.getByTestId('entity-editor').waitFor();
    // Once it has slid in: every field inside the window.
    await eventually(async () => {
      const box = await p.getByTestId('entity-field-health-hp').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    });
    await p.getByTestId('entity-field-health-hp').fill('55');
    await p.getByTestId('entity-editor-unsaved').waitFor();
    await shot(p, '390');
    await p.getByTestId('entity-editor-cancel').click();
    await p.getByTestId('entity-editor-discard-confirm').click();
    await p.getByTestId('component-menu-health').click();
    await p.getByTestId('component-edit').click();
    await p.getByTestId('component-edit-fields').waitFor();
    await shot(p, 'component-edit-390');
    await phone.close();
  });
});
