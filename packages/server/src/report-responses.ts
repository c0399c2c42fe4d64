// The reports' answers (issue 10 item 8) as TypeBox schemas: documented in /api/docs, and held
// equal to the domain's types (a field added there and not here fails the build).
import { DateText, MoneyText, same } from '@defcomp/domain';
import Type, { type Static, type TSchema } from 'typebox';
import type { RollForwardAnswer } from './reports/roll-forward.js';

/** A type with its intersections flattened, all the way down (for `same`). */
type Deep<T> = T extends readonly (infer U)[]
  ? Deep<U>[]
  : T extends object
    ? { [K in keyof T]: Deep<T[K]> }
    : T;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = Type.String();

const figureProperties = {
  opening: MoneyText,
  deferrals: MoneyText,
  companyCredits: MoneyText,
  transfers: MoneyText,
  payments: MoneyText,
  forfeitures: MoneyText,
  investmentResults: MoneyText,
  closing: MoneyText,
};
const Split = Type.Object({ vested: MoneyText, unvested: MoneyText });
const summaryProperties = {
  ...figureProperties,
  vesting: Type.Object({ opening: Split, closing: Split }),
  fixedUnpaid: Type.Object({ opening: MoneyText, closing: MoneyText }),
  liabilityClosing: MoneyText,
};

/** Plan 10.1 over a period: what moved each sub-account and fund from opening to closing. */
export const RollForward = Type.Object(
  {
    from: DateText,
    to: DateText,
    openingAsOf: DateText,
    knownAt: Nullable(Text),
    participants: Type.Array(
      Type.Object({
        participantId: Text,
        name: Nullable(Text),
        lines: Type.Array(Type.Object({ account: Text, fund: Text, ...figureProperties })),
        ...summaryProperties,
      }),
    ),
    funds: Type.Array(Type.Object({ fund: Text, ...figureProperties })),
    totals: Type.Object(summaryProperties),
  },
  {
    description:
      'The liability roll-forward: opening + deferrals + company credits + transfers + payments + forfeitures + investment results (the balancing figure) = closing',
  },
);

same<Deep<Static<typeof RollForward>>, Deep<RollForwardAnswer>>(true);
