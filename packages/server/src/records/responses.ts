// Participant records and beneficiary designations (issue 11 items 1, 2): request and response
// schemas. Tax ids and bank accounts are answered masked (last 4) unless revealed.
import { DateText, MoneyText, Rules } from '@defcomp/domain';
import Type, { type TSchema } from 'typebox';
import { date, object } from '../core/schemas.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = Type.String();

// ---- Requests -------------------------------------------------------------------------------

const line = { type: 'string', minLength: 1, maxLength: 200 } as const;
export const addressBody = object(
  {
    line1: line,
    line2: line,
    city: line,
    state: { type: 'string', pattern: '^[A-Z]{2}$', description: 'state or province code' },
    postalCode: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$' },
    country: { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166 code, default US' },
  },
  ['line1', 'city', 'postalCode'],
);
/** An SSN, ITIN or EIN: nine digits, dashes optional. Never echoed back in an error. */
export const taxIdBody = {
  type: 'string',
  pattern: '^([0-9]{3}-[0-9]{2}-[0-9]{4}|[0-9]{2}-[0-9]{7}|[0-9]{9})$',
  description: 'SSN, ITIN or EIN: 9 digits (dashes optional); stored encrypted, answered masked',
} as const;
export const bankAccountBody = object(
  {
    routingNumber: { type: 'string', pattern: '^[0-9]{9}$', description: 'ABA routing number' },
    accountNumber: { type: 'string', pattern: '^[0-9]{4,17}$' },
    accountType: { type: 'string', enum: ['checking', 'savings'] },
  },
  ['routingNumber', 'accountNumber', 'accountType'],
);
const spouseBody = object({ name: line, diedOn: date }, ['name']);
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });

/** What a participant may change of his own record (the rest is the administrator's). */
export const participantFields = ['address', 'mailingAddress', 'email', 'phone'] as const;

export const recordChangeBody = object(
  {
    effectiveOn: { ...date, description: 'the day the change takes effect (staff; default today)' },
    reason: { type: 'string', minLength: 1, maxLength: 2000 },
    legalName: line,
    address: addressBody,
    mailingAddress: nullable(addressBody),
    email: { type: 'string', maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
    phone: { type: 'string', pattern: '^\\+?[0-9 ().-]{7,20}$' },
    employer: { ...line, description: 'the Employer within the controlled group (1.16)' },
    payrollId: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,40}$' },
    spouse: nullable(spouseBody),
    stateOfResidence: {
      type: 'string',
      pattern: '^[A-Z]{2}$',
      description: 'recorded as a `residence` fact (8.3: state withholding reads it)',
    },
    taxId: taxIdBody,
    bankAccount: nullable(bankAccountBody),
  },
  [],
);

const beneficiaryBody = object(
  {
    name: line,
    pct: { type: 'integer', minimum: 1, maximum: 100 },
    relationship: line,
    address: addressBody,
    taxId: taxIdBody,
    diedOn: { ...date, description: 'staff only: the day the beneficiary died' },
  },
  ['name', 'pct'],
);
export const designationBody = object(
  {
    filedOn: { ...date, description: 'staff only: the day the form was received (default today)' },
    reason: { type: 'string', minLength: 1, maxLength: 2000 },
    primary: { type: 'array', minItems: 1, maxItems: 20, items: beneficiaryBody },
    contingent: { type: 'array', maxItems: 20, items: beneficiaryBody },
  },
  ['primary'],
);

export const revealQuery = object(
  {
    reveal: {
      type: 'string',
      enum: ['true', 'false'],
      description: 'administrator and payroll only: tax ids and bank accounts in full (audited)',
    },
  },
  [],
);

// ---- Responses ------------------------------------------------------------------------------

export const Address = Type.Object({
  line1: Text,
  line2: Type.Optional(Text),
  city: Text,
  state: Type.Optional(Text),
  postalCode: Text,
  country: Type.Optional(Text),
});
export const BankAccount = Type.Object({
  routingNumber: Text,
  accountNumber: Text,
  accountType: Text,
});
const Spouse = Type.Object({ name: Text, diedOn: Type.Optional(DateText) });

/** The fields of a record (current) or of one change (history): secrets masked unless revealed. */
const fields = {
  legalName: Type.Optional(Nullable(Text)),
  address: Type.Optional(Nullable(Address)),
  mailingAddress: Type.Optional(Nullable(Address)),
  email: Type.Optional(Nullable(Text)),
  phone: Type.Optional(Nullable(Text)),
  employer: Type.Optional(Nullable(Text)),
  payrollId: Type.Optional(Nullable(Text)),
  spouse: Type.Optional(Nullable(Spouse)),
  stateOfResidence: Type.Optional(Nullable(Text)),
  taxId: Type.Optional(Nullable(Text)),
  bankAccount: Type.Optional(Nullable(BankAccount)),
};
export const RecordFields = Type.Object(fields);

export const Status = Type.Object({
  value: Type.Enum([
    'notEligible',
    'eligible',
    'participating',
    'separated',
    'inPay',
    'paidOut',
    'deceased',
  ]),
  since: Nullable(DateText),
  basis: Text,
  rules: Rules,
});

/** A change that moves money or rights waits for a second person (participant-record.ts). */
export const Approval = Type.Object({
  status: Type.Enum(['notNeeded', 'pending', 'approved']),
  approvedBy: Type.Optional(Text),
  approvedAt: Type.Optional(Text),
});

export const RecordChange = Type.Object({
  /** `PR-…` a record change; `fact-N` a residence fact (the fact log's). */
  id: Text,
  effectiveOn: DateText,
  changes: RecordFields,
  reason: Nullable(Text),
  approval: Approval,
  recordedAt: Text,
  recordedBy: Text,
});

export const ParticipantRecord = {
  participantId: Text,
  asOf: DateText,
  revealed: Type.Boolean(),
  record: RecordFields,
  status: Status,
  history: Type.Array(RecordChange),
};

export const Beneficiary = Type.Object({
  name: Text,
  pct: Type.Integer(),
  relationship: Type.Optional(Text),
  address: Type.Optional(Address),
  taxId: Type.Optional(Text),
  diedOn: Type.Optional(DateText),
});
export const Designation = Type.Object({
  id: Text,
  filedOn: DateText,
  primary: Type.Array(Beneficiary),
  contingent: Type.Array(Beneficiary),
  source: Type.Enum(['participant', 'staff']),
  reason: Text,
  approval: Approval,
  recordedAt: Text,
  recordedBy: Text,
  /** Refusals of 1.2 (a designation recorded before a fix may not be valid; it never governs). */
  valid: Type.Boolean(),
});
const Share = Type.Object({
  name: Text,
  kind: Type.Enum(['primary', 'contingent', 'spouse', 'estate']),
  pct: Type.Integer(),
  payee: Type.Integer(),
  amount: MoneyText,
});
export const DeathBenefit = Type.Object({
  diedOn: DateText,
  payments: Type.Array(
    Type.Object({
      date: DateText,
      account: Text,
      benefit: Text,
      amount: MoneyText,
      payee: Text,
      shares: Type.Array(Share),
    }),
  ),
  totals: Type.Array(Share),
  total: MoneyText,
  rules: Rules,
});
export const Beneficiaries = {
  participantId: Text,
  asOf: DateText,
  revealed: Type.Boolean(),
  /** The designation in force today (1.3), or null: then the Spouse, else the estate. */
  inForce: Nullable(Designation),
  /** Who would take the Death Benefit today or, once he died, on the day of death. */
  default: Type.Object({ kind: Type.Enum(['designation', 'spouse', 'estate']), name: Text }),
  history: Type.Array(Designation),
  /** Once a death is recorded: the engine's beneficiary payments split among the payees. */
  deathBenefit: Nullable(DeathBenefit),
};
