import { deleteUserSessions, getUserWithHash, setPasswordHash, type User } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import { hashPassword, verifyPassword } from '../core/auth/passwords.js';
import { checkPasswordPolicy } from '../core/auth/password-policy.js';
import { runCommand, type CommandContext } from '../core/command.js';
import { everyone, type AppContext } from '../core/context.js';
import { Problem } from '../core/problems.js';
import { id, object } from '../core/schemas.js';
import { requireVisibleUser } from './user-routes.js';

const password = { type: 'string', minLength: 1, maxLength: 1000 } as const;

/** ASVS V6.2.2, V6.4: a user changes his password; an administrator resets another's. */
export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    '/me/password',
    {
      schema: {
        tags: ['session'],
        response: { 204: R.noContent('Changed; every session of the account has ended') },
        summary: 'Change your password (the current one is asked again); other sessions end',
        body: object({ currentPassword: password, newPassword: password }),
      },
      config: { access: { roles: everyone } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const stored = await getUserWithHash(command.trx, command.actor.id);
        if (!stored || !(await verifyPassword(stored.passwordHash, request.body.currentPassword)))
          throw new Problem('invalid_credentials', { field: 'currentPassword' });
        return setPassword(command, stored, request.body.newPassword, 'newPassword');
      }),
  );
  app.post<{ Params: { userId: string }; Body: { password: string } }>(
    '/users/:userId/password',
    {
      schema: {
        tags: ['users'],
        response: { 204: R.noContent('Reset; every session of the account has ended') },
        summary: 'Reset an account’s password; its sessions end',
        params: object({ userId: id }),
        body: object({ password }),
      },
      config: { access: { roles: ['administrator'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const user = await requireVisibleUser(command, request.params.userId);
        return setPassword(command, user, request.body.password, 'password');
      }),
  );
}

async function setPassword(command: CommandContext, user: User, next: string, field: string) {
  checkPasswordPolicy(next, user.username, field);
  await setPasswordHash(command.trx, user.id, await hashPassword(next));
  // Whoever knew the old password is signed out everywhere (the caller signs in again).
  await deleteUserSessions(command.trx, user.id);
  await command.audit({ action: 'user.passwordSet', entity: 'user', entityId: user.id });
  return { status: 204, body: null };
}
