/**
 * Issue 22 item 8 in Chromium against the real server (chromium-session.ts): a notice returned
 * (12.5, 12.10) end to end. The administrator records a participant's notice sent by mail to the
 * address of record, then returned undelivered; it is listed as returned on his Notices tab and
 * in the daily tick's work queue, whose line leads to that tab; once the address is corrected he
 * records it sent again, and it is no longer listed. Pages captured with axe-core and the
 * page-overflow check.
 */
import { describe, expect, it } from 'vitest';
import { chromiumSession, runnable } from './chromium-session';
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
});
