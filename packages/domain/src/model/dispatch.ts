import Type, { type Static, type TSchema, type TUnsafe } from 'typebox';
import { branchLiterals, discriminator, type Schema } from './explain.js';

/**
 * A tagged union rendered as `if`/`then` branches on its tag. Same values fit; what changes is
 * the error a validator that stops at the first one reports (the server's ajv, on purpose: all
 * errors is a denial-of-service risk): an `anyOf` reports the first branch's complaint (a pay
 * event "lacks notifiedOn"), this one the chosen branch's, so the 400 names the right field.
 */
export function Dispatched<T extends TSchema>(union: T): TUnsafe<Static<T>> {
  return Type.Unsafe<Static<T>>(dispatch(union as Schema) as TSchema);
}

function dispatch(s: Schema): Schema {
  const key = s.anyOf && discriminator(s.anyOf);
  if (!s.anyOf || !key) return s;
  const tag = (values: unknown[]) => ({ required: [key], properties: { [key]: { enum: values } } });
  return {
    type: 'object',
    ...(s.description ? { description: s.description } : {}),
    ...tag(s.anyOf.flatMap((b) => branchLiterals(b, key) ?? [])),
    allOf: s.anyOf.map((b) => ({ if: tag(branchLiterals(b, key) ?? []), then: dispatch(b) })),
  } as Schema;
}
