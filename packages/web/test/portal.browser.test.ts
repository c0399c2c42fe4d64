/**
 * Issue 12 items 2 and 4 in Chromium against the real server (real-server.ts): the payout
 * projector (a hypothetical Separation and death at a growth rate, each payment's why, the same
 * figures the API answers), the election wizard step by step in English and in Traditional
 * Chinese (window, limits, pre-filled choices, the plan's check and its payment dates, the
 * filing), and who may not elect told why. axe-core on every page (no serious or critical).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppShellPage, LoginPage } from './pages';
import { must, startRealServer, type RealServer } from './real-server';
import { desktop, Review } from './review';

const chromiumPath = '/usr/bin/chromium';
const runnable = existsSync(chromiumPath) || process.env.CI === 'true';
const screenshots =
  process.env.DEFCOMP_SCREENSHOTS ??
  fileURLToPath(new URL('../test-results/screenshots', import.meta.url));

const now = '2026-12-02T15:00:00.000Z';
const plan = '/api/plans/carmax-edcp';
const story = { timeout: 180_000 };

describe.skipIf(!runnable)('the portal’s projector and election wizard in Chromium', story, () => {
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

  const input = (name: string) => page.locator(`input[name="${name}"]`);

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

  it('projects the payments of a hypothetical Separation at a growth rate, with withholding, net and why', async () => {
    await signInAs('bokafor');
    await page.getByTestId('nav-projector').click();
    await page.getByTestId('projection-estimates').waitFor();
    await page.getByTestId('projector-date').fill('2027-06-30');
    await page.getByTestId('projector-growth').fill('5');
    await page.getByTestId('projector-run').click();
    const table = page.getByTestId('projection-table');
    await table.locator('tbody tr').first().waitFor();
    const answer = await must(
      (await server.as('bokafor')).get(
        `${plan}/participants/E1002/payout-projection?event=separation&date=2027-06-30&growthPct=5`,
      ),
    );
    expect(answer.payments.length).toBeGreaterThan(0);
    expect(await table.locator('tbody tr[data-row]').count()).toBe(answer.payments.length);
    const net = Number(answer.totals.net).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(await page.getByTestId('total-net').textContent()).toContain(net);
    expect(await page.getByTestId('projection-separation').textContent()).toContain('Jun 30, 2027');
    await page.getByTestId('projection-why-toggle').first().click();
    const why = page.getByTestId('projection-why').first();
    await why.waitFor();
    expect(await why.locator('[data-rule]').count()).toBeGreaterThan(0);
    expect(await why.textContent()).toContain('Federal');
    expect(await review.capture(page, 'projector')).toEqual([]);

    // A death instead: the beneficiary is paid, nothing withheld federally (5.4).
    await page.getByTestId('projector-event').getByText('Death').click();
    await page.getByTestId('projector-run').click();
    await page.locator('[data-benefit="death"]').first().waitFor();
    // A date before today is refused by the form itself.
    await page.getByTestId('projector-date').fill('2026-01-05');
    expect(await page.getByTestId('projector-run').isDisabled()).toBe(true);
    // Nothing was recorded: his statement has no Separation.
    const statement = await must(
      (await server.as('bokafor')).get(`${plan}/participants/E1002/statement`),
    );
    expect(statement.separation).toBeNull();
  });

  it('2.1 a retired participant is told why he may not elect', async () => {
    await signInAs('areyes');
    await page.getByTestId('nav-wizard').click();
    const why = page.getByTestId('wizard-not-allowed');
    await why.waitFor();
    expect(await why.textContent()).toContain('Separation from Service was on Jun 30, 2022');
    expect(await review.capture(page, 'wizard-not-allowed')).toEqual([]);
  });

  it('pre-fills the wizard with the election and schedules in force', async () => {
    await signInAs('ebrooks');
    await page.getByTestId('nav-wizard').click();
    await page.getByTestId('election-wizard').waitFor();
    expect(await page.getByTestId('wizard-deadline').textContent()).toContain('Dec 31, 2026');
    await page.getByTestId('wizard-next').click();
    const { events } = await must(
      (await server.as('ebrooks')).get(`${plan}/participants/E1005/elections`),
    );
    const latest = events
      .map((f: { event: { filedAt: string; deferrals: Record<string, number> } }) => f.event)
      .sort((a: { filedAt: string }, b: { filedAt: string }) => a.filedAt.localeCompare(b.filedAt))
      .at(-1);
    const salary = latest.deferrals.baseSalary;
    expect(await input('deferrals.baseSalary').inputValue()).toBe(
      salary === undefined ? '' : String(salary),
    );
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('in-force-RTA').waitFor();
    expect(await review.capture(page, 'wizard-prefilled')).toEqual([]);
  });

  for (const language of ['en', 'zh-Hant'] as const) {
    it(`walks a new participant through his first-year election and files it (${language})`, async () => {
      const id = language === 'en' ? 'E9101' : 'E9102';
      const username = language === 'en' ? 'wizard.en' : 'wizard.zh';
      await server.enroll({ id, name: `Wizard ${language}`, username, hireDate: '2026-11-20' });
      await signInAs(username);
      if (language === 'zh-Hant') await new AppShellPage(page).chooseLanguage('繁體中文');
      await page.getByTestId('nav-wizard').click();
      await page.getByTestId('election-wizard').waitFor();
      // 3.2(a): the first-year window, to its deadline.
      expect(await page.getByTestId('wizard-deadline').textContent()).toContain('3.2(a)');
      expect(await review.capture(page, `wizard-kind-${language}`)).toEqual([]);
      await page.getByTestId('wizard-next').click();
      // 1.12: the limit is the plan's; 80% is refused by the plan with its reason.
      await input('deferrals.baseSalary').fill('80');
      // Live: the plan's reason shows beside the field once the choices stand still.
      await expect
        .poll(() => page.getByTestId('notes-deferrals.baseSalary').textContent(), {
          timeout: 30_000,
        })
        .toContain(language === 'en' ? 'at most 75%' : '最多可推遲 75%');
      expect(await review.capture(page, `wizard-deferrals-${language}`)).toEqual([]);
      await page.getByTestId('wizard-next').click();
      await input('allocation.RTA.pct').fill('60');
      await page.getByTestId('wizard-add-sda').click();
      await input('allocation.SDA:.month').fill('2031-03');
      await input('allocation.SDA:2031-03.pct').fill('40');
      expect(await page.getByTestId('wizard-sum').textContent()).toContain('100');
      expect(await review.capture(page, `wizard-accounts-${language}`)).toEqual([]);
      await page.getByTestId('wizard-next').click();
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/election-preview')),
        page.getByTestId('wizard-check').click(),
      ]);
      const refused = page.getByTestId('wizard-refused');
      await refused.waitFor();
      expect(await refused.textContent()).toContain(
        language === 'en' ? 'at most 75%' : '最多可推遲 75%',
      );
      expect(await refused.locator('[data-rule]').allTextContents()).toContain('1.12');
      await page.getByTestId('wizard-step-1').click();
      await input('deferrals.baseSalary').fill('20');
      await page.getByTestId('wizard-step-3').click();
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/election-preview')),
        page.getByTestId('wizard-check').click(),
      ]);
      await page.getByTestId('wizard-accepted').waitFor();
      const preview = page.getByTestId('wizard-preview');
      await preview.locator('tbody tr').first().waitFor();
      expect(await preview.textContent()).toContain('2031');
      await page.getByTestId('wizard-confirm').click();
      expect(await review.capture(page, `wizard-review-${language}`)).toEqual([]);
      await page.getByTestId('wizard-file').click();
      await page.getByTestId('wizard-filed').waitFor();
      const { events } = await must(
        (await server.as('admin')).get(`${plan}/participants/${id}/elections`),
      );
      expect(events).toHaveLength(1);
      expect(events[0].event).toMatchObject({
        kind: 'initial',
        deferrals: { baseSalary: 20 },
        allocation: [
          { account: 'RTA', pct: 60 },
          { account: 'SDA:2031-03', pct: 40 },
        ],
      });
    });
  }
});
