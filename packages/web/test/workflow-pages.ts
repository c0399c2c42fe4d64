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
