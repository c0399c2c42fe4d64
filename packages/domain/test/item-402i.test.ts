/**
 * SEC Regulation S-K Item 402(i) (reports/item-402i.ts): the roll-forward over the fiscal year
 * as the table's columns, reconciling to the year-end balance.
 */
import { describe, expect, it } from 'vitest';
import {
  evaluateScenario,
  fiscalYear,
  item402iTable,
  nyseCalendar,
  parseDate,
  priceBook,
  projectScenario,
  rollForward,
  sumMoney,
  type ParticipantProjection,
} from '../src/index.js';
import { enrolled2025, pay, scenarioOf } from './support/scenario.js';

describe('Item 402(i) nonqualified deferred compensation table', () => {
  it('Item 402(i): a fiscal year ends on its day; it starts the day after the same day a year before', () => {
    expect(fiscalYear('2026-02-28')).toEqual({ from: '2025-03-01', to: '2026-02-28' });
    expect(fiscalYear('2024-02-29')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
    expect(fiscalYear('2025-12-31')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('Item 402(i)(2): contributions, earnings, withdrawals and the year-end balance reconcile', () => {
    const s = scenarioOf(
      [
        ...enrolled2025({ investments: { RTA: { IDX: 100 } } }),
        pay('2025-01-31', '10000.00'),
        pay('2025-04-30', '10000.00'),
        pay('2025-07-31', '10000.00'),
      ],
      {
        evaluateThrough: '2030-12-31',
        funds: {
          IDX: {
            points: [
              ['2024-12-31', '10'],
              ['2025-06-02', '11'],
              ['2026-01-02', '9.5'],
            ],
          },
        },
      },
    );
    const book = priceBook(s.prices);
    const prices = {
      price: (fund: string, date: string) => book.price(fund, date),
      valuationDayOnOrBefore: (date: string) => nyseCalendar.onOrBefore(parseDate(date)).toString(),
    };
    const projections = projectScenario(s) as ParticipantProjection[];
    const year = fiscalYear('2026-02-28');
    const [row] = item402iTable(rollForward(projections, year, prices), ['P1', 'NOBODY']).slice(
      0,
      1,
    );
    const deferred = evaluateScenario({ ...s, evaluateThrough: year.to })
      .participants.P1!.deferrals.filter((d) => d.date >= year.from && d.date <= year.to)
      .map((d) => d.amount);
    expect(row!.executiveContributions).toBe(sumMoney(deferred));
    expect(row!.executiveContributions).toBe('10000.00');
    expect(row!.priorYearEndBalance).toBe('5000.00');
    // 1,000 units of the first two pays at 10 and 454.545455 at 11: worth 9.5 each at the end.
    expect(row!.aggregateBalanceAtYearEnd).toBe('13818.18');
    expect(
      sumMoney([
        row!.priorYearEndBalance,
        row!.executiveContributions,
        row!.registrantContributions,
        row!.aggregateEarnings,
        `-${row!.aggregateWithdrawalsDistributions}`,
        `-${row!.forfeitures}`,
      ]),
    ).toBe(row!.aggregateBalanceAtYearEnd);
    const table = item402iTable(rollForward(projections, year, prices), ['P1', 'NOBODY']);
    expect(table[1]).toMatchObject({ participantId: 'NOBODY', aggregateBalanceAtYearEnd: '0.00' });
  });
});
