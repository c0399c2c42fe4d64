/** Page models: what a person does on each screen, so tests read as stories. */
import type { Locator, Page } from 'playwright-core';

export class LoginPage {
  constructor(readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(baseUrl);
    await this.page.getByTestId('login-form').waitFor();
  }

  async signIn(username: string, password: string) {
    const form = this.page.getByTestId('login-form');
    await form.locator('input[name="username"]').fill(username);
    await form.locator('input[name="password"]').fill(password);
    await form.locator('button[type="submit"]').click();
  }

  problem(): Locator {
    return this.page.getByTestId('problem');
  }
}

export class AppShellPage {
  constructor(readonly page: Page) {}

  async go(section: 'statement' | 'participants' | 'liability' | 'audit' | 'funds') {
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
