// Issue 9 item 3: a plan's projections are built, and (Plan 7.1) a pay file's participants
// judged, in parts, one a thread of the pool, each participant from his own story. The answers
// equal those of one part in line; pay lines come back in the file's order (not the parts'), and
// a line the scenario parser refuses is named at its own line.
import { loadScenario, testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectOffLoop } from '../src/core/evaluation.js';
import { judgePays, type PayToJudge } from '../src/payroll/judge-pays.js';
import { leaseWorkerPool, threadCount } from '../src/core/workers/pool.js';
import { addEligible, boot, election, type Booted } from './helpers.js';

const planId = 'carmax-edcp';
const people = ['P1', 'P2', 'P3', 'P4', 'P5'];

const pay = (line: number, participantId: string, date: string): PayToJudge => ({
  line,
  where: `line ${line}`,
  participantId,
  event: {
    type: 'pay',
    date,
    component: 'baseSalary',
    gross: '20000.00',
    netAvailable: '12000.00',
  },
  additionalCheck: false,
  deducted: null,
});

// Out of the record's order, two lines for P1, and a pay of P4 on a day no calendar has (the
// scenario parser's error, found in P4's part, must name the line).
const file = [
  pay(2, 'P5', '2025-01-31'),
  pay(3, 'P1', '2025-01-31'),
  pay(4, 'P3', '2025-01-31'),
  pay(5, 'P4', '2025-02-30'),
  pay(6, 'P2', '2025-01-31'),
  pay(7, 'P1', '2025-02-28'),
];

for (const dialect of await testDialects()) {
  describe(`evaluation in parts on ${dialect}`, () => {
    let b: Booted;
    beforeAll(async () => {
      b = await boot(dialect);
      for (const id of people) {
        await addEligible(b, id);
        // Each defers another share of his salary, so a line judged from another's story shows.
        const share = 10 + 5 * people.indexOf(id);
        await b.admin.post(`/api/participants/${id}/elections`, {
          ...election,
          deferrals: { baseSalary: share },
        });
      }
    });
    afterAll(async () => b.close());

    it('7.1: the pool judges the file in parts and answers as one part in line, in the file order', async () => {
      const inLine = await judgePays(b.store.db, planId, file, '2025-03-03');
      const lease = leaseWorkerPool();
      try {
        const before = lease.completed();
        const pooled = await judgePays(b.store.db, planId, file, '2025-03-03');
        expect(lease.completed() - before).toBe(Math.min(threadCount(), people.length));
        expect(pooled).toEqual(inLine);
      } finally {
        await lease.release();
      }
      expect('errors' in inLine && inLine.errors.map((e) => [e.line, e.code])).toEqual([
        [5, 'invalid_event'],
      ]);
    });

    it('issue 9: the plan’s projections are built in parts, one a thread, and equal those built in line', async () => {
      const input = await loadScenario(b.store.db, { planId, asOf: '2060-12-31' });
      const inLine = await projectOffLoop(input, {});
      const lease = leaseWorkerPool();
      try {
        const before = lease.completed();
        const pooled = await projectOffLoop(input, {});
        expect(lease.completed() - before).toBe(Math.min(threadCount(), people.length));
        expect(pooled.map((p) => p.participantId)).toEqual(people);
        expect(pooled).toEqual(inLine);
      } finally {
        await lease.release();
      }
    });

    it('7.1: without the invalid line each line is its own participant’s, in the file order', async () => {
      const lease = leaseWorkerPool();
      try {
        const accepted = file.filter((p) => p.participantId !== 'P4');
        const judged = await judgePays(b.store.db, planId, accepted, '2025-03-03');
        if (!('lines' in judged)) throw new Error(JSON.stringify(judged.errors));
        expect(judged.lines.map((l) => [l.line, l.participantId, l.deferred])).toEqual([
          [2, 'P5', '6000.00'],
          [3, 'P1', '2000.00'],
          [4, 'P3', '4000.00'],
          [6, 'P2', '3000.00'],
          [7, 'P1', '2000.00'],
        ]);
      } finally {
        await lease.release();
      }
    });
  });
}
