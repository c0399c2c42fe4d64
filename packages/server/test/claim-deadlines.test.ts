// Issue 22 item 2: the claims answer gives what a Committee member decides by: the date received
// (Plan 11.1), the 90- and 180-day periods (11.2), the extension and the decisions made late.
// Through the real app, on SQLite and PostgreSQL; the clock stands at 2025-03-03.
import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, addUser, boot, type Agent, type Booted } from './helpers.js';

interface ClaimRow {
  id: string;
  status: string;
  filedOn: string;
  decisionDue: string | null;
  decisionPeriod: { days: number; due: string };
  extendedPeriod: { days: number; due: string };
  extendedOn: string | null;
  late: { action: string; date: string; due: string; rule: string }[];
}

for (const dialect of await testDialects()) {
  describe(`the claims’ deadlines on ${dialect}`, () => {
    let b: Booted;
    let committee1: Agent;
    let committee2: Agent;
    const claims = '/api/participants/P1/claims';
    const read = async (asOf: string) => {
      const reply = await committee1.get(`${claims}?asOf=${asOf}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return new Map((reply.json().claims as ClaimRow[]).map((c) => [c.id, c]));
    };
    /** A decision prepared by one Committee member and approved by the other (11.2, 8.1). */
    const decide = async (claimId: string, action: string, date: string) => {
      const prepared = await committee1.post(`${claims}/${claimId}/decision`, { action, date });
      expect(prepared.statusCode, prepared.body).toBe(201);
      const approved = await committee2.post(
        `/api/decisions/${prepared.json().decision.id}/approval`,
      );
      expect(approved.statusCode, approved.body).toBe(200);
    };
    const file = async (claimId: string, date: string) => {
      const reply = await b.admin.post(claims, { claimId, date });
      expect(reply.statusCode, reply.body).toBe(201);
    };
    const extend = async (claimId: string, date: string) => {
      const reply = await b.admin.post(`${claims}/${claimId}/extensions`, {
        action: 'extended',
        date,
      });
      expect(reply.statusCode, reply.body).toBe(201);
    };

    beforeAll(async () => {
      b = await boot(dialect);
      await addParticipant(b, 'P1');
      committee1 = await addUser(b, 'committee1', 'committee');
      committee2 = await addUser(b, 'committee2', 'committee');
      // Received 2024-10-01: 90 days end 2024-12-30, 180 end 2025-03-30.
      await file('C-90', '2024-10-01');
      await decide('C-90', 'denied', '2024-12-30');
      await file('C-91', '2024-10-01');
      await decide('C-91', 'denied', '2024-12-31');
      // Received 2024-08-01: 90 days end 2024-10-30, 180 end 2025-01-28; extended 2024-10-20.
      for (const id of ['C-180', 'C-181']) {
        await file(id, '2024-08-01');
        await extend(id, '2024-10-20');
      }
      await decide('C-180', 'approved', '2025-01-28');
      await decide('C-181', 'approved', '2025-01-29');
    });
    afterAll(async () => b.close());

    it('11.1, 11.2: each claim gives its date received and its 90- and 180-day deadlines', async () => {
      const now = await read('2025-03-03');
      expect(now.get('C-90')).toMatchObject({
        filedOn: '2024-10-01',
        decisionPeriod: { days: 90, due: '2024-12-30' },
        extendedPeriod: { days: 180, due: '2025-03-30' },
        extendedOn: null,
      });
      expect(now.get('C-180')).toMatchObject({
        filedOn: '2024-08-01',
        decisionDue: '2025-01-28',
        decisionPeriod: { days: 90, due: '2024-10-30' },
        extendedPeriod: { days: 180, due: '2025-01-28' },
        extendedOn: '2024-10-20',
      });
    });

    it.each([
      ['11.2 a denial on the 90th day is on time', 'C-90', []],
      [
        '11.2 a denial on the 91st day is late',
        'C-91',
        [{ action: 'denied', date: '2024-12-31', due: '2024-12-30', rule: '11.2' }],
      ],
      ['11.2 extended, an approval on the 180th day is on time', 'C-180', []],
      [
        '11.2 extended, an approval on the 181st day is late',
        'C-181',
        [{ action: 'approved', date: '2025-01-29', due: '2025-01-28', rule: '11.2' }],
      ],
    ])('%s', async (_name, claimId, late) => {
      expect((await read('2025-03-03')).get(claimId)?.late).toEqual(late);
    });

    it('11.1, 11.2: as of a day, a claim is what was known of it by then', async () => {
      const before = await read('2024-10-19');
      expect(before.get('C-181')).toMatchObject({
        status: 'filed',
        extendedOn: null,
        decisionDue: '2024-10-30',
        late: [],
      });
      expect(before.has('C-90')).toBe(true);
      expect((await read('2024-12-30')).get('C-91')).toMatchObject({ status: 'filed', late: [] });
      expect((await read('2024-09-30')).has('C-90')).toBe(false);
    });

    it('11.1: a decision dated before the date received is refused, naming the date and the rule', async () => {
      await file('C-early', '2025-02-01');
      const reply = await committee1.post(`${claims}/C-early/decision`, {
        action: 'approved',
        date: '2025-01-31',
      });
      expect(reply.statusCode, reply.body).toBe(422);
      expect(reply.json()).toMatchObject({
        rule: '11.1',
        field: 'date',
        detail:
          'date: claim C-early was received on 2025-02-01; it cannot be decided on 2025-01-31, before it was received (11.1)',
      });
      // On the day received it may be decided.
      const onTheDay = await committee1.post(`${claims}/C-early/decision`, {
        action: 'approved',
        date: '2025-02-01',
      });
      expect(onTheDay.statusCode, onTheDay.body).toBe(201);
    });
  });
}
