/**
 * Plan 8.3, year-end tax data: Form W-2 for the participant (General Instructions for Forms W-2
 * and W-3, nonqualified plans) and Form 1099-MISC for payees who are not the employee. Each
 * figure carries its rules and the payments, deferrals and credits it adds up (`from`).
 */
import { formatMoney, type Cents } from '../money/decimal.js';
import type { FicaYear } from './fica.js';
import type { PaymentTaxJson } from './payment-withholding.js';
import type { Form1099Box, W2Box } from './w2-boxes.js';

export interface Figure {
  amount: string;
  rules: string[];
  from: string[];
}

/** A figure for each box of w2-boxes.ts (the one list), no other. */
export type W2Json = { [B in W2Box]: Figure };

export type Form1099Json = { [K in 'payee' | Form1099Box]: K extends 'payee' ? string : Figure };

const W2 = 'General Instructions for Forms W-2 and W-3';
const figure = (parts: [Cents, string][], rules: string[]): Figure => ({
  amount: formatMoney(parts.reduce((sum, [c]) => sum + c, 0n)),
  rules,
  from: parts.filter(([c]) => c !== 0n).map(([, label]) => label),
});

export const paymentLabel = (p: PaymentTaxJson) =>
  `payment ${p.date} ${p.account}${p.installment ? ` ${p.installment[0]}/${p.installment[1]}` : ''} to ${p.payee}`;
const cents = (text: string) => BigInt(text.replace('.', ''));

/** Box 11: distributions if any; else what vested this year for services of earlier years. */
function box11(paid: [Cents, string][], fica: FicaYear | undefined): Figure {
  const rules = ['8.3', `${W2}, box 11`];
  if (paid.some(([c]) => c > 0n)) return figure(paid, rules);
  // Interpretation: a vesting of the CCA is of credits made for earlier years' services (a
  // credit is dated December 31); a deferral and a credit vested when made are this year's.
  const vested = (fica?.items ?? []).filter((i) => i.source === 'vesting');
  return figure(
    vested.map((i) => [i.amount, i.from]),
    [...rules, 'Interpretation: vesting = prior-year services'],
  );
}

export function w2For(
  payments: PaymentTaxJson[],
  fica: FicaYear | undefined,
  /** The year's deferrals and company credits (credited, vested or not), labelled. */
  deferred: [Cents, string][],
): W2Json {
  const own = payments.filter((p) => p.form === 'W-2');
  const paid = own.map((p): [Cents, string] => [cents(p.amount), paymentLabel(p)]);
  const items = fica?.items ?? [];
  const timing = ['8.3', 'Treas. Reg. §31.3121(v)(2)-1', `${W2}, boxes 3 and 5`];
  return {
    box1: figure(paid, ['8.3', `${W2}, box 1 (nonqualified plan distributions)`]),
    box2: figure(
      own.map((p) => [cents(p.federal.withheld), paymentLabel(p)]),
      ['8.3', `${W2}, box 2`],
    ),
    box3: figure(
      items.map((i) => [i.socialSecurityWages, i.from]),
      timing,
    ),
    box4: figure(
      items.map((i) => [i.employee.socialSecurity, i.from]),
      ['8.3', 'IRC 3101(a)'],
    ),
    box5: figure(
      items.map((i) => [i.medicareWages, i.from]),
      timing,
    ),
    box6: figure(
      items.map((i) => [i.employee.medicare + i.employee.additionalMedicare, i.from]),
      ['8.3', 'IRC 3101(b)'],
    ),
    box11: box11(paid, fica),
    // Optional (Notice 2008-115): the year's deferrals and company credits under a 409A plan.
    box12Y: figure(deferred, ['8.3', `${W2}, box 12 code Y (optional)`, 'IRS Notice 2008-115']),
    // The engine refuses every event that would break 409A, so no failure arises in the record.
    box12Z: figure(
      [],
      ['8.3', `${W2}, box 12 code Z`, 'IRC 409A(a)(1)', 'no 409A failure: every breach is refused'],
    ),
  };
}

export function form1099For(payments: PaymentTaxJson[]): Form1099Json[] {
  const payees = [
    ...new Set(payments.filter((p) => p.form === '1099-MISC').map((p) => p.payee)),
  ].sort();
  return payees.map((payee) => {
    const own = payments.filter((p) => p.payee === payee);
    const rules =
      payee === 'alternatePayee'
        ? ['8.3', '5.9', 'IRS Notice 2002-31', 'Instructions for Form 1099-MISC, box 3']
        : [
            '8.3',
            '5.4',
            `${W2}, Deceased employee's wages`,
            'Instructions for Form 1099-MISC, box 3',
          ];
    return {
      payee,
      box3: figure(
        own.map((p) => [cents(p.amount), paymentLabel(p)]),
        rules,
      ),
      box4: figure(
        own.map((p) => [cents(p.federal.withheld), paymentLabel(p)]),
        ['8.3', 'Instructions for Form 1099-MISC, box 4'],
      ),
    };
  });
}
