import {
  appendAudit,
  canonicalJson,
  findStoredResponse,
  findUserByUsername,
  inTransaction,
  installationLock,
  storeResponse,
  type Database,
  type Lock,
  type User,
} from '@defcomp/store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { sha256 } from './auth/tokens.js';
import { easternToday, type Clock } from './clock.js';
import type { AppContext } from './context.js';
import { Problem } from './problems.js';

export interface AuditChange {
  /** The plan the change is about, when the route names none (an account of that plan). */
  planId?: string | undefined;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  /** Why (a backdated fact's reason, dating.ts); by default the X-Reason header. */
  reason?: string | null | undefined;
}

export interface CommandContext {
  trx: Transaction<Database>;
  actor: User;
  /** The plan the command is about ('' for an installation command: accounts, sign-ins). */
  planId: string;
  /** The instant of the command (ISO, UTC). */
  at: string;
  /** Today in the plan's time zone (Eastern). */
  today: string;
  idempotencyKey: string | null;
  /** The X-Reason header: why, as the audit records it. */
  reason: string | null;
  audit(change: AuditChange): Promise<void>;
}

/**
 * A command no request carries (the daily tick, a job): dated now, audited under `actor` with
 * `reason`, in the plan of `planId`.
 */
export function backgroundCommand(
  trx: Transaction<Database>,
  options: { actor: User; planId: string; at: string; today: string; reason: string | null },
): CommandContext {
  const { actor, planId, at, reason } = options;
  return {
    trx,
    actor,
    planId,
    at,
    today: options.today,
    idempotencyKey: null,
    reason,
    async audit(change) {
      await appendAudit(trx, {
        ...change,
        planId: change.planId ?? planId,
        at,
        actor: actor.username,
        reason: change.reason ?? reason,
      });
    },
  };
}

/**
 * A job's command as the person who asked for it (a pay file, a payment run's preparation):
 * audited under his name with his reason, dated now; `gone` refuses it when he is no longer an
 * active user (so 8.2's second person is never the job itself).
 */
export async function askersCommand(
  trx: Transaction<Database>,
  clock: Clock,
  asked: { planId: string; requestedBy: string; reason: string | null },
  gone: Record<string, unknown>,
): Promise<CommandContext> {
  const user = await findUserByUsername(trx, asked.requestedBy);
  if (!user || user.disabled) throw new Problem('forbidden', gone);
  const { passwordHash: _hash, ...actor } = user;
  return backgroundCommand(trx, {
    actor,
    planId: asked.planId,
    at: clock.now().toISOString(),
    today: easternToday(clock),
    reason: asked.reason,
  });
}

export interface CommandResult {
  status: number;
  body: unknown;
  /** True when the command found nothing to change (a file already imported). */
  unchanged?: boolean;
  /** True when it wrote no fact projections derive from (a pay file's job does): no refresh. */
  factsUnchanged?: boolean;
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
  const result = await inTransaction(
    ctx.store,
    async (trx) => {
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
    },
    commandLocks(request),
  );
  if (!result.replayed && !result.factsUnchanged) afterWrite(ctx, request);
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(result.status);
  return result.body;
}

/**
 * Once a plan's write has committed, its projections are refreshed by a job (one waiting per
 * plan), so that the next reads find them fresh; a read that comes first rebuilds what it needs.
 */
function afterWrite(ctx: AppContext, request: FastifyRequest): void {
  const planId = request.planId;
  if (!ctx.jobs || !planId) return;
  ctx.jobs
    .send('projections.refresh', { planId }, { singletonKey: planId })
    .catch((error: unknown) => request.log.error({ err: error }, 'projections.refresh not sent'));
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
  const reason = reasonHeader(request);
  let audited = 0;
  const outcome = await work({
    trx,
    actor,
    planId: request.planId,
    at,
    today: easternToday(ctx.clock),
    idempotencyKey: key,
    reason,
    async audit(change) {
      audited += 1;
      const planId = change.planId ?? (request.planId || null);
      const why = change.reason ?? reason;
      await appendAudit(trx, { ...change, planId, at, actor: actor.username, reason: why });
    },
  });
  // Every write is audited in its own transaction (issue 4, audit trail).
  if (audited === 0 && !outcome.unchanged) throw new Error('assertion: a command wrote no audit');
  return outcome;
}

/**
 * What a command waits for. A write about one participant (`/participants/:id/…`) shares its
 * plan's lock and holds his own: writers for different participants proceed in parallel. Any
 * other plan write holds the plan's lock alone, because it reads or changes every participant:
 * a payment run must see the record still while it prepares or pays (and one run at a time
 * waits for approval), a company event (change in control, termination) or a pay file touches
 * everyone, and decisions and requests are found by their own ids before their participant is
 * known. Account commands (no plan) take the installation's lock. The audit chain's own order
 * is kept by appendAudit's lock, taken last.
 */
export function commandLocks(request: FastifyRequest): Lock[] {
  const planId = request.planId;
  if (!planId) return [installationLock];
  const { id } = request.params as { id?: string };
  const url = request.routeOptions.url ?? '';
  if (id !== undefined && /\/participants\/:id(\/|$)/.test(url))
    return [{ key: `plan:${planId}`, shared: true }, { key: `plan:${planId}:participant:${id}` }];
  return [{ key: `plan:${planId}` }];
}

/**
 * X-Reason, why an action is taken (the audit's reason). A header carries Latin-1 only, so the
 * web sends it percent-encoded (a reason in Chinese); one that does not decode is kept as sent.
 */
export function reasonHeader(request: FastifyRequest): string | null {
  const raw = headerText(request, 'x-reason');
  if (raw === null) return null;
  try {
    return decodeURIComponent(raw).slice(0, 200);
  } catch {
    return raw;
  }
}

function headerText(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value.slice(0, 200) : null;
}
