import type { KyselyPlugin, UnknownRow } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addNoticeDocument,
  appendNoticeDelivery,
  getNoticeDocument,
  listNoticeDocuments,
  openTestStore,
  returnedNoticeDeliveries,
  testDialects,
  type NoticeDelivery,
  type Store,
} from '../src/index.js';

// Plan 12.5, 12.10: whether a notice came back, and whether its addressee has been reached
// since, is read from each notice's last delivery by one query (issue 22 item 7), not from
// every notice and delivery of the plan.

/** Counts the rows each query returns from the database, and whose they are. */
function rowsRead() {
  const rows: UnknownRow[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      rows.push(...args.result.rows);
      return args.result;
    },
  };
  return { rows, plugin };
}

const at = (day: number, hour = 9) =>
  `2025-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

type Log = [NoticeDelivery['status'], string][];

async function notice(
  store: Store,
  planId: string,
  id: string,
  participantId: string,
  addressee: string,
  log: Log,
) {
  const [[, generatedAt], ...rest] = log as [[string, string], ...Log];
  await addNoticeDocument(store.db, {
    id,
    planId,
    participantId,
    kind: 'paymentNotice',
    outboxId: null,
    date: generatedAt.slice(0, 10),
    addressee: { name: addressee, onBehalfOf: null, address: { line1: '1 Main St' }, email: null },
    body: {},
    generatedAt,
    generatedBy: 'admin',
  });
  for (const [status, when] of rest)
    await appendNoticeDelivery(
      store.db,
      { id, planId },
      { status, channel: status === 'sent' ? 'mail' : null, note: null, at: when, by: 'admin' },
    );
}

/** 40 participants with 3 notices each, sent; a few came back. */
async function manyNotices(store: Store): Promise<void> {
  for (let p = 1; p <= 40; p++)
    for (let n = 1; n <= 3; n++)
      await notice(store, 'PLAN', `N${p}-${n}`, `P${p}`, `Person ${p}`, [
        ['generated', at(n)],
        ['sent', at(n, 10)],
      ]);
  // P7: back on the 10th, then a new notice to him reached him on the 12th: closed.
  await notice(store, 'PLAN', 'R7', 'P7', 'Person 7', [
    ['generated', at(4)],
    ['sent', at(4, 10)],
    ['returned', at(10)],
  ]);
  await notice(store, 'PLAN', 'S7', 'P7', 'Person 7', [
    ['generated', at(12)],
    ['sent', at(12, 10)],
  ]);
  // P7's guardian: back, never reached since (a notice to P7 says nothing of her address).
  await notice(store, 'PLAN', 'G7', 'P7', 'Gail Guard', [
    ['generated', at(4)],
    ['sent', at(4, 10)],
    ['returned', at(11)],
  ]);
  // P8: back, then the same notice sent again: its last delivery is sent.
  await notice(store, 'PLAN', 'R8', 'P8', 'Person 8', [
    ['generated', at(4)],
    ['sent', at(4, 10)],
    ['returned', at(10)],
    ['sent', at(13)],
  ]);
  // P9: back after his last notice was sent: still outstanding.
  await notice(store, 'PLAN', 'R9', 'P9', 'Person 9', [
    ['generated', at(4)],
    ['sent', at(4, 10)],
    ['returned', at(20)],
  ]);
  // Another plan's participant P9, back: not this plan's.
  await notice(store, 'OTHER', 'X9', 'P9', 'Person 9', [
    ['generated', at(4)],
    ['sent', at(4, 10)],
    ['returned', at(21)],
  ]);
}

for (const dialect of await testDialects()) {
  describe(`notices' last deliveries (12.5, 12.10) on ${dialect}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await openTestStore(dialect);
      await manyNotices(store);
    });
    afterEach(async () => store.close());

    it('12.10 the notices whose last delivery came back, with their addressee last reached', async () => {
      const returned = await returnedNoticeDeliveries(store.db, 'PLAN');
      expect(returned).toEqual([
        {
          id: 'R7',
          participantId: 'P7',
          kind: 'paymentNotice',
          addressee: 'Person 7',
          returnedAt: at(10),
          addresseeLastSentAt: at(12, 10),
        },
        {
          id: 'G7',
          participantId: 'P7',
          kind: 'paymentNotice',
          addressee: 'Gail Guard',
          returnedAt: at(11),
          addresseeLastSentAt: null,
        },
        {
          id: 'R9',
          participantId: 'P9',
          kind: 'paymentNotice',
          addressee: 'Person 9',
          returnedAt: at(20),
          addresseeLastSentAt: at(3, 10),
        },
      ]);
    });

    it('reads only the returned notices of the plan, or of the participant asked about', async () => {
      const plan = rowsRead();
      await returnedNoticeDeliveries(store.db.withPlugin(plan.plugin), 'PLAN');
      // Not the plan's 126 notices and their 260 deliveries: one row a returned notice.
      expect(plan.rows).toHaveLength(3);
      const his = rowsRead();
      const p9 = await returnedNoticeDeliveries(store.db.withPlugin(his.plugin), 'PLAN', 'P9');
      expect(p9.map((n) => n.id)).toEqual(['R9']);
      expect(his.rows).toHaveLength(1);
    });

    it("a participant's register and one notice read only their own deliveries", async () => {
      const his = rowsRead();
      const notices = await listNoticeDocuments(store.db.withPlugin(his.plugin), 'PLAN', 'P8');
      expect(notices.map((n) => [n.id, n.status, n.deliveries.length])).toEqual([
        ['N8-1', 'sent', 2],
        ['N8-2', 'sent', 2],
        ['N8-3', 'sent', 2],
        ['R8', 'sent', 4],
      ]);
      // 4 notices and their 10 deliveries, nobody else's.
      expect(his.rows).toHaveLength(14);
      const one = rowsRead();
      const r7 = await getNoticeDocument(store.db.withPlugin(one.plugin), 'PLAN', 'R7');
      expect(r7?.deliveries.map((d) => d.status)).toEqual(['generated', 'sent', 'returned']);
      expect(r7?.status).toBe('returned');
      expect(one.rows).toHaveLength(4);
      expect(await getNoticeDocument(store.db, 'OTHER', 'R7')).toBeUndefined();
    });
  });
}
