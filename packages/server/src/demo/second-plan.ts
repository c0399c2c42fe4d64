import { builtInPlans } from '@defcomp/domain';
import { appendAudit, grantPlan, inTransaction, type Store } from '@defcomp/store';
import type { Clock } from '../core/clock.js';
import { addPlan, addStableValueFund } from '../accounts/seed.js';
import { createAccounts, newPassword, type DemoAccount } from './accounts.js';
import type { DemoClient } from './client.js';
import { demoReason } from './client.js';

// A second employer on the same installation: its own participants and staff, who see nothing
// of the first plan (and the first plan's staff nothing of it). Its terms are its own plan file
// (plans/hollis-edp/plan.json: 15-year installments, graded vesting, a $25,000 small balance).

const secondPlan = builtInPlans.get('hollis-edp')!;
export const secondPlanId = secondPlan.id;
const secondPlanName = secondPlan.name;

const people = [
  { id: 'H2001', name: 'Hana Ito', hireDate: '2016-04-04', username: 'hito' },
  { id: 'H2002', name: 'Omar Haddad', hireDate: '2019-09-16', username: 'ohaddad' },
] as const;

/**
 * The plan row, its stable value fund (7.5) and the administrator's grant: no route creates a
 * plan, so the first start does it in the record, in one audited transaction.
 */
export async function createSecondPlan(store: Store, clock: Clock, admin: string): Promise<void> {
  const at = clock.now().toISOString();
  await inTransaction(store, async (trx) => {
    await addPlan(trx, secondPlan, { publiclyTraded: false }, at);
    await addStableValueFund(trx, secondPlanId, at);
    const adminRow = await trx
      .selectFrom('users')
      .select('id')
      .where('username', '=', admin)
      .executeTakeFirstOrThrow();
    await grantPlan(trx, {
      userId: adminRow.id,
      planId: secondPlanId,
      grantedBy: 'system',
      grantedAt: at,
    });
    await appendAudit(trx, {
      planId: secondPlanId,
      at,
      actor: 'system',
      action: 'plan.created',
      entity: 'plan',
      entityId: secondPlanId,
      after: { name: secondPlanName, fund: 'SV', administrator: admin },
      reason: demoReason,
    });
  });
}

/** Through the API: two participants, made eligible, and accounts granted only this plan. */
export async function seedSecondPlan(admin: DemoClient): Promise<DemoAccount[]> {
  const base = `/api/plans/${secondPlanId}`;
  for (const person of people) {
    await admin.post(`${base}/participants`, {
      id: person.id,
      name: person.name,
      hireDate: person.hireDate,
    });
    await admin.post(`${base}/participants/${person.id}/eligibility`, {
      type: 'eligible',
      date: '2024-11-01',
      notifiedOn: '2024-11-01',
    });
  }
  const staff = [
    { username: 'payroll2', role: 'payroll', note: `Payroll of ${secondPlanName} only` },
    { username: 'auditor2', role: 'auditor', note: `Auditor of ${secondPlanName} only` },
  ];
  return createAccounts(
    admin,
    [
      ...staff.map((s) => ({ ...s, participantId: null, password: newPassword() })),
      ...people.map((p) => ({
        username: p.username,
        role: 'participant',
        participantId: p.id,
        password: newPassword(),
        note: `${p.name}: a participant of ${secondPlanName}`,
      })),
    ],
    secondPlanId,
  );
}
