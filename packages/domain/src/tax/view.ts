/**
 * The scenario's tax view (Plan 8.3, docs/scenario-format.md "Taxes"): per participant, each
 * payment's withholding (federal, state) and, per calendar year, the FICA under the special
 * timing rule, Form W-2 and Form 1099-MISC amounts. Computed from the plan's outcome and the
 * participant's tax facts (`residence`, `otherSupplementalWages`, `otherFicaWages`); the plan's
 * own rules never read those facts, so the rest of the result is the same with or without them.
 */
import { formatMoney, parseMoney, type Cents } from '../money/decimal.js';
import { compareAccounts } from '../engine/accounts.js';
import type { ParticipantOutcome } from '../engine/state.js';
import type { ParticipantStory } from '../scenario/types.js';
import type { StateWithholdingRate } from '../reference/state-withholding.js';
import { ficaByYear, type DatedAmount, type FicaYear, type TaxRefusal } from './fica.js';
import { form1099For, w2For, type Form1099Json, type W2Json } from './forms.js';
import { FederalYear, type PaymentTaxJson } from './payment-withholding.js';
import { stateWithholding, type Residence } from './state-withholding.js';
import { takenIntoAccount, type VestingContext } from './taken-into-account.js';

interface Tax3 {
  socialSecurity: string;
  medicare: string;
  additionalMedicare: string;
}

export interface FicaItemJson {
  date: string;
  source: 'deferral' | 'companyCredit' | 'vesting';
  account: string;
  amount: string;
  socialSecurityWages: string;
  medicareWages: string;
  employee: Tax3;
  employer: { socialSecurity: string; medicare: string };
  rules: string[];
  from: string;
}

export interface FicaYearJson {
  otherFicaWages: string;
  socialSecurityWages: string;
  medicareWages: string;
  employee: Tax3;
  employer: { socialSecurity: string; medicare: string };
  items: FicaItemJson[];
  rules: string[];
  refused?: TaxRefusal;
}

export interface TaxYearJson {
  year: number;
  fica: FicaYearJson;
  w2: W2Json;
  form1099: Form1099Json[];
}

export interface ParticipantTaxes {
  payments: PaymentTaxJson[];
  years: TaxYearJson[];
}

const m = formatMoney;
const sum = <T>(xs: T[], f: (x: T) => Cents) => xs.reduce((s, x) => s + f(x), 0n);

function ficaJson(y: FicaYear | undefined): FicaYearJson {
  const items = y?.items ?? [];
  return {
    otherFicaWages: m(y?.otherFicaWages ?? 0n),
    socialSecurityWages: m(sum(items, (i) => i.socialSecurityWages)),
    medicareWages: m(sum(items, (i) => i.medicareWages)),
    employee: {
      socialSecurity: m(sum(items, (i) => i.employee.socialSecurity)),
      medicare: m(sum(items, (i) => i.employee.medicare)),
      additionalMedicare: m(sum(items, (i) => i.employee.additionalMedicare)),
    },
    employer: {
      socialSecurity: m(sum(items, (i) => i.employer.socialSecurity)),
      medicare: m(sum(items, (i) => i.employer.medicare)),
    },
    items: items.map((i) => ({
      date: i.date,
      source: i.source,
      account: i.account,
      amount: m(i.amount),
      socialSecurityWages: m(i.socialSecurityWages),
      medicareWages: m(i.medicareWages),
      employee: {
        socialSecurity: m(i.employee.socialSecurity),
        medicare: m(i.employee.medicare),
        additionalMedicare: m(i.employee.additionalMedicare),
      },
      employer: { socialSecurity: m(i.employer.socialSecurity), medicare: m(i.employer.medicare) },
      rules: i.rules,
      from: i.from,
    })),
    rules: ['8.3', 'Treas. Reg. §31.3121(v)(2)-1', 'IRC 3101', 'IRC 3111'],
    ...(y?.refused ? { refused: y.refused } : {}),
  };
}

/** The participant's tax facts, as the story states them. */
function taxFacts(story: ParticipantStory) {
  const residences: Residence[] = [];
  const supplemental: DatedAmount[] = [];
  const fica: DatedAmount[] = [];
  for (const e of story.events) {
    if (e.type === 'residence') residences.push({ date: e.date, state: e.state });
    if (e.type === 'otherSupplementalWages')
      supplemental.push({ date: e.date, amount: parseMoney(e.amount) });
    if (e.type === 'otherFicaWages') fica.push({ date: e.date, amount: parseMoney(e.amount) });
  }
  return { residences, supplemental, fica };
}

export interface TaxContext extends Omit<VestingContext, 'hireDate'> {
  stateRates: readonly StateWithholdingRate[];
}

const yearOf = (date: string) => Number(date.slice(0, 4));

/** Plan 8.3: the participant's tax view through `evaluateThrough`. */
export function participantTaxes(
  story: ParticipantStory,
  o: ParticipantOutcome,
  ctx: TaxContext,
): ParticipantTaxes {
  const facts = taxFacts(story);
  const through = ctx.evaluateThrough;
  const inView = <T extends { date: string }>(xs: T[]) => xs.filter((x) => x.date <= through);
  const federal = new FederalYear(inView(facts.supplemental));
  const payments: PaymentTaxJson[] = inView(o.payments)
    .sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : compareAccounts(a.account, b.account),
    )
    .map((p) => ({
      date: p.date,
      account: p.account,
      payee: p.payee,
      amount: m(p.amount),
      ...(p.installment ? { installment: p.installment } : {}),
      form: p.payee === 'participant' ? 'W-2' : '1099-MISC',
      federal: federal.withhold(p),
      state: stateWithholding(p, facts.residences, o.separation?.date, ctx.stateRates),
    }));
  const items = takenIntoAccount(o, { ...ctx, hireDate: story.hireDate });
  const fica = ficaByYear(inView(items), inView(facts.fica));
  const credited: [string, Cents, string][] = [
    ...o.deferrals.map((d): [string, Cents, string] => [
      d.date,
      d.amount,
      `${d.component} deferral to ${d.account} on ${d.date}`,
    ]),
    ...o.companyCredits.map((c): [string, Cents, string] => [
      c.date,
      c.amount,
      `${c.kind} credit to CCA on ${c.date}`,
    ]),
  ];
  const years = new Set<number>([
    ...fica.map((f) => f.year),
    ...payments.map((p) => yearOf(p.date)),
    ...inView(credited.map(([date]) => ({ date }))).map((c) => yearOf(c.date)),
  ]);
  return {
    payments,
    years: [...years]
      .sort((a, b) => a - b)
      .map((year) => {
        const ofYear = payments.filter((p) => yearOf(p.date) === year);
        const f = fica.find((x) => x.year === year);
        const deferred = credited
          .filter(([date]) => yearOf(date) === year && date <= through)
          .map(([, c, label]): [Cents, string] => [c, label]);
        return {
          year,
          fica: ficaJson(f),
          w2: w2For(ofYear, f, deferred),
          form1099: form1099For(ofYear),
        };
      }),
  };
}
