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
import {
  AllocationFormPage,
  AppShellPage,
  ElectionFormPage,
  LoginPage,
  PayImportPageModel,
  StatementPage,
} from './pages';

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

  it('checks an election, shows the 1.12 refusal beside the salary, then files it once', async () => {
    const login = new LoginPage(page);
    const election = new ElectionFormPage(page);
    await login.open(server.url);
    await login.signIn('pat', 'participant-pass');
    await new StatementPage(page).waitForBalances();
    await election.open();
    expect(await page.getByTestId('deadline').textContent()).toContain('11:59 p.m. Eastern');
    expect(await page.getByText('at most 90%').count()).toBe(2);
    // The limits are the plan's, read from the server, never a copy in the web.
    const limits = server.requests.filter((r) => r.path === '/plans/carmax-edcp/parameters');
    expect(limits.length).toBeGreaterThan(0);
    expect(limits.at(-1)?.query.get('on')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await election.setDeferral('baseSalary', '76');
    await election.setDeferral('annualBonus', '50');
    await election.input('allocation.RTA.pct').fill('60');
    await election.addSda('2031-03', '40');
    await election.chooseSchedule('SDA:2031-03', 'Annual installments');
    await election.input('schedules.SDA:2031-03.years').fill('6');
    expect(await election.notes('schedules.SDA:2031-03').textContent()).toContain(
      'From 2 to 5 years',
    );
    await election.input('schedules.SDA:2031-03.years').fill('5');
    await election.input('investments.RTA.IDX').fill('100');
    await election.check();
    const salary = election.notes('deferrals.baseSalary');
    await expect.poll(() => salary.textContent()).toContain('at most 75% may be deferred');
    expect(await salary.locator('[data-rule]').allTextContents()).toEqual(['1.12']);
    await page.screenshot({
      path: join(screenshots, 'defcomp-election-refused.png'),
      fullPage: true,
    });

    await election.setDeferral('baseSalary', '75');
    await election.check();
    await page.getByTestId('election-accepted').waitFor();
    expect(await salary.count()).toBe(0);
    await election.file();
    await page.getByTestId('election-filed').waitFor();

    const posts = server.requests.filter((r) => r.path === '/participants/P1/elections');
    expect(posts.map((r) => r.query.get('dryRun'))).toEqual(['true', 'true', null]);
    expect(posts[0]?.idempotencyKey).toBeUndefined();
    expect(posts[2]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[2]?.body).toMatchObject({
      kind: 'annual',
      deferrals: { baseSalary: 75, annualBonus: 50 },
      allocation: [
        { account: 'RTA', pct: 60 },
        { account: 'SDA:2031-03', pct: 40 },
      ],
      schedules: { RTA: { form: 'lump' }, 'SDA:2031-03': { form: 'installments', years: 5 } },
      investments: { RTA: { IDX: 100 } },
    });
    await page.screenshot({
      path: join(screenshots, 'defcomp-election-filed.png'),
      fullPage: true,
    });
  });

  it('shows the election form in Traditional Chinese', async () => {
    const login = new LoginPage(page);
    const election = new ElectionFormPage(page);
    await login.open(server.url);
    await login.signIn('pat', 'participant-pass');
    await new StatementPage(page).waitForBalances();
    await new AppShellPage(page).chooseLanguage('繁體中文');
    await page.getByTestId('nav-election').click();
    await page.getByTestId('election-form').waitFor();
    expect(await page.getByTestId('election-form').textContent()).toContain('報酬推遲協議');
    await election.setDeferral('baseSalary', '76');
    await election.check();
    await expect.poll(() => election.notes('deferrals.baseSalary').textContent()).toContain('1.12');
    await page.screenshot({ path: join(screenshots, 'defcomp-election-zh.png'), fullPage: true });
    await new AppShellPage(page).chooseLanguage('English');
  });

  it('changes an investment allocation and files a claim', async () => {
    const login = new LoginPage(page);
    const allocation = new AllocationFormPage(page);
    await login.open(server.url);
    await login.signIn('pat', 'participant-pass');
    await new StatementPage(page).waitForBalances();
    await allocation.open();
    await allocation.setFund('RTA', 'SV', '30');
    await allocation.setFund('RTA', 'IDX', '60');
    await expect
      .poll(() => page.getByTestId('notes-investments.RTA').textContent())
      .toContain('90%');
    await allocation.setFund('RTA', 'IDX', '70');
    await allocation.applyTo('Existing balance');
    await allocation.submit();
    await page.getByTestId('allocation-done').waitFor();
    const post = server.requests.find((r) => r.path === '/participants/P1/allocations');
    expect(post?.body).toMatchObject({
      account: 'RTA',
      investments: { SV: 30, IDX: 70 },
      applyTo: 'existing',
    });
    await page.screenshot({ path: join(screenshots, 'defcomp-allocation.png'), fullPage: true });

    await page.getByTestId('nav-claim').click();
    // 11.2, 11.3: the days are the plan's parameters, read from the server.
    await expect
      .poll(() => page.getByTestId('claim-form').textContent())
      .toContain('decides within 90 days (11.2); you may appeal a denial within 60 days');
    await page.locator('input[name="claim.date"]').fill('2026-07-01');
    await page.getByTestId('claim-submit').click();
    const filed = (await page.getByTestId('claim-filed').textContent()) ?? '';
    const id = /C-20260701-[0-9A-F]{6}/.exec(filed)?.[0] ?? 'missing';
    const row = page.getByTestId('claims').locator(`tr[data-row="${id}"]`);
    await expect.poll(() => row.textContent()).toContain('Sep 29, 2026');
    await page.screenshot({ path: join(screenshots, 'defcomp-claim.png'), fullPage: true });
  });

  it('lets payroll import a pay file once; the same file again is already imported', async () => {
    const login = new LoginPage(page);
    const imports = new PayImportPageModel(page);
    await login.open(server.url);
    await login.signIn('pete', 'payroll-pass');
    await page.getByText('Pay imports', { exact: true }).first().waitFor();
    await imports.upload(
      'bad.csv',
      'participantId,date,component,gross,netAvailable\nP1,2027-01-15,baseSalary,100.5,50.00',
    );
    await expect
      .poll(() => page.getByTestId('pay-file-errors').textContent())
      .toContain('Line 2, gross');
    const csv =
      'participantId,date,component,gross,netAvailable\nP1,2027-01-15,baseSalary,10000.00,6500.00\nP2,2027-01-15,baseSalary,8000.00,5000.00';
    await imports.upload('january.csv', csv);
    await expect
      .poll(() => imports.result().textContent())
      .toContain('Imported as PI-1: 2 pay lines');
    await imports.upload('january-again.csv', csv);
    await expect.poll(() => imports.result().textContent()).toContain('Already imported as PI-1');
    // The CSV goes as it is (text/csv), the refused one too: the server lists its problems.
    const posts = server.requests.filter((r) => r.path === '/pay-imports' && r.method === 'POST');
    expect(posts).toHaveLength(3);
    expect(posts[1]?.body).toBe(csv);
    expect(await page.getByTestId('pay-imports').textContent()).toContain('january.csv');
    await page.screenshot({ path: join(screenshots, 'defcomp-pay-import.png'), fullPage: true });
  });

  it('records a Separation for a participant', async () => {
    const login = new LoginPage(page);
    await login.open(server.url);
    await login.signIn('ada', 'admin-pass');
    await page.getByTestId('participants').getByText('P2', { exact: true }).click();
    await page.getByRole('tab', { name: 'Record event' }).click();
    await page.getByTestId('record-event-type').click();
    await page.getByRole('option', { name: 'Separation from Service' }).click();
    await page.locator('input[name="event.date"]').fill('2026-06-30');
    await page.getByTestId('record-event-submit').click();
    await page.getByTestId('record-event-done').waitFor();
    const post = server.requests.find(
      (r) => r.method === 'POST' && r.path === '/participants/P2/events',
    );
    expect(post?.body).toEqual({ type: 'separation', date: '2026-06-30', reason: 'termination' });
    await page.screenshot({ path: join(screenshots, 'defcomp-record-event.png'), fullPage: true });
  });

  it('shows the Committee its inbox: the preparer cannot approve his own', async () => {
    const login = new LoginPage(page);
    await login.open(server.url);
    await login.signIn('cora', 'committee-pass');
    await page.getByTestId('nav-decisions').click();
    const own = page.getByTestId('approve-D-1');
    await own.waitFor();
    expect(await own.isDisabled()).toBe(true);
    expect(await page.getByTestId('approve-reason-D-1').textContent()).toContain(
      'You prepared this',
    );
    // A prepared payment run waits beside the decisions, with its totals (8.2, 8.3).
    const decisions = page.getByTestId('decisions');
    expect(await decisions.textContent()).toContain('$10,530.00 gross, $8,213.40 net');
    expect(await page.getByTestId('approve-PR-1').isDisabled()).toBe(false);
    await page.screenshot({ path: join(screenshots, 'defcomp-decisions.png'), fullPage: true });
    await page.getByTestId('approve-D-2').click();
    await page.getByTestId('approved').waitFor();
    await expect.poll(() => page.getByTestId('approve-D-2').count()).toBe(0);
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
