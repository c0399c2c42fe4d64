/**
 * Issue 12's participant stories in Chromium against the real server (chromium-session.ts),
 * each run in English and in Traditional Chinese (the browser's language, zh-TW, chooses the
 * app's): he reallocates his investments (7.4), projects a payout (a hypothetical Separation or
 * death), and downloads a period statement as a PDF with his name and figures in it (the
 * election wizard in both languages is portal.browser.test.ts's), and changes when a Specified
 * Date Account pays and when and how his Retirement/Termination Account pays after Separation
 * (Article VI: the earliest new first payment shown before he files). Every page visited is captured
 * at desktop and phone width with axe-core (no serious or critical finding). One server and one
 * Chromium for both languages; each language's story uses its own participant.
 */
import { describe, expect, it } from 'vitest';
import { pdfTextWithFonts } from '../../server/test/pdf-text';
import { formatDate, formatMonth } from '../src/format/dates';
import { formatMoney } from '../src/format/money';
import { chromiumSession, inLanguage, runnable } from './chromium-session';
import { AllocationFormPage, StatementPage } from './pages';
import { ProjectorPageModel, ScheduleChangePageModel } from './workflow-pages';
import { must } from './real-server';

const now = '2026-12-02T15:00:00.000Z';
const plan = '/api/plans/carmax-edcp';
const story = { timeout: 180_000 };
const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 30_000, interval: 100 });

interface Who {
  id: string;
  username: string;
  name: string;
}

/** What each language's screens say, written here apart from the app's translations. */
interface Language {
  name: string;
  /** The browser's language (it picks the app's) and the app's <html lang>. */
  locale: string;
  lang: 'en' | 'zh-Hant';
  /** Who moves his investments (7.4): his RTA is invested in Index and Stable Value. */
  investor: Who;
  /** Who projects his payout. */
  projector: Who;
  /** Who downloads his period statement. */
  reader: Who;
  /** Who changes when a Specified Date Account pays (Article VI), and which. */
  changer: Who & { account: string };
  /** The screen's words for the earliest new first payment. */
  earliest: string;
  /** Who changes his Retirement/Termination Account's Separation schedule (Article VI). */
  rtaChanger: Who & { inForce: string; years: number };
  /** Whose schedule already pays (6.2: too late to change), which, and its name on the list. */
  paying: Who & { account: string; listed: string };
  /** The screen's names: the RTA, the Death Benefit, the installments form. */
  rta: string;
  deathBenefit: string;
  installments: string;
  /** The screen's words for a first payment N months after Separation. */
  monthsAfter(months: number): string;
  /** The allocation form's "existing balance" choice, and the plan's note on a sum not 100%. */
  existing: string;
  /** The projector's death choice and the federal withholding in a payment's why. */
  death: string;
  federal: string;
  /** The PDF's title. */
  statementTitle: string;
  /** The screen's dollar sign (the PDF prints "$" in both). */
  dollar: string;
}

const languages: Language[] = [
  {
    name: 'English',
    locale: 'en-US',
    lang: 'en',
    investor: { id: 'E1005', username: 'ebrooks', name: 'Evan Brooks' },
    projector: { id: 'E1002', username: 'bokafor', name: 'Brian Okafor' },
    reader: { id: 'E1001', username: 'areyes', name: 'Alice Reyes' },
    changer: { id: 'E1002', username: 'bokafor', name: 'Brian Okafor', account: 'SDA:2030-09' },
    earliest: 'The earliest new first payment',
    rtaChanger: {
      id: 'E1005',
      username: 'ebrooks',
      name: 'Evan Brooks',
      inForce: 'annual installments over 5 years',
      years: 10,
    },
    paying: {
      id: 'E1001',
      username: 'areyes',
      name: 'Alice Reyes',
      account: 'RTA',
      listed: 'Retirement/Termination Account',
    },
    rta: 'Retirement/Termination Account',
    deathBenefit: 'Death Benefit',
    installments: 'Annual installments',
    monthsAfter: (months) => `${months} months after Separation`,
    existing: 'Existing balance',
    death: 'Death',
    federal: 'Federal',
    statementTitle: 'Statement for',
    dollar: '$',
  },
  {
    name: 'Traditional Chinese',
    locale: 'zh-TW',
    lang: 'zh-Hant',
    investor: { id: 'E1003', username: 'cwei', name: 'Chen Wei' },
    projector: { id: 'E1004', username: 'dwhitfield', name: 'Dana Whitfield' },
    reader: { id: 'E1002', username: 'bokafor', name: 'Brian Okafor' },
    changer: {
      id: 'E1004',
      username: 'dwhitfield',
      name: 'Dana Whitfield',
      account: 'SDA:2028-06',
    },
    earliest: '新的首次付款最早為',
    rtaChanger: {
      id: 'E1003',
      username: 'cwei',
      name: 'Chen Wei',
      inForce: '25% 一次性付款，其餘按年分期，共 4 年',
      years: 8,
    },
    paying: {
      id: 'E1002',
      username: 'bokafor',
      name: 'Brian Okafor',
      account: 'SDA:2025-03',
      listed: formatMonth('2025-03', 'zh-Hant'),
    },
    rta: '退休/終止帳戶',
    deathBenefit: '死亡福利',
    installments: '按年分期付款',
    monthsAfter: (months) => `服務終止後 ${months} 個月`,
    existing: '現有餘額',
    death: '死亡',
    federal: '聯邦',
    statementTitle: '帳戶報表',
    dollar: 'US$',
  },
];

describe.skipIf(!runnable)(
  'issue 12 participant stories in English and Traditional Chinese',
  story,
  () => {
    const s = chromiumSession(now);

    const { signInAs, capture } = inLanguage(s, 'participant');

    it.each(languages)(
      '7.4 a participant moves his investments, told beside the fund when they do not add to 100% ($name)',
      async (l) => {
        const { id, username } = l.investor;
        await signInAs(l, username);
        await new StatementPage(s.page).waitForBalances();
        await capture(l, 'statement');
        const allocation = new AllocationFormPage(s.page);
        await allocation.open();
        await allocation.setFund('RTA', 'SV', '30');
        await allocation.setFund('RTA', 'IDX', '60');
        // 7.4: the funds of a sub-account add up to 100%; the plan's note says what they add to.
        await eventually(() => s.page.getByTestId('notes-investments.RTA').textContent()).toContain(
          '90%',
        );
        await allocation.setFund('RTA', 'IDX', '70');
        await allocation.applyTo(l.existing);
        await capture(l, 'allocation');
        await allocation.submit();
        await s.page.getByTestId('allocation-done').waitFor();
        const { events } = await must(
          (await s.server.as('admin')).get(`${plan}/participants/${id}/events`),
        );
        expect(events.at(-1)?.event).toEqual({
          type: 'allocationChange',
          date: s.server.today,
          account: 'RTA',
          investments: { SV: 30, IDX: 70 },
          applyTo: 'existing',
        });
      },
    );

    it.each(languages)(
      'a participant projects a hypothetical Separation and death: the figures the API answers, each payment’s why ($name)',
      async (l) => {
        const { id, username } = l.projector;
        await signInAs(l, username);
        const projector = new ProjectorPageModel(s.page);
        await projector.open();
        await projector.project('2027-06-30', '5');
        const answer = await must(
          (await s.server.as(username)).get(
            `${plan}/participants/${id}/payout-projection?event=separation&date=2027-06-30&growthPct=5`,
          ),
        );
        expect(answer.payments.length).toBeGreaterThan(0);
        expect(await projector.rows().count()).toBe(answer.payments.length);
        expect(await projector.total('net').textContent()).toBe(
          formatMoney(answer.totals.net, l.dollar),
        );
        expect(await projector.separation().textContent()).toContain(
          formatDate('2027-06-30', l.lang),
        );
        const why = await projector.why(0);
        expect(await why.locator('[data-rule]').count()).toBeGreaterThan(0);
        expect(await why.textContent()).toContain(l.federal);
        await capture(l, 'projector');

        // A death instead: the beneficiary is paid (5.4).
        await projector.chooseEvent(l.death);
        await projector.run();
        await s.page.locator('[data-benefit="death"]').first().waitFor();
        // A date before today is refused by the form itself.
        await s.page.getByTestId('projector-date').fill('2026-01-05');
        expect(await s.page.getByTestId('projector-run').isDisabled()).toBe(true);
        await capture(l, 'projector-death');
        // Nothing was recorded: his statement has no Separation.
        const statement = await must(
          (await s.server.as(username)).get(`${plan}/participants/${id}/statement`),
        );
        expect(statement.separation).toBeNull();
      },
    );

    it.each(languages)(
      '6.2-6.4 a participant sees the earliest new first payment before he files; too early is refused, 5 years later is filed ($name)',
      async (l) => {
        const { id, username, account } = l.changer;
        const path = `${plan}/participants/${id}`;
        const own = await s.server.as(username);
        const before = await must(own.get(`${path}/statement`));
        const first = [...before.payments, ...before.scheduled]
          .filter((p: { account: string }) => p.account === account)
          .map((p: { date: string }) => p.date)
          .sort()[0] as string;
        // 6.3: at least 5 years after the first payment it replaces.
        const earliest = `${Number(first.slice(0, 4)) + 5}${first.slice(4)}`;
        await signInAs(l, username);
        const change = new ScheduleChangePageModel(s.page);
        await change.open();
        await change.chooseAccount(formatMonth(account.slice(4), l.lang));
        await eventually(() => change.earliest().textContent()).toContain(
          formatDate(earliest, l.lang),
        );
        expect(await change.earliest().textContent()).toContain(l.earliest);
        await capture(l, 'schedule-change');

        // A year short of five: the plan refuses it with its rule, and nothing is recorded.
        const short = `${Number(earliest.slice(0, 4)) - 1}${earliest.slice(4, 7)}`;
        await change.check(short);
        await change.refused().waitFor();
        expect(await change.refused().locator('[data-rule]').allTextContents()).toContain('6.3');
        expect(await s.page.getByTestId('schedule-change-file').isDisabled()).toBe(true);
        expect((await must(own.get(`${path}/schedule-changes`))).events).toHaveLength(0);
        await capture(l, 'schedule-change-refused');

        // The month after the earliest: accepted, then filed.
        const later = shiftMonth(earliest.slice(0, 7));
        await change.check(later);
        await change.accepted().waitFor();
        await capture(l, 'schedule-change-accepted');
        await change.file();
        const { events } = await must(own.get(`${path}/schedule-changes`));
        expect(events.map((f: { event: unknown }) => f.event)).toEqual([
          expect.objectContaining({ account, schedule: { form: 'lump' }, specifiedMonth: later }),
        ]);
        const after = await must(own.get(`${path}/statement`));
        const planned = [...after.payments, ...after.scheduled]
          .filter((p: { account: string }) => p.account === account)
          .map((p: { date: string }) => p.date);
        expect(planned.length).toBeGreaterThan(0);
        for (const date of planned) expect(date.slice(0, 7)).toBe(later);
      },
    );

    it.each(languages)(
      '6.3, 6.4 a participant changes his RTA’s installments and start: the earliest new first payment shown before he files, under 5 years refused, then filed ($name)',
      async (l) => {
        const { id, username, inForce, years } = l.rtaChanger;
        const path = `${plan}/participants/${id}`;
        const own = await s.server.as(username);
        await signInAs(l, username);
        const change = new ScheduleChangePageModel(s.page);
        await change.open();
        await change.chooseAccount(l.rta);
        // Before Separation: the schedule in force, 6.4's 12 months, 6.3's 60 more months.
        await eventually(() => change.line('in-force').textContent()).toContain(inForce);
        expect(await change.line('effective').textContent()).toContain(
          formatDate(monthsLater(s.server.today, 12), l.lang),
        );
        expect(await change.line('earliest').textContent()).toContain(l.monthsAfter(61));
        expect(
          await change.line('earliest').locator('..').locator('[data-rule]').allTextContents(),
        ).toContain('6.3');
        await capture(l, 'schedule-change-rta');

        // 60 months after Separation: 59 later than the first payment in force, not 60.
        await change.setSeparationSchedule(l.installments, String(years), '60');
        await change.ask();
        await change.refused().waitFor();
        expect(await change.refused().locator('[data-rule]').allTextContents()).toContain('6.3');
        expect(await s.page.getByTestId('schedule-change-file').isDisabled()).toBe(true);
        expect((await must(own.get(`${path}/schedule-changes`))).events).toHaveLength(0);

        await change.setSeparationSchedule(l.installments, String(years), '61');
        await change.ask();
        await change.accepted().waitFor();
        await change.file();
        const schedule = { form: 'installments', years, start: { monthsAfterSeparation: 61 } };
        const { events } = await must(own.get(`${path}/schedule-changes`));
        expect(events.map((f: { event: unknown }) => f.event)).toEqual([
          expect.objectContaining({ account: 'RTA', schedule }),
        ]);

        // Seen again: the change is in force, the old schedule governs a Separation for 12 months
        // (6.4), and the next change counts 5 years from the new start (6.3).
        await s.page.reload();
        await change.chooseAccount(l.rta);
        await eventually(() => change.line('earliest').textContent()).toContain(l.monthsAfter(121));
        expect(await s.page.getByTestId('schedule-change-window').textContent()).toContain(inForce);
        // The Death Benefit is the plan's own (5.4): nothing to change, and the page says why.
        await change.chooseAccount(l.deathBenefit);
        await change.closed().waitFor();
        expect(await change.closed().locator('[data-rule]').allTextContents()).toContain('5.4');
        await capture(l, 'schedule-change-death');
      },
    );

    it.each(languages)(
      '6.2 a schedule already paying cannot change: the page says since when and why ($name)',
      async (l) => {
        const { id, username, account, listed } = l.paying;
        const statement = await must(
          (await s.server.as(username)).get(`${plan}/participants/${id}/statement`),
        );
        const first = [...statement.payments, ...statement.scheduled]
          .filter((p: { account: string }) => p.account === account)
          .map((p: { date: string }) => p.date)
          .sort()[0] as string;
        expect(first < s.server.today).toBe(true);
        await signInAs(l, username);
        const change = new ScheduleChangePageModel(s.page);
        await change.open();
        await change.chooseAccount(listed);
        await change.closed().waitFor();
        expect(await change.closed().textContent()).toContain(formatDate(first, l.lang));
        expect(await change.closed().locator('[data-rule]').allTextContents()).toEqual(['6.2']);
        expect(await s.page.getByTestId('schedule-change-check').count()).toBe(0);
      },
    );

    it.each(languages)(
      'a participant downloads his quarter’s statement as a PDF with his name and closing balance ($name)',
      async (l) => {
        const { id, username, name } = l.reader;
        await signInAs(l, username);
        const statement = new StatementPage(s.page);
        await statement.waitForBalances();
        const link = s.page.getByTestId(`statement-2026-Q3-${l.lang}`);
        await link.waitFor();
        await capture(l, 'statement-downloads');
        const href = await link.getAttribute('href');
        expect(href).toBe(`${plan}/participants/${id}/statements/2026-Q3.pdf?lang=${l.lang}`);
        // The link downloads in his session (his cookie): the PDF he would save.
        const response = await s.page.request.get(`${s.server.url}${href}`);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        const pdf = await response.body();
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = pdfTextWithFonts(pdf);
        expect(text).toContain(name);
        expect(text).toContain(id);
        expect(text).toContain(l.statementTitle);
        // His Retirement/Termination Account on the quarter's last day, as his statement says.
        const closing = await must(
          (await s.server.as(username)).get(`${plan}/participants/${id}/statement?asOf=2026-09-30`),
        );
        expect(text).toContain(formatMoney(closing.balances.RTA));
      },
    );
  },
);

/** The month after "YYYY-MM". */
/** A date N months later (the day kept; the stories' days exist in every month). */
function monthsLater(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

function shiftMonth(month: string): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}
