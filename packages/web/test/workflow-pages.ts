/** Page models of issue 12's screens: corrections, account security, the register, effects. */
import type { Locator, Page } from 'playwright-core';

/** Plan 12.9: corrections prepared with their effect, approved by a second Committee member. */
export class CorrectionsPageModel {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByTestId('nav-corrections').click();
    await this.page.getByTestId('corrections').waitFor();
  }

  /** Fills in a price's correction and reviews it (nothing is sent yet). */
  async supersedePrice(fundId: string, date: string, price: string, reason: string) {
    const form = this.page.getByTestId('correction-form');
    await form.getByTestId('correction-fund').selectOption(fundId);
    // The recorded dates load once the fund is chosen.
    await form.locator(`[data-testid="correction-date"] option[value="${date}"]`).waitFor({
      state: 'attached',
    });
    await form.getByTestId('correction-date').selectOption(date);
    await form.getByTestId('correction-price').fill(price);
    await form.getByTestId('correction-reason').fill(reason);
    await form.getByTestId('correction-review').click();
    await this.page.getByTestId('correction-confirm').waitFor();
  }

  /** Prepares the reviewed correction; resolves with its id once the server answered. */
  async prepare(): Promise<string> {
    const [response] = await Promise.all([
      this.page.waitForResponse(
        (r) => r.url().endsWith('/corrections') && r.request().method() === 'POST',
      ),
      this.page.getByTestId('correction-prepare').click(),
    ]);
    const body = (await response.json()) as { correction?: { id: string } };
    if (body.correction === undefined) throw new Error(`not prepared: ${JSON.stringify(body)}`);
    return body.correction.id;
  }

  row(id: string): Locator {
    return this.page.getByTestId('corrections').locator(`tr[data-row="${id}"]`);
  }

  effect(): Locator {
    return this.page.getByTestId('correction-effect');
  }

  toggleEffect(id: string): Locator {
    return this.page.getByTestId(`effect-${id}`);
  }

  approve(id: string): Locator {
    return this.page.getByTestId(`approve-correction-${id}`);
  }

  whyNot(id: string): Locator {
    return this.page.getByTestId(`approve-correction-reason-${id}`);
  }
}

/** ASVS V7.4-V7.5 and V6.6: the signed-in user's sessions, second factor and password. */
export class AccountPageModel {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByTestId('nav-account').click();
    await this.page.getByTestId('sessions').locator('tbody tr[data-row]').first().waitFor();
  }

  sessions(): Locator {
    return this.page.locator('[data-testid="sessions"] tbody tr[data-row]');
  }

  revoke(sessionId: string): Locator {
    return this.page.getByTestId(`revoke-${sessionId}`);
  }
}

/** Article XI in the console: a participant's claims and a Committee member's decision on one. */
export class ClaimDecisionPageModel {
  constructor(readonly page: Page) {}

  async open(baseUrl: string, participantId: string) {
    await this.page.goto(`${baseUrl}/#/participants/${participantId}/claims`);
    await this.page.getByTestId('claims').waitFor();
  }

  row(claimId: string): Locator {
    return this.page.getByTestId('claims').locator(`tr[data-row="${claimId}"]`);
  }

  form(): Locator {
    return this.page.getByTestId('claim-decision-form');
  }

  async choose(claimId: string) {
    await this.form().getByTestId('claim-decision-claim').selectOption(claimId);
    await this.deadline('filedOn').waitFor();
  }

  /** A row of the chosen claim's deadlines: filedOn, decisionPeriod, extendedPeriod, reviewDue. */
  deadline(row: string): Locator {
    return this.form().getByTestId('claim-deadlines').locator(`tr[data-row="${row}"]`);
  }

  date(): Locator {
    return this.form().getByTestId('claim-decision-date');
  }

  /** 11.1: the decision dated the day the claim was received, the claim as it stood then. */
  async decideAsOfReceived() {
    await this.form().getByTestId('claim-decision-as-received').click();
    await this.form().getByTestId('claim-decision-as-of').waitFor();
  }

  /** The date field's error, as a screen reader hears it (aria-describedby); '' when none. */
  async dateError(): Promise<string> {
    const ids = ((await this.date().getAttribute('aria-describedby')) ?? '').split(' ');
    const id = ids.find((i) => i.endsWith('-error'));
    return id === undefined ? '' : ((await this.page.locator(`[id="${id}"]`).textContent()) ?? '');
  }

  late(): Locator {
    return this.form().getByTestId('claim-decision-late');
  }

  /** Prepares the decision on the chosen claim (approve; with a reason when dated before today). */
  async prepare(
    claimId: string,
    reason?: string,
  ): Promise<{ id: string; event: { date: string } }> {
    const form = this.form();
    await form.getByTestId('claim-decision-claim').selectOption(claimId);
    if (reason !== undefined) await form.getByTestId('claim-decision-reason').fill(reason);
    const [response] = await Promise.all([
      this.page.waitForResponse(
        (r) => r.url().endsWith(`/claims/${claimId}/decision`) && r.request().method() === 'POST',
      ),
      form.getByTestId('claim-decision-submit').click(),
    ]);
    const body = (await response.json()) as { decision?: { id: string; event: { date: string } } };
    if (body.decision === undefined) throw new Error(`not prepared: ${JSON.stringify(body)}`);
    await this.prepared().waitFor();
    return body.decision;
  }

  prepared(): Locator {
    return this.page.getByTestId('claim-decision-prepared');
  }
}

/** Issue 11: a participant's record in the console; secrets revealed with a reason (X-Reason). */
export class RevealModel {
  constructor(readonly page: Page) {}

  /** Asks to reveal, gives the reason and confirms; resolves once the server answered. */
  async reveal(testId: RevealButton, reason: string) {
    await this.askToReveal(testId);
    await this.giveReason(testId, reason);
  }

  /** The reveal button: it asks why before anything is shown. */
  async askToReveal(testId: RevealButton) {
    await this.page.getByTestId(testId).click();
    await this.page.getByTestId(`${testId}-reason`).waitFor();
  }

  async giveReason(testId: RevealButton, reason: string) {
    await this.page.getByTestId(`${testId}-reason`).fill(reason);
    await Promise.all([
      this.page.waitForResponse((r) => r.url().includes('reveal=true')),
      this.page.getByTestId(`${testId}-confirm`).click(),
    ]);
  }
}

type RevealButton = 'record-reveal' | 'beneficiaries-reveal';

/** The portal's payout projector: a hypothetical Separation or death, at a growth rate. */
export class ProjectorPageModel {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByTestId('nav-projector').click();
    await this.page.getByTestId('projection-estimates').waitFor();
  }

  async chooseEvent(label: string) {
    await this.page.getByTestId('projector-event').getByText(label, { exact: true }).click();
  }

  /** Projects from the date at the growth rate (percent a year); resolves once rows show. */
  async project(date: string, growthPct: string) {
    await this.page.getByTestId('projector-date').fill(date);
    await this.page.getByTestId('projector-growth').fill(growthPct);
    await this.run();
  }

  async run() {
    await this.page.getByTestId('projector-run').click();
    await this.rows().first().waitFor();
  }

  rows(): Locator {
    return this.page.locator('[data-testid="projection-table"] tbody tr[data-row]');
  }

  /** A column's total (gross, federal, net...). */
  total(column: string): Locator {
    return this.page.getByTestId(`total-${column}`);
  }

  separation(): Locator {
    return this.page.getByTestId('projection-separation');
  }

  /** Opens a payment's why; answers it once shown. */
  async why(row: number): Promise<Locator> {
    await this.page.getByTestId('projection-why-toggle').nth(row).click();
    const why = this.page.getByTestId('projection-why').first();
    await why.waitFor();
    return why;
  }
}

/** Article VI: the portal's schedule change, checked with the plan before it is filed. */
export class ScheduleChangePageModel {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByTestId('nav-scheduleChange').click();
    await this.page.getByTestId('schedule-change').waitFor();
  }

  /** Chooses the sub-account by its name on the list (e.g. its month, "Sep 2030"). */
  async chooseAccount(name: string) {
    await this.page.getByTestId('schedule-change-account').click();
    await this.page.getByRole('option', { name: new RegExp(name) }).click();
  }

  /** The earliest new first payment, shown before anything is filed (6.3). */
  earliest(): Locator {
    return this.page.getByTestId('schedule-change-earliest');
  }

  /** Asks the plan (a dry run) about a new specified month, paid in a lump sum. */
  async check(month: string) {
    await this.page.locator('input[name="specifiedMonth"]').fill(month);
    await this.ask();
  }

  /** The RTA's new schedule: its form by its label, the years, the months after Separation. */
  async setSeparationSchedule(form: string, years: string, start: string) {
    await this.page.getByTestId('schedule-change-form').getByText(form, { exact: true }).click();
    await this.page.locator('input[name="schedule.years"]').fill(years);
    await this.page.locator('input[name="schedule.start"]').fill(start);
  }

  /** Asks the plan (a dry run) about the change as the page has it. */
  async ask() {
    await Promise.all([
      this.page.waitForResponse((r) => r.url().includes('/schedule-changes?dryRun=true')),
      this.page.getByTestId('schedule-change-check').click(),
    ]);
  }

  /** A line of the window before anything is filed (in-force, effective, earliest). */
  line(name: 'in-force' | 'effective' | 'earliest'): Locator {
    return this.page.getByTestId(`schedule-change-${name}`);
  }

  /** Why a schedule cannot change (a benefit the plan fixes, or one already paying). */
  closed(): Locator {
    return this.page.getByTestId('schedule-change-closed');
  }

  refused(): Locator {
    return this.page.getByTestId('schedule-change-refused');
  }

  accepted(): Locator {
    return this.page.getByTestId('schedule-change-accepted');
  }

  async file() {
    await this.page.getByTestId('schedule-change-file').click();
    await this.page.getByTestId('schedule-change-done').waitFor();
  }
}
