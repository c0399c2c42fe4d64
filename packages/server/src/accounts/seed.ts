import { randomBytes } from 'node:crypto';
import { carmaxEdcp, type PlanDefinition } from '@defcomp/domain';
import {
  addPlanVersion,
  appendAudit,
  countUsers,
  createFund,
  createPlan,
  createUser,
  getPlan,
  grantPlan,
  inTransaction,
  listFunds,
  type Database,
  type Store,
} from '@defcomp/store';
import type { Kysely } from 'kysely';
import { hashPassword } from '../core/auth/passwords.js';
import { newId } from '../core/auth/tokens.js';
import type { Clock } from '../core/clock.js';

export interface SeedResult {
  /** Set only when the administrator was created now: printed once, never stored in clear. */
  administrator?: { username: string; password: string };
}

/**
 * An empty record gets the reference plan, a capital-preservation fund (Plan 7.5) and a first
 * administrator with a generated password. A record that has them is left alone.
 */
export async function seedEmptyStore(store: Store, clock: Clock): Promise<SeedResult> {
  const at = clock.now().toISOString();
  return inTransaction(store, async (trx) => {
    const audit = (action: string, entity: string, entityId: string, after: unknown) =>
      appendAudit(trx, {
        at,
        actor: 'system',
        action,
        entity,
        entityId,
        after,
        reason: 'first start',
      });
    if (!(await getPlan(trx, carmaxEdcp.id))) {
      await addPlan(trx, carmaxEdcp, { publiclyTraded: true }, at);
      await audit('plan.created', 'plan', carmaxEdcp.id, { name: carmaxEdcp.name });
    }
    if ((await listFunds(trx, carmaxEdcp.id)).length === 0) {
      const fund = await addStableValueFund(trx, carmaxEdcp.id, at);
      await audit('fund.added', 'fund', fund.id, fund);
    }
    if ((await countUsers(trx)) > 0) return {};
    const password = randomBytes(18).toString('base64url');
    const id = newId('U');
    const user = {
      id,
      username: 'admin',
      role: 'administrator' as const,
      participantId: null,
      disabled: false,
      personId: id,
    };
    await createUser(trx, { ...user, passwordHash: await hashPassword(password), createdAt: at });
    // The first administrator holds the first plan; he grants plans to the others.
    await grantPlan(trx, { userId: id, planId: carmaxEdcp.id, grantedBy: 'system', grantedAt: at });
    await audit('user.created', 'user', user.id, { username: user.username, role: user.role });
    return { administrator: { username: user.username, password } };
  });
}

/**
 * A plan of the record under its definition's id (plans/<id>/plan.json: the engine reads its
 * dated terms there); its versions are kept as history, overriding none of them.
 */
export async function addPlan(
  trx: Kysely<Database>,
  definition: PlanDefinition,
  company: { publiclyTraded: boolean },
  at: string,
): Promise<void> {
  const { id, name } = definition;
  await createPlan(trx, { id, name, publiclyTraded: company.publiclyTraded, recordedAt: at });
  for (const version of definition.versions) {
    await addPlanVersion(trx, {
      planId: id,
      effectiveDate: version.from,
      definition: { label: version.label, parameters: {} },
      recordedAt: at,
      recordedBy: 'system',
    });
  }
}

/** Plan 7.5: the capital-preservation option every plan starts with. */
export async function addStableValueFund(trx: Kysely<Database>, planId: string, at: string) {
  const fund = { id: 'SV', name: 'Stable Value', capitalPreservation: true, constantPrice: '1' };
  await createFund(trx, { ...fund, planId, recordedAt: at, recordedBy: 'system' });
  return fund;
}
