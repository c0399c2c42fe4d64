// Plan 7.1, 1.14, 3.5: what the plan did with each paycheck payroll sent, told back line by
// line: the percentage of the CDA in force, what it deferred and to which sub-accounts, what
// stopped it, the FICA due on it (8.3) and the warnings payroll should act on.
import type { DeferralStop, ParticipantOutcome, PayRecord } from '../engine/state.js';
import { formatMoney, parseMoney, sumBig } from '../money/decimal.js';
import type { ParticipantEvent } from '../scenario/types.js';
import { ficaDue, wagesBefore, type FicaDue, type RateRefusal } from './fica-due.js';

/** Something payroll should look at, though the line was imported. */
export interface PayWarning {
  code: 'capped_by_net_pay' | 'pay_after_separation' | 'not_eligible' | 'pay_after_death';
  rule: string;
  message: string;
}

export interface PayLineOutcome {
  planYear: number;
  /** The CDA applied (or stopped): its kind, filing date, Plan Year and percentage. */
  election: { kind: string; filedOn: string; planYear: number; pct: number } | null;
  /** What the CDA asks for before the net-pay cap (1.14). */
  elected: string;
  deferred: string;
  deferrals: { account: string; amount: string }[];
  stop: DeferralStop | null;
  warnings: PayWarning[];
  /** 8.3: the FICA due on the deferral, taken from non-deferred pay; null when none deferred. */
  fica: FicaDue | null;
  /** Why the FICA is not computed: a rate or limit nobody published (never guessed). */
  ficaRefused: RateRefusal | null;
}

/** 1.14, 1.31, 2.2(a): what payroll is told about a line beyond its deferral. */
function warningsOf(record: PayRecord, outcome: ParticipantOutcome): PayWarning[] {
  const warnings: PayWarning[] = [];
  if (record.deferred < record.elected) {
    const message = `the CDA asks for ${formatMoney(record.elected)}; net pay allows ${formatMoney(record.deferred)}`;
    warnings.push({ code: 'capped_by_net_pay', rule: '1.14', message });
  }
  const separation = outcome.separation;
  if (separation && separation.date < record.date) {
    const message = `pay dated after the Separation of ${separation.date}: deferred under the CDA all the same (FORMAT.md)`;
    warnings.push({ code: 'pay_after_separation', rule: '1.31', message });
  }
  if (outcome.died && outcome.died <= record.date) {
    const message = `pay dated on or after his death on ${outcome.died}: nothing deferred`;
    warnings.push({ code: 'pay_after_death', rule: '1.31', message });
  }
  if (!record.eligible) {
    const message = `not an Eligible Employee on ${record.date} (no eligibility in force)`;
    warnings.push({ code: 'not_eligible', rule: '2.2(a)', message });
  }
  return warnings;
}

/**
 * Each pay at `indexes` of the story, as the engine treated it. The outcome must come from an
 * evaluation of `events` through at least the latest of these pays.
 */
export function payLineOutcomes(
  events: readonly ParticipantEvent[],
  outcome: ParticipantOutcome,
  indexes: readonly number[],
): PayLineOutcome[] {
  const records = new Map(outcome.pays.map((p) => [p.index, p]));
  return indexes.map((index) => {
    const record = records.get(index);
    if (!record) throw new Error(`assertion: pay ${index} was not evaluated`);
    const deferrals = outcome.deferrals
      .filter((d) => d.payIndex === index)
      .map((d) => ({ account: d.account, amount: formatMoney(d.amount) }));
    const deferred = sumBig(deferrals.map((d) => parseMoney(d.amount)));
    const year = Number(record.date.slice(0, 4));
    const due = deferred > 0n ? ficaDue(year, deferred, wagesBefore(events, index)) : null;
    return {
      planYear: record.planYear,
      election: record.election,
      elected: formatMoney(record.elected),
      deferred: formatMoney(deferred),
      deferrals,
      stop: record.stop,
      warnings: warningsOf(record, outcome),
      fica: due && 'fica' in due ? due.fica : null,
      ficaRefused: due && 'refused' in due ? due.refused : null,
    };
  });
}
