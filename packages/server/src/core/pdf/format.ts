/**
 * "$1,234,567.50" from the decimal string "1234567.50": the digits are regrouped as text, never
 * parsed into a float (STYLE.md habit 3: money is exact up to the edge, and this is the edge).
 */
export function usd(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${fraction.padEnd(2, '0')}`;
}

/** The sub-accounts by their plan names (Plan 1.29 RTA, 1.32 SDA, 1.9 CCA). */
export function accountName(account: string): string {
  if (account === 'RTA') return 'Retirement/Termination Account';
  if (account === 'CCA') return 'Company Contribution Account';
  if (account === 'CCAVested') return '  of which vested (4.2)';
  if (account.startsWith('SDA:')) return `Specified Date Account ${account.slice(4)}`;
  return account;
}

const benefits: Record<string, string> = {
  termination: 'Termination (5.1)',
  specifiedDate: 'Specified Date (5.2)',
  companyContribution: 'Company Contribution (5.3)',
  death: 'Death (5.4)',
  emergency: 'Unforeseeable Emergency (5.5)',
  changeInControl: 'Change in Control (5.6)',
  smallBalance: 'Small balance (5.7)',
  domesticRelationsOrder: 'Domestic relations order (5.9)',
  planTermination: 'Plan termination (9.3)',
};

export const benefitName = (benefit: string): string => benefits[benefit] ?? benefit;

const components: Record<string, string> = {
  baseSalary: 'Base salary',
  monthlyBonus: 'Monthly bonus',
  annualBonus: 'Annual bonus',
  performanceBonus: 'Performance bonus',
  other: 'Other',
};

export const componentName = (component: string): string => components[component] ?? component;
