/**
 * Issue 12 items 2 and 4 in Chromium against the real server (real-server.ts): staff project a
 * participant's payout (his own projection, in both languages, is
 * participant-stories.browser.test.ts's), the election wizard step by step in English and in Traditional
 * Chinese (window, limits, pre-filled choices, the plan's check and its payment dates, the
 * filing), and who may not elect told why. axe-core on every page (no serious or critical).
 */
import { describe, expect, it } from 'vitest';
import { chromiumSession, runnable } from './chromium-session';
import { AppShellPage } from './pages';
import { must } from './real-server';

const now = '2026-12-02T15:00:00.000Z';
const plan = '/api/plans/carmax-edcp';
const story = { timeout: 180_000 };

describe.skipIf(!runnable)('the portal’s projector and election wizard in Chromium', story, () => {
  const s = chromiumSession(now);

  const input = (name: string) => s.page.locator(`input[name="${name}"]`);

  // The participant's own projection is participant-stories.browser.test.ts's, in both languages.
  it("staff project a participant's payout from his page, the figures the API answers him", async () => {
    await s.signInAs('admin');
    await s.page.goto(`${s.server.url}/#/participants/E1002/projector`);
    await s.page.getByTestId('projector-date').fill('2027-06-30');
    await s.page.getByTestId('projector-growth').fill('5');
    await s.page.getByTestId('projector-run').click();
    const table = s.page.getByTestId('projection-table');
    await table.locator('tbody tr').first().waitFor();
    const own = await must(
      (await s.server.as('bokafor')).get(
        `${plan}/participants/E1002/payout-projection?event=separation&date=2027-06-30&growthPct=5`,
      ),
    );
    expect(await table.locator('tbody tr[data-row]').count()).toBe(own.payments.length);
    const net = Number(own.totals.net).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(await s.page.getByTestId('total-net').textContent()).toContain(net);
    expect(await s.review.capture(s.page, 'staff-projector')).toEqual([]);
  });

  it('2.1 a retired participant is told why he may not elect', async () => {
    await s.signInAs('areyes');
    await s.page.getByTestId('nav-wizard').click();
    const why = s.page.getByTestId('wizard-not-allowed');
    await why.waitFor();
    expect(await why.textContent()).toContain('Separation from Service was on Jun 30, 2022');
    expect(await s.review.capture(s.page, 'wizard-not-allowed')).toEqual([]);
  });

  it('pre-fills the wizard with the election and schedules in force', async () => {
    await s.signInAs('ebrooks');
    await s.page.getByTestId('nav-wizard').click();
    await s.page.getByTestId('election-wizard').waitFor();
    expect(await s.page.getByTestId('wizard-deadline').textContent()).toContain('Dec 31, 2026');
    await s.page.getByTestId('wizard-next').click();
    const { events } = await must(
      (await s.server.as('ebrooks')).get(`${plan}/participants/E1005/elections`),
    );
    const latest = events
      .map((f: { event: { filedAt: string; deferrals: Record<string, number> } }) => f.event)
      .sort((a: { filedAt: string }, b: { filedAt: string }) => a.filedAt.localeCompare(b.filedAt))
      .at(-1);
    const salary = latest.deferrals.baseSalary;
    expect(await input('deferrals.baseSalary').inputValue()).toBe(
      salary === undefined ? '' : String(salary),
    );
    await s.page.getByTestId('wizard-next').click();
    await s.page.getByTestId('in-force-RTA').waitFor();
    expect(await s.review.capture(s.page, 'wizard-prefilled')).toEqual([]);
  });

  for (const language of ['en', 'zh-Hant'] as const) {
    it(`walks a new participant through his first-year election and files it (${language})`, async () => {
      const id = language === 'en' ? 'E9101' : 'E9102';
      const username = language === 'en' ? 'wizard.en' : 'wizard.zh';
      await s.server.enroll({ id, name: `Wizard ${language}`, username, hireDate: '2026-11-20' });
      await s.signInAs(username);
      if (language === 'zh-Hant') await new AppShellPage(s.page).chooseLanguage('繁體中文');
      await s.page.getByTestId('nav-wizard').click();
      await s.page.getByTestId('election-wizard').waitFor();
      // 3.2(a): the first-year window, to its deadline.
      expect(await s.page.getByTestId('wizard-deadline').textContent()).toContain('3.2(a)');
      expect(await s.review.capture(s.page, `wizard-kind-${language}`)).toEqual([]);
      await s.page.getByTestId('wizard-next').click();
      // 1.12: the limit is the plan's; 80% is refused by the plan with its reason.
      await input('deferrals.baseSalary').fill('80');
      // Live: the plan's reason shows beside the field once the choices stand still.
      await expect
        .poll(() => s.page.getByTestId('notes-deferrals.baseSalary').textContent(), {
          timeout: 30_000,
        })
        .toContain(language === 'en' ? 'at most 75%' : '最多可推遲 75%');
      expect(await s.review.capture(s.page, `wizard-deferrals-${language}`)).toEqual([]);
      await s.page.getByTestId('wizard-next').click();
      await input('allocation.RTA.pct').fill('60');
      await s.page.getByTestId('wizard-add-sda').click();
      await input('allocation.SDA:.month').fill('2031-03');
      await input('allocation.SDA:2031-03.pct').fill('40');
      expect(await s.page.getByTestId('wizard-sum').textContent()).toContain('100');
      expect(await s.review.capture(s.page, `wizard-accounts-${language}`)).toEqual([]);
      await s.page.getByTestId('wizard-next').click();
      await Promise.all([
        s.page.waitForResponse((r) => r.url().endsWith('/election-preview')),
        s.page.getByTestId('wizard-check').click(),
      ]);
      const refused = s.page.getByTestId('wizard-refused');
      await refused.waitFor();
      expect(await refused.textContent()).toContain(
        language === 'en' ? 'at most 75%' : '最多可推遲 75%',
      );
      expect(await refused.locator('[data-rule]').allTextContents()).toContain('1.12');
      await s.page.getByTestId('wizard-step-1').click();
      await input('deferrals.baseSalary').fill('20');
      await s.page.getByTestId('wizard-step-3').click();
      await Promise.all([
        s.page.waitForResponse((r) => r.url().endsWith('/election-preview')),
        s.page.getByTestId('wizard-check').click(),
      ]);
      await s.page.getByTestId('wizard-accepted').waitFor();
      const preview = s.page.getByTestId('wizard-preview');
      await preview.locator('tbody tr').first().waitFor();
      expect(await preview.textContent()).toContain('2031');
      await s.page.getByTestId('wizard-confirm').click();
      expect(await s.review.capture(s.page, `wizard-review-${language}`)).toEqual([]);
      // Filed once: the filing carries an Idempotency-Key (a retry is not a second election).
      const [filing] = await Promise.all([
        s.page.waitForRequest(
          (r) => r.method() === 'POST' && r.url().endsWith(`/participants/${id}/elections`),
        ),
        s.page.getByTestId('wizard-file').click(),
      ]);
      expect(filing.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      await s.page.getByTestId('wizard-filed').waitFor();
      const { events } = await must(
        (await s.server.as('admin')).get(`${plan}/participants/${id}/elections`),
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
