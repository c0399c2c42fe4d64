import { carmaxEdcp } from '@defcomp/domain';
import { listParticipants, type Store } from '@defcomp/store';
import { approveRoleOnMachine } from '../accounts/accounts.js';
import { buildApp } from '../app.js';
import type { Clock } from '../core/clock.js';
import type { SeedResult } from '../accounts/seed.js';
import { createParticipantAccounts, createStaffAccounts, type DemoAccount } from './accounts.js';
import { demoCalendar, demoEarliestToday } from './calendar.js';
import { signInDemo, type DemoClient } from './client.js';
import { recordClaim, recordEmergency, recordPaymentRuns } from './decisions.js';
import { demoPeople } from './people.js';
import { createSecondPlan, seedSecondPlan } from './second-plan.js';
import {
  recordEnrollment,
  recordFunds,
  recordKeyEmployees,
  recordPay,
  recordSeparations,
} from './record.js';

export { accountsTable, type DemoAccount } from './accounts.js';
export { demoClaim, demoEmergency, demoPeople, type DemoPerson } from './people.js';
export { secondPlanId } from './second-plan.js';

export interface DemoResult {
  /** The demo's sign-ins with their generated passwords: printed once, never stored in clear. */
  accounts: DemoAccount[];
}

/**
 * A demo plan a visitor can explore, seeded on first start after `seedEmptyStore`: a second fund
 * with monthly prices, five participants whose stories show the plan's features, and a sign-in
 * for every role. Every fact goes through the API's own routes (validated by the engine, audited,
 * one transaction each), so the demo is a record like any other. Only a record seeded just now
 * (the administrator was created by this start) and without participants gets it.
 */
export async function seedDemo(
  store: Store,
  clock: Clock,
  seeded: SeedResult,
): Promise<DemoResult | undefined> {
  const calendar = demoCalendar(clock);
  if (!seeded.administrator || calendar.today < demoEarliestToday) return undefined;
  if ((await listParticipants(store.db, carmaxEdcp.id)).length > 0) return undefined;
  const app = await buildApp({ store, clock });
  try {
    const { username, password } = seeded.administrator;
    const admin = await signInDemo(app, username, password);
    const accounts = await createStaffAccounts(admin, (name) =>
      approveRoleOnMachine(store, name, clock, 'demo plan seeded on first start'),
    );
    const as = async (name: string): Promise<DemoClient> => {
      const account = accounts.find((a) => a.username === name);
      if (!account) throw new Error(`assertion: no demo account ${name}`);
      return signInDemo(app, name, account.password);
    };
    const [asset, payroll, committee1, committee2] = await Promise.all(
      ['asset1', 'payroll1', 'committee1', 'committee2'].map(as),
    );
    const committee = { preparer: committee1!, approver: committee2! };
    await recordFunds(asset!, calendar);
    for (const person of demoPeople) await recordEnrollment(admin, person, calendar);
    accounts.push(...(await createParticipantAccounts(admin, demoPeople)));
    await recordPay(payroll!, demoPeople, calendar);
    await recordKeyEmployees(committee, demoPeople, calendar);
    await recordSeparations(admin, committee, demoPeople);
    await recordEmergency(admin, committee);
    await recordClaim(admin, committee);
    await recordPaymentRuns(committee, calendar);
    await createSecondPlan(store, clock, username);
    accounts.push(...(await seedSecondPlan(admin)));
    for (const client of [admin, asset!, payroll!, committee1!, committee2!])
      await client.signOut();
    return { accounts };
  } finally {
    await app.close();
  }
}
