// A payment run read by its id, and the payee a line pays.
import { getPaymentRun, type Database, type PaymentRunWithLines } from '@defcomp/store';
import type { Kysely } from 'kysely';
import { Problem } from '../core/problems.js';

export async function requireRun(
  db: Kysely<Database>,
  planId: string,
  runId: string,
): Promise<PaymentRunWithLines> {
  const run = await getPaymentRun(db, planId, runId);
  if (!run) throw new Problem('not_found', { field: 'runId' });
  return run;
}

/** The payee a line pays (runs before lines were per payee: the engine's payee). */
export const payeeOfLine = (line: { payee: string; payeeRef: string | null }) =>
  line.payeeRef ?? line.payee;
