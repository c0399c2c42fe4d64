// Exact sums of money strings are the domain's (integer cents).
export { sumMoney } from '@defcomp/domain';
