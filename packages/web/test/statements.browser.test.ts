/**
 * Issue 12 item 4's screens in Chromium against the real server (real-server.ts): the
 * administrator starts a bulk statement run, follows it to done and downloads the zip; a
 * participant's statement page offers his quarterly and annual PDFs in both languages; both
 * pages in Traditional Chinese, with axe-core (no serious or critical finding). Without
 * Chromium it is skipped, except with CI=true.
 */
import { describe, expect, it } from 'vitest';
import { chromiumSession, runnable } from './chromium-session';

const now = '2026-12-02T15:00:00.000Z';
const story = { timeout: 180_000 };

describe.skipIf(!runnable)('period statements in Chromium against the real server', story, () => {
  const s = chromiumSession(now);

  it('an administrator starts a run, follows it to done and downloads every statement', async () => {
    await s.signInAs('admin');
    await s.page.getByTestId('nav-statementRuns').click();
    await s.page.getByTestId('start-statement-run').waitFor();
    await s.page.getByTestId('start-run').click();
    await s.page.getByTestId('run-started').waitFor();
    const zip = s.page.locator('[data-testid^="run-zip-"]').first();
    await expect.poll(async () => zip.count(), { timeout: 60_000, interval: 250 }).toBe(1);
    const progress = s.page.locator('[data-testid^="run-progress-"]').first();
    await expect
      .poll(async () => progress.textContent(), { timeout: 60_000, interval: 250 })
      .toMatch(/^(\d+) of \1$/);
    const href = await zip.getAttribute('href');
    expect(href).toMatch(/\/statement-runs\/SR-[^/]+\/statements\.zip$/);
    const response = await s.page.request.get(`${s.server.url}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/zip');
    expect(await s.review.capture(s.page, 'statement-runs')).toEqual([]);
  });

  it('a participant downloads his quarter in Chinese from his statement', async () => {
    await s.openBrowser('zh-TW');
    await s.signInAs('areyes');
    const downloads = s.page.getByTestId('period-downloads');
    await downloads.waitFor();
    expect(await downloads.textContent()).toContain('季度及年度帳戶報表');
    const link = s.page.getByTestId('statement-2026-Q3-zh-Hant');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/participants\/E1001\/statements\/2026-Q3\.pdf\?lang=zh-Hant$/);
    const response = await s.page.request.get(`${s.server.url}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(await s.review.capture(s.page, 'statement-downloads-zh')).toEqual([]);
  });
});
