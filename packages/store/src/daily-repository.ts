import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** One run of the daily jobs (issue 10, item 7) for a plan and date, with what it did. */
export interface DailyTick {
  planId: string;
  date: string;
  ranAt: string;
  ranBy: string;
  report: Record<string, unknown>;
}

/** A participant notice in the outbox: recorded, not delivered (delivery is outside defcomp). */
export interface NoticeRecord {
  id: string;
  planId: string;
  participantId: string;
  kind: string;
  date: string;
  rule: string;
  closesOn: string;
  planYear: number | null;
  recordedAt: string;
}

export async function getDailyTick(
  db: Kysely<Database>,
  planId: string,
  date: string,
): Promise<DailyTick | undefined> {
  const row = await db
    .selectFrom('daily_ticks')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('date', '=', date)
    .executeTakeFirst();
  return row && toTick(row);
}

/** The plan's ticks, latest date first. */
export async function listDailyTicks(
  db: Kysely<Database>,
  planId: string,
  limit = 400,
): Promise<DailyTick[]> {
  const rows = await db
    .selectFrom('daily_ticks')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('date', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toTick);
}

export async function addDailyTick(db: Kysely<Database>, tick: DailyTick): Promise<void> {
  await db
    .insertInto('daily_ticks')
    .values({
      plan_id: tick.planId,
      date: tick.date,
      ran_at: tick.ranAt,
      ran_by: tick.ranBy,
      report: JSON.stringify(tick.report),
    })
    .execute();
}

export async function addNotices(db: Kysely<Database>, notices: NoticeRecord[]): Promise<void> {
  for (const n of notices)
    await db
      .insertInto('notices')
      .values({
        id: n.id,
        plan_id: n.planId,
        participant_id: n.participantId,
        kind: n.kind,
        date: n.date,
        rule: n.rule,
        closes_on: n.closesOn,
        plan_year: n.planYear,
        recorded_at: n.recordedAt,
      })
      .execute();
}

/** The plan's notices, by date then participant (those of one date if given). */
export async function listNotices(
  db: Kysely<Database>,
  planId: string,
  date?: string,
): Promise<NoticeRecord[]> {
  let select = db
    .selectFrom('notices')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('date')
    .orderBy('participant_id')
    .orderBy('kind');
  if (date !== undefined) select = select.where('date', '=', date);
  return (await select.execute()).map((r) => ({
    id: r.id,
    planId: r.plan_id,
    participantId: r.participant_id,
    kind: r.kind,
    date: r.date,
    rule: r.rule,
    closesOn: r.closes_on,
    planYear: r.plan_year === null ? null : Number(r.plan_year),
    recordedAt: r.recorded_at,
  }));
}

function toTick(row: {
  plan_id: string;
  date: string;
  ran_at: string;
  ran_by: string;
  report: string;
}): DailyTick {
  return {
    planId: row.plan_id,
    date: row.date,
    ranAt: row.ran_at,
    ranBy: row.ran_by,
    report: JSON.parse(row.report) as Record<string, unknown>,
  };
}
