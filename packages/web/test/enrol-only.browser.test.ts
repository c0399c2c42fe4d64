/**
 * ASVS V6.4 (issue 12): a staff member without a second factor, where the server requires one,
 * signs in to an enrol-only session and lands on his account's security page; reloading that
 * page keeps him there (it once sent him away). Chromium against the real server.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShellPage, LoginPage } from './pages';
import { startRealServer, type RealServer } from './real-server';
import { desktop } from './review';

const chromiumPath = '/usr/bin/chromium';
const runnable = existsSync(chromiumPath) || process.env.CI === 'true';
const now = '2026-12-02T15:00:00.000Z';

describe.skipIf(!runnable)('an enrol-only session in Chromium', { timeout: 180_000 }, () => {
  let server: RealServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startRealServer(now, { secondFactorRequired: true }),
      chromium.launch({
        executablePath: chromiumPath,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
      }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('stays on the account page when it is reloaded', async () => {
    const context = await browser.newContext({ viewport: desktop, timezoneId: 'America/New_York' });
    await context.clock.setFixedTime(new Date(now));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const login = new LoginPage(page);
    await login.open(server.url);
    await login.signIn('admin', server.password('admin'));
    await new AppShellPage(page).user().waitFor();
    await page.getByTestId('second-factor-state').waitFor();
    expect(new URL(page.url()).hash).toBe('#/account');
    await page.reload();
    await page.getByTestId('second-factor-state').waitFor();
    expect(new URL(page.url()).hash).toBe('#/account');
    expect(await page.getByTestId('login-form').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
