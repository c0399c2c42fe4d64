import { strongPassword } from './helpers.js';

// The access policy, written out by hand so that a review reads it in one place and a route
// added without an entry here fails the access-control test.

const R = ['administrator', 'committee', 'auditor'];
const everyone = [
  'participant',
  'administrator',
  'committee',
  'assetCommittee',
  'payroll',
  'auditor',
];
/** Plan 10.3: the Plan Asset Committee's trust record; auditors and administrators read it. */
const trustReaders = ['assetCommittee', 'auditor', 'administrator'];
/** `own`: a participant may call it for his own record only. */
export interface Policy {
  roles: string[];
  own?: boolean;
  public?: boolean;
}

const unscopedPolicy: Record<string, Policy> = {
  'POST /api/session': { roles: [], public: true },
  'DELETE /api/session': { roles: everyone },
  'GET /api/me': { roles: everyone },
  'GET /api/users': { roles: ['administrator', 'auditor'] },
  'POST /api/users': { roles: ['administrator'] },
  'POST /api/users/:userId/disabled': { roles: ['administrator'] },
  'POST /api/users/:userId/plans': { roles: ['administrator'] },
  'POST /api/users/:userId/password': { roles: ['administrator'] },
  'POST /api/me/password': { roles: everyone },
  'POST /api/me/second-factor': { roles: everyone },
  'POST /api/me/second-factor/confirmation': { roles: everyone },
  'POST /api/me/second-factor/removal': { roles: everyone },
  'POST /api/users/:userId/second-factor/removal': { roles: ['administrator'] },
  'GET /api/me/sessions': { roles: everyone },
  'DELETE /api/me/sessions/:sessionId': { roles: everyone },
  'GET /api/users/:userId/sessions': { roles: ['administrator'] },
  'DELETE /api/users/:userId/sessions': { roles: ['administrator'] },
  'GET /api/role-grants': { roles: ['administrator', 'committee', 'auditor'] },
  'POST /api/role-grants/:grantId/approval': { roles: ['administrator', 'committee'] },
  'GET /api/plans': { roles: everyone },
  'GET /api/plans/:planId': { roles: everyone },
  'GET /api/plans/:planId/versions': { roles: everyone },
  'POST /api/plans/:planId/versions': { roles: ['committee'] },
  'GET /api/plans/:planId/parameters': { roles: everyone },
  'GET /api/plans/:planId/amendments': { roles: R },
  'POST /api/plans/:planId/amendments': { roles: ['committee'] },
  'POST /api/plans/:planId/amendments/:amendmentId/approval': { roles: ['committee'] },
  'GET /api/participants': { roles: R },
  'POST /api/participants': { roles: ['administrator'] },
  'GET /api/participants/:id': { roles: R, own: true },
  'GET /api/participants/:id/statement': { roles: R, own: true },
  'GET /api/participants/:id/statement.pdf': { roles: R, own: true },
  'GET /api/participants/:id/payments': { roles: R, own: true },
  'GET /api/participants/:id/payout-projection': { roles: R, own: true },
  'POST /api/participants/:id/election-preview': { roles: R, own: true },
  'GET /api/participants/:id/eligibility': { roles: R, own: true },
  'POST /api/participants/:id/eligibility': { roles: ['administrator'] },
  'GET /api/participants/:id/events': { roles: R, own: true },
  'POST /api/participants/:id/events': { roles: ['administrator'] },
  'GET /api/participants/:id/elections': { roles: R, own: true },
  'POST /api/participants/:id/elections': { roles: ['administrator'], own: true },
  'GET /api/participants/:id/allocations': { roles: R, own: true },
  'POST /api/participants/:id/allocations': { roles: ['administrator'], own: true },
  'GET /api/participants/:id/schedule-changes': { roles: R, own: true },
  'POST /api/participants/:id/schedule-changes': { roles: ['administrator'], own: true },
  'GET /api/participants/:id/domestic-relations-orders': { roles: R, own: true },
  'POST /api/participants/:id/domestic-relations-orders': { roles: ['administrator'] },
  'GET /api/participants/:id/emergency-requests': { roles: R, own: true },
  'POST /api/participants/:id/emergency-requests': { roles: ['administrator'], own: true },
  'POST /api/emergency-requests/:requestId/decision': { roles: ['administrator', 'committee'] },
  'GET /api/participants/:id/claims': { roles: R, own: true },
  'GET /api/participants/:id/claims/:claimId/notice.pdf': { roles: R, own: true },
  'POST /api/participants/:id/claims': { roles: ['administrator'], own: true },
  'POST /api/participants/:id/claims/:claimId/appeal': { roles: ['administrator'], own: true },
  'POST /api/participants/:id/claims/:claimId/extensions': { roles: ['administrator'] },
  'POST /api/participants/:id/claims/:claimId/decision': { roles: ['administrator', 'committee'] },
  'GET /api/decisions': { roles: R },
  'GET /api/decisions/:decisionId/effect': { roles: R },
  'POST /api/participants/:id/retroactive-changes': { roles: ['administrator'] },
  'POST /api/decisions/:decisionId/approval': { roles: ['committee'] },
  'GET /api/company/events': { roles: ['administrator', 'committee', 'assetCommittee', 'auditor'] },
  'POST /api/company/change-in-control': { roles: ['committee'] },
  'POST /api/company/plan-termination': { roles: ['committee'] },
  'GET /api/company/decisions': {
    roles: ['administrator', 'committee', 'assetCommittee', 'auditor'],
  },
  'POST /api/company/decisions/:decisionId/approval': { roles: ['committee'] },
  'GET /api/committee': { roles: R },
  'POST /api/committee/appointments': { roles: ['administrator'] },
  'POST /api/committee/members/:memberId/approval': { roles: ['administrator', 'committee'] },
  'POST /api/committee/members/:memberId/end': { roles: ['administrator'] },
  'GET /api/key-employees': { roles: R },
  'POST /api/key-employees': { roles: ['committee'] },
  'GET /api/funds': { roles: everyone },
  'POST /api/funds': { roles: ['assetCommittee'] },
  'GET /api/funds/:fundId/prices': { roles: everyone },
  'POST /api/funds/:fundId/prices': { roles: ['assetCommittee'] },
  'POST /api/funds/:fundId/details': { roles: ['assetCommittee'] },
  'POST /api/price-files': { roles: ['assetCommittee'] },
  'GET /api/price-controls': { roles: ['assetCommittee', 'administrator', 'committee', 'auditor'] },
  'POST /api/price-controls': { roles: ['assetCommittee'] },
  'GET /api/pay-imports': { roles: ['payroll', 'administrator', 'auditor'] },
  'POST /api/pay-imports': { roles: ['payroll', 'administrator'] },
  'GET /api/pay-imports/:importId': { roles: ['payroll', 'administrator', 'auditor'] },
  'GET /api/pay-imports/:importId/reconciliation.csv': {
    roles: ['payroll', 'administrator', 'auditor'],
  },
  // Issue "Scale II" item 2: a pay file's job says what its import or refusal says.
  'GET /api/pay-import-jobs': { roles: ['payroll', 'administrator', 'auditor'] },
  'GET /api/pay-import-jobs/:jobId': { roles: ['payroll', 'administrator', 'auditor'] },
  'GET /api/deferral-instructions': { roles: ['payroll', 'administrator', 'auditor'] },
  'GET /api/deferral-instructions.csv': { roles: ['payroll', 'administrator', 'auditor'] },
  'GET /api/payment-runs': { roles: R },
  'GET /api/payment-runs/:runId': { roles: R },
  'POST /api/payment-runs': { roles: ['administrator', 'committee'] },
  'POST /api/payment-runs/:runId/approval': { roles: ['committee'] },
  'POST /api/payment-runs/preparations': { roles: ['administrator', 'committee'] },
  'GET /api/payment-runs/preparations/:preparationId': { roles: R },
  'POST /api/payment-runs/:runId/cancellation': { roles: ['administrator', 'committee'] },
  'GET /api/payment-runs/:runId/lines.csv': { roles: [...R, 'payroll'] },
  'POST /api/payment-runs/:runId/paid': { roles: ['administrator', 'payroll'] },
  'POST /api/payment-runs/:runId/returns': { roles: ['administrator', 'payroll'] },
  'GET /api/corrections': { roles: [...R, 'assetCommittee'] },
  'GET /api/corrections/:correctionId': { roles: [...R, 'assetCommittee'] },
  'POST /api/corrections': { roles: ['administrator', 'committee', 'assetCommittee'] },
  'POST /api/corrections/:correctionId/approval': { roles: ['committee'] },
  'GET /api/trust/statements': { roles: trustReaders },
  'POST /api/trust/statements': { roles: ['assetCommittee'] },
  'GET /api/trust/transactions': { roles: trustReaders },
  'POST /api/trust/transactions': { roles: ['assetCommittee'] },
  'GET /api/trust/funding': { roles: trustReaders },
  'GET /api/audit': { roles: R },
  'GET /api/audit/verify': { roles: R },
  'GET /api/audit.csv': { roles: R },
  // Issue 11 items 1, 2: records and beneficiaries; payroll reads them (it pays), and only the
  // roles that pay may ?reveal=true (participant-records.test.ts).
  'GET /api/participants/:id/record': { roles: [...R, 'payroll'], own: true },
  'POST /api/participants/:id/record': { roles: ['administrator'], own: true },
  'GET /api/participants/:id/beneficiaries': { roles: [...R, 'payroll'], own: true },
  'POST /api/participants/:id/beneficiaries': { roles: ['administrator'], own: true },
  'POST /api/participants/:id/record/:changeId/approval': { roles: ['administrator', 'committee'] },
  'POST /api/participants/:id/beneficiaries/:designationId/approval': {
    roles: ['administrator', 'committee'],
  },
  'GET /api/ticks': { roles: R },
  'POST /api/ticks': { roles: ['administrator'] },
  'GET /api/fund-closures': { roles: ['administrator', 'committee', 'assetCommittee', 'auditor'] },
  'POST /api/funds/:fundId/closure': { roles: ['assetCommittee'] },
  'POST /api/fund-closures/:closureId/approval': { roles: ['assetCommittee'] },
  'POST /api/fund-closures/:closureId/withdrawal': { roles: ['assetCommittee'] },
  // Plan 12.10, 12.11 (payees.test.ts): payees are read as the record is; a found or a guardian
  // is recorded by the administrator and approved by another person; payroll reports uncashed checks.
  'GET /api/participants/:id/payees': { roles: [...R, 'payroll'], own: true },
  'POST /api/participants/:id/payees/searches': { roles: ['administrator'] },
  'POST /api/participants/:id/payees/found': { roles: ['administrator'] },
  'POST /api/participants/:id/payees/guardians': { roles: ['administrator'] },
  'POST /api/participants/:id/payees/:eventId/approval': { roles: ['administrator', 'committee'] },
  'POST /api/payment-runs/:runId/uncashed': { roles: ['administrator', 'payroll'] },
  // Plan 12.4-12.5 (notices.test.ts): staff read the register, a participant his own notices.
  'GET /api/notices': { roles: R },
  'GET /api/notices/:noticeId/notice.pdf': { roles: R },
  'GET /api/participants/:id/notices': { roles: R, own: true },
  'GET /api/participants/:id/notices/:noticeId/notice.pdf': { roles: R, own: true },
  'POST /api/notices/outbox': { roles: ['administrator'] },
  'POST /api/notices': { roles: ['administrator'] },
  'POST /api/notices/:noticeId/deliveries': { roles: ['administrator'] },
  // Period statements (issue 12 item 4): his own, or staff who read records; bulk runs are
  // started by the administrator (audited) and read by staff who read records.
  'GET /api/participants/:id/statements/:period.pdf': { roles: R, own: true },
  'GET /api/statement-runs': { roles: R },
  'POST /api/statement-runs': { roles: ['administrator'] },
  'GET /api/statement-runs/:runId': { roles: R },
  'GET /api/statement-runs/:runId/statements.zip': { roles: R },
  // Reports (issue 10 items 5 and 8): read-only, the liability report's readers.
  ...reportPolicy([
    'liability',
    'tax-data',
    'roll-forward',
    'projected-payments',
    'election-audit',
    'item-402i',
    'key-employees',
  ]),
};

/** A report's JSON, CSV and PDF routes: the liability report's readers. */
function reportPolicy(names: string[]): Record<string, Policy> {
  const readers = ['administrator', 'committee', 'assetCommittee', 'auditor'];
  return Object.fromEntries(
    names.flatMap((name) =>
      ['', '.csv', '.pdf'].map((ext) => [`GET /api/reports/${name}${ext}`, { roles: readers }]),
    ),
  );
}

const pay = {
  participantId: 'P2',
  date: '2025-01-31',
  component: 'baseSalary',
  gross: '1000.00',
  netAvailable: '800.00',
};

/** An annual election that both the preview and the filing accept. */
const annualElection = {
  kind: 'annual',
  planYear: 2026,
  deferrals: { baseSalary: 10 },
  allocation: [{ account: 'RTA', pct: 100 }],
};

/** A valid body for every write route: were access wrongly granted, it would change the record. */
const unscopedBodies: Record<string, unknown> = {
  'POST /api/session': { username: 'admin', password: 'wrong password' },
  'POST /api/users': { username: 'walker', password: strongPassword, role: 'auditor' },
  'POST /api/users/:userId/disabled': { disabled: true },
  'POST /api/users/:userId/plans': { planId: 'carmax-edcp' },
  'POST /api/users/:userId/password': { password: `${strongPassword} again` },
  'POST /api/me/second-factor': { password: strongPassword },
  'POST /api/me/second-factor/confirmation': { code: '123456' },
  'POST /api/me/second-factor/removal': { password: strongPassword, code: '123456' },
  'POST /api/users/:userId/second-factor/removal': {},
  'POST /api/plans/:planId/versions': {
    effectiveDate: '2026-01-01',
    label: 'Amendment',
    parameters: {},
  },
  'POST /api/plans/:planId/amendments': {
    effectiveDate: '2026-01-01',
    label: 'Amendment',
    adoptedBy: 'committee',
    parameters: { cicWindowMonths: 12 },
  },
  'POST /api/plans/:planId/amendments/:amendmentId/approval': {},
  'POST /api/participants': { id: 'P9', name: 'New', hireDate: '2020-01-01' },
  'POST /api/participants/:id/eligibility': { type: 'ineligible', date: '2025-06-01' },
  'POST /api/participants/:id/events': { type: 'death', date: '2030-01-01' },
  'POST /api/participants/:id/election-preview': annualElection,
  'POST /api/participants/:id/elections': annualElection,
  'POST /api/participants/:id/allocations': {
    date: '2025-04-01',
    account: 'RTA',
    investments: { SV: 100 },
    applyTo: 'future',
  },
  'POST /api/participants/:id/schedule-changes': {
    account: 'RTA',
    schedule: { form: 'installments', years: 5 },
  },
  'POST /api/participants/:id/domestic-relations-orders': {
    date: '2025-04-01',
    alternatePayee: 'Former spouse',
    pct: 50,
  },
  'POST /api/participants/:id/emergency-requests': { amount: '1000.00', reason: 'medical bills' },
  'POST /api/emergency-requests/:requestId/decision': {
    approved: false,
    amount: '0.00',
    payOn: '2025-04-01',
    date: '2025-03-05',
  },
  'POST /api/participants/:id/claims': { claimId: 'C9', date: '2025-03-01' },
  'POST /api/participants/:id/claims/:claimId/appeal': { date: '2025-03-10' },
  'POST /api/participants/:id/claims/:claimId/extensions': {
    action: 'extended',
    date: '2025-03-10',
  },
  'POST /api/participants/:id/claims/:claimId/decision': { action: 'denied', date: '2025-03-10' },
  'POST /api/decisions/:decisionId/approval': {},
  'POST /api/participants/:id/retroactive-changes': {
    event: { type: 'death', date: '2025-01-15' },
    reason: 'reported late',
  },
  'POST /api/company/change-in-control': { date: '2025-03-01' },
  'POST /api/company/plan-termination': { date: '2025-03-01', payOn: '2026-04-01' },
  'POST /api/key-employees': { identificationDate: '2024-12-31', participantIds: ['P2'] },
  'POST /api/company/decisions/:decisionId/approval': {},
  'POST /api/committee/appointments': {
    userId: 'U-0000000000000000',
    appointedOn: '2025-03-01',
    instrument: 'appointed by the CHRO in writing',
  },
  'POST /api/committee/members/:memberId/approval': {},
  'POST /api/committee/members/:memberId/end': {
    endedOn: '2025-03-01',
    reason: 'resigned',
    instrument: 'resignation letter',
  },
  'POST /api/funds': { id: 'BND', name: 'Bonds' },
  'POST /api/funds/:fundId/prices': { prices: [{ date: '2025-01-03', price: '10.5' }] },
  'POST /api/funds/:fundId/details': {
    ticker: 'VFIAX',
    assetClass: 'US equity',
    expenseRatioPct: '0.04',
  },
  'POST /api/price-files': { prices: [{ fund: 'IDX', date: '2025-01-06', price: '10.25' }] },
  'POST /api/price-controls': { largeMovePct: '10' },
  'POST /api/pay-imports': { pays: [pay] },
  'POST /api/payment-runs': { payFrom: '2025-01-01', payThrough: '2025-12-31' },
  'POST /api/payment-runs/:runId/approval': {},
  'POST /api/payment-runs/preparations': { payFrom: '2025-01-01', payThrough: '2025-12-31' },
  'POST /api/payment-runs/:runId/cancellation': {},
  'POST /api/payment-runs/:runId/paid': {},
  'POST /api/payment-runs/:runId/returns': { lines: [1], reason: 'returned by the bank' },
  'POST /api/corrections': {
    target: { kind: 'participant', participantId: 'P2' },
    action: 'supersede',
    replacement: { hireDate: '2015-06-02' },
    reason: 'hire date keyed wrong',
  },
  'POST /api/corrections/:correctionId/approval': {},
  'POST /api/trust/statements': { date: '2025-03-31', marketValue: '1000.00' },
  'POST /api/trust/transactions': { date: '2025-03-31', kind: 'contribution', amount: '10.00' },
  'POST /api/participants/:id/record': {
    email: 'someone@example.com',
    taxId: '123-45-6789',
    reason: 'form received',
  },
  'POST /api/participants/:id/beneficiaries': {
    primary: [{ name: 'Someone', pct: 100, taxId: '987-65-4321' }],
    reason: 'form received',
  },
  'POST /api/participants/:id/record/:changeId/approval': {},
  'POST /api/participants/:id/beneficiaries/:designationId/approval': {},
  'POST /api/ticks': { date: '2025-03-03' },
  'POST /api/funds/:fundId/closure': { date: '2025-03-10', successor: 'SV' },
  'POST /api/fund-closures/:closureId/approval': {},
  'POST /api/fund-closures/:closureId/withdrawal': { reason: 'prepared by mistake' },
  'POST /api/participants/:id/payees/searches': {
    payee: 'participant',
    on: '2025-03-01',
    tried: 'a letter to the last known address',
  },
  'POST /api/participants/:id/payees/found': {
    payee: 'participant',
    on: '2025-03-01',
    address: { line1: '1 Main St', city: 'Richmond', postalCode: '23238' },
    reason: 'he wrote',
  },
  'POST /api/participants/:id/payees/guardians': {
    payee: 'participant',
    name: 'Connie Conservator',
    capacity: 'conservator',
    basis: 'incapacitated',
    courtOrder: 'Henrico Cir. Ct. CL-25-1',
    from: '2025-03-01',
    through: '2026-02-28',
    reason: 'order received',
  },
  'POST /api/participants/:id/payees/:eventId/approval': {},
  'POST /api/payment-runs/:runId/uncashed': { lines: [1], notCashedBy: '2025-03-01' },
  'POST /api/notices/outbox': {},
  'POST /api/notices': { kind: 'claimNotice', participantId: 'P2', claimId: 'C1' },
  'POST /api/notices/:noticeId/deliveries': { status: 'sent', channel: 'mail' },
  'POST /api/statement-runs': { period: '2025-Q1' },
};

export interface BadInput {
  role: string;
  body: unknown;
  status: number;
  field: string;
  /** Replaces the route's identifiers (an unknown one, for routes without a body). */
  url?: string;
}

/** For every write route: a request with one fault, the status and the field it must name. */
/** An election whose amount is a string, not a number: refused by the schema. */
const badElectionAmount = {
  role: 'administrator',
  body: { ...annualElection, deferrals: { baseSalary: '10' } },
  status: 400,
  field: 'deferrals.baseSalary',
};

const unscopedBadInputs: Record<string, BadInput[]> = {
  'POST /api/session': [
    { role: 'anonymous', body: { username: 'admin' }, status: 400, field: 'password' },
  ],
  'POST /api/users/:userId/disabled': [
    { role: 'administrator', body: { disabled: 'yes' }, status: 400, field: 'disabled' },
  ],
  'POST /api/users/:userId/plans': [
    { role: 'administrator', body: { planId: 'no-such-plan' }, status: 404, field: 'planId' },
  ],
  'POST /api/users/:userId/password': [
    { role: 'administrator', body: { password: 'aaaaaaaaaaaa' }, status: 422, field: 'password' },
  ],
  'POST /api/me/password': [
    {
      role: 'auditor',
      body: { currentPassword: 1, newPassword: 'x' },
      status: 400,
      field: 'currentPassword',
    },
  ],
  'POST /api/role-grants/:grantId/approval': [
    {
      role: 'committee',
      body: {},
      status: 404,
      field: 'grantId',
      url: '/api/role-grants/G-nope/approval',
    },
  ],
  'POST /api/me/second-factor': [
    { role: 'auditor', body: { password: 'not my password' }, status: 401, field: 'password' },
  ],
  'POST /api/me/second-factor/confirmation': [
    { role: 'auditor', body: { code: '12345' }, status: 400, field: 'code' },
  ],
  'POST /api/me/second-factor/removal': [
    { role: 'auditor', body: { password: strongPassword }, status: 400, field: 'code' },
  ],
  'POST /api/users/:userId/second-factor/removal': [
    {
      role: 'administrator',
      body: {},
      status: 404,
      field: 'userId',
      url: '/api/users/U-nope/second-factor/removal',
    },
  ],
  'DELETE /api/me/sessions/:sessionId': [
    {
      role: 'auditor',
      body: undefined,
      status: 404,
      field: 'sessionId',
      url: '/api/me/sessions/S-nope',
    },
  ],
  'DELETE /api/users/:userId/sessions': [
    {
      role: 'administrator',
      body: undefined,
      status: 404,
      field: 'userId',
      url: '/api/users/U-nope/sessions',
    },
  ],
  'POST /api/users': [
    {
      role: 'administrator',
      body: { username: 'walker', password: 'short', role: 'auditor' },
      status: 400,
      field: 'password',
    },
    {
      role: 'administrator',
      body: { username: 'walker', password: strongPassword, role: 'king' },
      status: 400,
      field: 'role',
    },
    {
      role: 'administrator',
      body: { username: 'walker', password: strongPassword, role: 'participant' },
      status: 400,
      field: 'participantId',
    },
  ],
  'POST /api/plans/:planId/amendments': [
    {
      role: 'committee',
      body: {
        effectiveDate: '2026-01-01',
        label: 'A',
        adoptedBy: 'board',
        parameters: { maxSdas: 3 },
      },
      status: 400,
      field: 'parameters.maxSdas',
    },
    {
      role: 'committee',
      body: {
        effectiveDate: '2026-01-01',
        label: 'A',
        adoptedBy: 'board',
        parameters: { smallBalanceLimit: 25000 },
      },
      status: 400,
      field: 'parameters.smallBalanceLimit',
    },
    {
      role: 'committee',
      body: { effectiveDate: '2026-01-01', label: 'A', adoptedBy: 'shareholders', parameters: {} },
      status: 400,
      field: 'adoptedBy',
    },
  ],
  'POST /api/plans/:planId/amendments/:amendmentId/approval': [
    { role: 'committee', body: {}, status: 404, field: 'amendmentId' },
  ],
  'POST /api/plans/:planId/versions': [
    {
      role: 'committee',
      body: { effectiveDate: '1 Jan 2026', label: 'A', parameters: {} },
      status: 400,
      field: 'effectiveDate',
    },
  ],
  'POST /api/participants': [
    {
      role: 'administrator',
      body: { id: 'P9', name: 'New', hireDate: '01/02/2020' },
      status: 400,
      field: 'hireDate',
    },
    {
      role: 'administrator',
      body: { id: 'P1', name: 'Again', hireDate: '2020-01-02' },
      status: 409,
      field: 'id',
    },
  ],
  'POST /api/participants/:id/eligibility': [
    {
      role: 'administrator',
      body: { type: 'maybe', date: '2025-01-01' },
      status: 400,
      field: 'type',
    },
  ],
  'POST /api/participants/:id/events': [
    {
      role: 'administrator',
      body: { type: 'noSuchEvent', date: '2030-01-01' },
      status: 400,
      field: 'type',
    },
    {
      role: 'administrator',
      body: {
        type: 'emergencyDecision',
        date: '2025-03-01',
        approved: true,
        amount: '1.00',
        payOn: '2025-03-02',
      },
      status: 422,
      field: 'type',
    },
  ],
  'POST /api/participants/:id/election-preview': [
    badElectionAmount,
    {
      role: 'administrator',
      body: { ...annualElection, separationDate: '2026-02-30' },
      status: 400,
      field: 'separationDate',
    },
  ],
  'POST /api/participants/:id/elections': [
    badElectionAmount,
    {
      role: 'administrator',
      body: { ...annualElection, allocation: [{ account: 'RTA', pct: 60 }] },
      status: 422,
      field: '',
    },
  ],
  'POST /api/participants/:id/allocations': [
    {
      role: 'administrator',
      body: { date: '2025-04-01', account: 'XYZ', investments: { SV: 100 }, applyTo: 'future' },
      status: 400,
      field: 'account',
    },
  ],
  'POST /api/participants/:id/schedule-changes': [
    {
      role: 'administrator',
      body: { account: 'RTA', schedule: {} },
      status: 400,
      field: 'schedule.form',
    },
  ],
  'POST /api/participants/:id/domestic-relations-orders': [
    {
      role: 'administrator',
      body: { date: '2025-04-01', alternatePayee: 'Ex', pct: 0 },
      status: 400,
      field: 'pct',
    },
  ],
  'POST /api/participants/:id/emergency-requests': [
    { role: 'administrator', body: { amount: '1000', reason: 'x' }, status: 400, field: 'amount' },
    {
      role: 'administrator',
      body: { amount: '1000000000.01', reason: 'x' },
      status: 400,
      field: 'amount',
    },
    {
      role: 'administrator',
      body: { amount: '1000.00', reason: 'bills\u0000' },
      status: 400,
      field: 'reason',
    },
  ],
  'POST /api/emergency-requests/:requestId/decision': [
    {
      role: 'committee',
      body: { approved: true, amount: '1000.00', payOn: '2025-04-01' },
      status: 400,
      field: 'date',
    },
  ],
  'POST /api/participants/:id/claims': [
    {
      role: 'administrator',
      body: { claimId: 'C9', date: 'tomorrow' },
      status: 400,
      field: 'date',
    },
  ],
  'POST /api/participants/:id/claims/:claimId/appeal': [
    { role: 'administrator', body: { date: 'soon' }, status: 400, field: 'date' },
  ],
  'POST /api/participants/:id/claims/:claimId/extensions': [
    {
      role: 'administrator',
      body: { action: 'approved', date: '2025-03-10' },
      status: 400,
      field: 'action',
    },
  ],
  'POST /api/participants/:id/claims/:claimId/decision': [
    {
      role: 'committee',
      body: { action: 'filed', date: '2025-03-10' },
      status: 400,
      field: 'action',
    },
  ],
  'POST /api/decisions/:decisionId/approval': [
    {
      role: 'committee2',
      body: {},
      status: 404,
      field: 'decisionId',
      url: '/api/decisions/D-nope/approval',
    },
  ],
  'POST /api/participants/:id/retroactive-changes': [
    {
      role: 'administrator',
      body: { event: { type: 'death', date: '2025-01-15' } },
      status: 400,
      field: 'reason',
    },
    {
      role: 'administrator',
      body: {
        event: { type: 'claim', id: 'C7', date: '2025-01-15', action: 'filed' },
        reason: 'x',
      },
      status: 422,
      field: 'event.type',
    },
  ],
  'POST /api/company/change-in-control': [
    { role: 'committee', body: { date: 'soon' }, status: 400, field: 'date' },
  ],
  'POST /api/company/plan-termination': [
    { role: 'committee', body: { date: '2025-03-01' }, status: 400, field: 'payOn' },
  ],
  'POST /api/key-employees': [
    {
      role: 'committee',
      body: { identificationDate: '2024-06-30', participantIds: ['P2'] },
      status: 422,
      field: 'identificationDate',
    },
    {
      role: 'committee',
      body: { identificationDate: '2024-12-31', participantIds: ['P2', 'NOPE'] },
      status: 422,
      field: 'participantIds[1]',
    },
  ],
  'POST /api/company/decisions/:decisionId/approval': [
    {
      role: 'committee2',
      body: {},
      status: 404,
      field: 'decisionId',
      url: '/api/company/decisions/C-nope/approval',
    },
  ],
  'POST /api/committee/appointments': [
    {
      role: 'administrator',
      body: { userId: 'U-nope', appointedOn: '2025-03-01', instrument: 'letter' },
      status: 404,
      field: 'userId',
    },
    {
      role: 'administrator',
      body: { userId: 'U-nope', appointedOn: '2025-02-30', instrument: 'letter' },
      status: 400,
      field: 'appointedOn',
    },
  ],
  'POST /api/committee/members/:memberId/approval': [
    {
      role: 'committee2',
      body: {},
      status: 404,
      field: 'memberId',
      url: '/api/committee/members/M-nope/approval',
    },
  ],
  'POST /api/committee/members/:memberId/end': [
    {
      role: 'administrator',
      body: { endedOn: '2025-03-01', reason: 'fired', instrument: 'letter' },
      status: 400,
      field: 'reason',
    },
  ],
  'POST /api/funds': [
    { role: 'assetCommittee', body: { id: 'bad id!', name: 'x' }, status: 400, field: 'id' },
  ],
  'POST /api/funds/:fundId/prices': [
    {
      role: 'assetCommittee',
      body: { prices: [{ date: '2025-01-03', price: '10.1234567' }] },
      status: 400,
      field: 'prices[0].price',
    },
    {
      role: 'assetCommittee',
      body: {
        prices: [
          { date: '2025-01-03', price: '9' },
          { date: '2025-01-02', price: '11' },
        ],
      },
      status: 409,
      field: 'prices[1].price',
    },
    {
      role: 'assetCommittee',
      body: { prices: [{ date: '2025-01-05', price: '10' }] },
      status: 422,
      field: 'prices[0].date',
    },
    {
      role: 'assetCommittee',
      body: { prices: [{ date: '2025-01-06', price: '0' }] },
      status: 422,
      field: 'prices[0].price',
    },
  ],
  'POST /api/funds/:fundId/details': [
    { role: 'assetCommittee', body: { ticker: 'not a ticker' }, status: 400, field: 'ticker' },
    {
      role: 'assetCommittee',
      body: { expenseRatioPct: '-1' },
      status: 400,
      field: 'expenseRatioPct',
    },
  ],
  'POST /api/price-files': [
    {
      role: 'assetCommittee',
      body: { prices: [{ fund: 'IDX', date: '2025-01-04', price: '10' }] },
      status: 422,
      field: 'prices[0].date',
    },
    {
      role: 'assetCommittee',
      body: { prices: [{ fund: 'NOPE', date: '2025-01-06', price: '10' }] },
      status: 422,
      field: 'prices[0].fund',
    },
    {
      role: 'assetCommittee',
      body: { prices: [{ fund: 'IDX', date: '2025-01-06', price: 'ten' }] },
      status: 400,
      field: 'prices[0].price',
    },
  ],
  'POST /api/price-controls': [
    { role: 'assetCommittee', body: { largeMovePct: 'ten' }, status: 400, field: 'largeMovePct' },
  ],
  // An unknown participant (1.21) is the job's refusal now (pay-import-jobs.test.ts).
  'POST /api/pay-imports': [
    {
      role: 'payroll',
      body: { pays: [pay, { ...pay, gross: '1,000.00' }] },
      status: 400,
      field: 'pays[1].gross',
    },
  ],
  'POST /api/payment-runs': [
    {
      role: 'committee',
      body: { payFrom: '2025-12-31', payThrough: '2025-01-01' },
      status: 400,
      field: 'payThrough',
    },
  ],
  'POST /api/payment-runs/preparations': [
    {
      role: 'committee',
      body: { payFrom: '2025-12-31', payThrough: '2025-01-01' },
      status: 400,
      field: 'payThrough',
    },
  ],
  'POST /api/payment-runs/:runId/approval': [
    {
      role: 'committee2',
      body: {},
      status: 404,
      field: 'runId',
      url: '/api/payment-runs/PR-nope/approval',
    },
  ],
  'POST /api/payment-runs/:runId/cancellation': [
    {
      role: 'committee',
      body: {},
      status: 404,
      field: 'runId',
      url: '/api/payment-runs/PR-nope/cancellation',
    },
  ],
  'POST /api/payment-runs/:runId/paid': [
    { role: 'payroll', body: { reason: 7 }, status: 400, field: 'reason' },
    // The world's run waits for approval: it cannot be confirmed paid.
    { role: 'payroll', body: {}, status: 409, field: 'runId' },
  ],
  'POST /api/payment-runs/:runId/returns': [
    { role: 'payroll', body: { lines: [], reason: 'x' }, status: 400, field: 'lines' },
    { role: 'payroll', body: { lines: [1] }, status: 400, field: 'reason' },
    { role: 'payroll', body: { lines: [1], reason: 'x' }, status: 409, field: 'runId' },
  ],
  'POST /api/corrections': [
    {
      role: 'committee',
      body: { target: { kind: 'price', fundId: 'IDX' }, action: 'void', reason: 'x' },
      status: 400,
      field: 'target.date',
    },
    {
      role: 'committee',
      body: { target: { kind: 'fact', seq: 1 }, action: 'undo', reason: 'x' },
      status: 400,
      field: 'action',
    },
    {
      role: 'committee',
      body: {
        target: { kind: 'price', fundId: 'IDX', date: '2025-01-02' },
        action: 'supersede',
        replacement: { price: '1,5' },
        reason: 'x',
      },
      status: 400,
      field: 'replacement.price',
    },
    {
      role: 'committee',
      body: {
        target: { kind: 'price', fundId: 'IDX', date: '2025-01-02' },
        action: 'supersede',
        replacement: { price: '0' },
        reason: 'x',
      },
      status: 422,
      field: 'replacement.price',
    },
    {
      role: 'committee',
      body: {
        target: { kind: 'price', fundId: 'IDX', date: '2025-01-02' },
        action: 'supersede',
        reason: 'x',
      },
      status: 400,
      field: 'replacement',
    },
    {
      role: 'committee',
      body: { target: { kind: 'participant', participantId: 'P2' }, action: 'void', reason: 'x' },
      status: 422,
      field: 'action',
    },
    {
      role: 'committee',
      body: { target: { kind: 'fact', seq: 999999 }, action: 'void', reason: 'x' },
      status: 404,
      field: 'target.seq',
    },
    {
      role: 'committee',
      body: {
        target: { kind: 'participant', participantId: 'P2' },
        action: 'supersede',
        replacement: { hireDate: '2015-02-30' },
        reason: 'x',
      },
      status: 400,
      field: 'replacement.hireDate',
    },
  ],
  'POST /api/corrections/:correctionId/approval': [
    {
      role: 'committee2',
      body: {},
      status: 404,
      field: 'correctionId',
      url: '/api/corrections/CR-nope/approval',
    },
  ],
  'POST /api/trust/statements': [
    {
      role: 'assetCommittee',
      body: { date: '2025-03-31', marketValue: '1000' },
      status: 400,
      field: 'marketValue',
    },
    {
      role: 'assetCommittee',
      body: {
        date: '2025-03-31',
        marketValue: '1000.00',
        holdings: [{ fundId: 'IDX', value: '600.00' }],
      },
      status: 400,
      field: 'holdings',
    },
    {
      role: 'assetCommittee',
      body: {
        date: '2025-03-31',
        marketValue: '1000.00',
        holdings: [{ fundId: 'NOPE', value: '1000.00' }],
      },
      status: 422,
      field: 'holdings[0].fundId',
    },
  ],
  'POST /api/trust/transactions': [
    {
      role: 'assetCommittee',
      body: { date: '2025-03-31', kind: 'gift', amount: '10.00' },
      status: 400,
      field: 'kind',
    },
    {
      role: 'assetCommittee',
      body: { date: '2025-03-31', kind: 'withdrawal', amount: '0.00' },
      status: 400,
      field: 'amount',
    },
  ],
  'POST /api/participants/:id/record': [
    { role: 'administrator', body: { taxId: '12-345' }, status: 400, field: 'taxId' },
    {
      role: 'administrator',
      body: { email: 'a@b.co', effectiveOn: '1800-01-01' },
      status: 422,
      field: 'effectiveOn',
    },
    { role: 'administrator', body: { reason: 'nothing' }, status: 400, field: 'body' },
    {
      role: 'participant',
      body: { taxId: '123-45-6789' },
      status: 403,
      field: 'taxId',
      url: '/api/participants/P1/record',
    },
  ],
  'POST /api/participants/:id/beneficiaries': [
    {
      role: 'administrator',
      body: { primary: [{ name: 'A', pct: 60 }], reason: 'form' },
      status: 422,
      field: 'primary',
    },
    {
      role: 'administrator',
      body: { primary: [{ name: 'A', pct: 100.5 }], reason: 'form' },
      status: 400,
      field: 'primary[0].pct',
    },
  ],
  'POST /api/participants/:id/record/:changeId/approval': [
    {
      role: 'committee',
      body: {},
      status: 404,
      field: 'changeId',
      url: '/api/participants/P2/record/PR-nope/approval',
    },
  ],
  'POST /api/participants/:id/beneficiaries/:designationId/approval': [
    {
      role: 'committee',
      body: {},
      status: 404,
      field: 'designationId',
      url: '/api/participants/P2/beneficiaries/BD-nope/approval',
    },
  ],
  'POST /api/ticks': [
    { role: 'administrator', body: { date: '2025-02-30' }, status: 400, field: 'date' },
    {
      role: 'administrator',
      body: { date: '2025-03-03', queueDays: -1 },
      status: 400,
      field: 'queueDays',
    },
    // A day that has not begun (the world's clock is on 2025-03-03 Eastern).
    { role: 'administrator', body: { date: '2025-03-04' }, status: 400, field: 'date' },
  ],
  'POST /api/funds/:fundId/closure': [
    {
      role: 'assetCommittee',
      body: { date: '2025-03-10', successor: 'IDX' },
      status: 422,
      field: 'successor',
    },
    {
      role: 'assetCommittee',
      body: { date: '2025-02-28', successor: 'SV' },
      status: 422,
      field: 'date',
    },
    { role: 'assetCommittee', body: { date: '2025-03-10' }, status: 400, field: 'successor' },
  ],
  'POST /api/participants/:id/payees/searches': [
    {
      role: 'administrator',
      body: { payee: 'nobody', on: '2025-03-01', tried: 'x' },
      status: 400,
      field: 'payee',
    },
  ],
  'POST /api/participants/:id/payees/guardians': [
    {
      role: 'administrator',
      body: {
        payee: 'participant',
        name: 'G',
        capacity: 'guardian',
        basis: 'incapacitated',
        from: '2025-03-01',
        reason: 'x',
      },
      status: 422,
      field: 'courtOrder',
    },
  ],
  'POST /api/participants/:id/payees/found': [
    {
      role: 'administrator',
      body: {
        payee: 'participant',
        on: '2025-03-01',
        address: { line1: '1 Main St', city: 'Richmond', postalCode: '23238' },
        reason: 'x',
      },
      status: 422,
      field: 'payee',
    },
  ],
  'POST /api/participants/:id/payees/:eventId/approval': [
    {
      role: 'committee',
      body: {},
      status: 404,
      field: 'eventId',
      url: '/api/participants/P2/payees/PE-nope/approval',
    },
  ],
  'POST /api/notices': [
    { role: 'administrator', body: { kind: 'letter' }, status: 400, field: 'kind' },
    {
      role: 'administrator',
      body: { kind: 'paymentNotice', lineNo: 1 },
      status: 400,
      field: 'runId',
    },
  ],
  'POST /api/notices/:noticeId/deliveries': [
    {
      role: 'administrator',
      body: { status: 'lost' },
      status: 400,
      field: 'status',
      url: '/api/notices/NT-nope/deliveries',
    },
    {
      role: 'administrator',
      body: { status: 'sent', channel: 'mail' },
      status: 404,
      field: 'noticeId',
      url: '/api/notices/NT-nope/deliveries',
    },
  ],
  'POST /api/notices/outbox': [
    { role: 'administrator', body: { extra: 1 }, status: 400, field: 'extra' },
  ],
  'POST /api/payment-runs/:runId/uncashed': [
    {
      role: 'payroll',
      body: { lines: [1], notCashedBy: '2025-02-30' },
      status: 400,
      field: 'notCashedBy',
    },
  ],
  'POST /api/fund-closures/:closureId/approval': [
    {
      role: 'assetCommittee',
      body: {},
      status: 404,
      field: 'closureId',
      url: '/api/fund-closures/NOPE/approval',
    },
  ],
  'POST /api/fund-closures/:closureId/withdrawal': [
    { role: 'assetCommittee', body: {}, status: 400, field: 'reason' },
    {
      role: 'assetCommittee',
      body: { reason: 'x' },
      status: 404,
      field: 'closureId',
      url: '/api/fund-closures/NOPE/withdrawal',
    },
  ],
  'POST /api/statement-runs': [
    { role: 'administrator', body: { period: '2025-Q5' }, status: 400, field: 'period' },
    { role: 'administrator', body: { period: '2025', lang: 'fr' }, status: 400, field: 'lang' },
    // A Plan Year that has not begun (the world's clock is on 2025-03-03 Eastern).
    { role: 'administrator', body: { period: '2026' }, status: 400, field: 'period' },
  ],
};

/** Routes of the installation (sign-in, accounts, plans); every other route is a plan's. */
const installationRoute = /^\/api\/(session|me|users|role-grants|plans)(\/|$)/;

/** The plan's id in a scoped path, as `fill` writes it. */
export const scopedPrefix = (planId: string) => `/api/plans/${planId}`;

/**
 * Every plan route is served at `/api/plans/:planId/…` and at its old path (the default plan):
 * the same rule and the same bodies apply to both.
 */
function withPlanScoped<T>(table: Record<string, T>, scope: (value: T) => T = (v) => v) {
  const scoped: Record<string, T> = { ...table };
  for (const [key, value] of Object.entries(table)) {
    const [method, url] = key.split(' ') as [string, string];
    if (!installationRoute.test(url))
      scoped[`${method} ${scopedPrefix(':planId')}${url.slice('/api'.length)}`] = scope(value);
  }
  return scoped;
}

export const policy = withPlanScoped(unscopedPolicy);
export const validBodies = withPlanScoped(unscopedBodies);
export const badInputs = withPlanScoped(unscopedBadInputs, (cases) =>
  cases.map((bad) =>
    bad.url
      ? { ...bad, url: `${scopedPrefix('carmax-edcp')}${bad.url.slice('/api'.length)}` }
      : bad,
  ),
);
