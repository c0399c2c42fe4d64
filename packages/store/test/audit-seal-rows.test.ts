import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addPayLines,
  appendAudit,
  appendPayFacts,
  createParticipant,
  createPayImport,
  createPlan,
  inTransaction,
  liveDigests,
  openTestStore,
  SEALS_A_ROW,
  testDialects,
  verifyAuditLog,
  type Database,
  type Seal,
  type Store,
} from '../src/index.js';
import { dropRefusal } from './tamper.js';

// Scale II item 2: a seal reads the rows a command wrote by their keys, in batches, never the
// whole table, however many rows the command wrote (a pay file writes a fact and a line a pay).

const at = '2025-01-02T12:00:00.000Z';
const planId = 'edcp';
const participants = ['P1', 'P2', 'P3'];

/** Counts the rows the database answers while `counting` is on. */
function rowCounter() {
  const counter = { counting: false, rows: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      if (counter.counting) counter.rows += args.result.rows.length;
      return args.result;
    },
  };
  return { counter, plugin };
}

async function seed(store: Store): Promise<void> {
  await inTransaction(store, async (trx) => {
    await createPlan(trx, { id: planId, name: 'EDCP', publiclyTraded: true, recordedAt: at });
    for (const id of participants)
      await createParticipant(trx, {
        id,
        planId,
        name: id,
        hireDate: '2020-01-01',
        birthDate: '1980-01-01',
        recordedAt: at,
        recordedBy: 'u1',
      });
    await appendAudit(trx, { at, actor: 'u1', action: 'x', entity: 'plan', entityId: planId });
  });
}

/** One import of `count` pays (a fact and a pay line each), as a pay file writes them. */
async function writePaysIn(trx: Kysely<Database>, importId: string, count: number) {
  const recorded = { recordedAt: at, recordedBy: 'u1' };
  await createPayImport(trx, {
    id: importId,
    planId,
    contentHash: importId,
    fileName: null,
    payCount: count,
    ...recorded,
  });
  const pays = Array.from({ length: count }, (_, i) => ({
    participantId: participants[i % participants.length]!,
    payDate: `2025-${String(1 + (i % 12)).padStart(2, '0')}-15`,
    component: 'bonus',
    gross: `${i + 1}.00`,
    netAvailable: '1.00',
  }));
  const seqs = await appendPayFacts(
    trx,
    pays.map(({ participantId, payDate, ...pay }, i) => ({
      planId,
      participantId,
      event: { type: 'pay', date: payDate, ...pay },
      key: `${importId}#${i}`,
    })),
    recorded,
  );
  await addPayLines(
    trx,
    pays.map((pay, i) => ({
      ...pay,
      planId,
      importId,
      lineNo: i + 2,
      servicePeriod: null,
      deducted: null,
      additionalCheck: false,
      factSeq: seqs[i]!,
      recordedAt: at,
    })),
  );
}

/** writePaysIn as one audited command. */
async function writePays(store: Store, importId: string, count: number): Promise<void> {
  await inTransaction(store, async (trx) => {
    await writePaysIn(trx, importId, count);
    await appendAudit(trx, {
      at,
      actor: 'u1',
      action: 'x',
      entity: 'payImport',
      entityId: importId,
    });
  });
}

async function lastSeals(store: Store): Promise<Seal[]> {
  const row = await store.db
    .selectFrom('audit_log')
    .select('sealed')
    .orderBy('seq', 'desc')
    .executeTakeFirstOrThrow();
  return JSON.parse(row.sealed ?? '[]') as Seal[];
}

for (const dialect of await testDialects()) {
  describe(`a seal of many rows on ${dialect}`, () => {
    let store: Store;
    const { counter, plugin } = rowCounter();
    beforeEach(async () => {
      const opened = await openTestStore(dialect);
      store = { ...opened, db: opened.db.withPlugin(plugin), close: () => opened.close() };
      counter.counting = false;
      counter.rows = 0;
      await seed(store);
    });
    afterEach(async () => store.close());

    it('reads only the rows the command wrote (in batches), not the whole tables', async () => {
      await writePays(store, 'PI-1', 1500);
      const pending = 2 * 700 + 1; // 700 facts, 700 pay lines and the import
      await inTransaction(store, async (trx) => {
        await writePaysIn(trx, 'PI-2', 700);
        counter.counting = true;
        await appendAudit(trx, {
          at,
          actor: 'u1',
          action: 'x',
          entity: 'payImport',
          entityId: 'PI-2',
        });
        counter.counting = false;
      });
      // Each pending row once as pending and once as itself, and a few rows besides (the chain's
      // head, the tables' keys); the whole tables would be 2,200 facts and 2,200 lines more.
      expect(counter.rows).toBeGreaterThanOrEqual(2 * pending);
      expect(counter.rows).toBeLessThan(2 * pending + 50);
      expect(await verifyAuditLog(store.db)).toEqual({ ok: true, rows: 3 });
    });

    it('a command of more rows than a row of the chain seals is sealed in parts, a part a row, and a row written outside keeps its mark across parts', async () => {
      await writePays(store, 'PI-1', 1);
      const [first] = await sql<{ seq: number }>`select min(seq) as seq from facts`
        .execute(store.db)
        .then((r) => r.rows);
      const key = String(first!.seq);
      // Noted before the command (written outside it), and again by the command's own work.
      const note = (trx: Kysely<Database>) =>
        sql`insert into audit_pending (tbl, row_key, outside) values ('facts', ${key}, 0)`.execute(
          trx,
        );
      await note(store.db);
      const pays = SEALS_A_ROW / 2 + 100; // a fact and a line each, and the import
      await inTransaction(store, async (trx) => {
        await writePaysIn(trx, 'PI-2', pays);
        await note(trx);
        await appendAudit(trx, {
          at,
          actor: 'u1',
          action: 'x',
          entity: 'payImport',
          entityId: 'PI-2',
        });
      });
      const rows = await store.db
        .selectFrom('audit_log')
        .select(['action', 'sealed'])
        .orderBy('seq', 'desc')
        .limit(2)
        .execute();
      expect(rows.map((r) => r.action)).toEqual(['x', 'audit.sealed']);
      const [entry, part] = rows.map((r) => JSON.parse(r.sealed!) as Seal[]);
      expect(part).toHaveLength(SEALS_A_ROW);
      // The pays' facts and lines, the import, and the row noted twice (once in each part).
      expect(part!.length + entry!.length).toBe(2 * pays + 1 + 2);
      expect(part!.find((s) => s[0] === 'facts' && s[1] === key)?.[3]).toBe(1);
      expect(entry!.find((s) => s[0] === 'facts' && s[1] === key)?.[3]).toBe(1);
      expect(await store.db.selectFrom('audit_pending').select('id').execute()).toEqual([]);
      expect(await verifyAuditLog(store.db)).toMatchObject({
        ok: false,
        problem: `facts row ${key} written outside the audit`,
      });
    });

    it('seals each row with the digest verify computes from the whole table (the old path)', async () => {
      await writePays(store, 'PI-1', 1200);
      const seals = await lastSeals(store);
      expect(seals.filter((s) => s[0] === 'facts')).toHaveLength(1200);
      expect(seals.filter((s) => s[0] === 'pay_lines')).toHaveLength(1200);
      const live = new Map<string, Map<string, string>>();
      for (const table of new Set(seals.map((s) => s[0])))
        live.set(table, await liveDigests(store.db, table));
      const expected = seals.map(([table, key]) => [table, key, live.get(table)?.get(key) ?? null]);
      expect(seals).toEqual(expected);
      expect(seals.every((s) => s[2] !== null)).toBe(true);
    });

    it('still catches a row edited outside the application among many sealed ones', async () => {
      await writePays(store, 'PI-1', 1200);
      await dropRefusal(store.db, store.dialect, 'pay_lines', 'update');
      await sql`update pay_lines set gross = '999.00' where line_no = 700`.execute(store.db);
      expect(await verifyAuditLog(store.db)).toMatchObject({
        ok: false,
        problem: 'pay_lines row edcp/PI-1/700 changed outside the audit',
      });
      // The next command's seal takes in the edited row among its own many (PostgreSQL's trigger
      // notes the edit; SQLite's notes pay_lines' inserts only): still caught either way.
      await writePays(store, 'PI-2', 1200);
      expect(await verifyAuditLog(store.db)).toMatchObject({
        ok: false,
        problem: expect.stringMatching(
          /^pay_lines row edcp\/PI-1\/700 (changed|written) outside the audit$/,
        ),
      });
    });

    it('still catches a row deleted outside the application among many sealed ones', async () => {
      await writePays(store, 'PI-1', 1200);
      const seq = (await sql<{ seq: number }>`select max(seq) as seq from facts`.execute(store.db))
        .rows[0]!.seq;
      await dropRefusal(store.db, store.dialect, 'facts', 'delete');
      await sql`delete from facts where seq = ${seq}`.execute(store.db);
      await writePays(store, 'PI-2', 1200);
      expect(await verifyAuditLog(store.db)).toMatchObject({
        ok: false,
        problem: `facts row ${seq} written outside the audit`,
      });
    });

    it('still catches rows inserted outside the application, sealed with a command of many', async () => {
      // Written with no audit entry: the triggers note them; the next command finds them pending.
      await store.db.transaction().execute((trx) => writePaysIn(trx, 'PI-X', 150));
      await writePays(store, 'PI-2', 1200);
      const outside = (await lastSeals(store)).filter((s) => s[3] === 1);
      expect(outside).toHaveLength(2 * 150 + 1);
      expect(await verifyAuditLog(store.db)).toMatchObject({
        ok: false,
        problem: expect.stringMatching(/written outside the audit$/),
      });
    });
  });
}
