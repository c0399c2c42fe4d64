import { randomBytes } from 'node:crypto';
import { carmaxEdcp } from '@defcomp/domain';
import {
  addPlanVersion,
  appendAudit,
  countUsers,
  createFund,
  createPlan,
  createUser,
  getPlan,
  inTransaction,
  listFunds,
  type Store,
} from '@defcomp/store';
import { hashPassword } from './auth/passwords.js';
import { newId } from './auth/tokens.js';
import type { Clock } from './clock.js';

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
      await createPlan(trx, {
        id: carmaxEdcp.id,
        name: carmaxEdcp.name,
        publiclyTraded: true,
        recordedAt: at,
      });
      for (const version of carmaxEdcp.versions) {
        // The engine holds the plan's dated parameters; a stored version overrides none of them.
        await addPlanVersion(trx, {
          planId: carmaxEdcp.id,
          effectiveDate: version.from,
          definition: { label: version.label, parameters: {} },
          recordedAt: at,
          recordedBy: 'system',
        });
      }
      await audit('plan.created', 'plan', carmaxEdcp.id, { name: carmaxEdcp.name });
    }
    if ((await listFunds(trx)).length === 0) {
      const fund = {
        id: 'SV',
        name: 'Stable Value',
        capitalPreservation: true,
        constantPrice: '1',
      };
      await createFund(trx, { ...fund, recordedAt: at, recordedBy: 'system' });
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
    await audit('user.created', 'user', user.id, { username: user.username, role: user.role });
    return { administrator: { username: user.username, password } };
  });
}
