/**
 * Sub-accounts as FORMAT.md names them: `RTA` (1.29), `SDA:YYYY-MM` (1.32, named by its
 * specified month), `CCA` (1.9) and, in balances, `CCAVested` (the vested part of the CCA, 4.2).
 */

export type AccountKind = 'RTA' | 'SDA' | 'CCA' | 'CCAVested' | 'other';

export interface AccountName {
  kind: AccountKind;
  /** `YYYY-MM` for an SDA. */
  month?: string;
  raw: string;
}

export function parseAccount(raw: string): AccountName {
  if (raw === 'RTA' || raw === 'CCA' || raw === 'CCAVested') return { kind: raw, raw };
  const sda = /^SDA:(\d{4}-\d{2})$/.exec(raw);
  if (sda) return { kind: 'SDA', month: sda[1], raw };
  return { kind: 'other', raw };
}

const kindOrder: Record<AccountKind, number> = { RTA: 0, SDA: 1, CCA: 2, CCAVested: 3, other: 4 };

/** FORMAT.md's order: `RTA`, then SDAs by month, then `CCA` (then `CCAVested`, then others). */
export function compareAccounts(a: string, b: string): number {
  const left = parseAccount(a);
  const right = parseAccount(b);
  const byKind = kindOrder[left.kind] - kindOrder[right.kind];
  if (byKind !== 0) return byKind;
  return left.raw < right.raw ? -1 : left.raw > right.raw ? 1 : 0;
}

export function sortAccounts(names: Iterable<string>): string[] {
  return [...names].sort(compareAccounts);
}

/**
 * The balances that add up to what is owed: `CCAVested` is part of `CCA`, so it is not
 * added again.
 */
export function isSummedAccount(raw: string): boolean {
  return parseAccount(raw).kind !== 'CCAVested';
}
