import { detailOf } from '../core/i18n/problem-details.js';
import {
  employerFicaRatesFor,
  ficaRatesFor,
  irsLimitsFor,
  sumMoney,
  w2Boxes as boxes,
  type ParticipantTaxes,
  type SourcedIrsLimits,
  type W2Box,
} from '@defcomp/domain';
import { loadPaymentsMade, loadScenario } from '@defcomp/store';
import { Problem } from '../core/problems.js';
import { easternToday } from '../core/clock.js';
import { ficaTrace, type DecisionStep } from './decision-traces.js';
import { evaluateInput, planNames, type ReportContext } from './context.js';
import type { ReportDocument, ReportRow, ReportTable } from './document.js';
import { taxDataNotes } from './notes.js';

// Plan 8.3, year-end tax data (issue 10 item 5): the plan's Form W-2 and Form 1099-MISC figures
// for a calendar year, per participant, as the engine's tax view computes them (domain
// tax/view.ts, forms.ts, fica.ts). Nothing is computed here but sums of the engine's figures;
// each figure keeps its rules and the payments, deferrals, credits and vestings it adds up.

export interface TaxDataQuery {
  /** The calendar year, YYYY (a query string: the API coerces nothing). */
  year: string;
  knownAt?: string | undefined;
}

type W2 = ParticipantTaxes['years'][number]['w2'];
type Form1099 = ParticipantTaxes['years'][number]['form1099'][number];
export type TaxFigure = W2['box1'];

/** Form W-2 of one employee: the boxes the plan's amounts reach, and the FICA they bear. */
export interface TaxDataEmployee extends W2 {
  participantId: string;
  name: string | null;
  /** Payroll's other FICA wages of the year (facts): they use the wage base first. */
  otherFicaWages: string;
  employerSocialSecurity: string;
  employerMedicare: string;
  /** How the FICA of the year was decided, step by step (Treas. Reg. §31.3121(v)(2)-1). */
  ficaTrace: DecisionStep[];
}

/** Form 1099-MISC of a payee who is not the employee (a beneficiary, an alternate payee). */
export interface TaxDataPayee extends Form1099 {
  participantId: string;
  name: string | null;
}

/**
 * A payment of the current year scheduled after today (Eastern): not paid yet, so in no form's
 * figure (8.3; the W-2 reports what was paid in the year), listed apart with its estimate.
 */
export interface TaxDataPlannedPayment {
  participantId: string;
  name: string | null;
  date: string;
  account: string;
  payee: string;
  form: 'W-2' | '1099-MISC';
  amount: string;
  federalWithheld: string;
}

export interface TaxDataAnswer {
  year: number;
  knownAt: string | null;
  /** The figures' last date: December 31, or today for the current year (paid so far). */
  paidThrough: string;
  planned: TaxDataPlannedPayment[];
  plannedTotal: string;
  /** The year's Social Security wage base and where it is published (REFERENCE_DATA.md). */
  socialSecurityWageBase: string;
  source: string;
  employees: TaxDataEmployee[];
  payees: TaxDataPayee[];
  /** The domain's W-2 boxes (tax/w2-boxes.ts), then the employer's FICA and Form 1099-MISC. */
  totals: { [B in W2Box]: string } & {
    employerSocialSecurity: string;
    employerMedicare: string;
    form1099Box3: string;
    form1099Box4: string;
  };
}

/**
 * Plan 8.3: a figure that needs a rate or the wage base of a year nobody published is refused
 * with its rule, never guessed (REFERENCE_DATA.md: an administrator enters a later year).
 */
function publishedFor(year: number) {
  const limits = irsLimitsFor(year);
  if (!limits)
    throw new Problem('irs_limit_not_published', {
      ...detailOf('wage_base_not_published', { year: String(year) }),
      field: 'year',
      rule: '8.3',
    });
  if (!ficaRatesFor(year) || !employerFicaRatesFor(year))
    throw new Problem('fica_rate_not_published', {
      ...detailOf('fica_rate_not_published', { year: String(year) }),
      field: 'year',
      rule: '8.3',
    });
  return limits;
}

/** A refusal the engine gave for a figure of the year (a withholding rate not published). */
function refusalOf(taxes: ParticipantTaxes, year: number, participantId: string): void {
  const fica = taxes.years.find((y) => y.year === year)?.fica.refused;
  const federal = taxes.payments.find((p) => p.date.startsWith(`${year}-`) && p.federal.refused)
    ?.federal.refused;
  const refused = fica ?? federal;
  if (!refused) return;
  const codes = [
    'irs_limit_not_published',
    'fica_rate_not_published',
    'federal_rate_not_published',
  ] as const;
  const code = codes.find((c) => c === refused.code);
  if (!code) throw new Error(`assertion: a tax refusal the problems table lacks: ${refused.code}`);
  throw new Problem(code, {
    ...detailOf('tax_figure_refused', {
      participantId,
      year: String(year),
      code: refused.code,
      message: refused.message,
    }),
    field: 'year',
    rule: refused.rule,
  });
}

const nonZero = (w2: W2) => boxes.some((box) => w2[box].amount !== '0.00');

/** Plan 8.3: the year's W-2 and 1099-MISC data of every participant, from the facts known then. */
export async function taxDataAnswer(
  ctx: ReportContext,
  query: TaxDataQuery,
): Promise<TaxDataAnswer> {
  const year = Number(query.year);
  const limits = publishedFor(year);
  // The record through December 31 of the year: every payment, deferral, credit and vesting
  // dated in it (the W-2 is the calendar year's, General Instructions for Forms W-2 and W-3);
  // in the current year, through today: what is scheduled later is planned, not paid (8.3).
  const yearEnd = `${year}-12-31`;
  const today = easternToday(ctx.clock);
  const paidThrough = today < yearEnd ? today : yearEnd;
  const participants = await taxesThrough(ctx, paidThrough, query.knownAt);
  const { nameOf } = await planNames(ctx);
  const planned = await plannedPayments(ctx, { year, paidThrough, knownAt: query.knownAt }, nameOf);
  const employees: TaxDataEmployee[] = [];
  const payees: TaxDataPayee[] = [];
  for (const participantId of Object.keys(participants).sort()) {
    const taxes = participants[participantId]?.taxes;
    if (!taxes) continue;
    refusalOf(taxes, year, participantId);
    const own = taxes.years.find((y) => y.year === year);
    if (!own) continue;
    const name = nameOf(participantId);
    // General Instructions for Forms W-2 and W-3: box 1 has the nonqualified plan's
    // distributions of the year; boxes 3 and 5 the amounts taken into account under
    // §31.3121(v)(2)-1 (a Company credit when it vests, once); box 11 the distributions, or in a
    // year without any the amounts that vested for earlier years' services (domain tax/forms.ts
    // box11, an interpretation it names in the figure's rules). An employee with none of them in
    // the year (all boxes 0.00) has no W-2 data from the plan and is not listed.
    if (nonZero(own.w2))
      employees.push({
        participantId,
        name,
        ...own.w2,
        otherFicaWages: own.fica.otherFicaWages,
        employerSocialSecurity: own.fica.employer.socialSecurity,
        employerMedicare: own.fica.employer.medicare,
        ficaTrace: ficaTrace(own.fica, limits.socialSecurityWageBase),
      });
    // General Instructions for Forms W-2 and W-3 ("Deceased employee's wages"): a payment to a
    // beneficiary or estate after the year of death is not wages on the employee's W-2; it is
    // reported on Form 1099-MISC, box 3, in the payee's name (the engine's form1099For); an
    // alternate payee's share under a domestic relations order likewise (Notice 2002-31).
    for (const form of own.form1099) payees.push({ participantId, name, ...form });
  }
  const total = (figures: TaxFigure[]) => sumMoney(figures.map((f) => f.amount));
  return {
    year,
    knownAt: query.knownAt ?? null,
    paidThrough,
    planned,
    plannedTotal: sumMoney(planned.map((p) => p.amount)),
    socialSecurityWageBase: limits.socialSecurityWageBase,
    source: 'sources' in limits ? (limits as SourcedIrsLimits).sources.join('; ') : 'entered',
    employees,
    payees,
    totals: {
      ...(Object.fromEntries(
        boxes.map((box) => [box, total(employees.map((e) => e[box]))]),
      ) as Record<W2Box, string>),
      employerSocialSecurity: sumMoney(employees.map((e) => e.employerSocialSecurity)),
      employerMedicare: sumMoney(employees.map((e) => e.employerMedicare)),
      form1099Box3: total(payees.map((p) => p.box3)),
      form1099Box4: total(payees.map((p) => p.box4)),
    },
  };
}

type Evaluated = Awaited<ReturnType<typeof evaluateInput>>['participants'];

/** Every participant's tax view of the record through `through`, as known at `knownAt`. */
async function taxesThrough(
  ctx: ReportContext,
  through: string,
  knownAt: string | undefined,
): Promise<Evaluated> {
  const { db } = ctx.store;
  const { planId } = ctx;
  const input = await loadScenario(db, { planId, asOf: through, knownAt });
  const made = await loadPaymentsMade(db, { planId, knownAt });
  if (input.participants.length === 0) return {};
  return (await evaluateInput({ ...input, taxes: true }, made)).participants;
}

/** Plan 8.3: the payments of the rest of the year (after `paidThrough`), none of them paid. */
async function plannedPayments(
  ctx: ReportContext,
  of: { year: number; paidThrough: string; knownAt: string | undefined },
  nameOf: (id: string) => string | null,
): Promise<TaxDataPlannedPayment[]> {
  const { year, paidThrough } = of;
  if (paidThrough === `${year}-12-31`) return [];
  const participants = await taxesThrough(ctx, `${year}-12-31`, of.knownAt);
  return Object.keys(participants)
    .sort()
    .flatMap((participantId) =>
      (participants[participantId]?.taxes?.payments ?? [])
        .filter((p) => p.date > paidThrough && p.date.startsWith(`${year}-`))
        .map((p) => ({
          participantId,
          name: nameOf(participantId),
          date: p.date,
          account: p.account,
          payee: p.payee,
          form: p.form,
          amount: p.amount,
          federalWithheld: p.federal.withheld,
        })),
    );
}

/** A header for each of the domain's boxes (a box it adds or drops fails to compile here). */
const w2Headers: Record<W2Box, string> = {
  box1: 'W-2 box 1 Wages (distributions)',
  box2: 'W-2 box 2 Federal income tax withheld',
  box3: 'W-2 box 3 Social security wages',
  box4: 'W-2 box 4 Social security tax withheld',
  box5: 'W-2 box 5 Medicare wages',
  box6: 'W-2 box 6 Medicare tax withheld',
  box11: 'W-2 box 11 Nonqualified plans',
  box12Y: 'W-2 box 12 code Y (deferrals)',
  box12Z: 'W-2 box 12 code Z (409A income)',
};

const traceColumns = [
  { key: 'form', header: 'Form', weight: 0.6 },
  { key: 'participantId', header: 'Participant', weight: 0.7 },
  { key: 'payee', header: 'Payee', weight: 0.7 },
  { key: 'box', header: 'Box', weight: 0.5 },
  { key: 'amount', header: 'Amount', money: true, weight: 0.7 },
  { key: 'from', header: 'From', weight: 3 },
  { key: 'rules', header: 'Rules', weight: 2 },
];

/** Every figure as a row: its form, box, amount, what it adds up and the rules. */
function traceRows(answer: TaxDataAnswer): ReportRow[] {
  const row = (form: string, participantId: string, payee: string, box: string, f: TaxFigure) => ({
    form,
    participantId,
    payee,
    box,
    amount: f.amount,
    from: f.from.join('; '),
    rules: f.rules.join('; '),
  });
  return [
    ...answer.employees.flatMap((e) =>
      boxes
        .filter((box) => e[box].amount !== '0.00')
        .map((box) => row('W-2', e.participantId, 'participant', box, e[box])),
    ),
    ...answer.payees.flatMap((p) => [
      row('1099-MISC', p.participantId, p.payee, 'box3', p.box3),
      row('1099-MISC', p.participantId, p.payee, 'box4', p.box4),
    ]),
  ];
}

/** Form W-2 per employee, with a TOTAL row. */
function employeeTable(answer: TaxDataAnswer): ReportTable {
  const t = answer.totals;
  const rows: ReportRow[] = answer.employees.map((e) => ({
    participantId: e.participantId,
    name: e.name,
    ...Object.fromEntries(boxes.map((box) => [box, e[box].amount])),
    otherFicaWages: e.otherFicaWages,
    employerSocialSecurity: e.employerSocialSecurity,
    employerMedicare: e.employerMedicare,
  }));
  rows.push({
    participantId: 'TOTAL',
    name: null,
    ...Object.fromEntries(boxes.map((box) => [box, t[box]])),
    otherFicaWages: null,
    employerSocialSecurity: t.employerSocialSecurity,
    employerMedicare: t.employerMedicare,
  });
  return {
    heading: 'Form W-2: employees',
    columns: [
      { key: 'participantId', header: 'Participant', weight: 0.8 },
      { key: 'name', header: 'Name', weight: 1.2 },
      ...boxes.map((box) => ({ key: box, header: w2Headers[box], money: true })),
      { key: 'otherFicaWages', header: "Payroll's other FICA wages", money: true },
      { key: 'employerSocialSecurity', header: 'Employer social security tax', money: true },
      { key: 'employerMedicare', header: 'Employer Medicare tax', money: true },
    ],
    rows,
    bold: [rows.length - 1],
  };
}

/** Form 1099-MISC per payee who is not the employee, with a TOTAL row. */
function payeeTable(answer: TaxDataAnswer): ReportTable {
  const rows: ReportRow[] = answer.payees.map((p) => ({
    participantId: p.participantId,
    name: p.name,
    payee: p.payee,
    box3: p.box3.amount,
    box4: p.box4.amount,
  }));
  rows.push({
    participantId: 'TOTAL',
    name: null,
    payee: null,
    box3: answer.totals.form1099Box3,
    box4: answer.totals.form1099Box4,
  });
  return {
    heading: 'Form 1099-MISC: payees who are not employees',
    columns: [
      { key: 'participantId', header: 'Participant', weight: 0.8 },
      { key: 'name', header: 'Name', weight: 1.2 },
      { key: 'payee', header: 'Payee', weight: 1 },
      { key: 'box3', header: '1099-MISC box 3 Other income', money: true },
      { key: 'box4', header: '1099-MISC box 4 Federal income tax withheld', money: true },
    ],
    rows,
    bold: [rows.length - 1],
  };
}

/** Plan 8.3: the current year's payments scheduled after today, in no figure above. */
function plannedTable(answer: TaxDataAnswer): ReportTable {
  const rows: ReportRow[] = answer.planned.map((p) => ({
    participantId: p.participantId,
    name: p.name,
    date: p.date,
    account: p.account,
    payee: p.payee,
    form: p.form,
    amount: p.amount,
  }));
  rows.push({
    participantId: 'TOTAL',
    name: null,
    date: null,
    account: null,
    payee: null,
    form: null,
    amount: answer.plannedTotal,
  });
  return {
    heading: 'Planned payments: scheduled after the paid-through date, not yet paid',
    columns: [
      { key: 'participantId', header: 'Participant', weight: 0.8 },
      { key: 'name', header: 'Name', weight: 1.2 },
      { key: 'date', header: 'Date', weight: 0.8 },
      { key: 'account', header: 'Sub-account', weight: 0.8 },
      { key: 'payee', header: 'Payee', weight: 0.8 },
      { key: 'form', header: 'Form', weight: 0.6 },
      { key: 'amount', header: 'Amount', money: true },
    ],
    rows,
    bold: [rows.length - 1],
  };
}

/** The data as a document: the W-2 table, the 1099-MISC table, every figure's trace (the CSV). */
export async function taxDataDocument(
  ctx: ReportContext,
  answer: TaxDataAnswer,
): Promise<ReportDocument> {
  const { planName } = await planNames(ctx);
  return {
    fileName: `tax-data-${answer.year}`,
    title: 'Year-end tax data: Forms W-2 and 1099-MISC (Plan 8.3)',
    planName,
    facts: [
      ['Calendar year', String(answer.year)],
      ['Social Security wage base', `${answer.socialSecurityWageBase} (${answer.source})`],
      ...(answer.knownAt ? [['From the facts known at', answer.knownAt] as [string, string]] : []),
      ['Paid through', answer.paidThrough],
    ],
    tables: [
      employeeTable(answer),
      payeeTable(answer),
      plannedTable(answer),
      {
        heading: 'Each figure and what it adds up',
        columns: traceColumns,
        rows: traceRows(answer),
      },
    ],
    notes: taxDataNotes,
    csvTable: 3,
  };
}
