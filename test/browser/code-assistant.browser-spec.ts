// Issue 18: the code assistant beside the workbench's editor (spec 1 §7), with the built-in offline model:
// ask, insert its code at the cursor, undo it with Ctrl+Z, replace a selection with its fix of a build error,
// its failure message, and the assistant as a pane of its own on a phone.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { drainTokens, grantTokens } from '../support/account-fixtures.js';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signUp, type Client } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const SHOTS = '/tmp/assistant-shots';

const CODE = `import { Button, useGameAction } from '@tempest/game-sdk';

export default function App() {
  const { dispatch } = useGameActon();
  return <Button text="Click" onClick={() => void dispatch('click')} />;
}
`;

type Editor = {
  getValue(): string;
  setValue(value: string): void;
  setPosition(p: { lineNumber: number; column: number }): void;
  setSelection(r: { startLineNumber: number; startColumn: number; endLineNumber: number; endColumn: number }): void;
};
type EditorHost = HTMLElement & { __editor?: Editor };

describe('the code assistant in the workbench', () => {
  let app: TestApp;
  let browser: Browser;
  let creator: Client;
  let creatorId: string;
  let gameId: string;

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    ({ client: creator, id: creatorId } = await signUp(app.url));
    gameId = (await creator.post('/api/games').send({ name: 'Click Quest', description: 'Click the button.' }).expect(201)).body.id;
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
  const cursorAt = (p: Page, lineNumber: number) => host(p).evaluate((el, line) => (el as EditorHost).__editor!.setPosition({ lineNumber: line, column: 1 }), lineNumber);
  const selectLine = (p: Page, lineNumber: number, endColumn: number) =>
    host(p).evaluate((el, [line, end]) => (el as EditorHost).__editor!.setSelection({ startLineNumber: line, startColumn: 1, endLineNumber: line, endColumn: end }), [lineNumber, endColumn] as const);
  const ask = async (p: Page, question: string) => {
    const before = await p.getByTestId('code-assistant-message').count();
    await p.getByTestId('code-assistant-input').fill(question);
    await p.getByTestId('code-assistant-input').press('Enter');
    await eventually(async () => expect(await p.getByTestId('code-assistant-message').count()).toBe(before + 2), 20_000);
    return p.getByTestId('code-assistant-message').last();
  };

  it('answers "how do I …" beside the editor; Insert at cursor puts the snippet in, and Ctrl+Z takes it out', async () => {
    const p = await open(1440, 900);
    await setCode(p, CODE);
    await p.getByTestId('frontend-assistant-toggle').click();
    await p.getByTestId('code-assistant-panel').waitFor();
    // With the studio's chat open too, the code and the preview stay usable: the assistant goes under the
    // game instead of squeezing four columns (the code was ~25 characters wide, the preview ~240 px).
    await eventually(async () => {
      const columns = await host(p).evaluate((el) => (el as HTMLElement & { __editor?: { getLayoutInfo(): { viewportColumn: number } } }).__editor!.getLayoutInfo().viewportColumn);
      expect(columns).toBeGreaterThanOrEqual(34);
      const [game, panel] = [(await p.getByTestId('frontend-preview').boundingBox())!, (await p.getByTestId('code-assistant-panel').boundingBox())!];
      expect(game.width).toBeGreaterThanOrEqual(300);
      expect(game.height).toBeGreaterThanOrEqual(250);
      expect(panel.width).toBeGreaterThanOrEqual(300);
      expect(game.y + game.height).toBeLessThanOrEqual(panel.y + 1);
    });
    await shot(p, 'code-assistant-1440-open');
    // The cursor at the end of the file (line 7, after the last newline).
    await cursorAt(p, 7);
    const answer = await ask(p, 'How do I add a countdown timer?');
    expect(await answer.getAttribute('data-role')).toBe('assistant');
    expect(await answer.textContent()).toContain('no language model runs here');
    const countdown = answer.getByTestId('code-assistant-code-block').first();
    expect(await countdown.textContent()).toContain('function Countdown(');
    await shot(p, 'code-assistant-1440-answer');
    await countdown.getByTestId('code-assistant-insert').click();
    await eventually(async () => expect(await code(p)).toBe(`${CODE}function Countdown({ seconds = 30 }: { seconds?: number }) {\n  const [left, setLeft] = useState(seconds);\n  useGameLoop((dt) => setLeft((previous) => Math.max(0, previous - dt)));\n  return <Symbol icon="Target" text={Math.ceil(left)} dataType="int" />;\n}`));
    expect(await p.getByTestId('frontend-status').textContent()).toBe('Unsaved changes');
    await shot(p, 'code-assistant-1440-inserted');
    await p.keyboard.press('Control+z');
    await eventually(async () => expect(await code(p)).toBe(CODE));
    await p.close();
  });

  it('fixes a build error it is sent: Replace selection puts the fixed line over the selected one, undoable', async () => {
    const p = await open(1440, 900);
    await setCode(p, CODE);
    if ((await p.getByTestId('code-assistant-panel').count()) === 0) await p.getByTestId('frontend-assistant-toggle').click();
    const answer = await ask(p, "Location: index.tsx:4:24\nError: Cannot find name 'useGameActon'. Did you mean 'useGameAction'?");
    expect(await answer.textContent()).toContain("Fix: I changed 'useGameActon' to 'useGameAction' on line 4.");
    // The creator selects line 4 as the answer says, then replaces it.
    await selectLine(p, 4, 40);
    await answer.getByTestId('code-assistant-replace').click();
    await eventually(async () => expect(await code(p)).toBe(CODE.replace('useGameActon', 'useGameAction')));
    await p.keyboard.press('Control+z');
    await eventually(async () => expect(await code(p)).toBe(CODE));
    await p.close();
  });

  it("says 'Failed to send message to assistant' when the call fails (here: no tokens left)", async () => {
    await drainTokens(app, creatorId);
    const p = await open(1440, 900);
    if ((await p.getByTestId('code-assistant-panel').count()) === 0) await p.getByTestId('frontend-assistant-toggle').click();
    const failed = await ask(p, 'What does this file do?');
    expect(await failed.getAttribute('data-role')).toBe('error');
    expect(await failed.getByTestId('code-assistant-error').textContent()).toContain('Failed to send message to assistant');
    expect(await failed.textContent()).toContain("You've run out of tokens.");
    await shot(p, 'code-assistant-1440-failed');
    await grantTokens(app, creatorId, 1_000);
    await p.close();
  });

  it('is a pane of its own on a phone: ask there, Insert at cursor shows the code pane with the snippet', async () => {
    const p = await open(390, 844);
    await setCode(p, CODE);
    await cursorAt(p, 7);
    await p.getByTestId('frontend-pane-switch').getByText('Assistant').click();
    await eventually(async () => expect(await p.getByTestId('frontend-pane-assistant').getAttribute('data-active')).toBe('true'));
    expect(await p.getByTestId('frontend-pane-code').isVisible()).toBe(false);
    await shot(p, 'code-assistant-390-empty');
    const answer = await ask(p, 'How do I pause the game?');
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(p, 'code-assistant-390-answer');
    await answer.getByTestId('code-assistant-insert').first().click();
    await eventually(async () => expect(await p.getByTestId('frontend-pane-code').getAttribute('data-active')).toBe('true'));
    expect(await code(p)).toContain('const [isPaused, setPaused] = usePaused();');
    await shot(p, 'code-assistant-390-inserted');
    // The conversation is still there when the creator comes back.
    await p.getByTestId('frontend-pane-switch').getByText('Assistant').click();
    expect(await p.getByTestId('code-assistant-message').count()).toBe(2);
    await p.close();
  });
});
