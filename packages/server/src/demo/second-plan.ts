import { appendAudit, grantPlan, inTransaction, type Store } from '@defcomp/store';
import type { Clock } from '../clock.js';
import { addReferencePlan, addStableValueFund } from '../seed.js';
import { createAccounts, newPassword, type DemoAccount } from './accounts.js';
import type { DemoClient } from './client.js';
import { demoReason } from './client.js';

// A second employer on the same installation: its own participants and staff, who see nothing
// of the first plan (and the first plan's staff nothing of it). Until the second plan's own
// definition lands, it is the reference definition under another id and employer name.

/** The second plan's id: the one place to change when its own definition lands. */
export const secondPlanId = 'harbor-edcp';
const secondPlanName = 'Harbor Logistics Executive Deferred Compensation Plan';

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
    await addReferencePlan(trx, { id: secondPlanId, name: secondPlanName }, at);
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
