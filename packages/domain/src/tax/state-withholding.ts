/**
 * Plan 8.3: state income tax withholding on a payment, from the participant's residence facts
 * and the Committee's rate table (reference/state-withholding.ts: empty, since REFERENCE_DATA.md
 * publishes no state rate, so each state is refused with the rule, never guessed).
 *
 * 4 U.S.C. 114 (Interpretation, for counsel to confirm):
 * - The state of residence on the payment date may tax it (basis `residence`).
 * - The source state is the state of residence on the date of Separation (the record holds no
 *   work location: he is taken to have worked where he lived). A payment before Separation has
 *   no other source state.
 * - 4 U.S.C. 114(a) forbids the source state to tax a nonresident's "retirement income";
 *   114(b)(1)(I)(i)(II) makes a nonqualified plan's payment (IRC 3121(v)(2)(C)) retirement
 *   income when it is part of a series of substantially equal periodic payments, at least
 *   annual, over a period of not less than 10 years. The plan's annual installments (5.8: value
 *   / installments left) are taken as substantially equal; a series of 10 or more installments
 *   (`installment` [k, n] with n >= 10) is exempt in the source state; a lump sum, a partial
 *   lump sum and a shorter series are not. 114(b)(1)(I)(ii) (a plan maintained solely to
 *   restore qualified-plan limits) is not applied: this plan also takes elective deferrals.
 * - Beneficiaries and alternate payees: their residence is not in the record, so their state
 *   withholding is refused with that reason.
 */
import { divideHalfUp, formatMoney, type Cents } from '../money/decimal.js';
import type { PaymentRecord } from '../engine/state.js';
import { stateRateOn, type StateWithholdingRate } from '../reference/state-withholding.js';
import { BASIS_POINTS } from '../reference/withholding-rates.js';
import type { StateJson } from './payment-withholding.js';
import { step } from '../i18n/trace-steps.js';

export interface Residence {
  date: string;
  state: string;
}

export const FOUR_USC_114 = '4 U.S.C. 114(b)(1)(I)(i)(II)';
const MIN_YEARS_114 = 10;

/** The state he lives in on `date`: the latest residence fact on or before it (file order on a day). */
export function residenceOn(facts: readonly Residence[], date: string): string | undefined {
  let state: string | undefined;
  let latest = '';
  for (const f of facts)
    if (f.date <= date && f.date >= latest) {
      latest = f.date;
      state = f.state;
    }
  return state;
}

function taxedBy(
  state: string,
  basis: StateJson['basis'],
  p: PaymentRecord,
  table: readonly StateWithholdingRate[],
): StateJson {
  const row = stateRateOn(table, state, p.date);
  if (!row)
    return {
      state,
      basis,
      status: 'refused',
      code: 'state_rate_not_published',
      rules: ['8.3'],
      message: step('stateWithholding.rateNotPublished', { state, date: p.date }),
    };
  const withheld: Cents = divideHalfUp(p.amount * BigInt(row.rateBp), BASIS_POINTS);
  return {
    state,
    basis,
    status: 'withheld',
    withheld: formatMoney(withheld),
    rules: ['8.3', row.citation],
    message: step('stateWithholding.withheld', {
      amount: formatMoney(p.amount),
      rate: row.rateBp / 100,
      state,
      from: row.from,
    }),
  };
}

/** The states' claims on one payment, residence first. */
export function stateWithholding(
  p: PaymentRecord,
  residences: readonly Residence[],
  separatedOn: string | undefined,
  table: readonly StateWithholdingRate[],
): StateJson[] {
  if (p.payee !== 'participant')
    return [
      {
        basis: 'residence',
        status: 'refused',
        code: 'payee_residence_not_recorded',
        rules: ['8.3'],
        message: step('stateWithholding.payeeResidenceNotRecorded', { payee: p.payee }),
      },
    ];
  const resident = residenceOn(residences, p.date);
  const out: StateJson[] = resident
    ? [taxedBy(resident, 'residence', p, table)]
    : [
        {
          basis: 'residence',
          status: 'refused',
          code: 'residence_not_recorded',
          rules: ['8.3'],
          message: step('stateWithholding.residenceNotRecorded', { date: p.date }),
        },
      ];
  const source =
    separatedOn && separatedOn < p.date ? residenceOn(residences, separatedOn) : undefined;
  if (!source || source === resident) return out;
  const n = p.installment?.[1] ?? 0;
  if (n >= MIN_YEARS_114)
    out.push({
      state: source,
      basis: 'source',
      status: 'exempt',
      rules: ['8.3', FOUR_USC_114],
      message: step('stateWithholding.sourceExempt', {
        state: source,
        n: p.installment![0],
        years: n,
        min: MIN_YEARS_114,
      }),
    });
  else out.push(taxedBy(source, 'source', p, table));
  return out;
}
