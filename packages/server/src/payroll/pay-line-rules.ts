// Issue 8 item 4: a pay line is unique per participant, pay date, component and service
// period. A second line for the same pay (in another file, reordered, repeated in the same
// file, or with a service period added) is refused naming the earlier import and line, unless
// payroll marks it an additional check (a second check for the same pay, `additionalCheck`).
//
// Interpretation: two lines are the same pay when participant, pay date and component agree
// and their service periods meet: equal or overlapping, or either line states none (a line
// without a period is pay for unstated service, so it may be for the same service as any).
// Lines for different, non-overlapping periods on one date are different pay (a catch-up).
import { parseMoney } from '@defcomp/domain';
import { listRecordedPays, type Database, type PlanEvent, type RecordedPay } from '@defcomp/store';
import type { Kysely } from 'kysely';
import { Problem } from '../core/problems.js';
import type { FileError } from '../core/csv.js';
import type { PayLineInput } from './pay-file.js';
import { detailOf, rowText } from '../core/i18n/problem-details.js';

type Period = { start: string; end: string } | undefined;
interface Known {
  period: Period;
  /**
   * How the error names it (`import PI-… line 3`, `line 7 of this file`, `fact #12`): its values
   * for the catalogue's entry (i18n/problem-details.ts `row_duplicate_pay`).
   */
  name: Record<string, string>;
}

const keyOf = (p: { participantId: string; date: string; component: string }) =>
  `${p.participantId}|${p.date}|${p.component}`;

const meet = (a: Period, b: Period): boolean => !a || !b || (a.start <= b.end && b.start <= a.end);

function recordedName(pay: RecordedPay): Record<string, string> {
  if (pay.importId === null) return { fact: String(pay.seq) };
  return { importId: pay.importId, importLine: String(pay.lineNo) };
}

/** The same pay twice, in the file or against the record: one error per repeated line. */
export function duplicateErrors(pays: PayLineInput[], recorded: RecordedPay[]): FileError[] {
  const known = new Map<string, Known[]>();
  const add = (key: string, entry: Known) => {
    const list = known.get(key);
    if (list) list.push(entry);
    else known.set(key, [entry]);
  };
  for (const pay of recorded) {
    const event = pay.event as unknown as {
      date: string;
      component: string;
      servicePeriod?: Period;
    };
    add(keyOf({ participantId: pay.participantId, ...event }), {
      period: event.servicePeriod,
      name: recordedName(pay),
    });
  }
  const errors: FileError[] = [];
  for (const pay of pays) {
    const key = keyOf(pay);
    const earlier = known.get(key)?.find((k) => meet(k.period, pay.servicePeriod));
    if (earlier && !pay.additionalCheck) {
      const period = pay.servicePeriod
        ? `, ${pay.servicePeriod.start} to ${pay.servicePeriod.end}`
        : '';
      errors.push({
        line: pay.line,
        field: pay.field,
        value: `${pay.participantId}, ${pay.date}, ${pay.component}${period}`,
        code: 'duplicate_pay_line',
        rule: '7.1',
        ...rowText('row_duplicate_pay', { where: pay.where, ...earlier.name }),
      });
    }
    add(key, { period: pay.servicePeriod, name: { fileLine: String(pay.line) } });
  }
  return errors;
}

/** 1.21: every line's participant must be in the plan's record. */
export function unknownParticipantErrors(pays: PayLineInput[], known: Set<string>): FileError[] {
  return pays
    .filter((pay) => !known.has(pay.participantId))
    .map((pay) => ({
      line: pay.line,
      field: pay.field.startsWith('pays[') ? `${pay.field}.participantId` : 'employeeId',
      column: pay.field.startsWith('pays[') ? undefined : 'employeeId',
      value: pay.participantId,
      code: 'unknown_participant',
      rule: '1.21',
      ...rowText('row_unknown_participant', {
        where: pay.where,
        participantId: pay.participantId,
      }),
    }));
}

/**
 * A pay recorded one at a time (`POST /participants/{id}/events`) is held to a pay file's rules:
 * net not above gross (1.14), and not the same pay as one recorded (7.1, as `duplicateErrors`).
 */
export async function checkPayFact(
  db: Kysely<Database>,
  planId: string,
  participantId: string,
  event: PlanEvent,
): Promise<void> {
  if (event.type !== 'pay') return;
  const pay = event as PlanEvent & {
    date: string;
    component: string;
    gross: string;
    netAvailable: string;
    servicePeriod?: { start: string; end: string };
  };
  if (parseMoney(pay.netAvailable) > parseMoney(pay.gross))
    throw new Problem('net_above_gross', { field: 'netAvailable' });
  const line: PayLineInput = {
    line: 1,
    field: 'date',
    where: 'the pay',
    participantId,
    date: pay.date,
    component: pay.component as PayLineInput['component'],
    gross: pay.gross,
    netAvailable: pay.netAvailable,
    ...(pay.servicePeriod ? { servicePeriod: pay.servicePeriod } : {}),
    additionalCheck: false,
    deducted: null,
  };
  const recorded = await listRecordedPays(db, planId, [participantId], [pay.date]);
  const [duplicate] = duplicateErrors([line], recorded);
  if (duplicate)
    throw new Problem('duplicate_pay', {
      field: 'date',
      ...detailOf('duplicate_pay_one', duplicate.params),
    });
}
