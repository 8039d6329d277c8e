// Issue 18: the UI building blocks' editor in the workbench (spec 1 §5 option bounds, §9 preview size
// constraints; spec 2 §3 style table and presets; the Image block's upload into the media store).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const SHOTS = '/tmp/edstyle-shots';
/** A real 1×1 PNG (so the game can decode it). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const CODE = `import { Button } from '@tempest/game-sdk';

export default function App() {
  return (
    <main className="flex flex-col items-start gap-4 p-8">
      <Button text="Attack" style={{ width: 120 }} />
      <section className="w-96">
        
      </section>
    </main>
  );
}
`;

type Editor = { getValue(): string; setValue(value: string): void; setPosition(p: { lineNumber: number; column: number }): void };
type EditorHost = HTMLElement & { __editor?: Editor };

describe('UI blocks in the workbench', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: Client;
  let gameId: string;

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Block Quest', description: 'Blocks.' }).expect(201)).body.id;
    browser = await launchChromium();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const shot = async (p: Page, name: string) => {
    await p.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
    copyFileSync(join(SCREENSHOTS, `${name}.png`), join(SHOTS, `${name}.png`));
  };
  const open = async (width: number, height: number): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addCookies(creator.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const p = await context.newPage();
    await p.goto(`${app.url}/create/creation-dashboard/${gameId}/?dashboard=frontend&pane=code`);
    await p.getByTestId('frontend-workbench').waitFor();
    await eventually(async () => expect(await p.getByTestId('frontend-editor').getAttribute('data-editor-ready')).toBe('true'), 30_000);
    await eventually(async () => expect(await p.getByTestId('frontend-status').textContent()).toBe('All changes saved'), 20_000);
    return p;
  };
  const host = (p: Page) => p.getByTestId('frontend-editor');
  const code = (p: Page) => host(p).evaluate((el) => (el as EditorHost).__editor!.getValue());
  const setCode = (p: Page, value: string) => host(p).evaluate((el, v) => (el as EditorHost).__editor!.setValue(v), value);
  const cursorAt = (p: Page, lineNumber: number, column: number) =>
    host(p).evaluate((el, [line, col]) => (el as EditorHost).__editor!.setPosition({ lineNumber: line, column: col }), [lineNumber, column] as const);
  const frame = (p: Page): FrameLocator => p.frameLocator('[data-testid="game-frame"]');
  const editor = (p: Page) => p.getByTestId('ui-block-editor');
  const typeNumber = async (p: Page, testId: string, value: string) => {
    const input = p.getByTestId(`${testId}-input`);
    await input.fill(value);
    await input.press('Enter');
  };
  const choose = async (p: Page, testId: string, option: string) => {
    await p.getByTestId(testId).click();
    await p.getByRole('option', { name: option, exact: true }).click();
  };
  const compile = async (p: Page) => {
    const before = Number(await p.getByTestId('frontend-workbench').getAttribute('data-build-count'));
    await p.getByTestId('frontend-compile').click();
    await eventually(async () => expect(Number(await p.getByTestId('frontend-workbench').getAttribute('data-build-count'))).toBeGreaterThan(before), 60_000);
    expect(await p.getByTestId('frontend-workbench').getAttribute('data-build-failed')).toBe('false');
  };
  const mediaRows = async () => Number((await app.infra.pool.query(`SELECT count(*) AS n FROM "${app.config.schema}".media`)).rows[0].n);

  it('inserts a progress bar at 70 with the neon preset at the cursor; the game preview renders it', async () => {
    const p = await open(1440, 900);
    await setCode(p, CODE);
    await cursorAt(p, 8, 9);
    await p.getByTestId('frontend-blocks-toggle').click();
    await editor(p).waitFor();
    expect(await editor(p).getAttribute('data-mode')).toBe('insert');
    await p.getByTestId('ui-block-picker').getByText('Progress bar').click();
    // Defaults (spec 1 §9): value 50 of 100.
    expect(await p.getByTestId('ui-block-field-value').getAttribute('data-value')).toBe('50');
    await typeNumber(p, 'ui-block-field-value', '70');
    await choose(p, 'ui-block-preset', 'Neon');
    const preview = p.getByTestId('ui-block-preview').getByRole('progressbar');
    await eventually(async () => expect(await preview.getAttribute('aria-valuenow')).toBe('70'));
    await shot(p, 'ui-blocks-1440-progress');
    await p.getByTestId('ui-block-insert').click();
    await eventually(async () => expect(await code(p)).toContain('        <ProgressBar value={70} max={100} preset="neon" />'));
    expect(await code(p)).toContain("import { Button, ProgressBar } from '@tempest/game-sdk';");
    await compile(p);
    const bar = frame(p).getByRole('progressbar');
    await eventually(async () => expect(await bar.getAttribute('aria-valuenow')).toBe('70'), 30_000);
    // The neon preset's accent fills it.
    expect(await bar.locator('div').first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(57, 255, 20)');
    await shot(p, 'ui-blocks-1440-progress-in-game');
    await p.close();
  });

  it('a refused insert says so in sight; a block before a closing tag gets a line of its own; Ctrl+Z back to the saved text is saved; Compile reads Compiling…', async () => {
    const p = await open(1440, 900);
    const status = () => p.getByTestId('frontend-status').textContent();
    await setCode(p, CODE);
    await p.getByTestId('frontend-save').click();
    await eventually(async () => expect(await status()).toBe('All changes saved'), 30_000);
    await cursorAt(p, 1, 1);
    await p.getByTestId('frontend-blocks-toggle').click();
    await editor(p).waitFor();
    await p.getByTestId('ui-block-insert').click();
    const refusal = p.getByTestId('ui-block-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('A block cannot go here');
    expect(await p.getByTestId('ui-block-target').textContent()).toBe('The Progress bar was not written: see why below');
    // Nothing covers it and it is inside the window: the point at its centre is the refusal itself.
    expect(await refusal.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.bottom <= innerHeight && el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    })).toBe(true);
    await shot(p, 'ui-blocks-1440-refused');

    await cursorAt(p, 9, 7);
    await eventually(async () => expect(await refusal.count()).toBe(0));
    await p.getByTestId('ui-block-insert').click();
    await eventually(async () => expect(await code(p)).toMatch(/\n {8}<ProgressBar [^\n]*\/>\n {6}<\/section>/));
    expect(await status()).toBe('Unsaved changes');
    await p.keyboard.press('Control+z');
    await eventually(async () => expect(await code(p)).toBe(CODE));
    await eventually(async () => expect(await status()).toBe('All changes saved'));

    // While it compiles the button shows its words and spinner (Mantine's own loading veil hid them).
    await p.evaluate(() => {
      const button = document.querySelector('[data-testid="frontend-compile"]')!;
      new MutationObserver(() => {
        const inner = button.querySelector('.mantine-Button-inner');
        if (button.textContent === 'Compiling…' && inner && getComputedStyle(inner).opacity === '1') document.body.dataset.sawCompiling = 'true';
      }).observe(button, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    await compile(p);
    expect(await p.evaluate(() => document.body.dataset.sawCompiling)).toBe('true');
    await p.close();
  });

  it('edits the Button under the cursor: a width beyond the bounds is clamped to 400, a colour set; the game shows both', async () => {
    const p = await open(1440, 900);
    await setCode(p, CODE);
    await cursorAt(p, 6, 10);
    await p.getByTestId('frontend-blocks-toggle').click();
    await eventually(async () => expect(await editor(p).getAttribute('data-mode')).toBe('update'));
    expect(await p.getByTestId('ui-block-target').textContent()).toBe('Editing the Button on line 6');
    expect(await p.getByTestId('ui-block-field-width').getAttribute('data-value')).toBe('120');
    await typeNumber(p, 'ui-block-field-width', '900');
    await eventually(async () => expect(await p.getByTestId('ui-block-field-width').getAttribute('data-value')).toBe('400'));
    expect(await p.getByTestId('ui-block-field-width-input').inputValue()).toBe('400');
    const colour = p.getByTestId('ui-block-style-color');
    await colour.fill('#ff0000');
    await colour.press('Enter');
    const previewButton = p.getByTestId('ui-block-preview').getByRole('button', { name: 'Attack' });
    await eventually(async () => expect(await previewButton.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 0, 0)'));
    await shot(p, 'ui-blocks-1440-button');
    await p.getByTestId('ui-block-update').click();
    await eventually(async () => expect(await code(p)).toContain('<Button text="Attack" style={{ width: 400, color: "#ff0000" }} />'));
    await compile(p);
    const button = frame(p).getByRole('button', { name: 'Attack' });
    await eventually(async () => expect(await button.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 0, 0)'), 30_000);
    expect(await button.evaluate((el) => el.getBoundingClientRect().width)).toBe(400);
    await shot(p, 'ui-blocks-1440-button-in-game');
    await p.close();
  });

  it('uploads a picture for an Image block (its src the /media address, shown in the game); a refused file shows why and stores nothing', async () => {
    const p = await open(1440, 900);
    await setCode(p, CODE);
    await cursorAt(p, 8, 9);
    await p.getByTestId('frontend-blocks-toggle').click();
    await editor(p).waitFor();
    await p.getByTestId('ui-block-picker').getByText('Image', { exact: true }).click();
    const files = editor(p).locator('input[type=file]');
    const before = await mediaRows();
    await files.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are notes, not a picture') });
    await expect(p.getByTestId('ui-block-upload-error').textContent()).resolves.toBe('The file is not an image of an accepted type: JPEG, PNG, WebP or GIF');
    expect(await mediaRows()).toBe(before);
    await shot(p, 'ui-blocks-1440-upload-refused');
    await files.setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: PNG });
    await eventually(async () => expect(await p.getByTestId('ui-block-field-src').inputValue()).toMatch(/^\/media\/[0-9a-f]{64}$/));
    expect(await p.getByTestId('ui-block-upload-error').count()).toBe(0);
    expect(await mediaRows()).toBe(before + 1);
    const src = await p.getByTestId('ui-block-field-src').inputValue();
    await eventually(async () => expect(await p.getByTestId('ui-block-preview').locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1));
    await choose(p, 'ui-block-field-objectFit', 'contain');
    await shot(p, 'ui-blocks-1440-image');
    await p.getByTestId('ui-block-insert').click();
    // Too long for one line, the element is written over several.
    await eventually(async () => expect((await code(p)).replace(/\s+/g, ' ')).toContain(`<Image src="${src}" alt="" width={160} height={120} objectFit="contain" />`));
    await compile(p);
    const img = frame(p).locator(`img[src="${src}"]`);
    await eventually(async () => expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1), 30_000);
    await shot(p, 'ui-blocks-1440-image-in-game');
    await p.close();
  });

  it('works on a phone: the blocks editor fills the screen, with the symbol icon picker', async () => {
    const p = await open(390, 844);
    await shot(p, 'ui-blocks-390-workbench');
    await p.getByTestId('frontend-blocks-toggle').click();
    await editor(p).waitFor();
    await p.getByTestId('ui-block-picker').getByText('Symbol').click();
    await p.getByTestId('ui-block-icon-Sword').click();
    expect(await p.getByTestId('ui-block-field-icon').getAttribute('data-value')).toBe('Sword');
    await shot(p, 'ui-blocks-390-symbol');
    await p.close();
  });
});
