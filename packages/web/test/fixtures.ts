/**
 * The data the mock API answers with: one participant's story told in FORMAT.md's result
 * shape, two sign-ins and the console's lists. Amounts are decimal strings, as on the wire.
 * Each fixture `satisfies` the type generated from the server's OpenAPI document, so the mock
 * cannot answer in a shape the server does not (the Decisions inbox once broke that way).
 */
import type {
  AuditEntry,
  Fact,
  Fund,
  LiabilityReport,
  ParticipantSummary,
  Price,
  Statement,
} from '../src/api/types';

export const users = {
  pat: {
    password: 'participant-pass',
    user: { id: 'u1', username: 'pat', role: 'participant', participantId: 'P1' },
  },
  ada: {
    password: 'admin-pass',
    user: { id: 'u2', username: 'ada', role: 'administrator', participantId: null },
  },
  cora: {
    password: 'committee-pass',
    user: { id: 'u3', username: 'cora', role: 'committee', participantId: null },
  },
  pete: {
    password: 'payroll-pass',
    user: { id: 'u4', username: 'pete', role: 'payroll', participantId: null },
  },
} as const;

export const planId = 'carmax-edcp';

const person = { planId, birthDate: null };
export const participants = [
  { id: 'P1', name: 'Pat Example', hireDate: '2015-06-01', ...person },
  { id: 'P2', name: 'Quinn Sample', hireDate: '2010-01-04', ...person },
] satisfies ParticipantSummary[];

/** GET /plans/{planId}/parameters?on=DATE: the reference plan's limits the forms read. */
export function planParameters(on: string) {
  const from = '2011-01-01';
  const parameter = (value: unknown, section: string, unit: string, description: string) => ({
    value,
    section,
    from,
    unit,
    description,
    source: `PLAN_RULES.md ${section}`,
  });
  return {
    planId,
    on,
    parameters: {
      maxDeferralPct: parameter(
        { baseSalary: 75, monthlyBonus: 75, annualBonus: 90, performanceBonus: 90, other: 75 },
        '1.12',
        'percent',
        'Largest whole percentage of each pay component a CDA may defer',
      ),
      rtaInstallmentYears: parameter([2, 10], '5.1(c)', 'years', 'Annual RTA installments'),
      sdaInstallmentYears: parameter([2, 5], '5.2(c)', 'years', 'Annual SDA installments'),
      rtaFirstPaymentMonths: parameter([1, 59], '5.1(b)(ii)', 'months', 'First RTA payment'),
      initialElectionDays: parameter(30, '3.2(a)', 'days', 'Days to file a first-year CDA'),
      claimDecisionDays: parameter(90, '11.2', 'days', 'Days the Committee has to decide'),
      claimAppealDays: parameter(60, '11.3', 'days', 'Days to appeal a denial'),
    },
  };
}

/** A statement with nothing in it (a participant without events). */
export const emptyStatement = (asOf: string): Statement => ({
  refused: [],
  deferrals: [],
  companyCredits: [],
  keyEmployee: [],
  separation: null,
  forfeited: [],
  payments: [],
  balances: { RTA: '0.00', CCA: '0.00', CCAVested: '0.00' },
  claims: [],
  scheduled: [],
  asOf,
});

/** P1's payments: two on Separation, one on a specified date (with traces). */
const p1Payments: Statement['payments'] = [
  {
    date: '2026-10-01',
    account: 'RTA',
    benefit: 'termination',
    amount: '10250.00',
    valuedAt: '2026-09-30',
    installment: [1, 5],
    payee: 'participant',
    onTimeThrough: '2026-12-31',
    rules: ['5.1(b)', '5.8'],
    status: 'paid',
    paid: { on: '2026-10-01', ref: 'PR-1' },
    trace: [
      'separation 2026-03-10',
      'key employee: the 1st day of the 7th month after the month of Separation',
      'value 51250.00, 5 installments left',
    ],
  },
  {
    date: '2026-10-01',
    account: 'CCA',
    benefit: 'companyContribution',
    amount: '280.00',
    valuedAt: '2026-03-31',
    payee: 'participant',
    onTimeThrough: '2026-12-31',
    rules: ['5.3'],
    status: 'paid',
    paid: { on: '2026-10-01', ref: 'PR-1' },
  },
  {
    date: '2029-03-15',
    account: 'SDA:2029-03',
    benefit: 'specifiedDate',
    amount: '5000.00',
    valuedAt: '2029-02-28',
    payee: 'participant',
    onTimeThrough: '2029-12-31',
    rules: ['5.2'],
    status: 'scheduled',
    trace: ['valued at the end of the month before the specified month', 'lump sum'],
  },
];

/** P1's statement; `balances` depend on the as-of date so a re-fetch shows. */
export function statementFor(asOf: string): Statement {
  // Before 2024 (earlier than any clock this test runs on) the balances are smaller.
  const early = asOf < '2024-01-01';
  const late = 'annual election filed after 11:59 p.m. Eastern on Dec 31 of the prior year';
  return {
    refused: [
      {
        index: 2,
        rules: ['3.2(b)'],
        codes: ['election_late'],
        message: late,
        violations: [{ code: 'election_late', rule: '3.2(b)', message: late, field: 'filedAt' }],
      },
    ],
    deferrals: [
      { date: '2025-01-15', component: 'baseSalary', amount: '1000.00', account: 'RTA' },
      { date: '2025-01-15', component: 'baseSalary', amount: '500.10', account: 'SDA:2029-03' },
      { date: '2025-03-14', component: 'annualBonus', amount: '25000.25', account: 'RTA' },
    ],
    companyCredits: [{ date: '2025-12-31', kind: 'match', amount: '400.00' }],
    keyEmployee: [
      { from: '2025-04-01', to: '2026-03-31' },
      { from: '2026-04-01', to: '2027-03-31' },
    ],
    separation: { date: '2026-03-10', rules: ['1.31'], reason: 'termination' },
    forfeited: [{ date: '2026-03-10', amount: '120.00', rules: ['4.2'] }],
    payments: p1Payments,
    balances: early
      ? { RTA: '26000.25', 'SDA:2029-03': '500.10', CCA: '400.00', CCAVested: '0.00' }
      : { RTA: '1234567.89', 'SDA:2029-03': '5000.00', CCA: '400.00', CCAVested: '280.00' },
    claims: [
      {
        id: 'C1',
        status: 'denied',
        decisionDue: '2026-06-01',
        appealBy: '2026-07-30',
        reviewDue: null,
        suitBy: null,
      },
    ],
    scheduled: [],
    asOf,
  };
}

/** FORMAT.md events; the server lists each inside the fact that records it (`factsOf`). */
export const events = [
  { type: 'eligible', date: '2024-10-01', notifiedOn: '2024-10-01' },
  {
    type: 'election',
    filedAt: '2024-10-20T10:00:00-04:00',
    kind: 'initial',
    deferrals: { baseSalary: 10 },
  },
  {
    type: 'election',
    filedAt: '2025-01-01T00:00:00-05:00',
    kind: 'annual',
    planYear: 2025,
    deferrals: {},
  },
  { type: 'separation', date: '2026-03-10', reason: 'termination' },
];

export const factsOf = (list: typeof events): Fact[] =>
  list.map((event, index) => ({
    seq: index + 1,
    type: event.type,
    event,
    effectiveDate: event.date ?? event.filedAt?.slice(0, 10) ?? '',
    recordedAt: '2026-03-11T14:00:00.000Z',
    recordedBy: 'ada',
  }));

export const funds = [
  { id: 'SV', name: 'Stable Value', capitalPreservation: true, constantPrice: '1' },
  { id: 'IDX', name: 'Equity Index', capitalPreservation: false, constantPrice: null },
] satisfies Fund[];

export const prices: Record<string, Price[]> = {
  SV: [],
  IDX: [
    { date: '2025-01-02', price: '10' },
    { date: '2026-01-02', price: '12.5' },
  ],
};

/** As packages/server reports it: rows by `participantId` with a `totals` object each. */
export function liabilityFor(asOf: string): LiabilityReport {
  return {
    asOf,
    participants: [
      {
        participantId: 'P1',
        name: 'Pat Example',
        balances: {
          RTA: '1234567.89',
          'SDA:2029-03': '5000.00',
          CCA: '400.00',
          CCAVested: '280.00',
        },
        totals: {
          RTA: '1234567.89',
          SDA: '5000.00',
          CCA: '400.00',
          CCAVested: '280.00',
          fixedUnpaid: '0.00',
          owed: '1239847.89',
          total: '1239967.89',
        },
      },
      {
        participantId: 'P2',
        name: 'Quinn Sample',
        balances: { RTA: '0.10', CCA: '0.20', CCAVested: '0.20' },
        totals: {
          RTA: '0.10',
          SDA: '0.00',
          CCA: '0.20',
          CCAVested: '0.20',
          fixedUnpaid: '0.00',
          owed: '0.30',
          total: '0.30',
        },
      },
    ],
    totals: {
      RTA: '1234567.99',
      SDA: '5000.00',
      CCA: '400.20',
      CCAVested: '280.20',
      fixedUnpaid: '0.00',
      owed: '1239848.19',
      total: '1239968.19',
    },
  };
}

export const audit = [
  {
    seq: 1,
    planId: 'carmax-edcp',
    at: '2026-01-05T15:04:05Z',
    actor: 'ada',
    action: 'event.record',
    entity: 'participant',
    entityId: 'P1',
    reason: 'election received',
    before: null,
    after: { type: 'election', kind: 'initial', deferrals: { baseSalary: 10 } },
    hash: '9f2c1e0a7b3d4c5e6f708192a3b4c5d6',
  },
  {
    seq: 2,
    planId: null,
    at: '2026-01-06T09:00:00Z',
    actor: 'payroll-bot',
    action: 'pay.import',
    entity: 'payImport',
    entityId: 'PI-7',
    reason: null,
    before: null,
    after: null,
    hash: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  },
] satisfies AuditEntry[];
