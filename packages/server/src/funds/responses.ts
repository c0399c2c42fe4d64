// The answers of funds/ as TypeBox schemas (core/responses.ts: the shared ones, and why each is
// proven equal to its store type). Its route files import this module as `FR`.
import { DateText, MoneyText, same } from '@defcomp/domain';
import type { fundingOf, TrustAssets as Assets } from '@defcomp/domain';
import type * as store from '@defcomp/store';
import type { FundPriceReport as FundPriceReportType } from './price-file.js';
import Type, { type Static } from 'typebox';
import { Count, Instant, Nullable, Text } from '../core/responses.js';

export const Fund = Type.Object({
  id: Text,
  name: Text,
  capitalPreservation: Type.Boolean(),
  constantPrice: Nullable(Text),
});

export const Price = Type.Object({ date: DateText, price: Text });

/** Issue 10 item 2: a fund on the menu with the data the committee recorded for it. */
export const FundListed = Type.Object({
  ...Fund.properties,
  ticker: Nullable(Text),
  assetClass: Nullable(Text),
  expenseRatioPct: Nullable(Type.String({ description: 'Annual expense ratio, percent' })),
});

export const PriceControl = Type.Object({
  largeMovePct: Type.String({ description: 'A move larger than this percentage is flagged' }),
  recordedAt: Instant,
  recordedBy: Text,
});

export const PriceControlOrNull = Nullable(PriceControl);

const LargeMove = Type.Object({
  date: DateText,
  price: Text,
  previousDate: DateText,
  previousPrice: Text,
  movePct: Type.String({ description: '(price / previous - 1) x 100, 2 decimals' }),
});

const FundPriceReport = Type.Object({
  fundId: Text,
  added: Count,
  unchanged: Count,
  from: DateText,
  through: DateText,
  missing: Type.Array(DateText, { description: 'Valuation Dates of the span without a price' }),
  largeMoves: Type.Array(LargeMove),
});

/** What a price file added, and per fund: missing Valuation Dates, large moves flagged. */
export const PriceFileReport = {
  added: Count,
  unchanged: Count,
  largeMovePct: Nullable(Text),
  funds: Type.Array(FundPriceReport),
};

const TrustHolding = Type.Object({ fundId: Text, value: MoneyText });

export const TrustStatement = Type.Object({
  planId: Text,
  date: DateText,
  marketValue: MoneyText,
  holdings: Nullable(Type.Array(TrustHolding)),
  recordedAt: Instant,
  recordedBy: Text,
});

export const TrustAssets = Type.Object({
  asOf: DateText,
  value: MoneyText,
  statement: Nullable(Type.Object({ date: DateText, marketValue: MoneyText })),
  contributions: MoneyText,
  withdrawals: MoneyText,
});

/** Trust assets against what the plan owes (trust-funding.ts fundingOf). */
export const Funding = Type.Object({
  fundedRatio: Nullable(
    Type.String({ description: 'assets / owed, 4 decimals; null when nothing is owed' }),
  ),
  shortfall: MoneyText,
  surplus: MoneyText,
  rounding: Text,
});

// Each schema above is its store type exactly (core/responses.ts).
type Listed = store.Fund & store.FundDetails;
same<Static<typeof Fund>, store.Fund>(true);
same<Static<typeof Price>, store.Price>(true);
same<Static<typeof FundListed>, { [K in keyof Listed]: Listed[K] }>(true);
same<Static<typeof PriceControl>, store.PriceControl>(true);
same<Static<typeof FundPriceReport>, FundPriceReportType>(true);
same<Static<typeof TrustStatement>, store.TrustStatement>(true);
same<Static<typeof TrustAssets>, Assets>(true);
same<Static<typeof Funding>, ReturnType<typeof fundingOf>>(true);
