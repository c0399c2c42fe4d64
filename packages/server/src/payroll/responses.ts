// The answers of payroll/ as TypeBox schemas (core/responses.ts: the shared ones, and why each is
// proven equal to its store type). Its route files import this module as `PR`.
import { DateText, MoneyText, same } from '@defcomp/domain';
import type { DeferralInstruction as DeferralInstructionType } from '@defcomp/domain';
import type * as store from '@defcomp/store';
import type { JudgedLine } from './judge-pays.js';
import Type, { type Static } from 'typebox';
import { Count, Instant, Nullable, Text } from '../core/responses.js';

export const PayImport = Type.Object({
  planId: Text,
  id: Text,
  contentHash: Text,
  fileName: Nullable(Text),
  payCount: Count,
  recordedAt: Instant,
  recordedBy: Text,
});

const Period = Type.Object({ start: DateText, end: DateText });

const PayWarning = Type.Object({
  code: Type.Union([
    Type.Literal('capped_by_net_pay'),
    Type.Literal('pay_after_separation'),
    Type.Literal('not_eligible'),
    Type.Literal('pay_after_death'),
  ]),
  rule: Text,
  message: Text,
});

const DeferralStop = Type.Object({ rule: Text, reason: Text });

const ElectionApplied = Type.Object({
  kind: Text,
  filedOn: DateText,
  planYear: Type.Integer(),
  pct: Type.Integer(),
});

const FicaDue = Type.Object({
  rule: Type.Literal('8.3'),
  year: Type.Integer(),
  wagesBefore: MoneyText,
  socialSecurityWages: MoneyText,
  socialSecurity: MoneyText,
  medicare: MoneyText,
  additionalMedicare: MoneyText,
  total: MoneyText,
});

/** A figure refused because the rate or limit it needs is published nowhere here (8.3). */
const RateRefusal = Type.Object({
  code: Type.Union([
    Type.Literal('irs_limit_not_published'),
    Type.Literal('fica_rates_not_published'),
  ]),
  rule: Text,
  message: Text,
});

/** Plan 7.1: one pay line as the plan treats it, with payroll's reported deduction beside it. */
export const PayLineReport = Type.Object({
  line: Type.Integer({ description: "The file's line (CSV: the header is line 1)" }),
  participantId: Text,
  payDate: DateText,
  component: Text,
  servicePeriod: Nullable(Period),
  gross: MoneyText,
  netAvailable: MoneyText,
  additionalCheck: Type.Boolean(),
  deducted: Nullable(MoneyText),
  difference: Nullable(
    Type.String({ description: 'deducted - deferred; null when payroll did not say' }),
  ),
  planYear: Type.Integer(),
  election: Nullable(ElectionApplied),
  elected: MoneyText,
  deferred: MoneyText,
  deferrals: Type.Array(Type.Object({ account: Text, amount: MoneyText })),
  stop: Nullable(DeferralStop),
  warnings: Type.Array(PayWarning),
  fica: Nullable(FicaDue),
  ficaRefused: Nullable(RateRefusal),
});

/** Plan 3.5, 7.1, 8.3: what payroll withholds from pay of a date, per component. */
export const DeferralInstruction = Type.Object({
  participantId: Text,
  payDate: DateText,
  eligible: Type.Boolean(),
  separatedOn: Nullable(DateText),
  components: Type.Array(
    Type.Object({
      component: Text,
      pct: Type.Integer({ description: 'The percentage to defer: 0 when stopped or not elected' }),
      planYear: Type.Integer(),
      election: Nullable(ElectionApplied),
      servicesAfter: Nullable(DateText),
      stop: Nullable(DeferralStop),
    }),
  ),
  fica: Nullable(
    Type.Object({
      year: Type.Integer(),
      socialSecurityRateBp: Type.Integer({ description: 'Basis points: 620 = 6.2%' }),
      medicareRateBp: Type.Integer(),
      additionalMedicareRateBp: Type.Integer(),
      additionalMedicareThreshold: MoneyText,
      socialSecurityWageBase: MoneyText,
      sources: Type.Array(Text),
    }),
  ),
  ficaRefused: Nullable(RateRefusal),
  wagesBefore: MoneyText,
});

const PayTotals = Type.Object({
  lines: Count,
  gross: MoneyText,
  deferred: MoneyText,
  warnings: Count,
});

/**
 * A pay file's import with each line as the plan treated it; `replayed` when the very same
 * lines were imported before (nothing changed; `lines` and `totals` are what that import
 * answered, its lines numbered as in its file).
 */
export const PayImported = {
  import: PayImport,
  replayed: Type.Boolean(),
  lines: Type.Array(PayLineReport),
  totals: PayTotals,
};

/** A pay file sent as a job (pay-import-jobs.ts), without its result: what the list answers. */
export const PayImportJobSummary = Type.Object({
  id: Text,
  planId: Text,
  fileName: Nullable(Text),
  linesTotal: Count,
  /** Lines judged so far (Plan 7.1): 0 until the job runs; a repeat of a file is not judged. */
  linesJudged: Count,
  requestedBy: Text,
  requestedAt: Instant,
  reason: Nullable(Text),
  status: Type.Union([
    Type.Literal('waiting'),
    Type.Literal('running'),
    Type.Literal('imported'),
    Type.Literal('refused'),
  ]),
  /** The import made, or the earlier one of the very same lines (replayed). */
  importId: Nullable(Text),
  /** True: the same lines were imported before (what POST answered 200 for). */
  replayed: Nullable(Type.Boolean()),
  /** Why the file was refused: the problem POST /pay-imports answered before, every bad line named. */
  problem: Nullable(Type.Record(Type.String(), Type.Unknown())),
  finishedAt: Nullable(Instant),
});

/** The job with its result: what POST /pay-imports answered before (201 new, 200 replayed). */
export const PayImportJob = Type.Object({
  ...PayImportJobSummary.properties,
  result: Nullable(Type.Object(PayImported)),
});

// Each schema above is its store type exactly (core/responses.ts).
same<Static<typeof PayImport>, store.PayImport>(true);
same<Static<typeof PayLineReport>, JudgedLine>(true);
same<Static<typeof DeferralInstruction>, DeferralInstructionType>(true);
