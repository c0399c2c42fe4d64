import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, addUser, boot, type Agent, type Booted } from './helpers.js';

// GET /audit's filters and /audit.csv (the console's audit page): by actor, action (or its
// family), UTC days and participant, on both databases; a bad filter is a 400 naming its field.

for (const dialect of await testDialects()) {
  describe(`audit filters on ${dialect}`, () => {
    let b: Booted;
    let auditor: Agent;
    beforeAll(async () => {
      b = await boot(dialect);
      await addParticipant(b, 'P1');
      await addParticipant(b, 'P2');
      auditor = await addUser(b, 'auditor1', 'auditor');
      for (const id of ['P1', 'P2'])
        await b.admin.post(
          `/api/participants/${id}/record`,
          { email: `${id.toLowerCase()}@example.com` },
          { 'x-reason': 'form received' },
        );
    });
    afterAll(async () => b.close());

    const entries = async (query: string) => {
      const reply = await auditor.get(`/api/audit?${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return (
        JSON.parse(reply.body) as { entries: { action: string; entityId: string; actor: string }[] }
      ).entries;
    };

    it('filters by participant and action family', async () => {
      const rows = await entries('participantId=P1&action=participantRecord');
      expect(rows.map((r) => [r.action, r.entityId])).toEqual([
        ['participantRecord.changed', 'P1'],
      ]);
    });

    it('filters by actor and by day (the clock’s day, both ends included)', async () => {
      expect((await entries('actor=admin&from=2025-03-03&to=2025-03-03')).length).toBeGreaterThan(
        1,
      );
      expect(await entries('actor=admin&to=2025-03-02')).toEqual([]);
      expect(await entries('actor=nobody')).toEqual([]);
    });

    it('refuses a range that ends before it begins, naming the field', async () => {
      const reply = await auditor.get('/api/audit?from=2025-03-04&to=2025-03-03');
      expect(reply.statusCode).toBe(400);
      expect(JSON.parse(reply.body)).toMatchObject({ field: 'to' });
      const bad = await auditor.get('/api/audit?from=2025-13-01');
      expect(bad.statusCode).toBe(400);
    });

    it('exports the selected rows as CSV', async () => {
      const reply = await auditor.get(
        '/api/audit.csv?participantId=P2&action=participantRecord.changed',
      );
      expect(reply.statusCode).toBe(200);
      const lines = reply.body.trim().split('\r\n');
      expect(lines[0]).toBe('seq,at,actor,action,entity,entityId,reason,before,after,hash');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('participantRecord.changed,participant,P2,form received');
    });
  });
}
