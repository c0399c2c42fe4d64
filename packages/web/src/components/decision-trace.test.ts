import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { DecisionTrace, type DecisionStep } from './decision-trace';

/**
 * Issue 22 item 4: the FICA (Treas. Reg. §31.3121(v)(2)-1) and Key Employee (1.20,
 * §1.409A-1(i)) traces the server gives, step by step through the withholding trace's
 * component, in both languages: each step's name, the rule it cites, its inputs and outcome.
 */
const fica: DecisionStep[] = [
  {
    step: 'takenIntoAccount',
    rule: 'Treas. Reg. §31.3121(v)(2)-1(a)(2)',
    inputs: { date: '2025-03-31', source: 'deferral', account: 'RTA', amount: '10000.00' },
    outcome: { socialSecurityWages: '6100.00', medicareWages: '10000.00' },
  },
  {
    step: 'wageBase',
    rule: 'Treas. Reg. §31.3121(a)(1)-1',
    inputs: { wageBase: '176100.00', otherFicaWages: '170000.00' },
    outcome: { socialSecurityWages: '6100.00', medicareWages: '20000.00' },
  },
];
const keyEmployee: DecisionStep[] = [
  {
    step: 'identified',
    rule: '1.20',
    inputs: { identificationDate: '2025-12-31' },
    outcome: { identified: 'true' },
  },
  {
    step: 'status',
    rule: 'Treas. Reg. §1.409A-1(i)',
    inputs: { asOf: '2026-06-30', from: '2026-04-01', to: '2027-03-31' },
    outcome: { status: 'current' },
  },
];

async function render(
  language: string,
  steps: DecisionStep[],
  labels: 'ficaTrace' | 'keyEmployeeTrace',
) {
  await i18n.changeLanguage(language);
  const tree = createElement(
    I18nextProvider,
    { i18n },
    createElement(MantineProvider, null, createElement(DecisionTrace, { steps, labels })),
  );
  // The text only: tags and attributes out.
  return renderToStaticMarkup(tree)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the FICA and Key Employee decision traces (issue 22 item 4)', () => {
  afterAll(async () => i18n.changeLanguage('en'));

  it('shows each FICA step with its rule, inputs and outcome in English', async () => {
    const text = await render('en', fica, 'ficaTrace');
    expect(text).toContain('Taken into account under the special timing rule');
    expect(text).toContain('Treas. Reg. §31.3121(v)(2)-1(a)(2)');
    expect(text).toContain('Social Security wage base 176100.00');
    expect(text).toContain('Deferral');
    expect(text).toContain('Outcome');
  });

  it('shows each FICA step in Traditional Chinese, the rules cited as they are', async () => {
    const text = await render('zh-Hant', fica, 'ficaTrace');
    expect(text).toContain('依特別時點規則計入');
    expect(text).toContain('社會安全稅工資上限 176100.00');
    expect(text).toContain('Treas. Reg. §31.3121(a)(1)-1');
    expect(text).toContain('推遲');
    expect(text).not.toContain('Social Security');
  });

  it('shows the Key Employee steps in both languages, the status in words', async () => {
    const en = await render('en', keyEmployee, 'keyEmployeeTrace');
    expect(en).toContain('The Committee identifies him on the identification date');
    expect(en).toContain('Identification date 2025-12-31');
    expect(en).toContain('On the as-of date Current');
    const zh = await render('zh-Hant', keyEmployee, 'keyEmployeeTrace');
    expect(zh).toContain('委員會於認定日期認定其為關鍵僱員');
    expect(zh).toContain('認定日期 2025-12-31');
    expect(zh).toContain('於截至日期 目前');
    expect(zh).not.toMatch(/Identification|Current/);
  });
});
