/**
 * The election form's state and the pure helpers behind it (no React): percentages are kept as
 * the strings the person typed, checked only for their format (whole numbers), and turned into
 * the request body of POST /participants/:id/elections. The plan's rules are the server's; the
 * limits the form shows and checks are the plan's parameters as the server gives them.
 */
import type { ElectionBody, PlanParametersAnswer, Schedule } from '../api/types';

export const components = [
  'baseSalary',
  'monthlyBonus',
  'annualBonus',
  'performanceBonus',
  'other',
] as const;
export type Component = (typeof components)[number];

export type YearRange = readonly [min: number, max: number];

/**
 * The plan's limits the form shows beside its fields and checks, from the parameters in force
 * (GET /plans/{planId}/parameters): 1.12 `maxDeferralPct`, 5.1(c) `rtaInstallmentYears`,
 * 5.2(c) `sdaInstallmentYears`. The web keeps no copy of them.
 */
export interface PlanLimits {
  maxDeferralPct: Record<Component, number>;
  installmentYears: Record<'RTA' | 'SDA', YearRange>;
  /** 5.1(b)(ii) `rtaFirstPaymentMonths`, when the plan states it. */
  firstPaymentMonths?: YearRange;
  /** 3.2(a) `initialElectionDays`: the first-year window's length in days. */
  initialElectionDays?: number;
}

const isRange = (value: unknown): value is YearRange =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number');

function isPctTable(value: unknown): value is Record<Component, number> {
  if (typeof value !== 'object' || value === null) return false;
  const table = value as Record<string, unknown>;
  return components.every((c) => typeof table[c] === 'number');
}

/** The limits in the server's answer; undefined when it lacks one (the form then shows none). */
export function limitsOf(answer: PlanParametersAnswer): PlanLimits | undefined {
  const value = (name: string) => answer.parameters[name]?.value;
  const [max, rta, sda] = [
    value('maxDeferralPct'),
    value('rtaInstallmentYears'),
    value('sdaInstallmentYears'),
  ];
  if (!isPctTable(max) || !isRange(rta) || !isRange(sda)) return undefined;
  const months = value('rtaFirstPaymentMonths');
  const days = value('initialElectionDays');
  return {
    maxDeferralPct: max,
    installmentYears: { RTA: rta, SDA: sda },
    ...(isRange(months) ? { firstPaymentMonths: months } : {}),
    ...(typeof days === 'number' ? { initialElectionDays: days } : {}),
  };
}

export type ScheduleForm = 'lump' | 'installments' | 'partial';

export interface ScheduleDraft {
  form: ScheduleForm;
  years: string;
  lumpPct: string;
  /**
   * RTA only: months after the month of Separation (in the plan's range, 5.1(b)(ii)); empty
   * means the default.
   */
  startMonths: string;
}

export interface AccountDraft {
  /** 'RTA' or 'SDA:YYYY-MM'; an SDA being chosen has an empty month ('SDA:'). */
  account: string;
  pct: string;
  schedule: ScheduleDraft;
  /** fund id -> whole % as typed; all empty means the plan's default (7.4). */
  investments: Record<string, string>;
}

export interface ElectionDraft {
  kind: 'annual' | 'initial';
  planYear: number;
  deferrals: Record<Component, string>;
  accounts: AccountDraft[];
}

export const emptySchedule = (): ScheduleDraft => ({
  form: 'lump',
  years: '',
  lumpPct: '',
  startMonths: '',
});

export function newAccount(account: string, pct = ''): AccountDraft {
  return { account, pct, schedule: emptySchedule(), investments: {} };
}

export function emptyElection(planYear: number): ElectionDraft {
  return {
    kind: 'annual',
    planYear,
    deferrals: {
      baseSalary: '',
      monthlyBonus: '',
      annualBonus: '',
      performanceBonus: '',
      other: '',
    },
    accounts: [newAccount('RTA', '100')],
  };
}

const wholePattern = /^\d{1,3}$/;
const sdaPattern = /^SDA:\d{4}-(0[1-9]|1[0-2])$/;

/** A whole percentage as typed: its number, undefined when empty, NaN when not whole. */
export function readPct(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return wholePattern.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The sum of whole percentages; undefined when one of them is not a whole number. */
export function pctSum(values: readonly string[]): number | undefined {
  let sum = 0;
  for (const value of values) {
    const pct = readPct(value);
    if (pct === undefined) continue;
    if (Number.isNaN(pct)) return undefined;
    sum += pct;
  }
  return sum;
}

export const allocationSum = (draft: ElectionDraft) => pctSum(draft.accounts.map((a) => a.pct));

export const accountKind = (account: string): 'RTA' | 'SDA' | 'CCA' =>
  account.startsWith('SDA') ? 'SDA' : account === 'CCA' ? 'CCA' : 'RTA';

/** A form error: the message key, and the field it belongs beside (the server's names). */
export interface FormError {
  field: string;
  key: string;
  values?: Record<string, string | number>;
}

/** A sub-account's investment allocation as typed: whole numbers, and 100 in all once begun. */
export function investmentErrors(account: string, typed: Record<string, string>): FormError[] {
  const field = `investments.${account}`;
  const values = Object.values(typed);
  const sum = pctSum(values);
  if (sum === undefined) return [{ field, key: 'form.error.whole' }];
  if (values.some((v) => v.trim() !== '') && sum !== 100)
    return [{ field, key: 'form.error.sum', values: { sum } }];
  return [];
}

function accountErrors(entry: AccountDraft, seen: Set<string>): FormError[] {
  const errors: FormError[] = [];
  const { account, schedule } = entry;
  if (accountKind(account) === 'SDA' && !sdaPattern.test(account))
    errors.push({ field: `allocation.${account}`, key: 'form.error.sdaMonth' });
  if (seen.has(account)) errors.push({ field: 'allocation', key: 'form.error.duplicate' });
  seen.add(account);
  if (Number.isNaN(readPct(entry.pct)) || readPct(entry.pct) === undefined)
    errors.push({ field: `allocation.${account}`, key: 'form.error.whole' });
  const scheduleField = `schedules.${account}`;
  const numbers =
    schedule.form === 'lump'
      ? []
      : schedule.form === 'installments'
        ? [schedule.years]
        : [schedule.years, schedule.lumpPct];
  if (accountKind(account) === 'RTA') numbers.push(schedule.startMonths);
  if (numbers.some((n) => Number.isNaN(readPct(n))))
    errors.push({ field: scheduleField, key: 'form.error.whole' });
  if (schedule.form !== 'lump' && readPct(schedule.years) === undefined)
    errors.push({ field: scheduleField, key: 'form.error.years' });
  return [...errors, ...investmentErrors(account, entry.investments)];
}

/** 1.12, 5.1(c), 5.2(c): a deferral above its maximum, installment years out of their range. */
function limitErrors(draft: ElectionDraft, limits: PlanLimits): FormError[] {
  const errors: FormError[] = [];
  for (const component of components) {
    const pct = readPct(draft.deferrals[component]);
    const max = limits.maxDeferralPct[component];
    if (pct !== undefined && pct > max)
      errors.push({ field: `deferrals.${component}`, key: 'form.error.max', values: { max } });
  }
  for (const { account, schedule } of draft.accounts) {
    const years = readPct(schedule.years);
    const [min, max] = limits.installmentYears[accountKind(account) === 'SDA' ? 'SDA' : 'RTA'];
    if (schedule.form !== 'lump' && years !== undefined && (years < min || years > max))
      errors.push({
        field: `schedules.${account}`,
        key: 'form.error.yearsRange',
        values: { min, max },
      });
  }
  return errors;
}

/**
 * What the form itself can say before asking the server: numbers that are not whole, an SDA
 * without a month, percentages that do not add up, and, once the plan's limits are known, values
 * beyond them. Whether the plan accepts the election is the server's.
 */
export function draftErrors(draft: ElectionDraft, limits?: PlanLimits): FormError[] {
  const errors: FormError[] = [];
  for (const component of components) {
    if (Number.isNaN(readPct(draft.deferrals[component])))
      errors.push({ field: `deferrals.${component}`, key: 'form.error.whole' });
  }
  const seen = new Set<string>();
  for (const entry of draft.accounts) errors.push(...accountErrors(entry, seen));
  const sum = allocationSum(draft);
  if (sum !== undefined && sum !== 100)
    errors.push({ field: 'allocation', key: 'form.error.sum', values: { sum } });
  return limits === undefined ? errors : [...errors, ...limitErrors(draft, limits)];
}

/** A schedule as FORMAT.md spells it; a start only for the RTA, and only when typed. */
export function buildSchedule(account: string, draft: ScheduleDraft): Schedule {
  const months = readPct(draft.startMonths);
  const start =
    accountKind(account) === 'RTA' && months !== undefined && !Number.isNaN(months)
      ? { start: { monthsAfterSeparation: months } }
      : {};
  const years = Number(draft.years.trim());
  if (draft.form === 'installments') return { form: 'installments', years, ...start };
  if (draft.form === 'partial')
    return { form: 'partial', lumpPct: Number(draft.lumpPct.trim()), years, ...start };
  return { form: 'lump', ...start };
}

/** fund -> % for the funds given a percentage; undefined when none was. */
export function buildInvestments(
  typed: Record<string, string>,
): Record<string, number> | undefined {
  const entries = Object.entries(typed)
    .map(([fund, text]) => [fund, readPct(text)] as const)
    .filter((entry): entry is readonly [string, number] => entry[1] !== undefined);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/** The request body: components left empty are left out (no deferral of that pay). */
export function buildElectionBody(draft: ElectionDraft): ElectionBody {
  const deferrals: Record<string, number> = {};
  for (const component of components) {
    const pct = readPct(draft.deferrals[component]);
    if (pct !== undefined) deferrals[component] = pct;
  }
  const schedules: Record<string, Schedule> = {};
  const investments: Record<string, Record<string, number>> = {};
  for (const entry of draft.accounts) {
    schedules[entry.account] = buildSchedule(entry.account, entry.schedule);
    const chosen = buildInvestments(entry.investments);
    if (chosen !== undefined) investments[entry.account] = chosen;
  }
  return {
    kind: draft.kind,
    planYear: draft.planYear,
    deferrals,
    allocation: draft.accounts.map((entry) => ({
      account: entry.account,
      pct: readPct(entry.pct) ?? 0,
    })),
    schedules,
    ...(Object.keys(investments).length > 0 ? { investments } : {}),
  };
}

/**
 * The kind of election and its Plan Year: an annual one is for the next Plan Year (3.2(b)); a
 * first-year one for the year of its window (3.2(a)), taken as this year.
 */
export function withKind(draft: ElectionDraft, kind: ElectionDraft['kind'], today: string) {
  const year = Number(today.slice(0, 4));
  return { ...draft, kind, planYear: kind === 'annual' ? year + 1 : year };
}

/** The annual deadline of a Plan Year: 11:59 p.m. Eastern on Dec 31 before it (3.2(b)). */
export const annualDeadline = (planYear: number) => `${planYear - 1}-12-31`;

/** Today's calendar date in the plan's time zone (Eastern), as YYYY-MM-DD. */
export function easternToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A v4 UUID (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
