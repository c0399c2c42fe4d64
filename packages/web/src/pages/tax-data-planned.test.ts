import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import type { TaxData } from '../api/admin';
import { i18n } from '../i18n';
import { TaxPlannedTable } from './tax-data-planned';

/** Plan 8.3 (issue 22 item 5): the current year's planned payments, apart, in both languages. */
const report = {
  paidThrough: '2026-12-02',
  planned: [
    {
      participantId: 'S2',
      name: 'Sam Two',
      date: '2026-12-15',
      account: 'RTA',
      payee: 'participant',
      form: 'W-2',
      amount: '15000.00',
      federalWithheld: '3300.00',
    },
  ],
  plannedTotal: '15000.00',
} as unknown as TaxData;

async function render(language: string) {
  await i18n.changeLanguage(language);
  const tree = createElement(
    I18nextProvider,
    { i18n },
    createElement(MantineProvider, null, createElement(TaxPlannedTable, { report })),
  );
  return renderToStaticMarkup(tree)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the tax data’s planned payments (issue 22 item 5)', () => {
  afterAll(async () => i18n.changeLanguage('en'));

  it('lists a planned payment apart from the paid figures, in English', async () => {
    const text = await render('en');
    expect(text).toContain('Planned payments (scheduled, not yet paid)');
    expect(text).toContain('Sam Two');
    expect(text).toMatch(/15,000\.00/);
  });

  it('lists it in Traditional Chinese', async () => {
    const text = await render('zh-Hant');
    expect(text).toContain('預定付款（已排定、尚未支付）');
    expect(text).toContain('不計入任何數字或合計');
    expect(text).not.toContain('Planned');
  });
});
