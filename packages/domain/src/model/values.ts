import Type, { type Static, type TProperties, type TSchema, type TUnsafe } from 'typebox';
import { Format } from 'typebox/format';
import { parseInstant } from '../calendar/eastern.js';
import { DEFERRAL_COMPONENTS } from '../plan/plan-definition.js';

/**
 * FORMAT.md's value conventions, each declared once. The `description` is the noun an error
 * message denies ("not a date (YYYY-MM-DD)") and what JSON Schema readers see.
 */

/** A real calendar date as YYYY-MM-DD (by arithmetic: a story holds thousands of them). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** An ISO 8601 instant with an offset, on a real calendar date ("2024-12-31T23:59:00-05:00"). */
export function isInstant(text: string): boolean {
  try {
    parseInstant(text);
    return isCalendarDate(text.slice(0, 10));
  } catch {
    return false;
  }
}

/**
 * The formats every validator of the model must know: TypeBox's (here) and the server's ajv
 * (app.ts adds the same functions). `date` is JSON Schema's own name, so readers know it.
 * Registering is idempotent; it is the one global the domain sets, and it is pure data.
 */
export const FORMATS = { date: isCalendarDate, instant: isInstant } as const;
for (const [name, check] of Object.entries(FORMATS)) Format.Set(name, check);

export const CalendarDate = Type.String({
  format: 'date',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'a date (YYYY-MM-DD)',
});
export const Instant = Type.String({
  format: 'instant',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
  description: 'an instant with an offset (2024-12-31T23:59:00-05:00)',
});
/** Money in a story: a decimal string with exactly 2 decimals, never a JSON number. */
export const Money = Type.String({
  pattern: '^-?\\d+\\.\\d{2}$',
  description: 'an amount with 2 decimals ("1234.50")',
});
/** Money a request may carry: not negative, at most 13 integer digits. */
export const Amount = Type.String({
  pattern: '^\\d{1,13}\\.\\d{2}$',
  description: 'an amount with 2 decimals ("1234.50")',
});
/** Prices and units: decimal strings, up to 6 decimals. */
export const Price = Type.String({
  pattern: '^\\d{1,12}(\\.\\d{1,6})?$',
  description: 'a positive decimal with at most 6 decimals',
});
export const Month = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
  description: 'a month (YYYY-MM)',
});
/** Account names: `RTA`, `SDA:YYYY-MM`, `CCA` (the CCA takes no new deferrals). */
export const AccountName = Type.String({
  pattern: '^(RTA|CCA|SDA:\\d{4}-(0[1-9]|1[0-2]))$',
  description: 'an account (RTA, SDA:YYYY-MM, CCA)',
});
export type AccountName = Static<typeof AccountName>;
export const DeferralAccount = Type.String({
  pattern: '^(RTA|SDA:\\d{4}-(0[1-9]|1[0-2]))$',
  description: 'an account (RTA, SDA:YYYY-MM)',
});
export const Name = Type.String({ minLength: 1 });
/** A US state, district or territory by its USPS code ("CA", "DC"): a participant's residence. */
export const StateCode = Type.String({
  pattern: '^[A-Z]{2}$',
  description: 'a state code (two capital letters, "CA")',
});
export const Component = Type.Enum([...DEFERRAL_COMPONENTS] as [
  (typeof DEFERRAL_COMPONENTS)[number],
  ...(typeof DEFERRAL_COMPONENTS)[number][],
]);

/** An object that refuses unknown fields (FORMAT.md: an unknown field is an error). */
export const Strict = <P extends TProperties>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

/** A map whose keys are checked by `key` and values by `value` (JSON Schema propertyNames). */
export function MapOf<K extends TSchema, V extends TSchema>(
  key: K,
  value: V,
): TUnsafe<
  string extends Static<K>
    ? Record<string, Static<V>>
    : Partial<Record<Static<K> & string, Static<V>>>
> {
  return Type.Unsafe({ type: 'object', propertyNames: key, additionalProperties: value });
}

/** Fund id to a percentage of the account (7.3). */
export const Investments = MapOf(Name, Type.Number());
