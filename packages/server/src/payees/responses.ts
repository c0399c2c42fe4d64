// Plan 12.10, 12.11 (missing payees, guardians): request and response schemas.
import { DateText } from '@defcomp/domain';
import Type, { type TSchema } from 'typebox';
import { Approval, addressBody, bankAccountBody } from '../records/index.js';
import { Guardian } from '../core/responses.js';
import { date, id, object } from '../core/schemas.js';

const Text = Type.String();
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// ---- Requests -------------------------------------------------------------------------------

/** `participant`, or `beneficiary:<name>` as the designation names him. */
export const payeeRef = {
  type: 'string',
  pattern: '^(participant|beneficiary:.{1,200})$',
  description: 'participant, or beneficiary:<name> (the name the designation gives)',
} as const;
const words = { type: 'string', minLength: 1, maxLength: 2000 } as const;
const name = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const searchBody = object({ payee: payeeRef, on: date, tried: words, searchedBy: name }, [
  'payee',
  'on',
  'tried',
]);
export const foundBody = object(
  {
    payee: payeeRef,
    on: date,
    address: addressBody,
    bankAccount: bankAccountBody,
    email: { type: 'string', format: 'email', maxLength: 200 },
    reason: words,
  },
  ['payee', 'on', 'reason'],
);
export const guardianBody = object(
  {
    payee: payeeRef,
    name,
    capacity: { type: 'string', enum: ['guardian', 'conservator', 'parent'] },
    basis: { type: 'string', enum: ['minor', 'incapacitated'] },
    courtOrder: name,
    from: date,
    through: date,
    address: addressBody,
    reason: words,
  },
  ['payee', 'name', 'capacity', 'basis', 'from', 'reason'],
);
export const uncashedBody = object(
  {
    lines: {
      type: 'array',
      items: { type: 'integer', minimum: 1 },
      minItems: 1,
      maxItems: 10000,
      uniqueItems: true,
    },
    notCashedBy: date,
    reason: words,
  },
  ['lines', 'notCashedBy'],
);
export const eventParams = object({ id, eventId: id });

// ---- Responses ------------------------------------------------------------------------------

export const PayeeEventView = Type.Object({
  id: Text,
  seq: Type.Integer(),
  payee: Text,
  kind: Type.Enum(['suspended', 'search', 'found', 'uncashed', 'guardian']),
  on: DateText,
  /** What the kind says: a basis, what was tried, an address (a bank account masked), a guardian. */
  details: Type.Record(Type.String(), Type.Unknown()),
  reason: Text,
  approval: Approval,
  recordedAt: Text,
  recordedBy: Text,
});

export const PayeeView = Type.Object({
  payee: Text,
  name: Text,
  suspended: Type.Boolean(),
  since: Nullable(DateText),
  basis: Nullable(Text),
  foundOn: Nullable(DateText),
  foundPending: Type.Boolean(),
  /** Plan 12.11: the guardian paid on his behalf today, if any. */
  guardian: Nullable(Guardian),
  rules: Type.Array(Text),
});

export const Payees = {
  participantId: Text,
  asOf: DateText,
  payees: Type.Array(PayeeView),
  events: Type.Array(PayeeEventView),
};
