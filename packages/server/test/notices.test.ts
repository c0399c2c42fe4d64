import { testDialects, verifyAuditLog } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, addUser, boot, type Agent, type Booted, type Reply } from './helpers.js';

// Plan 12.4-12.5 through the app, on both databases: the daily tick's outbox becomes notices
// addressed to the participant's address of record (mailing address, else home); an election
// confirmation and a claim notice are generated; each notice is a PDF letter; the register has
// a delivery log (generated, sent by mail or email, returned); staff list and download every
// notice, a participant only his own. The clock is 2025-03-03.

/** The text a PDF shows (as pdf.test.ts reads it): each line a TJ array of hex strings. */
function pdfText(pdf: Buffer): string {
  const arrays = pdf.toString('latin1').match(/\[[^\]]*\]\s*TJ/g) ?? [];
  return arrays
    .map((array) =>
      [...array.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}
const bytes = (reply: Reply): Buffer => (reply as unknown as { rawPayload: Buffer }).rawPayload;

async function must(reply: Promise<{ statusCode: number; body: string }>) {
  const r = await reply;
  if (r.statusCode >= 300) throw new Error(`setup: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body || '{}');
}

for (const dialect of await testDialects()) {
  describe(`notices (12.4-12.5) on ${dialect}`, () => {
    let b: Booted;
    let pat: Agent;
    let other: Agent;
    let auditor: Agent;
    let enrollment: { id: string };

    beforeAll(async () => {
      b = await boot(dialect);
      await addParticipant(b, 'P1');
      await addParticipant(b, 'P2');
      pat = await addUser(b, 'pat1', 'participant', 'P1');
      other = await addUser(b, 'other1', 'participant', 'P2');
      auditor = await addUser(b, 'auditor1', 'auditor');
      for (const id of ['P1', 'P2'])
        await must(
          b.admin.post(`/api/participants/${id}/eligibility`, {
            type: 'eligible',
            date: '2024-11-01',
            notifiedOn: '2024-11-01',
          }),
        );
      await must(
        b.admin.post('/api/participants/P1/record', {
          effectiveOn: '2024-12-01',
          reason: 'enrolment form',
          legalName: 'Patricia Q. Ames',
          address: { line1: '1 Main St', city: 'Richmond', state: 'VA', postalCode: '23238' },
          mailingAddress: {
            line1: 'PO Box 77',
            city: 'Glen Allen',
            state: 'VA',
            postalCode: '23060',
          },
          email: 'pat@example.com',
        }),
      );
    });
    afterAll(async () => {
      await b.close();
    });

    it('12.4-12.5: the tick’s enrollment notices become notices addressed to the mailing address of record', async () => {
      const tick = await must(b.admin.post('/api/ticks', { date: '2025-01-01' }));
      expect(tick.tick.report.notices.length).toBe(2);
      expect(tick.tick.report.noticeDocuments).toHaveLength(2);
      const register = (await b.admin.get('/api/notices')).json().notices;
      const mine = register.filter((n: { participantId: string }) => n.participantId === 'P1');
      expect(mine).toHaveLength(1);
      enrollment = mine[0];
      expect(mine[0]).toMatchObject({
        kind: 'enrollmentWindow',
        date: '2025-01-01',
        status: 'generated',
        addressee: {
          name: 'Patricia Q. Ames',
          address: { line1: 'PO Box 77', city: 'Glen Allen' },
          email: 'pat@example.com',
        },
        body: { planYear: '2026', closesOn: '2025-12-31' },
      });
      expect(mine[0].text[0]).toContain('Plan Year 2026');
      // P2 has no address of record: his notice says so.
      const his = register.find((n: { participantId: string }) => n.participantId === 'P2');
      expect(his.addressee.address).toBeNull();
      // Each outbox entry once.
      const again = await must(b.admin.post('/api/notices/outbox', {}));
      expect(again.notices).toEqual([]);
    });

    it('12.5: the PDF letter reads back with the addressee, the address and the notice’s words', async () => {
      const reply = await b.admin.get(`/api/notices/${enrollment.id}/notice.pdf`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      const pdf = bytes(reply);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain('Patricia Q. Ames');
      expect(text).toContain('PO Box 77');
      expect(text).toContain('Glen Allen VA 23060');
      expect(text).toContain('Notice: your election window is open');
      expect(text).toContain('2025-12-31');
      expect(text).toContain('last known address');
      const p2 = (await b.admin.get('/api/notices?participantId=P2')).json().notices[0];
      const none = pdfText(bytes(await b.admin.get(`/api/notices/${p2.id}/notice.pdf`)));
      expect(none).toContain('No address of record');
    });

    it('3.2, 12.4: an election confirmation and a claim notice are generated from the record', async () => {
      const filed = await must(
        b.admin.post(
          '/api/participants/P1/events',
          {
            type: 'election',
            filedAt: '2024-12-10T10:00:00-05:00',
            kind: 'annual',
            planYear: 2025,
            deferrals: { baseSalary: 10 },
            allocation: [{ account: 'RTA', pct: 100 }],
            schedules: { RTA: { form: 'lump' } },
            investments: { RTA: { SV: 100 } },
          },
          { 'x-reason': 'form received late' },
        ),
      );
      const confirmation = await b.admin.post('/api/notices', {
        kind: 'electionConfirmation',
        participantId: 'P1',
        factSeq: filed.seq,
      });
      expect(confirmation.statusCode, confirmation.body).toBe(201);
      expect(confirmation.json().notice.text.join(' ')).toContain('baseSalary 10%');
      expect(confirmation.json().notice.text[0]).toContain('Plan Year 2025 on 2024-12-10');
      const missing = await b.admin.post('/api/notices', {
        kind: 'electionConfirmation',
        participantId: 'P1',
      });
      expect(missing.json()).toMatchObject({ status: 400, field: 'factSeq', rule: '12.4' });
      const wrong = await b.admin.post('/api/notices', {
        kind: 'electionConfirmation',
        participantId: 'P1',
        factSeq: 999,
      });
      expect(wrong.json()).toMatchObject({ status: 404, field: 'factSeq' });
      await must(
        b.admin.post('/api/participants/P1/claims', { claimId: 'C1', reason: 'my vesting' }),
      );
      const claim = await b.admin.post('/api/notices', {
        kind: 'claimNotice',
        participantId: 'P1',
        claimId: 'C1',
      });
      expect(claim.statusCode, claim.body).toBe(201);
      expect(claim.json().notice.text.join(' ')).toMatch(/Claim C1 was filed on 2025-03-03/);
      expect(claim.json().notice.text.join(' ')).toMatch(/decides by \d{4}-\d{2}-\d{2} \(11\.2\)/);
    });

    it('12.5: the delivery log: sent by mail to the address of record, returned; problem+json names the field', async () => {
      const url = `/api/notices/${enrollment.id}/deliveries`;
      const early = await b.admin.post(url, { status: 'returned' });
      expect(early.json()).toMatchObject({
        status: 422,
        code: 'notice_refused',
        field: 'status',
        rule: '12.5',
      });
      const noChannel = await b.admin.post(url, { status: 'sent' });
      expect(noChannel.json()).toMatchObject({ status: 400, field: 'channel' });
      const sent = await b.admin.post(url, { status: 'sent', channel: 'mail' });
      expect(sent.statusCode, sent.body).toBe(201);
      const back = await must(
        b.admin.post(url, { status: 'returned', note: 'moved, no forwarding address' }),
      );
      expect(back.notice.status).toBe('returned');
      expect(back.notice.deliveries.map((d: { status: string }) => d.status)).toEqual([
        'generated',
        'sent',
        'returned',
      ]);
      // 12.10: it suspends nothing, and is work for the staff: confirm the address of record.
      const tick = await must(b.admin.post('/api/ticks', { date: '2025-01-02' }));
      expect(tick.tick.report.queue).toContainEqual(
        expect.objectContaining({
          kind: 'noticeReturned',
          rule: '12.10',
          participantId: 'P1',
          ref: enrollment.id,
        }),
      );
      const payees = (await b.admin.get('/api/participants/P1/payees')).json().payees;
      expect(payees.every((p: { suspended: boolean }) => !p.suspended)).toBe(true);
      const p2 = (await b.admin.get('/api/notices?participantId=P2')).json().notices[0];
      const noAddress = await b.admin.post(`/api/notices/${p2.id}/deliveries`, {
        status: 'sent',
        channel: 'mail',
      });
      expect(noAddress.json()).toMatchObject({ status: 422, field: 'channel' });
      expect(
        (
          await b.admin.post('/api/notices/NT-nope/deliveries', { status: 'sent', channel: 'mail' })
        ).json(),
      ).toMatchObject({
        status: 404,
        field: 'noticeId',
      });
    });

    it('a participant lists and downloads only his own notices; staff read the register', async () => {
      const own = await pat.get('/api/participants/P1/notices');
      expect(own.statusCode).toBe(200);
      const ids = own.json().notices.map((n: { id: string }) => n.id);
      expect(ids).toContain(enrollment.id);
      expect(
        own.json().notices.every((n: { participantId: string }) => n.participantId === 'P1'),
      ).toBe(true);
      const pdf = await pat.get(`/api/participants/P1/notices/${enrollment.id}/notice.pdf`);
      expect(pdf.statusCode).toBe(200);
      expect([403, 404]).toContain((await other.get('/api/participants/P1/notices')).statusCode);
      expect([403, 404]).toContain(
        (await other.get(`/api/participants/P1/notices/${enrollment.id}/notice.pdf`)).statusCode,
      );
      // His own path naming another's notice: not found.
      const p2 = (await b.admin.get('/api/notices?participantId=P2')).json().notices[0];
      expect((await pat.get(`/api/participants/P1/notices/${p2.id}/notice.pdf`)).statusCode).toBe(
        404,
      );
      expect([403, 404]).toContain((await pat.get('/api/notices')).statusCode);
      expect((await auditor.get('/api/notices')).statusCode).toBe(200);
      const audit = (await b.admin.get('/api/audit?limit=1000')).json().entries;
      const actions = audit.map((e: { action: string }) => e.action);
      expect(actions).toEqual(
        expect.arrayContaining(['notice.generated', 'notice.sent', 'notice.returned']),
      );
      expect((await verifyAuditLog(b.store.db)).ok).toBe(true);
    });
  });
}
