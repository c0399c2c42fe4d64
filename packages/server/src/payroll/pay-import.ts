// Plan 7.1 and issue 8 item 4: a pay file imported all or nothing. Every problem of every line
// is listed at once (format, 1.14 net above gross, 1.21 unknown participant, the same pay twice,
// the engine's refusals); a file with any problem records nothing. The very same lines again
// (whatever their file or format) answer what the earlier import answered and change nothing.
import {
  addPayImportAnswer,
  addPayLines,
  appendPayFacts,
  canonicalJson,
  createPayImport,
  findPayImportAnswer,
  findPayImportByHash,
  getPayImport,
  listFacts,
  listParticipants,
  listPayLines,
  listRecordedPays,
  type Database,
  type PayImport,
  type PayLine,
  type PlanEvent,
} from '@defcomp/store';
import type { Kysely } from 'kysely';
import { newId, sha256 } from '../core/auth/tokens.js';
import type { CommandContext, CommandResult } from '../core/command.js';
import { Problem } from '../core/problems.js';
import { refuseFile, type FileError } from '../core/csv.js';
import { judgePays, type JudgedLine, type PayToJudge } from './judge-pays.js';
import type { PayLineInput, ReadPays } from './pay-file.js';
import { duplicateErrors, unknownParticipantErrors } from './pay-line-rules.js';

export interface PayTotals {
  lines: number;
  gross: string;
  deferred: string;
  warnings: number;
}

export interface PayImportReport {
  import: PayImport;
  replayed: boolean;
  lines: JudgedLine[];
  totals: PayTotals;
}

export function totalsOf(lines: JudgedLine[]): PayTotals {
  const sum = (pick: (l: JudgedLine) => string) =>
    lines.reduce((total, l) => total + BigInt(pick(l).replace('.', '')), 0n);
  const money = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  return {
    lines: lines.length,
    gross: money(sum((l) => l.gross)),
    deferred: money(sum((l) => l.deferred)),
    warnings: lines.reduce((n, l) => n + l.warnings.length, 0),
  };
}

const payEvent = (pay: PayLineInput): PayToJudge['event'] => ({
  type: 'pay',
  date: pay.date,
  component: pay.component,
  gross: pay.gross,
  netAvailable: pay.netAvailable,
  ...(pay.servicePeriod ? { servicePeriod: pay.servicePeriod } : {}),
});

/** The file's content as its lines say it, whatever the format: the same lines, the same hash. */
const contentHashOf = (pays: PayLineInput[]) =>
  sha256(
    canonicalJson(
      pays.map((p) => ({
        participantId: p.participantId,
        ...payEvent(p),
        additionalCheck: p.additionalCheck,
        deducted: p.deducted,
      })),
    ),
  );

/** Every problem the record finds with the lines: unknown participants, the same pay twice. */
async function recordErrors(
  db: Kysely<Database>,
  planId: string,
  pays: PayLineInput[],
): Promise<FileError[]> {
  const ids = [...new Set(pays.map((p) => p.participantId))];
  const known = new Set((await listParticipants(db, planId, ids)).map((p) => p.id));
  // 7.1: the same pay has the same pay date, so only the file's own pay dates are loaded.
  const dates = [...new Set(pays.map((p) => p.date))];
  const recorded = await listRecordedPays(db, planId, [...known], dates);
  return [...unknownParticipantErrors(pays, known), ...duplicateErrors(pays, recorded)];
}

/**
 * Imports a pay file's lines as one command: all or nothing. The very same lines imported
 * before are recognised by their hash before anything is judged. `onJudged` follows the judging.
 */
export async function importPays(
  command: CommandContext,
  file: { fileName: string | null; read: ReadPays },
  onJudged?: (linesJudged: number) => Promise<void>,
): Promise<CommandResult & { body: PayImportReport }> {
  const { trx, planId } = command;
  const { pays } = file.read;
  const contentHash = contentHashOf(pays);
  if (file.read.errors.length === 0) {
    const already = await findPayImportByHash(trx, planId, contentHash);
    if (already) return replayOf(command, already);
  }
  const errors = [...file.read.errors, ...(await recordErrors(trx, planId, pays))];
  if (errors.length > 0) throw refuseFile(errors);
  const toJudge = pays.map((pay) => ({ ...pay, event: payEvent(pay) }));
  const judged = await judgePays(trx, planId, toJudge, command.today, onJudged);
  if ('errors' in judged) throw refuseFile(judged.errors);
  const batch: PayImport = {
    id: newId('PI'),
    planId,
    contentHash,
    fileName: file.fileName,
    payCount: pays.length,
    recordedAt: command.at,
    recordedBy: command.actor.username,
  };
  await createPayImport(trx, batch);
  await recordLines(command, batch, pays);
  await addPayImportAnswer(trx, {
    planId,
    importId: batch.id,
    lines: judged.lines,
    recordedAt: command.at,
  });
  await command.audit({
    action: 'pay.imported',
    entity: 'payImport',
    entityId: batch.id,
    after: {
      ...batch,
      pays: toJudge.map((p) => ({
        line: p.line,
        participantId: p.participantId,
        ...p.event,
        additionalCheck: p.additionalCheck,
        deducted: p.deducted,
      })),
    },
  });
  const body: PayImportReport = {
    import: batch,
    replayed: false,
    lines: judged.lines,
    totals: totalsOf(judged.lines),
  };
  return { status: 201, body };
}

/**
 * The very same lines again (a retry after a timeout): the import's answer as it was given,
 * never judged again. An import recorded before answers were kept (migration
 * 2026-12-10T00-00-00-pay-import-answers) has none: its lines are judged again as the record
 * stands today, as GET /pay-imports/{id} answers them (an engine run, for those imports only;
 * one imported before pay lines were kept answers no lines, as before).
 */
async function replayOf(
  command: CommandContext,
  batch: PayImport,
): Promise<CommandResult & { body: PayImportReport }> {
  const body = await importAnswer(command.trx, batch, true, command.today);
  return { status: 200, body, unchanged: true };
}

/** The answer an import gave (kept with it), `replayed` when these lines came again. */
export async function importAnswer(
  db: Kysely<Database>,
  batch: PayImport,
  replayed: boolean,
  today: string,
): Promise<PayImportReport> {
  const kept = await findPayImportAnswer(db, batch.planId, batch.id);
  // Written by importPays from judgePays' lines: JudgedLine[] as answered.
  const lines = kept
    ? (kept.lines as JudgedLine[])
    : (await importReport(db, batch.planId, batch.id, today)).lines;
  return { import: batch, replayed, lines, totals: totalsOf(lines) };
}

/** The pay facts (keyed `<import>#<index>`) and one pay line each, with its fact's seq. */
async function recordLines(command: CommandContext, batch: PayImport, pays: PayLineInput[]) {
  const recorded = { recordedAt: command.at, recordedBy: command.actor.username };
  const seqs = await appendPayFacts(
    command.trx,
    pays.map((pay, i) => ({
      planId: batch.planId,
      participantId: pay.participantId,
      event: payEvent(pay) as PlanEvent,
      key: `${batch.id}#${i}`,
    })),
    recorded,
  );
  const lines: PayLine[] = pays.map((pay, i) => ({
    planId: batch.planId,
    importId: batch.id,
    lineNo: pay.line,
    participantId: pay.participantId,
    payDate: pay.date,
    component: pay.component,
    servicePeriod: pay.servicePeriod ?? null,
    gross: pay.gross,
    netAvailable: pay.netAvailable,
    deducted: pay.deducted,
    additionalCheck: pay.additionalCheck,
    factSeq: seqs[i]!,
    recordedAt: command.at,
  }));
  await addPayLines(command.trx, lines);
}

/**
 * An import as the plan computes it today: each line's deferral, warnings and FICA, and the
 * reconciliation of what payroll reported it deducted against it. Lines imported before pay
 * lines were kept are not listed (their facts stand; the file's lines were not kept).
 */
export async function importReport(
  db: Kysely<Database>,
  planId: string,
  importId: string,
  today: string,
): Promise<PayImportReport> {
  const batch = await getPayImport(db, planId, importId);
  if (!batch) throw new Problem('not_found', { field: 'importId' });
  const stored = await listPayLines(db, planId, importId);
  const ids = [...new Set(stored.map((l) => l.participantId))];
  const indexes = await factIndexes(db, planId, ids);
  const toJudge: PayToJudge[] = stored.map((line) => ({
    line: line.lineNo,
    where: `line ${line.lineNo}`,
    participantId: line.participantId,
    event: {
      type: 'pay',
      date: line.payDate,
      component: line.component,
      gross: line.gross,
      netAvailable: line.netAvailable,
      ...(line.servicePeriod ? { servicePeriod: line.servicePeriod } : {}),
    },
    additionalCheck: line.additionalCheck,
    deducted: line.deducted,
    index: indexes.get(line.factSeq)!,
  }));
  const judged = toJudge.length > 0 ? await judgePays(db, planId, toJudge, today) : { lines: [] };
  if ('errors' in judged)
    throw new Error(`assertion: recorded pays refused: ${judged.errors[0]?.message}`);
  return { import: batch, replayed: false, lines: judged.lines, totals: totalsOf(judged.lines) };
}

/** Each fact's index among its participant's events, as loadScenario orders them (by seq). */
async function factIndexes(
  db: Kysely<Database>,
  planId: string,
  participantIds: string[],
): Promise<Map<number, number>> {
  const facts = await listFacts(db, { planId, participantIds });
  const counts = new Map<string, number>();
  const indexes = new Map<number, number>();
  for (const fact of facts) {
    const n = counts.get(fact.participantId ?? '') ?? 0;
    indexes.set(fact.seq, n);
    counts.set(fact.participantId ?? '', n + 1);
  }
  return indexes;
}
