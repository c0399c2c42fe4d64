/**
 * Article IX: plan termination by the Board (9.3, §1.409A-3(j)(4)(ix)): everything, vested in
 * full, paid in one lump sum no sooner than 12 months and no later than 24 months after the
 * action. Termination on Mon 2025-06-30.
 */
import { describe, expect, it } from 'vitest';
import {
  annual,
  companyRefusals,
  eligible,
  pay,
  run,
  type ScenarioOptions,
} from '../support/scenario.js';
import type { ParticipantEvent } from '../../src/index.js';

const terminated = (payOn: string): ScenarioOptions => ({
  hireDate: '2023-06-01', // 1 year of service at most: the CCA is 0% vested on the schedule
  companyEvents: [{ type: 'planTermination', date: '2025-06-30', payOn }],
});
const story: ParticipantEvent[] = [
  eligible('2023-10-02'),
  annual(2024),
  { type: 'retirementSavingsPlan', year: 2024, deferralPct: 6 },
  pay('2024-03-15', '10000.00'), // RTA 5000.00; match 200.00 on 2024-12-31
  pay('2025-07-31', '10000.00'), // after the termination: not deferred
];

describe('9.3 plan termination window', () => {
  it.each([
    ['9.3 payOn exactly 12 months after is accepted', '2026-06-30', '2026-05-29'],
    ['9.3 payOn exactly 24 months after is accepted', '2027-06-30', '2027-05-28'],
  ])('%s', (_name, payOn, valuedAt) => {
    expect(companyRefusals(story, terminated(payOn))).toEqual([]);
    const result = run(story, terminated(payOn));
    // Valued at the end of the month before the month of payment; the CCA vests in full.
    expect(
      result.payments.map((p) => [p.date, p.account, p.benefit, p.amount, p.valuedAt]),
    ).toEqual([
      [payOn, 'RTA', 'planTermination', '5000.00', valuedAt],
      [payOn, 'CCA', 'planTermination', '200.00', valuedAt],
    ]);
    expect(result.deferrals.map((d) => d.date)).toEqual(['2024-03-15']);
  });

  it.each([
    ['9.3 payOn one day less than 12 months is refused', '2026-06-29'],
    ['9.3 payOn one day more than 24 months is refused', '2027-07-01'],
  ])('%s', (_name, payOn) => {
    expect(companyRefusals(story, terminated(payOn)).map((r) => [r.index, r.rules])).toEqual([
      [0, ['9.3']],
    ]);
    const result = run(story, terminated(payOn));
    expect(result.payments).toEqual([]);
    expect(result.deferrals.map((d) => d.date)).toEqual(['2024-03-15', '2025-07-31']);
  });

  it('9.3 a payment falling due before payOn is still made on its own date', () => {
    const result = run(
      [
        eligible('2023-10-02'),
        annual(2025, { allocation: [['SDA:2026-03', 100]] }),
        pay('2025-01-31', '2000.00'),
      ],
      {
        parameters: { sdaMinimumYears: 0 },
        companyEvents: [{ type: 'planTermination', date: '2025-06-30', payOn: '2026-06-30' }],
      },
    );
    expect(result.payments.map((p) => [p.date, p.benefit, p.amount])).toEqual([
      ['2026-03-15', 'specifiedDate', '1000.00'],
    ]);
  });
});
