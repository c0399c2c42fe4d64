// A run approved is confirmed paid; a payment that came back is returned and its payee
// presumed missing (Plan 12.10).
import { payeeStanding } from '@defcomp/domain';
import { appendPayeeEvent, appendRunEvent } from '@defcomp/store';
import { newId } from '../core/auth/tokens.js';
import { type CommandContext } from '../core/command.js';
import { payeeEventsOf } from '../payees/index.js';
import { Problem } from '../core/problems.js';
import { detailOf } from '../core/i18n/problem-details.js';
import { payeeOfLine, requireRun } from './lookup.js';

export async function settle(
  command: CommandContext,
  runId: string,
  event: { status: 'paid' | 'returned'; reason?: string | undefined; lines?: number[] },
) {
  const run = await requireRun(command.trx, command.planId, runId);
  const allowed = event.status === 'paid' ? ['approved'] : ['approved', 'paid', 'returned'];
  if (!allowed.includes(run.status))
    throw new Problem('run_state', {
      field: 'runId',
      ...detailOf('run_status', {
        runId: run.id,
        status: run.status,
        action: event.status,
        allowed: allowed.join(' or '),
      }),
    });
  for (const [i, lineNo] of (event.lines ?? []).entries()) {
    const line = run.lines.find((l) => l.lineNo === lineNo);
    if (!line)
      throw new Problem('not_found', {
        field: `lines[${i}]`,
        ...detailOf('no_line', { line: String(lineNo) }),
      });
    if (line.returnedAt)
      throw new Problem('run_state', {
        field: `lines[${i}]`,
        ...detailOf('line_returned', { line: String(lineNo) }),
      });
  }
  await appendRunEvent(command.trx, run, {
    status: event.status,
    at: command.at,
    by: command.actor.username,
    reason: event.reason ?? null,
    lines: event.lines ?? null,
  });
  await command.audit({
    action: `paymentRun.${event.status}`,
    entity: 'paymentRun',
    entityId: run.id,
    before: { status: run.status },
    after: { status: event.status, lines: event.lines ?? null, reason: event.reason ?? null },
  });
  for (const lineNo of event.lines ?? [])
    await suspendPayee(
      command,
      run.lines.find((l) => l.lineNo === lineNo)!,
      {
        on: command.today,
        basis: `payment returned (run ${run.id} line ${lineNo})`,
      },
    );
  return { status: 200, body: { run: await requireRun(command.trx, command.planId, run.id) } };
}

/**
 * Plan 12.10: a payment returned, or a check uncashed past the Committee's period, presumes its
 * payee missing: a `suspended` payee event (a fact, audited), unless he is suspended already.
 */
export async function suspendPayee(
  command: CommandContext,
  line: { participantId: string; payee: string; payeeRef: string | null },
  why: { on: string; basis: string },
): Promise<boolean> {
  const payee = payeeOfLine(line);
  const { events } = await payeeEventsOf(command.trx, command.planId, line.participantId);
  if (payeeStanding(events, payee).suspended) return false;
  const row = await appendPayeeEvent(command.trx, {
    id: newId('PE'),
    planId: command.planId,
    participantId: line.participantId,
    payee,
    kind: 'suspended',
    on: why.on,
    body: { basis: why.basis },
    reason: why.basis,
    needsApproval: false,
    recordedAt: command.at,
    recordedBy: command.actor.username,
  });
  await command.audit({
    action: 'payee.suspended',
    entity: 'participant',
    entityId: line.participantId,
    after: row,
    reason: why.basis,
  });
  return true;
}
