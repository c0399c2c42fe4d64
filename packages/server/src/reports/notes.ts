// The English notes of the liability and tax data reports, one copy: the reports print them and
// i18n.ts keys their translations by them.

export const taxDataNotes = [
  "Form W-2 (General Instructions for Forms W-2 and W-3, nonqualified deferred compensation plans): box 1 holds the distributions paid to the employee in the year; boxes 3 and 5 the amounts taken into account for FICA under the special timing rule (Treas. Reg. §31.3121(v)(2)-1): a deferral when made, a Company credit when it vests (4.2), each once, never again when paid. Box 3 stops at the Social Security wage base of the year counting payroll's other FICA wages first; box 5 has no cap.",
  "Box 11: the distributions of the year; in a year with none, the amounts that vested for services of earlier years (the engine's interpretation, cited on the figure). Box 12 code Y (optional, Notice 2008-115): the year's deferrals and Company credits. Box 12 code Z: income under section 409A; the engine refuses every event that would break 409A, so it is 0.00.",
  "Form 1099-MISC box 3: payments to a beneficiary after the employee's death, and to an alternate payee under a domestic relations order (Notice 2002-31), are not the employee's W-2 wages. Each figure lists the payments, deferrals, credits and vestings it adds up (the trace table; the CSV).",
];

export const liabilityNotes = [
  'Balances as of the close of the as-of date: units x the price of the Valuation Date on or before it (Plan 10.1). Owed: the RTA, the SDAs, the vested part of the CCA (4.2) and payments valued by the date and not yet paid; the liability adds the unvested CCA.',
];
