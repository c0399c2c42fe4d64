import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/index.js';
import { InProcessQueue } from '../src/jobs/index.js';
import { signIn, strongPassword, type Agent, type Booted } from './helpers.js';
import { must, runWorld } from './payment-run-record.js';

// Issue 9 item 3: a payment run prepared by a job. The same record as payment-runs.test.ts: P1's
// March emergency payment is due; asked for on 2025-04-01, the job prepares it as the person who
// asked, so that another Committee member approves it (8.2); a second request while the run
// waits is refused with the problem POST /payment-runs answers, kept with the preparation.

type Preparation = { id: string; status: string; runId: string | null; problem: unknown };

for (const dialect of await testDialects()) {
  describe(`payment runs prepared as jobs on ${dialect} (issue 9 item 3, Art. V, 8.2)`, () => {
    let b: Booted;
    let c1: Agent;
    let c2: Agent;
    let payroll: Agent;
    beforeAll(async () => {
      ({ b, c1, c2, payroll } = await runWorld(dialect));
    });
    afterAll(async () => b.close());

    /** The preparation once its job is done (the job runs after the answer, in this process). */
    async function done(id: string): Promise<Preparation> {
      for (let i = 0; i < 1000; i++) {
        const reply = await c1.get(`/api/payment-runs/preparations/${id}`);
        expect(reply.statusCode, reply.body).toBe(200);
        const { preparation } = reply.json();
        if (preparation.status !== 'waiting') return preparation;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`preparation ${id} still waiting`);
    }

    it('answers at once; the job prepares the run as the person who asked, and another approves it', async () => {
      const asked = await c1.post(
        '/api/payment-runs/preparations',
        { payFrom: '2025-03-01', payThrough: '2025-03-31' },
        { 'x-reason': 'March payments' },
      );
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json().preparation).toMatchObject({
        status: 'waiting',
        runId: null,
        requestedBy: 'committee1',
        reason: 'March payments',
      });
      const prepared = await done(asked.json().preparation.id);
      expect(prepared).toMatchObject({ status: 'prepared', problem: null });
      const run = (await c1.get(`/api/payment-runs/${prepared.runId}`)).json().run;
      expect(run).toMatchObject({ status: 'prepared', preparedBy: 'committee1' });
      expect(run.lines).toEqual([
        expect.objectContaining({
          benefit: 'emergency',
          gross: '999999.99',
          withheld: '220000.00',
        }),
      ]);
      // 8.2: the one who asked prepared it, so he cannot approve it; another member can.
      const self = await c1.post(`/api/payment-runs/${run.id}/approval`, {});
      expect(self.json().code).toBe('same_person_cannot_approve');
      expect((await c2.post(`/api/payment-runs/${run.id}/approval`, {})).statusCode).toBe(200);
      // Done once: the same job again does nothing.
      const { runPreparation } = await import('../src/payment-runs/preparations.js');
      const again = await runPreparation(
        b.store,
        b.clock,
        { planId: 'carmax-edcp', preparationId: prepared.id },
        'test',
      );
      expect(again).toEqual({ status: 'done', runId: run.id });
      expect((await c1.get('/api/payment-runs')).json().runs).toHaveLength(1);
    });

    it('8.2: a request while another run waits is refused by its job, with the problem kept', async () => {
      const first = await c2.post('/api/payment-runs/preparations', {
        payFrom: '2025-04-01',
        payThrough: '2025-04-30',
      });
      const waiting = await done(first.json().preparation.id);
      expect(waiting.status).toBe('prepared');
      const second = await c1.post('/api/payment-runs/preparations', {
        payFrom: '2025-04-01',
        payThrough: '2025-04-30',
      });
      expect(second.statusCode).toBe(202);
      const refused = await done(second.json().preparation.id);
      expect(refused).toMatchObject({
        status: 'refused',
        runId: null,
        problem: { status: 409, code: 'payment_run_pending' },
      });
      const audit = (await b.admin.get('/api/audit?limit=1000')).json().entries;
      const actions = audit.map((e: { action: string }) => e.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'paymentRun.preparationRequested',
          'paymentRun.prepared',
          'paymentRun.preparationRefused',
        ]),
      );
      await must(c1.post(`/api/payment-runs/${waiting.runId}/cancellation`, {}));
    });

    it('the same roles as POST /payment-runs; bad periods are refused at once', async () => {
      const window = { payFrom: '2025-04-01', payThrough: '2025-04-30' };
      expect((await payroll.post('/api/payment-runs/preparations', window)).statusCode).toBe(403);
      const backwards = await c1.post('/api/payment-runs/preparations', {
        payFrom: '2025-04-30',
        payThrough: '2025-04-01',
      });
      expect(backwards.json()).toMatchObject({ status: 400, field: 'payThrough' });
      const unknown = await c1.get('/api/payment-runs/preparations/PRP-nope');
      expect(unknown.json()).toMatchObject({ status: 404, field: 'preparationId' });
    });

    it('a preparation asked for before the embedded server stopped is prepared when it starts again', async () => {
      // A server whose queue never worked: the preparation waits; then the process "stops".
      const stopped = new InProcessQueue(b.store, b.clock);
      const app = await buildApp({ store: b.store, clock: b.clock, jobs: stopped });
      try {
        const member = await signIn(app, 'committee1', strongPassword);
        const asked = await member.post('/api/payment-runs/preparations', {
          payFrom: '2025-03-01',
          payThrough: '2025-04-30',
        });
        expect(asked.statusCode, asked.body).toBe(202);
        const id: string = asked.json().preparation.id;
        await stopped.stop();
        const read = async (): Promise<Preparation> =>
          (await member.get(`/api/payment-runs/preparations/${id}`)).json().preparation;
        expect((await read()).status).toBe('waiting');
        // The next start sends it again and its job runs, once.
        const started = new InProcessQueue(b.store, b.clock);
        await started.work();
        await started.idle();
        await started.stop();
        const finished = await read();
        expect(finished).toMatchObject({ status: 'prepared', problem: null });
        const runs = (await member.get('/api/payment-runs')).json().runs;
        const again = new InProcessQueue(b.store, b.clock);
        await again.work();
        await again.idle();
        await again.stop();
        expect(await read()).toEqual(finished);
        expect((await member.get('/api/payment-runs')).json().runs).toEqual(runs);
      } finally {
        await app.close();
      }
    });
  });
}
