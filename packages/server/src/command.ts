import {
  appendAudit,
  canonicalJson,
  findStoredResponse,
  inTransaction,
  storeResponse,
  type Database,
  type User,
} from '@defcomp/store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { sha256 } from './auth/tokens.js';
import { easternToday } from './clock.js';
import type { AppContext } from './context.js';
import { Problem } from './problems.js';

export interface AuditChange {
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

export interface CommandContext {
  trx: Transaction<Database>;
  actor: User;
  /** The instant of the command (ISO, UTC). */
  at: string;
  /** Today in the plan's time zone (Eastern). */
  today: string;
  idempotencyKey: string | null;
  audit(change: AuditChange): Promise<void>;
}

export interface CommandResult {
  status: number;
  body: unknown;
  /** True when the command found nothing to change (a file already imported). */
  unchanged?: boolean;
}

/**
 * Runs one write as one transaction: replays a stored answer for a repeated Idempotency-Key,
 * records who/when/what/why in the audit chain, and stores the answer for the key.
 */
export async function runCommand(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (command: CommandContext) => Promise<CommandResult>,
): Promise<unknown> {
  const actor = request.actor;
  if (!actor) throw new Problem('not_authenticated');
  const key = headerText(request, 'idempotency-key');
  const requestHash = sha256(
    canonicalJson({ method: request.method, url: request.url, body: request.body ?? null }),
  );
  const result = await inTransaction(ctx.store, async (trx) => {
    if (key) {
      const stored = await findStoredResponse(trx, actor.id, key);
      if (stored && stored.requestHash !== requestHash) {
        throw new Problem('idempotency_key_reused', { field: 'Idempotency-Key' });
      }
      if (stored) return { status: stored.statusCode, body: stored.body, replayed: true };
    }
    const outcome = await runAudited(ctx, trx, actor, request, key, work);
    if (key) {
      await storeResponse(trx, {
        userId: actor.id,
        key,
        requestHash,
        createdAt: ctx.clock.now().toISOString(),
        statusCode: outcome.status,
        body: outcome.body,
      });
    }
    return { ...outcome, replayed: false };
  });
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(result.status);
  return result.body;
}

async function runAudited(
  ctx: AppContext,
  trx: Transaction<Database>,
  actor: User,
  request: FastifyRequest,
  key: string | null,
  work: (command: CommandContext) => Promise<CommandResult>,
): Promise<CommandResult> {
  const at = ctx.clock.now().toISOString();
  const reason = headerText(request, 'x-reason');
  let audited = 0;
  const outcome = await work({
    trx,
    actor,
    at,
    today: easternToday(ctx.clock),
    idempotencyKey: key,
    async audit(change) {
      audited += 1;
      await appendAudit(trx, { ...change, at, actor: actor.username, reason });
    },
  });
  // Every write is audited in its own transaction (issue 4, audit trail).
  if (audited === 0 && !outcome.unchanged) throw new Error('assertion: a command wrote no audit');
  return outcome;
}

function headerText(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value.slice(0, 200) : null;
}
