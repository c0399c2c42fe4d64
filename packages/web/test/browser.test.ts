/**
 * The web app in a real browser (Debian's Chromium via playwright-core) against a mock of
 * the API contract (mock-server.ts): the UI is tested honestly while packages/server is
 * being written. The app is built from the current sources into a temporary directory.
 *
 * Without Chromium the suite is skipped, except with CI=true, where it must run.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { startMockServer, type MockServer } from './mock-server';
import { AppShellPage, LoginPage, StatementPage } from './pages';

const chromiumPath = '/usr/bin/chromium';
const runnable = existsSync(chromiumPath) || process.env.CI === 'true';
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const screenshots = process.env.DEFCOMP_SCREENSHOTS ?? tmpdir();

describe.skipIf(!runnable)('web app in Chromium', () => {
  let outDir: string;
  let server: MockServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'defcomp-web-'));
    await build({
      configFile: join(webRoot, 'vite.config.ts'),
      root: webRoot,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    server = await startMockServer(outDir);
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outDir !== undefined) await rm(outDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    context = await browser.newContext({
      viewport: { width: 1360, height: 1000 },
      locale: 'en-US',
    });
    page = await context.newPage();
    server.requests.length = 0;
  });

  afterEach(async () => {
    await context?.close();
  });

  it('refuses a wrong password with the server’s problem detail', async () => {
    const login = new LoginPage(page);
    await login.open(server.url);
    await login.signIn('pat', 'wrong');
    await expect
      .poll(() => login.problem().textContent())
      .toContain('The username or password is incorrect.');
  });

  it('shows a participant his balances, payment schedule and why, exactly formatted', async () => {
    const login = new LoginPage(page);
    const statement = new StatementPage(page);
    await login.open(server.url);
    await login.signIn('pat', 'participant-pass');
    await statement.waitForBalances();

    // Money is formatted from the decimal strings: separators inserted, nothing rounded.
    expect(await statement.balance('RTA').textContent()).toContain('$1,234,567.89');
    expect(await statement.balance('SDA:2029-03').textContent()).toContain('Mar 2029');
    // The total leaves out CCAVested (part of the CCA): 1,234,567.89 + 5,000.00 + 400.00.
    expect(await statement.balance('total').textContent()).toContain('$1,239,967.89');
    await page.getByTestId('balance-chart').locator('svg').first().waitFor();

    const rows = statement.paymentRows();
    expect(await rows.count()).toBe(3);
    const first = (await rows.nth(0).textContent()) ?? '';
    expect(first).toContain('Oct 1, 2026');
    expect(first).toContain('Termination Benefit');
    expect(first).toContain('$10,250.00');
    expect(first).toContain('1 of 5');
    expect(await rows.nth(1).textContent()).toContain('Lump sum');

    await statement.toggleWhy(0);
    const why = (await statement.why().textContent()) ?? '';
    expect(why).toContain('5.1(b)');
    expect(why).toContain('Termination Benefit: Payment Date');
    expect(why).toContain('Installments');
    expect(why).toContain('51250.00');
    await page.screenshot({ path: join(screenshots, 'defcomp-portal.png'), fullPage: true });

    await statement.toggleWhy(1);
    expect(await statement.why().nth(1).textContent()).toContain('no computation trace');
  });

  it('re-fetches the statement for another as-of date', async () => {
    const login = new LoginPage(page);
    const statement = new StatementPage(page);
    await login.open(server.url);
    await login.signIn('pat', 'participant-pass');
    await statement.waitForBalances();
    await statement.setAsOf('2023-06-30');
    await expect.poll(() => statement.balance('RTA').textContent()).toContain('$26,000.25');
    const asked = server.requests.filter((r) => r.path === '/participants/P1/statement');
    expect(asked.at(-1)?.query.get('asOf')).toBe('2023-06-30');
  });

  it('shows a refused request’s detail and the plan sections behind it', async () => {
    const login = new LoginPage(page);
    const statement = new StatementPage(page);
    await login.open(server.url);
    await login.signIn('pat', 'participant-pass');
    await statement.waitForBalances();
    await statement.setAsOf('2000-01-03');
    const problem = page.getByTestId('problem');
    await expect
      .poll(() => problem.textContent())
      .toContain('P1 was not a Participant on 2000-01-03.');
    expect(await problem.locator('[data-rule]').allTextContents()).toEqual(['2.1', '1.21']);
  });

  it('lists refused elections, Key Employee periods and claims with their deadlines', async () => {
    const login = new LoginPage(page);
    const statement = new StatementPage(page);
    await login.open(server.url);
    await login.signIn('pat', 'participant-pass');
    await statement.waitForBalances();

    await statement.openTab(/Refused elections/);
    const refused = (await statement.table('refused').textContent()) ?? '';
    expect(refused).toContain('3.2(b)');
    expect(refused).toContain('annual election filed after 11:59 p.m.');

    await statement.openTab(/Key Employee periods/);
    expect(await statement.table('key-employee').textContent()).toContain('Apr 1, 2025');

    await statement.openTab(/Claims/);
    const claims = (await statement.table('claims').textContent()) ?? '';
    expect(claims).toContain('Denied');
    expect(claims).toContain('Jul 30, 2026');

    await statement.openTab(/Deferrals/);
    expect(await statement.table('deferrals').textContent()).toContain('$26,500.35');
  });

  it('switches to Traditional Chinese with the plan translation’s terms', async () => {
    const login = new LoginPage(page);
    const shell = new AppShellPage(page);
    const statement = new StatementPage(page);
    await login.open(server.url);
    await login.signIn('pat', 'participant-pass');
    await statement.waitForBalances();
    await shell.chooseLanguage('繁體中文');
    await expect.poll(() => statement.balance('RTA').textContent()).toContain('退休/終止帳戶');
    expect(await statement.balance('RTA').textContent()).toContain('US$1,234,567.89');
    expect(await statement.paymentRows().nth(0).textContent()).toContain('終止福利');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(screenshots, 'defcomp-portal-zh.png'), fullPage: true });
    await shell.chooseLanguage('English');
  });

  it('takes an administrator from the participant list to a statement and its events', async () => {
    const login = new LoginPage(page);
    const shell = new AppShellPage(page);
    const statement = new StatementPage(page);
    await login.open(server.url);
    await login.signIn('ada', 'admin-pass');
    await page.getByTestId('participants').waitFor();
    expect(await shell.user().textContent()).toContain('Administrator');
    expect(await page.getByTestId('participants').textContent()).toContain('Quinn Sample');

    await page.getByTestId('participants').getByText('P1', { exact: true }).click();
    await statement.waitForBalances();
    expect(page.url()).toContain('#/participants/P1');
    await statement.openTab(/Refused elections/);
    // With the events loaded, a refusal names the event it refused.
    expect(await statement.table('refused').textContent()).toContain(
      'Compensation Deferral Agreement',
    );

    await page.getByRole('tab', { name: 'Events' }).click();
    const events = (await page.getByTestId('events').textContent()) ?? '';
    expect(events).toContain('Separation from Service');
    expect(events).toContain('ada');
    await page.screenshot({ path: join(screenshots, 'defcomp-events.png'), fullPage: true });
  });

  it('shows the liability report with totals, the audit log and fund prices', async () => {
    const login = new LoginPage(page);
    const shell = new AppShellPage(page);
    await login.open(server.url);
    await login.signIn('ada', 'admin-pass');
    await page.getByTestId('participants').waitFor();

    await shell.go('liability');
    const liability = page.getByTestId('liability');
    await liability.locator('tfoot').waitFor();
    const totals = (await liability.locator('tfoot').textContent()) ?? '';
    expect(totals).toContain('$1,239,968.19'); // total
    expect(totals).toContain('$1,239,848.19'); // owed (vested)
    expect(totals).toContain('$1,234,567.99'); // RTA
    expect(await liability.locator('tbody').textContent()).toContain('Pat Example (P1)');
    await page.screenshot({ path: join(screenshots, 'defcomp-liability.png'), fullPage: true });

    await shell.go('audit');
    const audit = page.getByTestId('audit');
    await audit.getByText('pay.import').waitFor();
    expect(await audit.textContent()).toContain('9f2c1e0a7b3d');
    await audit.getByTestId('audit-toggle').first().click();
    expect(await page.getByTestId('audit-change').textContent()).toContain('initial');

    await shell.go('funds');
    await page.getByTestId('funds').getByText('Equity Index').click();
    await page.getByTestId('prices').getByText('12.5').waitFor();
    expect(await page.getByTestId('prices').textContent()).toContain('Jan 2, 2026');
    await page.getByTestId('funds').getByText('Stable Value').click();
    await page.getByTestId('prices').getByText('Constant').waitFor();
  });

  it('fits a phone: the navigation and the language switch open from the menu', async () => {
    await context.close();
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    page = await context.newPage();
    const login = new LoginPage(page);
    await login.open(server.url);
    await login.signIn('ada', 'admin-pass');
    await page.getByTestId('participants').waitFor();
    expect(await page.getByTestId('sign-out').isVisible()).toBe(true);
    // The collapsed navbar waits off-screen to the left.
    const navX = async () => (await page.getByTestId('nav-audit').boundingBox())?.x ?? -1;
    expect(await navX()).toBeLessThan(0);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect.poll(navX).toBeGreaterThanOrEqual(0);
    expect(await page.getByTestId('language-menu').isVisible()).toBe(true);
    await page.getByTestId('nav-audit').click();
    await page.getByTestId('audit').waitFor();
    await page.screenshot({ path: join(screenshots, 'defcomp-phone.png'), fullPage: false });
  });

  it('signs out with the CSRF token from the cookie', async () => {
    const login = new LoginPage(page);
    const shell = new AppShellPage(page);
    await login.open(server.url);
    await login.signIn('ada', 'admin-pass');
    await page.getByTestId('participants').waitFor();
    await shell.signOut();
    const signOut = server.requests.find((r) => r.method === 'DELETE' && r.path === '/session');
    expect(signOut?.csrf).toMatch(/^[0-9a-f-]{36}$/);
    // The session is gone: a reload lands on the sign-in page.
    await page.reload();
    await page.getByTestId('login-form').waitFor();
  });
});
