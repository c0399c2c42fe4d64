import { testDialects } from '@defcomp/store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addParticipant, addUser, boot, type Agent, type Booted } from './helpers.js';

// Plan 12.9 and 8.1: a correction is approved by another person who sits on the Committee on the
// day of the approval, as every other approval (security/approvals.ts requireApprover). Before
// this test, a member who had resigned still approved corrections.

for (const dialect of await testDialects()) {
  describe(`who approves a correction on ${dialect}`, () => {
    let b: Booted;
    let c1: Agent;
    let c3: Agent;
    beforeEach(async () => {
      b = await boot(dialect);
      await addParticipant(b, 'P1');
      c1 = await addUser(b, 'committee1', 'committee');
      await addUser(b, 'committee2', 'committee');
      c3 = await addUser(b, 'committee3', 'committee');
    });
    afterEach(async () => b.close());

    const prepare = async () => {
      const prepared = await b.admin.post('/api/corrections', {
        target: { kind: 'participant', participantId: 'P1' },
        action: 'supersede',
        replacement: { name: 'Corrected Name' },
        reason: 'the name was misspelled',
      });
      expect(prepared.statusCode, prepared.body).toBe(201);
      return prepared.json().correction.id as string;
    };

    it('8.1: a Committee member who resigned approves no correction; a sitting one does', async () => {
      const id = await prepare();
      const users = (await b.admin.get('/api/users')).json().users as {
        id: string;
        username: string;
      }[];
      const userId = users.find((u) => u.username === 'committee3')!.id;
      const register = (await b.admin.get('/api/committee')).json();
      const term = register.members.find((m: { userId: string }) => m.userId === userId);
      const ended = await b.admin.post(`/api/committee/members/${term.id}/end`, {
        endedOn: register.on,
        reason: 'resigned',
        instrument: 'letter of resignation',
      });
      expect(ended.statusCode, ended.body).toBe(200);

      const refused = await c3.post(`/api/corrections/${id}/approval`, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'not_committee_member', rule: '8.1' });
      expect((await b.admin.get(`/api/corrections/${id}`)).json().correction.status).toBe(
        'prepared',
      );

      const approved = await c1.post(`/api/corrections/${id}/approval`, {});
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().correction).toMatchObject({
        status: 'approved',
        decidedBy: 'committee1',
      });
    });
  });
}
