/**
 * Money and other decimals as the API sends them: decimal strings (FORMAT.md "Conventions").
 * They are formatted as strings and summed as bigint cents, never as binary floats
 * (STYLE.md habit 3: exact at the edges too).
 */

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Inserts thousands separators into a string of digits: "1234567" -> "1,234,567". */
export function groupThousands(digits: string, separator = ','): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = digits.slice(start, end) + (grouped === '' ? '' : separator + grouped);
  }
  return grouped;
}

export interface DecimalFormat {
  /** Shown before the number, after the sign: "$", "US$". */
  prefix?: string;
  /** Pad the fraction with zeros to at least this many decimals (never rounds). */
  fractionMin?: number;
}

/**
 * Formats a decimal string for reading: "-1234567.5" -> "-$1,234,567.50" (prefix "$",
 * fractionMin 2). Digits are never rounded or dropped. A value that is not a decimal
 * string is returned as it came, so a server under construction shows what it sent.
 */
export function formatDecimal(value: string, format: DecimalFormat = {}): string {
  const match = decimalPattern.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fractionGiven = ''] = match;
  const fraction = fractionGiven.padEnd(format.fractionMin ?? 0, '0');
  const wholeTrimmed = whole.replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(wholeTrimmed + fraction);
  const signShown = sign === '-' && !isZero ? '-' : '';
  return `${signShown}${format.prefix ?? ''}${groupThousands(wholeTrimmed)}${fraction === '' ? '' : '.' + fraction}`;
}

/** A money amount: "1234.5" -> "$1,234.50"; null or undefined -> "—". */
export function formatMoney(value: string | null | undefined, prefix = '$'): string {
  if (value === null || value === undefined || value === '') return '—';
  return formatDecimal(value, { prefix, fractionMin: 2 });
}

/** Parses a money string into integer cents; null when it is not one (more than 2 decimals too). */
export function parseCents(value: string): bigint | null {
  const match = decimalPattern.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > 2) return null;
  const cents = BigInt(whole + fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Integer cents back to a money string: 123450n -> "1234.50". */
export function centsToString(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Exact sum of money strings; values that are not money are skipped. */
export function sumMoney(values: Iterable<string | null | undefined>): string {
  let total = 0n;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    total += parseCents(value) ?? 0n;
  }
  return centsToString(total);
}

/**
 * Cents as a JavaScript number, for a chart's bar lengths only. Integers are exact in a
 * double up to 2^53 cents (about $90 trillion); the labels are formatted back from the
 * integer by `formatCentsNumber`, so no fraction ever passes through a float.
 */
export function centsNumber(value: string): number {
  return Number(parseCents(value) ?? 0n);
}

/**
 * Formats an integer number of cents (from `centsNumber`): 123450 -> "$1,234.50". With
 * `wholeDollars` (a chart's axis), an amount of whole dollars drops its ".00".
 */
export function formatCentsNumber(
  cents: number,
  prefix = '$',
  options: { wholeDollars?: boolean } = {},
): string {
  if (!Number.isSafeInteger(cents)) return String(cents);
  const text = centsToString(BigInt(cents));
  if (options.wholeDollars === true && text.endsWith('.00')) {
    return formatDecimal(text.slice(0, -3), { prefix });
  }
  return formatMoney(text, prefix);
}
