// The payout projector (issue 12 item 4): "what would I be paid, and when, if I left on D (or
// died), and my investments grew at r a year?" Hypothetical facts only: nothing is recorded,
// and the engine runs in the worker pool (workers/payout-projection.ts), never on the loop.
import { loadPaymentsMade, loadScenario } from '@defcomp/store';
import { easternToday } from '../core/clock.js';
import type { PlanContext } from '../core/context.js';
import { throwRefusal } from '../core/evaluation.js';
import { horizonOf } from '../core/horizon.js';
import { Problem } from '../core/problems.js';
import { currentEvaluator } from '../core/workers/pool.js';
import { minus, type Hypothetical } from '../core/workers/payout-projection.js';
import { sumMoney, type ParticipantResult } from '@defcomp/domain';
import { detailOf } from '../core/i18n/problem-details.js';

export interface ProjectorQuery {
  event?: 'separation' | 'death' | undefined;
  date: string;
  /** Annual growth, percent with at most two decimals ("5", "-2.5"). */
  growthPct?: string | undefined;
}

type Tax = NonNullable<ParticipantResult['taxes']>['payments'][number];

export interface ProjectedPayment {
  date: string;
  account: string;
  benefit: string;
  payee: string;
  installment?: [number, number];
  valuedAt: string;
  /** Gross: the engine's amount at the supposed prices (exact only once valued). */
  amount: string;
  /** True while its valuation point is after today: the amount depends on future prices. */
  estimate: boolean;
  form: 'W-2' | '1099-MISC';
  federal: Tax['federal'];
  state: Tax['state'];
  /** State withheld where a published rate applies (none is published: see `state`). */
  stateWithheld: string;
  net: string;
  rules: string[];
  trace: string[];
}

export interface PayoutProjection {
  participantId: string;
  today: string;
  event: 'separation' | 'death';
  date: string;
  growthPct: string;
  /** Always true: every figure is an estimate (hypothetical facts, supposed prices). */
  estimate: true;
  separation: ParticipantResult['separation'];
  payments: ProjectedPayment[];
  totals: { gross: string; federal: string; state: string; net: string };
}

/** "5" -> 500 basis points; the schema allows -50 to 50 with at most two decimals. */
export function growthBasisPoints(pct: string): number {
  const m = /^(-?)(\d{1,2})(?:\.(\d{1,2}))?$/.exec(pct);
  if (!m)
    throw new Problem('invalid_request', {
      field: 'growthPct',
      ...detailOf('growth_pct', { value: pct }),
    });
  const bp = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -bp : bp;
}

const refuse = (field: string, text: { detail: string; params: Record<string, string> }) =>
  new Problem('hypothetical_invalid', { field, ...text });

/** His record's own Separation or death, which a hypothetical one may not precede or repeat. */
function checkHypothetical(
  result: { events: { type: string; date?: string }[] },
  hypothetical: Hypothetical,
  today: string,
): void {
  if (hypothetical.date < today)
    throw refuse('date', detailOf('hypothetical_before_today', { date: hypothetical.date, today }));
  for (const e of result.events) {
    if (e.type === 'death' || (e.type === 'separation' && hypothetical.event === 'separation'))
      throw refuse(
        'event',
        detailOf('hypothetical_recorded', { type: e.type, date: e.date ?? '' }),
      );
  }
}

export async function projectPayouts(
  ctx: PlanContext,
  participantId: string,
  query: ProjectorQuery,
): Promise<PayoutProjection> {
  const today = easternToday(ctx.clock);
  const through = horizonOf(today);
  const growthPct = query.growthPct ?? '0';
  const hypothetical: Hypothetical = {
    event: query.event ?? 'separation',
    date: query.date,
    growthBp: growthBasisPoints(growthPct),
  };
  const { db } = ctx.store;
  const participantIds = [participantId];
  const input = await loadScenario(db, { planId: ctx.planId, asOf: through, participantIds });
  const own = input.participants.find((p) => p.id === participantId);
  if (!own) throw new Problem('participant_not_found');
  checkHypothetical(own as { events: { type: string; date?: string }[] }, hypothetical, today);
  const paymentsMade = await loadPaymentsMade(db, { planId: ctx.planId, participantIds });
  const outcome = await currentEvaluator().projectPayouts({
    input,
    participantId,
    paymentsMade,
    hypothetical,
    today,
    through,
  });
  throwRefusal(outcome);
  if (outcome.kind === 'invalid')
    throw new Error(`assertion: the record is not a valid scenario: ${outcome.errors[0]?.message}`);
  const { result, hypotheticalIndex } = outcome;
  const refusal = result.refused.find((r) => r.index === hypotheticalIndex);
  if (refusal)
    throw new Problem('hypothetical_invalid', {
      field: 'date',
      detail: refusal.message,
      rules: refusal.rules,
      violations: refusal.violations.map((v) => ({ ...v, field: 'date' })),
    });
  return answer(result, { participantId, today, hypothetical, growthPct });
}

function answer(
  result: ParticipantResult,
  q: { participantId: string; today: string; hypothetical: Hypothetical; growthPct: string },
): PayoutProjection {
  const taxes = result.taxes?.payments ?? [];
  const payments: ProjectedPayment[] = [];
  result.payments.forEach((p, i) => {
    // Every payment still to be made: scheduled, or due and not yet paid by a run.
    if (p.paid !== undefined || (p.date < q.today && p.valuedAt < q.today)) return;
    const tax = taxes[i]!;
    const stateWithheld = sumMoney(
      tax.state.filter((s) => s.status === 'withheld').map((s) => s.withheld ?? '0.00'),
    );
    payments.push({
      date: p.date,
      account: p.account,
      benefit: p.benefit,
      payee: p.payee,
      ...(p.installment ? { installment: p.installment } : {}),
      valuedAt: p.valuedAt,
      amount: p.amount,
      estimate: p.valuedAt >= q.today || p.pricesPending !== undefined,
      form: tax.form,
      federal: tax.federal,
      state: tax.state,
      stateWithheld,
      net: minus(p.amount, tax.federal.withheld, stateWithheld),
      rules: p.rules,
      trace: p.trace ?? [],
    });
  });
  const sum = (pick: (p: ProjectedPayment) => string) => sumMoney(payments.map(pick));
  return {
    participantId: q.participantId,
    today: q.today,
    event: q.hypothetical.event,
    date: q.hypothetical.date,
    growthPct: q.growthPct,
    estimate: true,
    separation: result.separation,
    payments,
    totals: {
      gross: sum((p) => p.amount),
      federal: sum((p) => p.federal.withheld),
      state: sum((p) => p.stateWithheld),
      net: sum((p) => p.net),
    },
  };
}

/**
 * The preview's nominal pay: large enough that even 1% of it to a 1% sub-account stays above
 * any small-balance limit (5.7), which would otherwise pay a lump sum and hide the schedule.
 */
const NOMINAL_PAY = '10000000000.00';

/** One nominal pay of each component the choice defers, on the day given. */
const nominalPays = (choice: ElectionChoice, date: string) =>
  Object.entries(choice.deferrals)
    .filter(([, pct]) => pct > 0)
    .map(([component]) => ({
      type: 'pay',
      date,
      component,
      gross: NOMINAL_PAY,
      netAvailable: NOMINAL_PAY,
    }));

/** An election being chosen (the wizard's), as its request body. */
export interface ElectionChoice {
  kind: 'initial' | 'annual' | 'performance';
  planYear?: number;
  performancePeriod?: { start: string; end: string; criteriaSetOn: string };
  deferrals: Record<string, number>;
  allocation: { account: string; pct: number }[];
  schedules?: Record<string, unknown>;
  investments?: Record<string, Record<string, number>>;
}

export interface PaymentDatePreview {
  /** The example Separation the dates follow (hypothetical). */
  separationDate: string;
  payments: {
    date: string;
    account: string;
    benefit: string;
    payee: string;
    installment?: [number, number];
    rules: string[];
  }[];
}

/**
 * The payment dates an election being chosen would give (the wizard's preview): the record,
 * the election filed now, one nominal pay of each component it defers in the year it governs
 * (so that each sub-account it allocates to holds something: the engine writes no row for
 * $0.00; NOMINAL_PAY), and an example Separation at the end of that year, or `separationDate`. Only dates,
 * accounts and rules are answered: the amounts are the nominal pay's, meaningless. An election
 * the plan refuses answers 422 with every rule, each violation naming its field in the body.
 */
export async function previewElectionDates(
  ctx: PlanContext,
  participantId: string,
  choice: ElectionChoice,
  separationDate: string | undefined,
): Promise<PaymentDatePreview> {
  const today = easternToday(ctx.clock);
  const through = horizonOf(today);
  const year = choice.performancePeriod
    ? Number(choice.performancePeriod.end.slice(0, 4))
    : (choice.planYear ?? Number(today.slice(0, 4)) + 1);
  const payDate = choice.performancePeriod ? choice.performancePeriod.end : `${year}-12-28`;
  const separation = separationDate ?? `${year}-12-31`;
  if (separation < payDate || separation < today)
    throw refuse('separationDate', detailOf('example_separation_early', { separation, payDate }));
  const election = { type: 'election', ...choice, filedAt: ctx.clock.now().toISOString() };
  const pays = nominalPays(choice, payDate);
  const { db } = ctx.store;
  const participantIds = [participantId];
  const input = await loadScenario(db, { planId: ctx.planId, asOf: through, participantIds });
  const paymentsMade = await loadPaymentsMade(db, { planId: ctx.planId, participantIds });
  const outcome = await currentEvaluator().projectPayouts({
    input,
    participantId,
    paymentsMade,
    hypothetical: { event: 'separation', date: separation, growthBp: 0 },
    today,
    through,
    before: [election, ...pays],
  });
  throwRefusal(outcome);
  if (outcome.kind === 'invalid')
    throw new Problem('invalid_event', {
      ...detailOf('events_invalid', {
        faults: JSON.stringify(outcome.errors.map(({ path, message }) => ({ path, message }))),
      }),
    });
  const { result, firstIndex } = outcome;
  const refusal = result.refused.find((r) => r.index === firstIndex);
  if (refusal) {
    const violations = refusal.violations.map((v) => ({ ...v }));
    throw new Problem('event_refused', {
      detail: refusal.message,
      rule: refusal.rules[0],
      rules: refusal.rules,
      field: violations.find((v) => v.field)?.field,
      violations,
    });
  }
  const payments = result.payments
    .filter((p) => p.paid === undefined && p.date >= today)
    .map((p) => ({
      date: p.date,
      account: p.account,
      benefit: p.benefit,
      payee: p.payee,
      ...(p.installment ? { installment: p.installment } : {}),
      rules: p.rules,
    }));
  return { separationDate: separation, payments };
}
