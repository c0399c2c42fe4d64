import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import type { ClaimDeadlines } from '../api/types';
import { i18n } from '../i18n';
import {
  ClaimDeadlineList,
  deadlineInForce,
  decisionDateRefusal,
  lateDecision,
} from './claim-deadlines';

/** Received 2025-01-10: 90 days end 2025-04-10, 180 end 2025-07-09 (Plan 11.2). */
const filed: ClaimDeadlines = {
  id: 'C1',
  status: 'filed',
  filedOn: '2025-01-10',
  decisionDue: '2025-04-10',
  decisionPeriod: { days: 90, due: '2025-04-10' },
  extendedPeriod: { days: 180, due: '2025-07-09' },
  extendedOn: null,
  appealBy: null,
  reviewDue: null,
  suitBy: null,
  late: [],
};
const extended: ClaimDeadlines = {
  ...filed,
  status: 'extended',
  decisionDue: '2025-07-09',
  extendedOn: '2025-03-01',
};

async function render(language: string, claim: ClaimDeadlines) {
  await i18n.changeLanguage(language);
  const tree = createElement(
    I18nextProvider,
    { i18n },
    createElement(MantineProvider, null, createElement(ClaimDeadlineList, { claim })),
  );
  return renderToStaticMarkup(tree);
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a claim’s decision date and deadlines (issue 22 item 2)', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it.each([
    ['11.1 the day received may be decided on', '2025-01-10', undefined],
    ['11.1 a day before receipt is refused', '2025-01-09', 'beforeReceived'],
    ['no day is refused as missing', '', 'required'],
    ['a day after today is refused', '2025-05-02', 'afterToday'],
  ])('%s', (_name, date, refusal) => {
    expect(decisionDateRefusal(date, filed, '2025-05-01')).toBe(refusal);
  });

  it.each([
    ['11.2 decided on the 90th day is on time', filed, '2025-04-10', undefined],
    ['11.2 decided on the 91st day is late', filed, '2025-04-11', '2025-04-10'],
    ['11.2 extended, the 180th day is on time', extended, '2025-07-09', undefined],
    ['11.2 extended, the 181st day is late', extended, '2025-07-10', '2025-07-09'],
  ])('%s', (_name, claim, date, due) => {
    expect(lateDecision(claim, date)?.due).toBe(due);
  });

  it('11.4 on review, the review’s period is the one in force', () => {
    const appealed = { ...filed, status: 'appealed', reviewDue: '2025-06-01' };
    expect(deadlineInForce(appealed)).toEqual({ due: '2025-06-01', rule: '11.4' });
    expect(lateDecision(appealed, '2025-06-02')?.rule).toBe('11.4');
  });

  it('11.2 shows the date received and both deadlines with their rules, the 90 days in force', async () => {
    const html = await render('en', filed);
    expect(text(html)).toContain('Received on Jan 10, 2025');
    expect(text(html)).toContain('Decision due (90 days) Apr 10, 2025 In force');
    expect(text(html)).toContain('Extended deadline (180 days) Jul 9, 2025 If extended');
    expect(html.match(/data-rule="11.2"/g)).toHaveLength(2);
    expect(html).toContain('data-rule="11.1"');
  });

  it('11.2 extended, the 180 days are in force, in Traditional Chinese too', async () => {
    const en = text(await render('en', extended));
    expect(en).toContain('Extended deadline (180 days) Jul 9, 2025 In force');
    expect(en).toContain('Extension notified on Mar 1, 2025');
    expect(en).not.toContain('Decision due (90 days) Apr 10, 2025 In force');
    const zh = text(await render('zh-Hant', extended));
    expect(zh).toContain('接到日期');
    expect(zh).toContain('延長後期限（180 天） 2025年7月9日 現行期限');
  });
});
