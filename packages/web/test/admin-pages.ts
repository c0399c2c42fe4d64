/** Page models of the console's issue-12 item 3 screens (and the portal's beneficiaries). */
import type { Locator, Page } from 'playwright-core';

/** A Mantine Select: open it, then pick the option by its label. */
export async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Issue 11 item 1: a participant's record, its dated changes and the change form. */
export class RecordPageModel {
  constructor(readonly page: Page) {}

  async open(baseUrl: string, participantId: string) {
    await this.page.goto(`${baseUrl}/#/participants/${participantId}/profile`);
    await this.page.getByTestId('record-current').waitFor();
  }

  field(name: string): Locator {
    return this.page.getByTestId(`record-${name}`);
  }

  async fill(values: Record<string, string>) {
    for (const [field, value] of Object.entries(values))
      await this.page.getByTestId(`change-${field}`).fill(value);
  }

  /** Sends the change; resolves with the change's id and approval once the server answered. */
  async submit(): Promise<{ id: string; status: string }> {
    const [response] = await Promise.all([
      this.page.waitForResponse(
        (r) => r.url().endsWith('/record') && r.request().method() === 'POST',
      ),
      this.page.getByTestId('change-submit').click(),
    ]);
    const body = (await response.json()) as {
      change?: { id: string; approval: { status: string } };
    };
    if (body.change === undefined) throw new Error(`not recorded: ${JSON.stringify(body)}`);
    await this.page.getByTestId('change-recorded').waitFor();
    return { id: body.change.id, status: body.change.approval.status };
  }

  history(): Locator {
    return this.page.getByTestId('record-history');
  }
}

/** Issue 11 item 2: beneficiary designations, in force and filed, and a new one. */
export class BeneficiariesPageModel {
  constructor(readonly page: Page) {}

  async openFor(baseUrl: string, participantId: string) {
    await this.page.goto(`${baseUrl}/#/participants/${participantId}/beneficiaries`);
    await this.page.getByTestId('designation-in-force').waitFor();
  }

  async openOwn() {
    await this.page.getByTestId('nav-beneficiaries').click();
    await this.page.getByTestId('designation-in-force').waitFor();
  }

  async beneficiary(klass: 'primary' | 'contingent', index: number, name: string, pct: string) {
    await this.page.getByTestId(`${klass}-${index}-name`).fill(name);
    await this.page.getByTestId(`${klass}-${index}-pct`).fill(pct);
  }

  sum(klass: 'primary' | 'contingent'): Locator {
    return this.page.getByTestId(`sum-${klass}`);
  }

  submit(): Locator {
    return this.page.getByTestId('designation-submit');
  }
}

export class ReportsPageModel {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByTestId('nav-reports').click();
    await this.page.getByTestId('report-table').waitFor();
  }

  async choose(label: string) {
    await this.page.getByTestId('report-kind').getByText(label, { exact: true }).click();
  }

  table(): Locator {
    return this.page.getByTestId('report-table');
  }
}
