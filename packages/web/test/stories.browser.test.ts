/**
 * Issue 12's stories in Chromium against the real server (chromium-session.ts), each run in
 * English and in Traditional Chinese (the browser's language, zh-TW, chooses the app's): an
 * administrator's pay file refused line by line and then imported (7.1), a payment run prepared
 * by one Committee member and approved by another (8.2), a claim decided and approved (11.2),
 * a Change in Control approved by a second member (1.4, 5.6), a price corrected with its effect
 * (12.9), and another participant's page refused. Every page visited is captured at desktop and
 * phone width with axe-core (no serious or critical finding). One server and one Chromium for
 * both languages; each language's story uses its own data.
 */
import { describe, expect, it } from 'vitest';
import { chromiumSession, inLanguage, runnable } from './chromium-session';
import {
  AppShellPage,
  DecisionsPageModel,
  PayImportPageModel,
  PaymentRunsPageModel,
} from './pages';
import { must } from './real-server';
import { RecordPageModel } from './admin-pages';
import { ClaimDecisionPageModel, CorrectionsPageModel, RevealModel } from './workflow-pages';

const now = '2026-12-02T15:00:00.000Z';
const plan = '/api/plans/carmax-edcp';
const story = { timeout: 180_000 };
const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 30_000, interval: 100 });

/** What each language's screens say, written here apart from the app's translations. */
interface Language {
  name: string;
  /** The browser's language (it picks the app's) and the app's <html lang>. */
  locale: string;
  lang: string;
  /** A refused cell: its line, column and value, and the rule in brackets. */
  badCell: (line: number, column: string, value: string, rule: string) => string[];
  nothingRecorded: string;
  imported: (lines: number) => RegExp;
  ownRun: string;
  ownDecision: string;
  approvedRun: string;
  claimPrepared: string;
  claimApproved: string;
  /** 11.1, 11.2: a claim received 2026-11-20, due 90 days later, 180 when extended. */
  claimDays: { received: string; due90: string; due180: string; inForce: string };
  beforeReceived: string;
  /** 11.2: decided after the deadline in force (an old claim decided today). */
  lateDecision: string;
  waiting: string;
  approved: string;
  forbidden: string;
  /** The day each language's story dates its facts (distinct, so neither meets the other's). */
  day: string;
  /** A suffix for the ids a story creates. */
  tag: string;
  /** Why an administrator reveals a tax id (sent as X-Reason, kept by the audit as given). */
  revealReason: string;
}

const languages: Language[] = [
  {
    name: 'English',
    locale: 'en-US',
    lang: 'en',
    badCell: (line, column, value, rule) => [`Line ${line}, ${column} “${value}”`, `(${rule})`],
    nothingRecorded: 'nothing was recorded',
    imported: (lines) => new RegExp(`Imported as PI-\\w+: ${lines} pay lines`),
    ownRun: 'You prepared this run: another Committee member must approve it.',
    ownDecision: 'You prepared this: another Committee member must approve it.',
    approvedRun: 'Approved by committee2',
    claimPrepared: 'another Committee member approves it in Decisions',
    claimApproved: 'Approved',
    claimDays: {
      received: 'Nov 20, 2026',
      due90: 'Feb 18, 2027',
      due180: 'May 19, 2027',
      inForce: 'In force',
    },
    beforeReceived:
      'Decided on: the claim was received on Nov 20, 2026; a decision cannot be dated before it (11.1).',
    lateDecision: 'Decided after the deadline in force (Oct 30, 2026, 11.2)',
    waiting: 'Waiting for approval',
    approved: 'Approved',
    forbidden: 'Your role does not give access to this page.',
    day: '2026-12-01',
    tag: 'EN',
    revealReason: 'Checking a deposit form',
  },
  {
    name: 'Traditional Chinese',
    locale: 'zh-TW',
    lang: 'zh-Hant',
    badCell: (line, column, value, rule) => [`第 ${line} 行，${column}「${value}」`, `（${rule}）`],
    nothingRecorded: '未記錄任何資料',
    imported: (lines) => new RegExp(`已匯入 ${lines} 筆薪資，編號 PI-\\w+`),
    ownRun: '此批次由您準備：須由另一名委員會成員核准。',
    ownDecision: '此項由您準備：須由另一名委員會成員核准。',
    approvedRun: '由 committee2 核准',
    claimPrepared: '須由另一位委員於「待核准決定」核准',
    claimApproved: '已批准',
    claimDays: {
      received: '2026年11月20日',
      due90: '2027年2月18日',
      due180: '2027年5月19日',
      inForce: '現行期限',
    },
    beforeReceived: '決定日期：此索賠於 2026年11月20日 接到，決定日期不得早於接到日期（11.1）。',
    lateDecision: '於現行期限（2026年10月30日，11.2）之後決定',
    waiting: '待核准',
    approved: '已核准',
    forbidden: '您的角色無權存取此頁面。',
    day: '2026-12-02',
    tag: 'ZH',
    revealReason: '核對存款表單',
  },
];

describe.skipIf(!runnable)('issue 12 stories in English and Traditional Chinese', story, () => {
  const s = chromiumSession(now);

  const { signInAs, capture } = inLanguage(s, 'story');

  it.each(languages)(
    '7.1 an administrator’s pay file with a bad line is refused at its line, column and rule, nothing recorded; fixed, it is imported ($name)',
    async (l) => {
      const admin = await s.server.as('admin');
      const before = (await must(admin.get(`${plan}/pay-imports`))).imports.length;
      await signInAs(l, 'admin');
      const imports = new PayImportPageModel(s.page);
      await imports.open();
      const header = 'participantId,date,component,gross,netAvailable';
      // Each language's file its own amounts: the same file twice is "already imported".
      const cents = l.tag === 'EN' ? '10' : '20';
      const good = `E1002,${l.day},baseSalary,1000.${cents},650.00`;
      await imports.upload(
        'refused.csv',
        [header, good, `E1003,${l.day},baseSalary,-100.00,50.00`].join('\n'),
      );
      await imports.errors().first().waitFor();
      expect(await imports.errors().count()).toBe(1);
      const problem = (await imports.errors().first().textContent()) ?? '';
      for (const part of l.badCell(3, 'gross', '-100.00', '7.1')) expect(problem).toContain(part);
      expect(await imports.errorList().textContent()).toContain(l.nothingRecorded);
      expect((await must(admin.get(`${plan}/pay-imports`))).imports.length).toBe(before);
      await capture(l, 'pay-import-refused');

      const fixed = [header, good, `E1003,${l.day},baseSalary,800.${cents},500.00`].join('\n');
      await imports.upload('fixed.csv', fixed);
      await eventually(() => imports.result().textContent()).toMatch(l.imported(2));
      expect(await imports.errors().count()).toBe(0);
      expect((await must(admin.get(`${plan}/pay-imports`))).imports.length).toBe(before + 1);
      await capture(l, 'pay-import-done');
    },
  );

  it.each(languages)(
    '8.2 a payment run one Committee member prepares is refused to him and approved by a second ($name)',
    async (l) => {
      // Dana's emergency (5.5), decided and approved, is paid on the language's day.
      const [admin, committee1, committee2] = await Promise.all([
        s.server.as('admin'),
        s.server.as('committee1'),
        s.server.as('committee2'),
      ]);
      const { request } = await must(
        admin.post(`${plan}/participants/E1004/emergency-requests`, {
          amount: '2500.00',
          reason: `Storm damage (${l.tag})`,
        }),
      );
      const { decision } = await must(
        committee2.post(`${plan}/emergency-requests/${request.id}/decision`, {
          approved: true,
          amount: '2500.00',
          date: '2026-12-01',
          payOn: l.day,
        }),
      );
      await must(committee1.post(`${plan}/decisions/${decision.id}/approval`));

      await signInAs(l, 'committee1');
      const runs = new PaymentRunsPageModel(s.page);
      await runs.open();
      await capture(l, 'payment-runs');
      await runs.prepare(l.day, l.day);
      const id = runs.runId();
      const { run } = await must(committee1.get(`${plan}/payment-runs/${id}`));
      expect(run.lines.length).toBeGreaterThan(0);
      expect(await runs.lines().count()).toBe(run.lines.length);
      // The preparer may not approve his own run: the button is off and says why.
      expect(await runs.approve().isDisabled()).toBe(true);
      expect(await runs.whyNotApprove().textContent()).toBe(l.ownRun);
      // The server refuses him too.
      expect((await committee1.post(`${plan}/payment-runs/${id}/approval`)).status).toBe(403);
      await capture(l, 'payment-run-prepared');

      await signInAs(l, 'committee2');
      const second = new PaymentRunsPageModel(s.page);
      await second.open();
      await second.openRun(id);
      expect(await second.approve().isDisabled()).toBe(false);
      await second.approve().click();
      await eventually(() => second.approvedBy().textContent()).toContain(l.approvedRun);
      const approved = await must(committee2.get(`${plan}/payment-runs/${id}`));
      expect(approved.run.status).toBe('approved');
      await capture(l, 'payment-run-approved');
    },
  );

  it.each(languages)(
    '11.1, 11.2 a Committee member decides a claim as of the date received, its 90- and 180-day deadlines shown; a second member approves it ($name)',
    async (l) => {
      const admin = await s.server.as('admin');
      const claimId = `C-STORY-${l.tag}`;
      const oldClaim = `C-OLD-${l.tag}`;
      const claims = `${plan}/participants/E1002/claims`;
      await must(admin.post(claims, { claimId, date: '2026-11-20' }));
      // Received 2026-08-01: its 90 days ended 2026-10-30, so a decision today is late (11.2).
      await must(admin.post(claims, { claimId: oldClaim, date: '2026-08-01' }));

      await signInAs(l, 'committee1');
      let claimPage = new ClaimDecisionPageModel(s.page);
      await claimPage.open(s.server.url, 'E1002');
      await claimPage.row(claimId).waitFor();
      await claimPage.choose(oldClaim);
      await eventually(() => claimPage.late().textContent()).toContain(l.lateDecision);
      await claimPage.choose(claimId);
      expect(await claimPage.late().count()).toBe(0);
      const days = l.claimDays;
      expect(await claimPage.deadline('filedOn').textContent()).toContain(days.received);
      const due90 = claimPage.deadline('decisionPeriod');
      expect(await due90.textContent()).toContain(days.due90);
      expect(await due90.textContent()).toContain(days.inForce);
      expect(await due90.locator('[data-rule="11.2"]').count()).toBe(1);
      const due180 = claimPage.deadline('extendedPeriod');
      expect(await due180.textContent()).toContain(days.due180);
      expect(await due180.textContent()).not.toContain(days.inForce);
      expect(await due180.locator('[data-rule="11.2"]').count()).toBe(1);
      // 11.1: the day before receipt is refused in the form, naming the field and the rule.
      await claimPage.date().fill('2026-11-19');
      await eventually(() => claimPage.dateError()).toBe(l.beforeReceived);
      expect(await claimPage.date().getAttribute('min')).toBe('2026-11-20');
      expect(await claimPage.date().getAttribute('max')).toBe(s.server.today);
      await claimPage.decideAsOfReceived();
      expect(await claimPage.date().inputValue()).toBe('2026-11-20');
      expect(await claimPage.dateError()).toBe('');
      await capture(l, 'claim-decision');
      const decision = await claimPage.prepare(claimId, `Decided at receipt (${l.tag})`);
      expect(decision.event.date).toBe('2026-11-20');
      const decisionId = decision.id;
      expect(await claimPage.prepared().textContent()).toContain(l.claimPrepared);
      // Prepared, not decided: the claim is still open until a second member approves.
      const open = await must(admin.get(claims));
      expect(open.claims.find((c: { id: string }) => c.id === claimId)?.status).toBe('filed');

      let inbox = new DecisionsPageModel(s.page);
      await inbox.open();
      await inbox.approve(decisionId).waitFor();
      expect(await inbox.approve(decisionId).isDisabled()).toBe(true);
      expect(await inbox.reason(decisionId).textContent()).toBe(l.ownDecision);
      await capture(l, 'decisions-own-claim');

      await signInAs(l, 'committee2');
      inbox = new DecisionsPageModel(s.page);
      claimPage = new ClaimDecisionPageModel(s.page);
      await inbox.open();
      await inbox.approve(decisionId).click();
      await inbox.approved().waitFor();
      await eventually(() => inbox.row(decisionId).count()).toBe(0);
      await claimPage.open(s.server.url, 'E1002');
      await eventually(async () => {
        const { claims: now } = await must(admin.get(claims));
        return now.find((c: { id: string }) => c.id === claimId)?.status;
      }).toBe('approved');
      await eventually(() => claimPage.row(claimId).textContent()).toContain(l.claimApproved);
    },
  );

  it.each(languages)(
    '1.4 a Change in Control one Committee member records is approved by a second ($name)',
    async (l) => {
      const committee1 = await s.server.as('committee1');
      const list = async () =>
        (await must(committee1.get(`${plan}/company/decisions`))).decisions as {
          id: string;
          kind: string;
          status: string;
          preparedBy: string;
          approvedBy?: string | null;
          decidedBy?: string | null;
        }[];
      const known = new Set((await list()).map((d) => d.id));
      await signInAs(l, 'committee2');
      let inbox = new DecisionsPageModel(s.page);
      await inbox.open();
      await inbox.prepareChangeInControl(l.day, `Board resolution (${l.tag})`);
      const made = (await list()).find((d) => !known.has(d.id));
      if (made === undefined) throw new Error('no Change in Control prepared');
      expect(made).toMatchObject({ kind: 'changeInControl', status: 'prepared' });
      expect(made.preparedBy).toBe('committee2');
      await inbox.approve(made.id).waitFor();
      expect(await inbox.approve(made.id).isDisabled()).toBe(true);
      expect(await inbox.reason(made.id).textContent()).toBe(l.ownDecision);
      await capture(l, 'change-in-control-prepared');

      await signInAs(l, 'committee1');
      inbox = new DecisionsPageModel(s.page);
      await inbox.open();
      await inbox.approve(made.id).click();
      await inbox.approved().waitFor();
      await eventually(() => inbox.row(made.id).count()).toBe(0);
      const approved = (await list()).find((d) => d.id === made.id);
      expect(approved?.status).toBe('approved');
      await capture(l, 'change-in-control-approved');
    },
  );

  it.each(languages)(
    '12.9 an administrator corrects a price with its effect; a second Committee member approves it ($name)',
    async (l) => {
      // Each language corrects its own recorded price: the latest one, or the one before it.
      const target = await recordedPrice(l.tag === 'EN' ? 0 : 1);
      const corrected = raised(target.price);
      await signInAs(l, 'admin');
      let corrections = new CorrectionsPageModel(s.page);
      await corrections.open();
      await corrections.supersedePrice(
        target.fundId,
        target.date,
        corrected,
        `Restated (${l.tag})`,
      );
      expect(await s.page.getByTestId('correction-confirm').textContent()).toContain(corrected);
      await capture(l, 'correction-review');
      const id = await corrections.prepare();
      // Its effect, as the server computed it, shows before anyone approves it.
      await corrections.effect().waitFor();
      const stored = await must((await s.server.as('auditor1')).get(`${plan}/corrections/${id}`));
      const figures = stored.correction.effect.participants.reduce(
        (n: number, p: { changes: unknown[] }) => n + p.changes.length,
        0,
      );
      expect(await s.page.getByTestId('effect-count').textContent()).toContain(String(figures));
      await eventually(() => corrections.row(id).textContent()).toContain(l.waiting);
      // The preparer does not approve his own, and is told why.
      expect(await corrections.approve(id).isDisabled()).toBe(true);
      expect(await corrections.whyNot(id).textContent()).toBe(l.ownDecision);
      await capture(l, 'correction-prepared');

      await signInAs(l, 'committee2');
      corrections = new CorrectionsPageModel(s.page);
      await corrections.open();
      await corrections.toggleEffect(id).click();
      await corrections.effect().waitFor();
      await corrections.approve(id).click();
      await s.page.getByTestId('correction-approved').waitFor();
      await eventually(() => corrections.row(id).textContent()).toContain(l.approved);
      const approved = await must((await s.server.as('auditor1')).get(`${plan}/corrections/${id}`));
      expect(approved.correction).toMatchObject({
        status: 'approved',
        decidedBy: 'committee2',
        replacement: { price: corrected },
      });
      await capture(l, 'correction-approved');
    },
  );

  it.each(languages)('a participant cannot open another participant’s page ($name)', async (l) => {
    await signInAs(l, 'areyes');
    const shell = new AppShellPage(s.page);
    await s.page.locator('[data-balance="total"]').waitFor();
    await capture(l, 'own-statement');
    for (const address of ['#/participants/E1002', '#/participants/E1002/profile']) {
      await shell.openAddress(s.server.url, address);
      await eventually(() => shell.forbidden().textContent()).toBe(l.forbidden);
      // Nothing of hers shows: not her name, not her balances.
      expect(await s.page.getByText('Brian Okafor').count()).toBe(0);
      expect(await s.page.locator('[data-balance]').count()).toBe(0);
    }
    await capture(l, 'other-participant-refused');
    // The server answers as if she had no record.
    const other = await s.page.request.get(`${s.server.url}${plan}/participants/E1002/statement`);
    expect(other.status()).toBe(404);
  });

  it.each(languages)(
    '11.1 an administrator reveals a tax id only with a reason, which the audit keeps as given ($name)',
    async (l) => {
      await signInAs(l, 'admin');
      const record = new RecordPageModel(s.page);
      await record.open(s.server.url, 'E1003');
      await new RevealModel(s.page).askToReveal('record-reveal');
      // No reason, no reveal: the button waits for one.
      expect(await s.page.getByTestId('record-reveal-confirm').isDisabled()).toBe(true);
      await capture(l, 'record-reveal-reason');
      await new RevealModel(s.page).giveReason('record-reveal', l.revealReason);
      const audit = await must(
        (await s.server.as('auditor1')).get(
          `${plan}/audit?action=participantRecord.revealed&participantId=E1003`,
        ),
      );
      expect(audit.entries.map((e: { reason: string | null }) => e.reason)).toContain(
        l.revealReason,
      );
    },
  );

  /** A fund's recorded price on or before today: the latest (0), the one before it (1). */
  async function recordedPrice(
    back: number,
  ): Promise<{ fundId: string; date: string; price: string }> {
    const admin = await s.server.as('admin');
    const { funds } = await must(admin.get(`${plan}/funds`));
    for (const fund of funds as { id: string }[]) {
      const { prices } = await must(admin.get(`${plan}/funds/${fund.id}/prices`));
      const sorted = (prices as { date: string; price: string }[])
        .filter((p) => p.date <= s.server.today)
        .sort((a, b) => (a.date < b.date ? 1 : -1));
      const chosen = sorted[back];
      if (chosen) return { fundId: fund.id, ...chosen };
    }
    throw new Error('set-up: the demo records no price');
  }
});

/** A price one percent higher, in micro-units (exact; never a float). */
function raised(price: string): string {
  const [whole = '0', fraction = ''] = price.split('.');
  const micro = BigInt(whole + fraction.padEnd(6, '0').slice(0, 6));
  const next = micro + micro / 100n + 1n;
  const digits = next.toString().padStart(7, '0');
  return `${digits.slice(0, -6)}.${digits.slice(-6)}`;
}
