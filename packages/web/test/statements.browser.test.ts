/**
 * Issue 12 item 4's screens in Chromium against the real server (real-server.ts): the
 * administrator starts a bulk statement run, follows it to done and downloads the zip; a
 * participant's statement page offers his quarterly and annual PDFs in both languages; both
 * pages in Traditional Chinese, with axe-core (no serious or critical finding). Without
 * Chromium it is skipped, except with CI=true.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppShellPage, LoginPage } from './pages';
import { startRealServer, type RealServer } from './real-server';
import { desktop, Review } from './review';

const chromiumPath = '/usr/bin/chromium';
const runnable = existsSync(chromiumPath) || process.env.CI === 'true';
const screenshots =
  process.env.DEFCOMP_SCREENSHOTS ??
  fileURLToPath(new URL('../test-results/screenshots', import.meta.url));

const now = '2026-12-02T15:00:00.000Z';
const story = { timeout: 180_000 };

describe.skipIf(!runnable)('period statements in Chromium against the real server', story, () => {
  let server: RealServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const review = new Review(screenshots);

  async function openBrowser(locale = 'en-US') {
    await context?.close();
    context = await browser.newContext({
      viewport: desktop,
      locale,
      timezoneId: 'America/New_York',
    });
    await context.clock.setFixedTime(new Date(now));
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
  }

  async function signInAs(username: string) {
    const login = new LoginPage(page);
    await login.open(server.url);
    await login.signIn(username, server.password(username));
    await new AppShellPage(page).user().waitFor();
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startRealServer(now),
      chromium.launch({
        executablePath: chromiumPath,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
      }),
    ]);
  }, 180_000);

  afterAll(async () => {
    review.write();
    await browser?.close();
    await server?.close();
  });

  beforeEach(async () => {
    await openBrowser();
  });

  afterEach(async () => {
    expect(errors).toEqual([]);
    await context?.close();
  });

  it('an administrator starts a run, follows it to done and downloads every statement', async () => {
    await signInAs('admin');
    await page.getByTestId('nav-statementRuns').click();
    await page.getByTestId('start-statement-run').waitFor();
    await page.getByTestId('start-run').click();
    await page.getByTestId('run-started').waitFor();
    const zip = page.locator('[data-testid^="run-zip-"]').first();
    await expect.poll(async () => zip.count(), { timeout: 60_000, interval: 250 }).toBe(1);
    const progress = page.locator('[data-testid^="run-progress-"]').first();
    await expect
      .poll(async () => progress.textContent(), { timeout: 60_000, interval: 250 })
      .toMatch(/^(\d+) of \1$/);
    const href = await zip.getAttribute('href');
    expect(href).toMatch(/\/statement-runs\/SR-[^/]+\/statements\.zip$/);
    const response = await page.request.get(`${server.url}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/zip');
    expect(await review.capture(page, 'statement-runs')).toEqual([]);
  });

  it('a participant downloads his quarter in Chinese from his statement', async () => {
    await openBrowser('zh-TW');
    await signInAs('areyes');
    const downloads = page.getByTestId('period-downloads');
    await downloads.waitFor();
    expect(await downloads.textContent()).toContain('季度及年度帳戶報表');
    const link = page.getByTestId('statement-2026-Q3-zh-Hant');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/participants\/E1001\/statements\/2026-Q3\.pdf\?lang=zh-Hant$/);
    const response = await page.request.get(`${server.url}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(await review.capture(page, 'statement-downloads-zh')).toEqual([]);
  });
});
