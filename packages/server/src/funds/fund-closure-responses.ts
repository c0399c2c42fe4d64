import Type from 'typebox';
import { DateText, Instant, Text } from '../core/responses.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** Plan 7.3: a fund closed naming its successor, prepared by one member, approved by another. */
export const FundClosure = Type.Object({
  id: Text,
  planId: Text,
  fundId: Text,
  date: DateText,
  successorId: Text,
  status: Type.Union([
    Type.Literal('prepared'),
    Type.Literal('approved'),
    Type.Literal('withdrawn'),
  ]),
  preparedBy: Text,
  preparedAt: Instant,
  approvedBy: Nullable(Text),
  approvedAt: Nullable(Instant),
  withdrawnBy: Nullable(Text),
  withdrawnAt: Nullable(Instant),
  withdrawnReason: Nullable(Text),
});
