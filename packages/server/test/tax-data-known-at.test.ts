import type { ParticipantEvent } from '@defcomp/domain';
import {
  appendFact,
  createCorrection,
  decideCorrection,
  importRecord,
  listFacts,
  openTestStore,
  testDialects,
  type ScenarioInput,
  type Store,
} from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolled2025, pay, scenarioOf, separation } from '../../domain/test/support/scenario.js';
import { buildApp, fixedClock, seedEmptyStore } from '../src/index.js';
import { signIn, type Agent, type Reply } from './helpers.js';
import { pdfTextWithFonts } from './pdf-text.js';

// Plan 8.3, the year's tax data (issue 22 item 5): what the record knew at `knownAt` (a pay or
// a correction recorded later is not in the answer; without knownAt it is), and in the current
// year the payments scheduled after today listed apart as planned, in no paid figure or total.

const planId = 'carmax-edcp';
const importedAt = '2026-06-01T12:00:00.000Z';
const knownAt = '2026-07-01T12:00:00.000Z';
const laterAt = '2026-08-01T12:00:00.000Z';

/**
 * S1 separates in March 2026 (his lump sum paid in April: paid by today, 2026-12-02); S2 in
 * November (his lump sum falls in December, after today: planned). Half of each 2025 pay is
 * deferred to the RTA (Stable Value at a constant 1.00).
 */
function record(): ScenarioInput {
  const stories: Record<string, ParticipantEvent[]> = {
    S1: [...enrolled2025(), pay('2025-01-31', '20000.00'), separation('2026-03-10')],
    S2: [...enrolled2025(), pay('2025-01-31', '30000.00'), separation('2026-11-10')],
  };
  const s = scenarioOf([], { evaluateThrough: '2026-12-31' });
  return {
    ...s,
    description: 'tax data known at',
    plan: { id: planId, amendments: [] },
    company: { publiclyTraded: true, events: [] },
    participants: Object.entries(stories).map(([id, events]) => ({
      id,
      hireDate: '2010-01-04',
      events,
    })),
  } as unknown as ScenarioInput;
}

type Figure = { amount: string };
interface Answer {
  paidThrough: string;
  planned: { participantId: string; date: string; amount: string; form: string }[];
  plannedTotal: string;
  employees: (Record<string, Figure> & { participantId: string })[];
  totals: Record<string, string>;
}

describe.each(await testDialects())(
  '8.3 tax data known at, and planned payments, on %s',
  (dialect) => {
    let store: Store;
    let admin: Agent;
    const closers: (() => Promise<unknown>)[] = [];
    const taxData = async (query: string) => {
      const reply = await admin.get(`/api/reports/tax-data?${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json() as Answer;
    };
    const employee = (answer: Answer, id: string) =>
      answer.employees.find((e) => e.participantId === id);

    beforeAll(async () => {
      store = await openTestStore(dialect);
      const clock = fixedClock('2026-12-02T15:00:00.000Z');
      // The plan and its funds are seeded before knownAt, as they were in the record.
      const seeded = await seedEmptyStore(store, fixedClock(importedAt));
      await importRecord(store, record(), { planId, at: importedAt, by: 'test' });
      // Recorded after knownAt: a second 2025 pay of S1's, and a correction voiding S2's pay.
      await appendFact(store.db, {
        planId,
        participantId: 'S1',
        event: { ...pay('2025-02-28', '10000.00') },
        recordedAt: laterAt,
        recordedBy: 'test',
      });
      const [s2pay] = await listFacts(store.db, { planId, participantId: 'S2', type: 'pay' });
      await createCorrection(store.db, {
        id: 'C-later',
        planId,
        target: { kind: 'fact', seq: s2pay!.seq },
        action: 'void',
        replacement: null,
        reason: 'recorded in error',
        effect: {},
        preparedBy: 'test',
        preparedAt: laterAt,
      });
      await decideCorrection(store.db, {
        planId,
        correctionId: 'C-later',
        decision: 'approved',
        effect: {},
        decidedBy: 'approver',
        decidedAt: laterAt,
      });
      const app = await buildApp({ store, clock });
      closers.push(
        () => store.close(),
        () => app.close(),
      );
      admin = await signIn(app, 'admin', seeded.administrator?.password ?? '');
    }, 300_000);
    afterAll(async () => {
      for (const close of closers.reverse()) await close();
    });

    it('8.3 knownAt: a pay recorded after it is not in the answer; without knownAt it is', async () => {
      const then = employee(await taxData(`year=2025&knownAt=${knownAt}`), 'S1')!;
      const now = employee(await taxData('year=2025'), 'S1')!;
      // Half of 20000.00 deferred, known then; half of the later 10000.00 too, known now.
      expect(then.box12Y!.amount).toBe('10000.00');
      expect(now.box12Y!.amount).toBe('15000.00');
      expect(now.box5!.amount).toBe('15000.00');
    }, 300_000);

    it('8.3 knownAt: a correction approved after it is not in the answer; without knownAt it is', async () => {
      const then = await taxData(`year=2025&knownAt=${knownAt}`);
      expect(employee(then, 'S2')!.box12Y!.amount).toBe('15000.00');
      // The void approved later takes S2's only 2025 pay away: no W-2 data of his that year.
      expect(employee(await taxData('year=2025'), 'S2')).toBeUndefined();
    }, 300_000);

    it('8.3 the current year: the paid payment in the figures and totals, the planned one apart', async () => {
      const answer = await taxData(`year=2026&knownAt=${knownAt}`);
      expect(answer.paidThrough).toBe('2026-12-02');
      // S1's lump sum (10000.00, paid in April) is box 1; S2's (15000.00, December) is not.
      expect(employee(answer, 'S1')!.box1!.amount).toBe('10000.00');
      expect(employee(answer, 'S2')?.box1?.amount ?? '0.00').toBe('0.00');
      expect(answer.totals.box1).toBe('10000.00');
      expect(answer.planned).toEqual([
        expect.objectContaining({ participantId: 'S2', amount: '15000.00', form: 'W-2' }),
      ]);
      expect(answer.planned[0]!.date > '2026-12-02').toBe(true);
      expect(answer.plannedTotal).toBe('15000.00');
      // The PDF lists it apart too, in both languages; the CSV stays each figure's trace.
      const pdf = async (lang: string) => {
        const reply: Reply = await admin.get(`/api/reports/tax-data.pdf?year=2026&lang=${lang}`);
        expect(reply.statusCode).toBe(200);
        return pdfTextWithFonts((reply as unknown as { rawPayload: Buffer }).rawPayload);
      };
      expect(await pdf('en')).toContain('Planned payments');
      expect(await pdf('zh-Hant')).toContain('預定付款');
      const csv = await admin.get('/api/reports/tax-data.csv?year=2026');
      expect(csv.body.split('\r\n')[0]).toBe('form,participantId,payee,box,amount,from,rules');
      // A past year has nothing planned: its figures run through December 31.
      const past = await taxData('year=2025');
      expect([past.paidThrough, past.planned, past.plannedTotal]).toEqual([
        '2025-12-31',
        [],
        '0.00',
      ]);
    }, 300_000);
  },
);
