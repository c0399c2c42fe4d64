/**
 * Issue 22 item 8 in Chromium against the real server (chromium-session.ts): a notice returned
 * (12.5, 12.10) end to end. The administrator records a participant's notice sent by mail to the
 * address of record, then returned undelivered; it is listed as returned on his Notices tab and
 * in the daily tick's work queue, whose line leads to that tab; once the address is corrected he
 * records it sent again, and it is no longer listed. Pages captured with axe-core and the
 * page-overflow check. And a payment returned reissued (12.10): on a payment run's page a
 * check reported not cashed within the plan's period presumes no one missing; a payment reported
 * returned presumes its payee missing, his payments held (his Payees tab); he is found at a new
 * address, another person approves it, and the next payment run pays the returned payment again.
 */
import { describe, expect, it } from 'vitest';
import { chromiumSession, runnable } from './chromium-session';
import { PaymentRunsPageModel } from './pages';
import { must } from './real-server';

const now = '2026-12-02T15:00:00.000Z';
const plan = '/api/plans/carmax-edcp';
const story = { timeout: 180_000 };
const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 30_000, interval: 100 });

describe.skipIf(!runnable)('notices and missing payees in Chromium (issue 22 item 8)', () => {
  const s = chromiumSession(now);

  /** A notice to E1003 at his address of record: his first election confirmed (3.2, 12.4). */
  async function noticeToE1003(): Promise<string> {
    const admin = await s.server.as('admin');
    await must(
      admin.post(`${plan}/participants/E1003/record`, {
        address: { line1: '12 Old Mill Rd', city: 'Richmond', state: 'VA', postalCode: '23219' },
        reason: 'address form received',
      }),
    );
    const { events } = await must(admin.get(`${plan}/participants/E1003/events`));
    const election = (events as { seq: number; type: string }[]).find((e) => e.type === 'election');
    const made = await must(
      admin.post(`${plan}/notices`, {
        kind: 'electionConfirmation',
        participantId: 'E1003',
        factSeq: election?.seq,
      }),
    );
    return made.notice.id as string;
  }

  it(
    '12.10: a notice sent, returned, listed in the work queue, and sent again to a corrected address',
    story,
    async () => {
      const noticeId = await noticeToE1003();
      const { page } = s;
      const status = () => page.getByTestId(`notice-status-${noticeId}`).textContent();
      await s.signInAs('admin');
      await page.goto(`${s.server.url}/#/participants/E1003/notices`);
      await eventually(status).toBe('Made');
      expect(await page.getByTestId('notices-returned').count()).toBe(0);

      // Sent by mail to the address of record.
      await page.getByTestId(`notice-record-${noticeId}`).click();
      const form = page.getByTestId('delivery-form');
      await form.getByText('By mail to the address of record').waitFor();
      await page.getByTestId('delivery-submit').click();
      await eventually(status).toBe('Sent');
      await page.getByTestId('delivery-recorded').waitFor();

      // It comes back: the form offers "returned" first, and wants the carrier's reason.
      await page.getByTestId(`notice-record-${noticeId}`).click();
      await page.getByLabel('Why it came back (the carrier’s words)').waitFor();
      expect(await page.getByTestId('delivery-submit').isDisabled()).toBe(true);
      await page.getByTestId('delivery-note').fill('moved, no forwarding address');
      await page.getByTestId('delivery-submit').click();
      await eventually(status).toBe('Returned undelivered');
      const returned = page.getByTestId('notices-returned');
      await eventually(() => returned.textContent()).toContain(`${noticeId} to `);
      const log = page.locator(`[data-detail="${noticeId}"]`);
      await eventually(() => log.locator('[data-delivery]').count()).toBe(3);
      expect(await log.textContent()).toContain('moved, no forwarding address');
      expect(await s.review.capture(page, 'notice-returned')).toEqual([]);

      // The daily tick lists it for the staff; its line leads to his Notices tab.
      await must((await s.server.as('admin')).post(`${plan}/ticks`, { date: s.server.today }));
      await page.goto(`${s.server.url}/#/ticks`);
      const queue = page.getByTestId('work-queue');
      const line = queue.locator('tr', { hasText: 'Notice returned: confirm the address' });
      await eventually(() => line.count()).toBe(1);
      expect(await line.textContent()).toContain(noticeId);
      await line.getByRole('link', { name: 'E1003' }).click();
      await eventually(status).toBe('Returned undelivered');

      // The address of record corrected, he sends it again and says where.
      await must(
        (await s.server.as('admin')).post(`${plan}/participants/E1003/record`, {
          address: { line1: '9 Oak Ln', city: 'Richmond', state: 'VA', postalCode: '23220' },
          reason: 'new address from the returned envelope',
        }),
      );
      await page.getByTestId(`notice-record-${noticeId}`).click();
      await page.getByTestId('delivery-again').waitFor();
      await page.getByTestId('delivery-note').fill('sent again to 9 Oak Ln, Richmond VA 23220');
      await page.getByTestId('delivery-submit').click();
      await eventually(status).toBe('Sent');
      await eventually(() => page.getByTestId('notices-returned').count()).toBe(0);
      await eventually(() => log.locator('[data-delivery]').count()).toBe(4);
      expect(await log.textContent()).toContain('sent again to 9 Oak Ln');
      expect(await s.review.capture(page, 'notice-sent-again')).toEqual([]);

      // The server's register says the same: its last delivery sent, by mail, by the admin.
      const { notices } = await must(
        (await s.server.as('auditor1')).get(`${plan}/participants/E1003/notices`),
      );
      const kept = (notices as { id: string; status: string; deliveries: object[] }[]).find(
        (n) => n.id === noticeId,
      );
      expect(kept?.status).toBe('sent');
      expect(kept?.deliveries.at(-1)).toMatchObject({
        status: 'sent',
        channel: 'mail',
        by: 'admin',
      });
    },
  );

  it(
    '12.10: a payment returned holds its payee; found and approved, the next run pays it again',
    story,
    async () => {
      const { server } = s;
      const admin = await server.as('admin');
      const { runs } = await must(admin.get(`${plan}/payment-runs`));
      const first = (runs as { id: string; payFrom: string }[]).find(
        (r) => r.payFrom === '2026-01-01',
      );
      const { run } = await must(admin.get(`${plan}/payment-runs/${first?.id}`));
      type Line = { lineNo: number; participantId: string; gross: string; date: string };
      const lines = run.lines as Line[];
      const alice = lines.find((l) => l.participantId === 'E1001')!;
      const brian = lines.find((l) => l.participantId === 'E1002')!;

      await s.signInAs('admin');
      await s.page.goto(`${server.url}/#/payment-runs/${run.id}`);
      const form = s.page.getByTestId('uncashed-form');
      await form.waitFor();
      // Not cashed by today, within the plan's 180 days: recorded, no one presumed missing.
      await s.page.getByTestId(`uncashed-line-${alice.lineNo}`).check();
      await s.page.getByTestId('uncashed-reason').fill('bank reconciliation');
      await s.page.getByTestId('uncashed-submit').click();
      const recorded = s.page.getByTestId('uncashed-recorded');
      await eventually(() => recorded.textContent()).toContain('none');
      // Brian's payment came back: it needs why.
      await form.getByText('Came back (returned)').click();
      await s.page.getByTestId(`uncashed-line-${brian.lineNo}`).check();
      expect(await s.page.getByTestId('uncashed-submit').isDisabled()).toBe(true);
      await s.page.getByTestId('uncashed-reason').fill('returned by the bank: account closed');
      await s.page.getByTestId('uncashed-submit').click();
      await recorded.getByRole('link', { name: 'Brian Okafor' }).waitFor();
      expect(await s.review.capture(s.page, 'payment-returned')).toEqual([]);

      // His Payees tab: missing, his payments held.
      await recorded.getByRole('link', { name: 'Brian Okafor' }).click();
      const standing = () => s.page.getByTestId('payee-standing-participant').textContent();
      await eventually(standing).toBe('Missing: payments held');
      await s.page.getByTestId('payees-held').waitFor();
      expect(await s.page.getByTestId('payee-events').textContent()).toContain('Presumed missing');

      // Found at a new address; another person approves it.
      expect(await s.page.getByTestId('found-submit').isDisabled()).toBe(true);
      await s.page.getByTestId('found-line1').fill('40 Grove Ave');
      await s.page.getByTestId('found-city').fill('Richmond');
      await s.page.getByTestId('found-state').fill('VA');
      await s.page.getByTestId('found-postalCode').fill('23220');
      await s.page.getByTestId('found-reason').fill('reached by phone at his new address');
      await s.page.getByTestId('found-submit').click();
      await eventually(standing).toBe('Found: waits for approval');
      const { events } = await must(admin.get(`${plan}/participants/E1002/payees`));
      const found = (events as { id: string; kind: string }[]).find((e) => e.kind === 'found')!;
      expect(await s.page.getByTestId(`approve-payee-${found.id}`).count()).toBe(0);
      expect(await s.review.capture(s.page, 'payee-found')).toEqual([]);

      await s.openBrowser();
      await s.signInAs('committee2');
      await s.page.goto(`${server.url}/#/participants/E1002/payees`);
      await s.page.getByTestId(`approve-payee-${found.id}`).click();
      await eventually(standing).toBe('Paid as usual');
      expect(await s.page.getByTestId('payees-held').count()).toBe(0);

      // The next run, whatever its period, pays the returned payment again.
      await s.openBrowser();
      await s.signInAs('committee1');
      const next = new PaymentRunsPageModel(s.page);
      await next.open();
      await next.prepare(server.today, server.today);
      const again = await must(admin.get(`${plan}/payment-runs/${next.runId()}`));
      const reissued = (again.run.lines as Line[]).filter((l) => l.participantId === 'E1002');
      expect(reissued.map((l) => [l.date, l.gross])).toEqual([[brian.date, brian.gross]]);
      await eventually(() => s.page.getByTestId('run-lines').textContent()).toContain(
        'Brian Okafor',
      );
      expect(await s.review.capture(s.page, 'payment-reissued')).toEqual([]);
    },
  );
});
