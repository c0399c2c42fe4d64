import { listDailyTicks, openTestStore, testDialects } from '@defcomp/store';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PgBossQueue, jobsSchemaFor } from '../src/jobs/index.js';
import { fixedClock, seedEmptyStore } from '../src/index.js';

// Issue 10, item 7: on PostgreSQL the daily tick is a pg-boss schedule (one per installation,
// whichever process sets it: pg-boss keeps one schedule per name) at DEFCOMP_TICK_HOUR Eastern,
// and the job it sends ticks every plan once through the queue's workers.

const dialects = (await testDialects()).filter((d) => d === 'postgres');

describe.runIf(dialects.length > 0)('the daily tick on pg-boss (PostgreSQL)', () => {
  it('schedules daily.tick at 02:00 America/New_York and its job ticks the plan once', async () => {
    const store = await openTestStore('postgres');
    const clock = fixedClock('2025-03-03T15:00:00.000Z');
    await seedEmptyStore(store, clock);
    // pg-boss's tables in the test's own database, dropped with it.
    const jobs = jobsSchemaFor(undefined);
    const open = () =>
      PgBossQueue.open({
        url: store.url!,
        schema: jobs,
        store,
        clock,
        worker: 'test worker',
        pollingIntervalSeconds: 0.5,
      });
    const first = await open();
    const second = await open();
    try {
      // Two processes set it: one schedule.
      await first.scheduleDailyTick({ hour: 2, minute: 0 });
      await second.scheduleDailyTick({ hour: 2, minute: 0 });
      const client = new pg.Client({ connectionString: store.url });
      await client.connect();
      const rows = (
        await client.query(`select name, cron, timezone from ${jobs}.schedule order by name`)
      ).rows;
      await client.end();
      expect(rows).toEqual([
        { name: 'daily.tick', cron: '0 2 * * *', timezone: 'America/New_York' },
      ]);
      await first.work();
      await second.work();
      await first.send('daily.tick', { planId: 'carmax-edcp', date: '2025-03-03' });
      await second.send('daily.tick', { planId: 'carmax-edcp', date: '2025-03-03' });
      let ticks = await listDailyTicks(store.db, 'carmax-edcp');
      for (let i = 0; i < 80 && ticks.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        ticks = await listDailyTicks(store.db, 'carmax-edcp');
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      ticks = await listDailyTicks(store.db, 'carmax-edcp');
      expect(ticks).toEqual([
        expect.objectContaining({ date: '2025-03-03', ranBy: 'system:daily' }),
      ]);
    } finally {
      await first.stop();
      await second.stop();
      await store.close();
    }
  }, 120_000);
});
