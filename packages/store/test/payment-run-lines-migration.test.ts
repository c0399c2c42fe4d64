import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  getPaymentRun,
  listPaidLines,
  migrateToLatest,
  testDialects,
  type Database,
} from '../src/index.js';
import * as initial from '../src/migrations/2025-06-01T00-00-00-initial.js';
import { openAtInitial } from './legacy-db.js';

// The payment-run-lines migration moves the JSON payments of runs prepared before it into lines:
// an approved run's payments stay paid (so that they are never listed again), a prepared one's
// stay unpaid; withholding and installment are unknown.

const legacyPayment = (date: string) => ({
  participantId: 'P1',
  date,
  account: 'RTA',
  benefit: 'termination',
  amount: '1234.56',
  payee: 'participant',
  rules: ['5.1(b)'],
});

async function seedLegacy(db: Kysely<Database>): Promise<void> {
  const at = '2025-01-01T00:00:00.000Z';
  await db
    .insertInto('plans')
    .values({ id: 'p', name: 'P', publicly_traded: 1, recorded_at: at })
    .execute();
  await db
    .insertInto('participants')
    .values({
      id: 'P1',
      plan_id: 'p',
      name: 'Pat',
      hire_date: '2015-06-01',
      birth_date: null,
      recorded_at: at,
      recorded_by: 's',
    })
    .execute();
  const run = (id: string, status: string, date: string) => ({
    id,
    pay_from: date,
    pay_through: date,
    status,
    payments: JSON.stringify([legacyPayment(date)]),
    total: '1234.56',
    prepared_by: 'c1',
    prepared_at: at,
    approved_by: status === 'approved' ? 'c2' : null,
    approved_at: status === 'approved' ? '2025-02-20T15:00:00.000Z' : null,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was before
  const legacy = db as unknown as Kysely<any>;
  await legacy
    .insertInto('payment_runs')
    .values(run('PR-1', 'approved', '2025-02-15'))
    .execute();
  await legacy
    .insertInto('payment_runs')
    .values(run('PR-2', 'prepared', '2025-03-15'))
    .execute();
}

for (const dialect of await testDialects()) {
  describe(`payment-run-lines migration on ${dialect}`, () => {
    it('moves legacy payments into lines: approved ones paid, prepared ones not', async () => {
      const { db, schema, drop } = await openAtInitial(dialect);
      try {
        const migrations = { '2025-06-01T00-00-00-initial': initial };
        const first = new Migrator({
          db,
          provider: { getMigrations: async () => migrations },
          migrationTableSchema: schema,
        });
        expect((await first.migrateToLatest()).error).toBeUndefined();
        await seedLegacy(db);
        await migrateToLatest(db, schema);
        expect(await listPaidLines(db, 'p')).toEqual([
          {
            paymentKey: 'P1|RTA|termination|2025-02-15|?',
            participantId: 'P1',
            payee: 'participant',
            gross: '1234.56',
            paidOn: '2025-02-20',
            withholdingYear: null,
          },
        ]);
        const pending = await getPaymentRun(db, 'p', 'PR-2');
        expect(pending).toMatchObject({ status: 'prepared', source: 'general' });
        expect(pending?.totals).toEqual({ gross: '1234.56', withheld: null, net: null });
        expect(pending?.lines).toEqual([
          expect.objectContaining({ lineNo: 1, withheld: null, paidOn: null, rules: ['5.1(b)'] }),
        ]);
      } finally {
        await drop();
      }
    });
  });
}
