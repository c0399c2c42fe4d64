import { randomBytes } from 'node:crypto';
import {
  appendAudit,
  deleteSecondFactor,
  deleteUserSessions,
  findUserByUsername,
  inTransaction,
  listRoleGrants,
  setPasswordHash,
  type Store,
} from '@defcomp/store';
import { hashPassword } from '../core/auth/passwords.js';
import { easternToday, type Clock } from '../core/clock.js';
import { Problem } from '../core/problems.js';
import { approveGrant } from './user-routes.js';

// What only the server's own machine may do (`defcomp user …`): whoever runs it can read the
// database file anyway. Each act is audited as `machine`.

const machine = 'machine';

/** A new generated password for NAME; his sessions end. Returns the password, shown once. */
export async function resetPasswordOnMachine(
  store: Store,
  username: string,
  clock: Clock,
): Promise<string> {
  const password = randomBytes(15).toString('base64url');
  const at = clock.now().toISOString();
  await inTransaction(store, async (trx) => {
    const user = await findUserByUsername(trx, username);
    if (!user) throw new Problem('not_found', { field: 'username' });
    await setPasswordHash(trx, user.id, await hashPassword(password));
    await deleteUserSessions(trx, user.id);
    const entry = {
      at,
      actor: machine,
      action: 'user.passwordReset',
      entity: 'user',
      entityId: user.id,
    };
    await appendAudit(trx, { ...entry, reason: 'defcomp user reset-password' });
  });
  return password;
}

/** Removes NAME's second factor (a lost device, the last administrator's); his sessions end. */
export async function resetSecondFactorOnMachine(
  store: Store,
  username: string,
  clock: Clock,
): Promise<void> {
  const at = clock.now().toISOString();
  await inTransaction(store, async (trx) => {
    const user = await findUserByUsername(trx, username);
    if (!user) throw new Problem('not_found', { field: 'username' });
    await deleteSecondFactor(trx, user.id);
    await deleteUserSessions(trx, user.id);
    const entry = { at, actor: machine, action: 'secondFactor.removed', entity: 'user' };
    await appendAudit(trx, {
      ...entry,
      entityId: user.id,
      reason: 'defcomp user reset-second-factor',
    });
  });
}

/**
 * Approves NAME's pending approving role from the machine: the first Committee members of a new
 * record, when no second administrator or Committee member exists yet to approve them.
 */
export async function approveRoleOnMachine(
  store: Store,
  username: string,
  clock: Clock,
  reason = 'defcomp user approve',
): Promise<void> {
  const at = clock.now().toISOString();
  await inTransaction(store, async (trx) => {
    const user = await findUserByUsername(trx, username);
    const grant = user && (await listRoleGrants(trx, { userId: user.id, status: 'pending' }))[0];
    if (!grant) throw new Problem('not_pending', { field: 'username' });
    await approveGrant(trx, grant.id, machine, {
      at,
      today: easternToday(clock),
      audit: async (change) =>
        void (await appendAudit(trx, { ...change, at, actor: machine, reason })),
    });
  });
}
