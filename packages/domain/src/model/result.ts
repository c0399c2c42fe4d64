// FORMAT.md "Output" as TypeBox schemas: the evaluated result the API answers with. The server's
// response schemas and the OpenAPI document use them, and the compile-time checks at the end
// keep them equal to the engine's own result types (scenario/evaluate.ts), so a field added
// there and not here (which the server's serializer would silently drop) fails the build.
import Type, { type Static } from 'typebox';
import { CalendarDate, Money } from './values.js';
import type {
  ParticipantResult,
  PaymentJson,
  RefusalJson,
  ScenarioResult,
} from '../scenario/evaluate.js';
import type { AmendmentRefusal } from '../scenario/amendments.js';
import type { ParticipantTaxes } from '../tax/view.js';
import { form1099Boxes, w2Boxes } from '../tax/w2-boxes.js';

/** A calendar date, YYYY-MM-DD (the model's own). */
export const DateText = CalendarDate;
/** Money: a decimal string with 2 decimals (negative for a correction), never a JSON number. */
export const MoneyText = Money;
/** The plan sections and regulations a value follows from, as the engine cites them. */
export const Rules = Type.Array(Type.String());
/** How a value was computed, step by step (STYLE.md habit 6). */
export const TraceSteps = Type.Array(Type.String());

export const ViolationSchema = Type.Object({
  code: Type.String(),
  rule: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});

/** An event the plan refused: its index in the input and every rule it breaks. */
export const RefusalSchema = Type.Object({
  index: Type.Integer(),
  rules: Rules,
  codes: Type.Array(Type.String()),
  message: Type.String(),
  violations: Type.Array(ViolationSchema),
});

export const PaymentSchema = Type.Object({
  date: DateText,
  account: Type.String(),
  benefit: Type.String(),
  amount: MoneyText,
  valuedAt: DateText,
  /** Installment n of m. */
  installment: Type.Optional(Type.Tuple([Type.Integer(), Type.Integer()])),
  /** The n-th payment (n > 1) of its sub-account, benefit and Payment Date (5.5, 8.2). */
  occurrence: Type.Optional(Type.Integer({ minimum: 2 })),
  payee: Type.String(),
  /** 5.10: the last day on which paying it is still on time. */
  onTimeThrough: DateText,
  rules: Rules,
  trace: Type.Optional(TraceSteps),
  /** A payment made (an approved run): when, and by which run; `amount` is the gross paid. */
  paid: Type.Optional(Type.Object({ on: DateText, ref: Type.String() })),
  /** Of a payment made: what the record now computes for it, when that differs (12.9). */
  due: Type.Optional(MoneyText),
  /** Of a payment made: what its sub-account lacked at its valuation point. */
  unfunded: Type.Optional(MoneyText),
  /** Funds whose price for `valuedAt` is not recorded yet: the amount is an estimate. */
  pricesPending: Type.Optional(Type.Array(Type.String())),
  /** 12.9: a make-up payment, the rest of a payment made short (its key ends `|make-up`). */
  makeUp: Type.Optional(Type.Literal(true)),
});

const Deferral = Type.Object({
  date: DateText,
  component: Type.String(),
  amount: MoneyText,
  account: Type.String(),
  trace: Type.Optional(TraceSteps),
});

const CompanyCredit = Type.Object({
  date: DateText,
  kind: Type.String(),
  amount: MoneyText,
  trace: Type.Optional(TraceSteps),
});

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ClaimStatusSchema = Type.Object({
  id: Type.String(),
  status: Type.String(),
  decisionDue: Nullable(DateText),
  appealBy: Nullable(DateText),
  reviewDue: Nullable(DateText),
  suitBy: Nullable(DateText),
});

// ---- Plan 8.3: the tax view (only when the scenario asks, `"taxes": true`) -------------------

const TaxRefusalSchema = Type.Object({
  code: Type.String(),
  rule: Type.String(),
  message: Type.String(),
});

const FederalSchema = Type.Object({
  withheld: MoneyText,
  supplementalBefore: Type.Optional(MoneyText),
  flatPortion: Type.Optional(MoneyText),
  flatRate: Type.Optional(Type.String()),
  mandatoryPortion: Type.Optional(MoneyText),
  mandatoryRate: Type.Optional(Type.String()),
  rules: Rules,
  refused: Type.Optional(TaxRefusalSchema),
});

const StateSchema = Type.Object({
  state: Type.Optional(Type.String()),
  basis: Type.Union([Type.Literal('residence'), Type.Literal('source')]),
  status: Type.Union([Type.Literal('withheld'), Type.Literal('exempt'), Type.Literal('refused')]),
  withheld: Type.Optional(MoneyText),
  rules: Rules,
  message: Type.String(),
  code: Type.Optional(Type.String()),
});

const PaymentTaxSchema = Type.Object({
  date: DateText,
  account: Type.String(),
  payee: Type.String(),
  amount: MoneyText,
  installment: Type.Optional(Type.Tuple([Type.Integer(), Type.Integer()])),
  form: Type.Union([Type.Literal('W-2'), Type.Literal('1099-MISC')]),
  federal: FederalSchema,
  state: Type.Array(StateSchema),
});

const Tax3 = Type.Object({
  socialSecurity: MoneyText,
  medicare: MoneyText,
  additionalMedicare: MoneyText,
});
const EmployerTax = Type.Object({ socialSecurity: MoneyText, medicare: MoneyText });

const FicaItemSchema = Type.Object({
  date: DateText,
  source: Type.Union([
    Type.Literal('deferral'),
    Type.Literal('companyCredit'),
    Type.Literal('vesting'),
  ]),
  account: Type.String(),
  amount: MoneyText,
  socialSecurityWages: MoneyText,
  medicareWages: MoneyText,
  employee: Tax3,
  employer: EmployerTax,
  rules: Rules,
  from: Type.String(),
});

/** A figure of a tax form with its rules and the payments, deferrals and credits it adds up. */
const FigureSchema = Type.Object({
  amount: MoneyText,
  rules: Rules,
  from: Type.Array(Type.String()),
});

/** A figure for each box named. */
const figuresOf = <B extends string>(boxes: readonly B[]) =>
  Object.fromEntries(boxes.map((box) => [box, FigureSchema])) as Record<B, typeof FigureSchema>;

const TaxYearSchema = Type.Object({
  year: Type.Integer(),
  fica: Type.Object({
    otherFicaWages: MoneyText,
    socialSecurityWages: MoneyText,
    medicareWages: MoneyText,
    employee: Tax3,
    employer: EmployerTax,
    items: Type.Array(FicaItemSchema),
    rules: Rules,
    refused: Type.Optional(TaxRefusalSchema),
  }),
  // Plan 8.3: the boxes of tax/w2-boxes.ts, the one list.
  w2: Type.Object(figuresOf(w2Boxes)),
  form1099: Type.Array(Type.Object({ payee: Type.String(), ...figuresOf(form1099Boxes) })),
});

export const ParticipantTaxesSchema = Type.Object({
  payments: Type.Array(PaymentTaxSchema),
  years: Type.Array(TaxYearSchema),
});

/** One participant's result (FORMAT.md "Output", `participants.<id>`). */
export const ParticipantResultSchema = Type.Object({
  refused: Type.Array(RefusalSchema),
  deferrals: Type.Array(Deferral),
  companyCredits: Type.Array(CompanyCredit),
  keyEmployee: Type.Array(Type.Object({ from: DateText, to: DateText })),
  separation: Nullable(Type.Object({ date: DateText, rules: Rules, reason: Type.String() })),
  forfeited: Type.Array(Type.Object({ date: DateText, amount: MoneyText, rules: Rules })),
  payments: Type.Array(PaymentSchema),
  /** Sub-account to balance: RTA, CCA, CCAVested and every SDA he has had. */
  balances: Type.Record(Type.String(), MoneyText),
  claims: Type.Array(ClaimStatusSchema),
  /** Plan 8.3: only when the scenario sets `"taxes": true`. */
  taxes: Type.Optional(ParticipantTaxesSchema),
});

export const AmendmentRefusalSchema = Type.Object({
  index: Type.Integer(),
  rules: Rules,
  message: Type.String(),
  reductions: Type.Optional(
    Type.Array(Type.Object({ participant: Type.String(), before: MoneyText, after: MoneyText })),
  ),
});

export const ScenarioResultSchema = Type.Object({
  format: Type.Literal('defcomp-result/1'),
  company: Type.Object({ refused: Type.Array(RefusalSchema) }),
  /** Plan 9.2: the amendments refused (those admitted are in force from their dates). */
  plan: Type.Object({ refused: Type.Array(AmendmentRefusalSchema) }),
  participants: Type.Record(Type.String(), ParticipantResultSchema),
});

/** True when A and B are the same type (not merely assignable one way). */
export type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** A compile-time proof that a schema's static type is a declared type: `same<X, Y>(true)`. */
export const same = <A, B>(proof: Same<A, B>): Same<A, B> => proof;

same<Static<typeof RefusalSchema>, RefusalJson>(true);
same<Static<typeof PaymentSchema>, PaymentJson>(true);
same<Static<typeof ParticipantResultSchema>, ParticipantResult>(true);
same<Static<typeof ParticipantTaxesSchema>, ParticipantTaxes>(true);
same<Static<typeof AmendmentRefusalSchema>, AmendmentRefusal>(true);
// One way only: every result the engine writes fits the schema.
const _resultFits = (result: ScenarioResult): Static<typeof ScenarioResultSchema> => result;
