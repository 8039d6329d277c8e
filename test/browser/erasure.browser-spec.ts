import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { makeStaff } from '../support/account-fixtures.js';
import { launchChromium, SCREENSHOTS } from '../support/browser.js';
import { eventually } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { newClient, signUp } from '../support/users.js';

const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Issue 28 §3 in a browser: a person erases their account from the settings; staff erase one and read the erasures. */
describe('erasure in a browser', () => {
  let app: TestApp;
  let browser: Browser;

  const pageOf = async (who: { client: { cookies(): { name: string; value: string }[] } }, size: { width: number; height: number }) => {
    const context = await browser.newContext({ viewport: size });
    await context.addCookies(who.client.cookies().map((c) => ({ name: c.name, value: c.value, url: app.url })));
    const page = await context.newPage();
    const errors: string[] = [];
    // The refusals the spec provokes (a wrong password: 403; signed out: 401) are logged by the browser as failed loads.
    page.on('console', (m: ConsoleMessage) => m.type() === 'error' && !/status of 40[13]/.test(m.text()) && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    return { page, errors };
  };
  const shot = async (page: Page, name: string) => {
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SCREENSHOTS, `erasure-${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    app = await startTestApp(null, { webDist: WEB_DIST });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('erases my account from the account settings (%s): a wrong password is refused, then I am signed out and told so', async (label, size) => {
    const ada = await signUp(app.url);
    const { page, errors } = await pageOf(ada, size);
    await page.goto(`${app.url}/account`);
    await expect(page.getByTestId('account-username').textContent()).resolves.toBe(ada.user.username);
    const submit = page.getByTestId('erase-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('erase-password').fill('not my password');
    await page.getByTestId('erase-confirm').check();
    await shot(page, `settings-${label}`);
    await submit.click();
    await expect(page.getByTestId('erase-error').textContent()).resolves.toContain('Wrong password.');
    expect((await ada.client.get('/api/me')).body.isAuthenticated).toBe(true);

    await page.getByTestId('erase-password').fill(ada.user.password);
    await submit.click();
    await page.getByTestId('account-erased').waitFor({ timeout: 10_000 }).catch(async (error: Error) => {
      await shot(page, `failed-${label}`);
      throw new Error(`${error.message} at ${page.url()}`);
    });
    expect(page.url()).toBe(`${app.url}/account/erased`);
    await shot(page, `done-${label}`);
    expect((await ada.client.get('/api/me')).body.isAuthenticated).toBe(false);
    // The page's own cookie is cleared: a reload is a signed-out visitor's.
    await page.goto(`${app.url}/account`);
    await page.waitForURL(/\/login/);
    expect(errors).toEqual([]);
  }, 60_000);

  it('lets staff erase a user from their profile, giving a reason, and list the erasures', async () => {
    const staff = await signUp(app.url);
    await makeStaff(app, staff.id);
    const bob = await signUp(app.url);
    const { page, errors } = await pageOf(staff, DESKTOP);
    await page.goto(`${app.url}/profile/${bob.id}`);
    await page.getByTestId('staff-erase-open').click();
    const confirm = page.getByTestId('staff-erase-submit');
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId('staff-erase-reason').fill('Asked by email to close the account');
    await shot(page, 'staff-dialog');
    await confirm.click();
    await page.waitForURL(/\/staff\/erasures$/);
    const rows = page.getByTestId('erasure-row');
    await eventually(async () => expect(await rows.count()).toBeGreaterThanOrEqual(1));
    const text = await rows.first().textContent();
    expect(text).toContain(bob.id);
    expect(text).toContain('1 session ended · 2 names released');
    expect(text).toContain(`Staff: ${staff.user.username} (reason given)`);
    expect(text).not.toContain(bob.user.username);
    await shot(page, 'staff-list-desktop');
    const phone = await pageOf(staff, PHONE);
    await phone.page.goto(`${app.url}/staff/erasures`);
    await phone.page.getByTestId('erasures-table').waitFor();
    await shot(phone.page, 'staff-list-phone');
    expect(await (await newClient(app.url)).get(`/api/users/${bob.id}/profile`).then((r) => r.status)).toBe(404);
    expect([...errors, ...phone.errors]).toEqual([]);
  }, 60_000);
});
