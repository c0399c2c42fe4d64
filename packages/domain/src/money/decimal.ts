/**
 * Exact decimal amounts as scaled bigints (STYLE.md habit 3): never binary floats.
 *
 * - money: cents (scale 2), e.g. 1234.50 -> 123450n
 * - units and prices: micro (scale 6), e.g. 12.5 -> 12500000n
 *
 * Every division names its rounding. FORMAT.md: "Rounding, always half-up, once per figure".
 */
export type Cents = bigint;
export type Micro = bigint;

export const MONEY_SCALE = 2;
export const UNIT_SCALE = 6;

export class DecimalFormatError extends Error {}

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Parses a decimal string with at most `scale` decimals into a scaled integer. */
export function parseScaled(text: string, scale: number): bigint {
  const match = decimalPattern.exec(text);
  if (!match) throw new DecimalFormatError(`not a decimal number: ${JSON.stringify(text)}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale) {
    throw new DecimalFormatError(`more than ${scale} decimals: ${JSON.stringify(text)}`);
  }
  const digits = BigInt(whole! + fraction.padEnd(scale, '0'));
  return sign === '-' ? -digits : digits;
}

/** Formats a scaled integer with exactly `scale` decimals. */
export function formatScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? '.' + fraction : ''}`;
}

export const parseMoney = (text: string): Cents => parseScaled(text, MONEY_SCALE);
export const formatMoney = (cents: Cents): string => formatScaled(cents, MONEY_SCALE);
export const parseMicro = (text: string): Micro => parseScaled(text, UNIT_SCALE);
export const formatMicro = (micro: Micro): string => formatScaled(micro, UNIT_SCALE);

/** numerator / denominator, rounded half-up (half away from zero for negatives). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** amount x pct / 100, half-up to cents. */
export const percentOf = (amount: Cents, pct: number | bigint): Cents =>
  divideHalfUp(amount * BigInt(pct), 100n);

// Cents to units at a micro price, and back: 10^10, kept rather than raised on every call.
const SCALE_SHIFT = 10n ** 10n;

/** units = amount / price, half-up to 6 decimals (FORMAT.md). */
export const unitsFor = (amount: Cents, price: Micro): Micro =>
  divideHalfUp(amount * SCALE_SHIFT, price);

/** value = units x price, half-up to cents (FORMAT.md). */
export const valueOf = (units: Micro, price: Micro): Cents =>
  divideHalfUp(units * price, SCALE_SHIFT);

export const minBig = (a: bigint, b: bigint): bigint => (a < b ? a : b);
export const maxBig = (a: bigint, b: bigint): bigint => (a > b ? a : b);
export const sumBig = (values: Iterable<bigint>): bigint => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};

/** Sums decimal money strings exactly (integer cents): "0.00" for none. */
export const sumMoney = (amounts: Iterable<string>): string => {
  let cents = 0n;
  for (const amount of amounts) cents += parseMoney(amount);
  return formatMoney(cents);
};
