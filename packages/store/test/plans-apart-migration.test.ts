import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  anchorAudit,
  appendFact,
  auditHash,
  genesisHash,
  getPaymentRun,
  listFacts,
  listFunds,
  listPrices,
  listTrustStatements,
  migrateToLatest,
  plansOfUser,
  testDialects,
  verifyAuditLog,
  type Database,
} from '../src/index.js';
import * as initial from '../src/migrations/2025-06-01T00-00-00-initial.js';
import * as paymentRunLines from '../src/migrations/2026-12-02T15-45-00-payment-run-lines.js';
import * as rabbiTrust from '../src/migrations/2026-12-02T16-00-00-rabbi-trust.js';
import * as accounts from '../src/migrations/2026-12-02T20-30-00-accounts.js';
import { openAtInitial } from './legacy-db.js';

// The plans-apart migration on a record written before it: every row becomes the one plan's,
// fund keys take the plan, staff keep the plan, facts continue their numbering from the
// database, and the audit chain written before still verifies.

const at = '2025-01-01T00:00:00.000Z';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before
async function seedLegacy(db: Kysely<any>): Promise<void> {
  const insert = (table: string, values: Record<string, unknown>) =>
    db.insertInto(table).values(values).execute();
  const by = { recorded_at: at, recorded_by: 's' };
  await insert('plans', { id: 'p', name: 'P', publicly_traded: 1, recorded_at: at });
  await insert('participants', {
    id: 'P1',
    plan_id: 'p',
    name: 'Pat',
    hire_date: '2015-06-01',
    ...by,
  });
  for (const seq of [1, 2])
    await insert('facts', {
      seq,
      plan_id: 'p',
      participant_id: 'P1',
      type: 'retirementSavingsPlan',
      payload: JSON.stringify({ type: 'retirementSavingsPlan', year: 2024 + seq, deferralPct: 5 }),
      effective_date: `${2024 + seq}-12-31`,
      ...by,
    });
  await insert('funds', { id: 'IDX', name: 'Index', capital_preservation: 0, ...by });
  await insert('prices', { fund_id: 'IDX', date: '2025-01-02', price: '10', ...by });
  await insert('trust_statements', { date: '2025-03-31', market_value: '100.00', ...by });
  const user = { password_hash: 'x', disabled: 0, created_at: at };
  await insert('users', { id: 'U1', username: 'auditor1', role: 'auditor', ...user });
  await insert('users', {
    id: 'U2',
    username: 'pat',
    role: 'participant',
    participant_id: 'P1',
    ...user,
  });
  await insert('payment_runs', {
    id: 'PR-1',
    pay_from: '2025-01-01',
    pay_through: '2025-12-31',
    status: 'prepared',
    total: '0.00',
    prepared_by: 'c1',
    prepared_at: at,
  });
  const row = {
    seq: 1,
    at,
    actor: 's',
    action: 'plan.created',
    entity: 'plan',
    entity_id: 'p',
    reason: null,
    before: null,
    after: null,
  };
  // Hashed as it was: without a plan_id.
  const hash = auditHash(genesisHash, { ...row, plan_id: null });
  await insert('audit_log', { ...row, prev_hash: genesisHash, hash });
  await insert('audit_head', { id: 1, seq: 1, hash });
}

for (const dialect of await testDialects()) {
  describe(`plans-apart migration on ${dialect}`, () => {
    it('gives every legacy row the one plan, and the record keeps working', async () => {
      const { db, schema, drop } = await openAtInitial(dialect);
      try {
        const migrations = {
          '2025-06-01T00-00-00-initial': initial,
          '2026-12-02T15-45-00-payment-run-lines': paymentRunLines,
          '2026-12-02T16-00-00-rabbi-trust': rabbiTrust,
          '2026-12-02T20-30-00-accounts': accounts,
        };
        const before = new Migrator({
          db,
          provider: { getMigrations: async () => migrations },
          migrationTableSchema: schema,
        });
        expect((await before.migrateToLatest()).error).toBeUndefined();
        await seedLegacy(db as unknown as Kysely<never>);
        await migrateToLatest(db, schema);
        await expectMigrated(db);
      } finally {
        await drop();
      }
    });
  });
}

async function expectMigrated(db: Kysely<Database>): Promise<void> {
  // The first keyed start seals the record kept before (the server does it when it starts);
  // the legacy row, hashed without a plan_id, still verifies.
  await anchorAudit(db, at);
  expect(await verifyAuditLog(db)).toEqual({ ok: true, rows: 2 });
  expect((await listFunds(db, 'p')).map((f) => f.id)).toEqual(['IDX']);
  expect(await listPrices(db, { planId: 'p', fundId: 'IDX' })).toEqual([
    { date: '2025-01-02', price: '10' },
  ]);
  expect((await listTrustStatements(db, 'p')).map((s) => s.date)).toEqual(['2025-03-31']);
  expect(await getPaymentRun(db, 'p', 'PR-1')).toMatchObject({ planId: 'p', status: 'prepared' });
  const staff = { id: 'U1', participantId: null } as const;
  expect(
    await plansOfUser(db, {
      ...staff,
      username: 'auditor1',
      role: 'auditor',
      disabled: false,
      personId: 'U1',
    }),
  ).toEqual(['p']);
  const seq = await appendFact(db, {
    planId: 'p',
    participantId: 'P1',
    event: { type: 'death', date: '2030-01-01' },
    recordedAt: at,
    recordedBy: 's',
  });
  expect(seq).toBe(3);
  expect((await listFacts(db, { planId: 'p' })).map((f) => f.seq)).toEqual([1, 2, 3]);
}
