import { formatMoney, parseMoney } from '@defcomp/domain';

/** Sums decimal money strings exactly (integer cents, domain's converters). */
export const sumMoney = (amounts: Iterable<string>): string => {
  let cents = 0n;
  for (const amount of amounts) cents += parseMoney(amount);
  return formatMoney(cents);
};
