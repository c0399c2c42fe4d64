/**
 * FORMAT.md "check": only what the expected file states is compared; every key given must
 * match; lists must match in length and order; in `refused`, each expected rule must be among
 * those cited, and `a|b` accepts either.
 */
export interface Difference {
  path: string;
  expected: unknown;
  actual: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function compareResult(expected: unknown, actual: unknown, path = '$'): Difference[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [{ path, expected, actual }];
    if (/\.rules$/.test(path) && /\.refused\[\d+\]\.rules$/.test(path))
      return compareRules(expected, actual, path);
    if (expected.length !== actual.length)
      return [{ path: `${path}.length`, expected: expected.length, actual: actual.length }];
    return expected.flatMap((e, i) => compareResult(e, actual[i], `${path}[${i}]`));
  }
  if (isObject(expected)) {
    if (!isObject(actual)) return [{ path, expected, actual }];
    return Object.entries(expected).flatMap(([k, e]) =>
      compareResult(e, actual[k], `${path}.${k}`),
    );
  }
  return expected === actual ? [] : [{ path, expected, actual }];
}

function compareRules(expected: unknown[], actual: unknown[], path: string): Difference[] {
  const missing = expected.filter(
    (rule) =>
      !String(rule)
        .split('|')
        .some((r) => actual.includes(r)),
  );
  return missing.length === 0 ? [] : [{ path, expected, actual }];
}
