/** Page models: what a person does on each screen, so tests read as stories. */
import type { Locator, Page } from 'playwright-core';

export class LoginPage {
  constructor(readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(baseUrl);
    await this.page.getByTestId('login-form').waitFor();
  }

  /** Fills the form and sends it; resolves once the server has answered. */
  async signIn(username: string, password: string) {
    const form = this.page.getByTestId('login-form');
    // The form sends once its last answer is handled: a click while the button still loads can
    // be lost, and the answer waited for never come (the likely cause of a timeout on a loaded
    // CI machine; not reproduced).
    const ready = form.locator('button[type="submit"]:not([data-loading]):enabled');
    await ready.waitFor();
    await form.locator('input[name="username"]').fill(username);
    await form.locator('input[name="password"]').fill(password);
    await Promise.all([
      this.page.waitForResponse((r) => r.url().endsWith('/api/session')),
      ready.click(),
    ]);
    await form.locator('button[type="submit"][data-loading]').waitFor({ state: 'detached' });
  }

  problem(): Locator {
    return this.page.getByTestId('problem');
  }
}

export type Section =
  | 'statement'
  | 'participants'
  | 'liability'
  | 'audit'
  | 'funds'
  | 'wizard'
  | 'investments'
  | 'claim'
  | 'payImports'
  | 'decisions'
  | 'paymentRuns';

export class AppShellPage {
  constructor(readonly page: Page) {}

  async go(section: Section) {
    await this.page.getByTestId(`nav-${section}`).click();
  }

  async chooseLanguage(label: 'English' | '繁體中文') {
    await this.page.getByTestId('language').getByText(label, { exact: true }).click();
  }

  async signOut() {
    await this.page.getByTestId('sign-out').click();
    await this.page.getByTestId('login-form').waitFor();
  }

  user(): Locator {
    return this.page.getByTestId('user');
  }

  /** Opens an address of the app (`#/participants/E1002`) in the signed-in session. */
  async openAddress(baseUrl: string, hash: string) {
    await this.page.goto(`${baseUrl}/${hash}`);
  }

  /** The app's refusal of a page the user's role does not open. */
  forbidden(): Locator {
    return this.page.getByTestId('forbidden');
  }

  /** The language the page is in (<html lang>). */
  async language(): Promise<string> {
    return this.page.evaluate(() => document.documentElement.lang);
  }
}

export class StatementPage {
  constructor(readonly page: Page) {}

  async waitForBalances() {
    await this.page.locator('[data-balance="total"]').waitFor();
  }

  balance(account: string): Locator {
    return this.page.locator(`[data-balance="${account}"]`);
  }

  async setAsOf(date: string) {
    await this.page.getByTestId('as-of').fill(date);
  }

  paymentRows(): Locator {
    return this.page.locator('[data-testid="payments"] tbody tr[data-row]');
  }

  async toggleWhy(row: number) {
    await this.paymentRows().nth(row).getByTestId('why-toggle').click();
  }

  why(): Locator {
    return this.page.getByTestId('payment-why');
  }

  async openTab(name: RegExp) {
    await this.page.getByRole('tab', { name }).click();
  }

  table(testId: string): Locator {
    return this.page.getByTestId(testId);
  }
}

/** The participant's election wizard (it replaced the old election form). */
export class ElectionWizardPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByTestId('nav-wizard').click();
    await this.page.getByTestId('election-wizard').waitFor();
  }

  /** Opens an address (the old form's `#/election` leads here). */
  async openAddress(baseUrl: string, hash: string) {
    await this.page.goto(`${baseUrl}/${hash}`);
    await this.page.getByTestId('election-wizard').waitFor();
  }

  async next() {
    await this.page.getByTestId('wizard-next').click();
  }

  input(name: string): Locator {
    return this.page.locator(`input[name="${name}"]`);
  }

  /** The plan's reasons beside a field, each with its rule. */
  notes(slot: string): Locator {
    return this.page.getByTestId(`notes-${slot}`);
  }
}

/** 7.4: a sub-account's investment allocation. */
export class AllocationFormPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByTestId('nav-investments').click();
    await this.page.getByTestId('allocation-form').waitFor();
  }

  async setFund(account: string, fund: string, pct: string) {
    await this.page.locator(`input[name="investments.${account}.${fund}"]`).fill(pct);
  }

  async applyTo(label: string) {
    await this.page.getByTestId('allocation-apply-to').getByText(label).click();
  }

  async submit() {
    await this.page.getByTestId('allocation-submit').click();
  }
}

/** Payroll's pay file upload. */
export class PayImportPageModel {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByTestId('nav-payImports').click();
    await this.page.getByTestId('pay-imports').waitFor();
  }

  /** The refused file's problems, one a line (line, column, value, message and rule). */
  errors(): Locator {
    return this.page.getByTestId('pay-file-error');
  }

  errorList(): Locator {
    return this.page.getByTestId('pay-file-errors');
  }

  async upload(name: string, content: string) {
    await this.page.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/json',
      buffer: Buffer.from(content),
    });
    await this.page.getByTestId('pay-upload').click();
  }

  result(): Locator {
    return this.page.getByTestId('pay-import-result');
  }
}

/** The Committee's inbox: decisions and payment runs waiting for a second member. */
export class DecisionsPageModel {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByTestId('nav-decisions').click();
    await this.page.getByTestId('decisions').waitFor();
  }

  row(id: string): Locator {
    return this.page.getByTestId('decisions').locator(`tr[data-row="${id}"]`);
  }

  approve(id: string): Locator {
    return this.page.getByTestId(`approve-${id}`);
  }

  reason(id: string): Locator {
    return this.page.getByTestId(`approve-reason-${id}`);
  }

  /** The confirmation after an approval. */
  approved(): Locator {
    return this.page.getByTestId('approved');
  }

  /**
   * Prepares a Change in Control (1.4, 5.6) on the company form: its date, the reason, the
   * confirmation; resolves once the server has prepared it.
   */
  async prepareChangeInControl(date: string, reason: string) {
    await this.page.getByTestId('company-form').waitFor();
    await this.page.getByTestId('company-date').fill(date);
    await this.page.getByTestId('company-reason').fill(reason);
    await this.page.getByTestId('company-confirm').check();
    await this.page.getByTestId('company-prepare').click();
    await this.page.getByTestId('company-prepared').waitFor();
  }
}

/** 8.2: payment runs, prepared by one Committee member and approved by another. */
export class PaymentRunsPageModel {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByTestId('nav-paymentRuns').click();
    await this.page.getByTestId('payment-runs').waitFor();
  }

  /** Prepares a run for the period; resolves on the run's own page, its lines shown. */
  async prepare(payFrom: string, payThrough: string) {
    const form = this.page.getByTestId('prepare-run');
    await form.locator('input[name="run.payFrom"]').fill(payFrom);
    await form.locator('input[name="run.payThrough"]').fill(payThrough);
    await form.getByTestId('prepare-run-submit').click();
    await this.page.getByTestId('run-lines').waitFor();
  }

  async openRun(id: string) {
    await this.page.getByTestId('payment-runs').getByText(id, { exact: true }).click();
    await this.page.getByTestId('run-lines').waitFor();
  }

  runId(): string {
    return decodeURIComponent(/#\/payment-runs\/([^/]+)$/.exec(this.page.url())?.[1] ?? '');
  }

  lines(): Locator {
    return this.page.locator('[data-testid="run-lines"] tbody tr[data-row]');
  }

  totals(): Locator {
    return this.page.getByTestId('run-totals');
  }

  approve(): Locator {
    return this.page.getByTestId('run-approve');
  }

  /** Why the approve button is off for this user (his own run, not a Committee member). */
  whyNotApprove(): Locator {
    return this.page.getByTestId('run-approve-reason');
  }

  approvedBy(): Locator {
    return this.page.getByTestId('run-approved');
  }

  /** Downloads the run's CSV for payroll; answers its text. */
  async downloadCsv(): Promise<string> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('run-csv').click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
}

/** The audit log, a page at a time. */
export class AuditLogPage {
  constructor(readonly page: Page) {}

  range(): Locator {
    return this.page.getByTestId('audit-range');
  }

  async next() {
    await this.page.getByTestId('audit-next').click();
  }

  async previous() {
    await this.page.getByTestId('audit-previous').click();
  }

  rows(): Locator {
    return this.page.locator('[data-testid="audit"] tbody tr[data-row]');
  }
}
