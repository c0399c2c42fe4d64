// Plan 3.5, 7.1, 8.3: deferral instructions to payroll before payday. For each participant and
// pay component, the percentage of the CDA in force for pay of that date, what stops it (3.7,
// 2.2(a), death, the plan's termination), his Separation, and the FICA terms of the year.
import type { DeferralStop, PayRecord } from '../engine/state.js';
import { formatMoney } from '../money/decimal.js';
import { DEFERRAL_COMPONENTS } from '../plan/plan-definition.js';
import { evaluateOutcomes, type EvaluateOptions } from '../scenario/evaluate.js';
import type { EventOf, ParticipantEvent, Scenario } from '../scenario/types.js';
import { ficaTermsFor, wagesBefore, type FicaTerms, type RateRefusal } from './fica-due.js';

export interface ComponentInstruction {
  component: string;
  /** The percentage to withhold as a deferral: 0 when stopped or not elected. */
  pct: number;
  planYear: number;
  election: { kind: string; filedOn: string; planYear: number; pct: number } | null;
  /** 3.2(a): a first-year CDA covers only services after this day (prorate bonuses). */
  servicesAfter: string | null;
  stop: DeferralStop | null;
}

export interface DeferralInstruction {
  participantId: string;
  payDate: string;
  /** 1.16, 2.2(a): an Eligible Employee on the pay date. */
  eligible: boolean;
  /** 1.31: pay after it is still deferred under the CDA (a final paycheck or bonus). */
  separatedOn: string | null;
  components: ComponentInstruction[];
  /** 8.3: the year's FICA terms; the deferral is FICA wages when deferred. */
  fica: FicaTerms | null;
  ficaRefused: RateRefusal | null;
  /** Gross pay of the year the record holds before the pay date (wages already counted). */
  wagesBefore: string;
}

/** Zero pays probe the engine: they defer nothing and change nothing, yet each is judged. */
const probe = (date: string, component: string): EventOf<'pay'> => ({
  type: 'pay',
  date,
  component: component as EventOf<'pay'>['component'],
  gross: '0.00',
  netAvailable: '0.00',
});

function instructionOf(record: PayRecord): ComponentInstruction {
  const pct = record.stop || !record.election ? 0 : record.election.pct;
  return {
    component: record.component,
    pct,
    planYear: record.planYear,
    election: record.election,
    servicesAfter: record.servicesAfter,
    stop: record.stop,
  };
}

/**
 * The instructions for pay dated `payDate`, for every participant of the scenario (the
 * scenario's `evaluateThrough` is raised to the pay date if earlier). Pure: the caller loads
 * the record; the engine judges a zero pay of each component as it would judge real pay.
 */
export function deferralInstructions(
  scenario: Scenario,
  payDate: string,
  options: EvaluateOptions = {},
): DeferralInstruction[] {
  const probes = DEFERRAL_COMPONENTS.map((c) => probe(payDate, c));
  const probed: Scenario = {
    ...scenario,
    evaluateThrough: scenario.evaluateThrough < payDate ? payDate : scenario.evaluateThrough,
    participants: scenario.participants.map((p) => ({ ...p, events: [...p.events, ...probes] })),
  };
  const { outcomes } = evaluateOutcomes(probed, options);
  const year = Number(payDate.slice(0, 4));
  const terms = ficaTermsFor(year);
  return probed.participants.map((story) => {
    const outcome = outcomes.get(story.id)!;
    const first = story.events.length - probes.length;
    const records = outcome.pays.filter((p) => p.index >= first).sort((a, b) => a.index - b.index);
    const separation = outcome.separation;
    return {
      participantId: story.id,
      payDate,
      eligible: records[0]?.eligible ?? false,
      separatedOn: separation && separation.date <= payDate ? separation.date : null,
      components: records.map(instructionOf),
      fica: 'terms' in terms ? terms.terms : null,
      ficaRefused: 'refused' in terms ? terms.refused : null,
      wagesBefore: formatMoney(wagesBefore(story.events as ParticipantEvent[], first)),
    };
  });
}
