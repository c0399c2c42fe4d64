import { describe, expect, it } from 'vitest';
import type { CorrectionEffect } from '../api/workflows';
import { describeAgent, groupSecret, passwordErrors, readCode } from './account-state';
import { termErrors } from './committee-state';
import {
  companyBody,
  companyErrors,
  emptyCompanyDraft,
  readIds,
  reasonHeader,
} from './company-decision-state';
import {
  adjustmentTotals,
  approvalBlock,
  changedFigures,
  correctionBody,
  correctionErrors,
  emptyCorrection,
  figureDelta,
  readFigure,
  type CorrectionDraft,
} from './correction-state';

const priceDraft = (patch: Partial<CorrectionDraft> = {}): CorrectionDraft => ({
  ...emptyCorrection(),
  kind: 'price',
  action: 'supersede',
  fundId: 'F1',
  date: '2026-03-31',
  price: '10.123456',
  reason: 'The custodian restated the price',
  ...patch,
});

describe('12.9 a correction as the form holds it', () => {
  it('12.9 supersedes a price with the price that replaces it and the reason', () => {
    expect(correctionBody(priceDraft())).toEqual({
      target: { kind: 'price', fundId: 'F1', date: '2026-03-31' },
      action: 'supersede',
      replacement: { price: '10.123456' },
      reason: 'The custodian restated the price',
    });
  });

  it('12.9 voids a price without a replacement', () => {
    expect(correctionBody(priceDraft({ action: 'void', price: '' }))).toEqual({
      target: { kind: 'price', fundId: 'F1', date: '2026-03-31' },
      action: 'void',
      reason: 'The custodian restated the price',
    });
  });

  it('12.9 a correction without a reason is not sent', () => {
    const draft = priceDraft({ reason: '  ' });
    expect(correctionErrors(draft)).toEqual({ reason: 'corrections.errors.reason' });
    expect(correctionBody(draft)).toBeUndefined();
  });

  it('7.2 a correcting price is above zero, read as text with at most 6 places', () => {
    for (const price of ['0', '0.000000', '-1', '1.1234567', '1e3', 'abc', ''])
      expect(correctionErrors(priceDraft({ price })).price, price).toBe('corrections.errors.price');
    for (const price of ['0.000001', '12', '12.5'])
      expect(correctionErrors(priceDraft({ price })).price, price).toBeUndefined();
  });

  it('12.9 a fact is named by its number; a superseding fact is a JSON object', () => {
    const fact = { ...priceDraft(), kind: 'fact' as const, seq: '12' };
    expect(correctionErrors({ ...fact, eventJson: '[1]' }).eventJson).toBe(
      'corrections.errors.event',
    );
    expect(correctionErrors({ ...fact, seq: '0', action: 'void' }).seq).toBe(
      'corrections.errors.seq',
    );
    const event = { type: 'separation', date: '2026-05-01' };
    expect(correctionBody({ ...fact, eventJson: JSON.stringify(event) })).toEqual({
      target: { kind: 'fact', seq: 12 },
      action: 'supersede',
      replacement: { event },
      reason: 'The custodian restated the price',
    });
  });

  it('12.9 a participant datum is superseded, never voided, and names what replaces it', () => {
    const who = { ...priceDraft(), kind: 'participant' as const, participantId: 'E1001' };
    expect(correctionErrors({ ...who, action: 'void', hireDate: '2020-01-02' }).action).toBe(
      'corrections.errors.noVoid',
    );
    expect(correctionErrors(who).hireDate).toBe('corrections.errors.nothing');
    expect(correctionBody({ ...who, hireDate: '2020-01-02' })).toEqual({
      target: { kind: 'participant', participantId: 'E1001' },
      action: 'supersede',
      replacement: { hireDate: '2020-01-02' },
      reason: 'The custodian restated the price',
    });
  });
});

describe('12.9 a correction’s effect, read', () => {
  const effect: CorrectionEffect = {
    before: null,
    participants: [
      {
        participantId: 'E1001',
        changes: [
          { figure: 'balance RTA', before: '1000.00', after: '1012.34' },
          { figure: 'payment E1001:RTA:2026-01-01 (paid)', before: '500.00', after: '490.00' },
        ],
        payments: [
          {
            paymentKey: 'E1001:RTA:2026-01-01',
            ref: 'x',
            paidOn: '2026-01-05',
            paid: '500.00',
            due: '490.00',
            difference: '10.00',
            kind: 'overpaid',
            correction: 'recover',
            rules: ['12.9'],
          },
        ],
      },
      {
        participantId: 'E1002',
        changes: [{ figure: 'separation', before: null, after: '2026-04-30' }],
        payments: [
          {
            paymentKey: 'E1002:RTA:2026-01-01',
            ref: 'y',
            paidOn: '2026-01-05',
            paid: '100.00',
            due: '100.25',
            difference: '-0.25',
            kind: 'underpaid',
            correction: 'make up',
            rules: ['12.9'],
          },
        ],
      },
    ],
  };

  it('names each figure the domain compares', () => {
    expect(readFigure('balance SDA:2031-03')).toEqual({
      kind: 'balance',
      account: 'SDA:2031-03',
      money: true,
    });
    expect(readFigure('payment E1001:RTA:2026-01-01 (paid)')).toEqual({
      kind: 'payment',
      paymentKey: 'E1001:RTA:2026-01-01',
      paid: true,
      money: true,
    });
    expect(readFigure('payment E1001:RTA:2027-01-01')).toMatchObject({ paid: false });
    expect(readFigure('separation').money).toBe(false);
    expect(readFigure('deferrals').kind).toBe('deferrals');
  });

  it('changes are exact cents; a figure that appears counts from zero', () => {
    expect(figureDelta('1000.00', '1012.34')).toBe('12.34');
    expect(figureDelta('0.10', '0.07')).toBe('-0.03');
    expect(figureDelta(null, '5.00')).toBe('5.00');
    expect(figureDelta('2026-01-01', '2026-02-01')).toBeUndefined();
  });

  it('sums over- and underpayments apart, and counts the figures that change', () => {
    expect(adjustmentTotals(effect)).toEqual({ overpaid: '10.00', underpaid: '0.25', count: 2 });
    expect(changedFigures(effect)).toBe(3);
  });

  it('segregation of duties: the preparer never approves; only the Committee does', () => {
    const prepared = { status: 'prepared', preparedBy: 'admin' };
    expect(approvalBlock(prepared, { username: 'admin', role: 'committee' })).toBe('ownPrepared');
    expect(approvalBlock(prepared, { username: 'auditor1', role: 'auditor' })).toBe(
      'committeeOnly',
    );
    expect(approvalBlock(prepared, { username: 'committee2', role: 'committee' })).toBeUndefined();
    expect(
      approvalBlock({ ...prepared, status: 'approved' }, { username: 'c', role: 'committee' }),
    ).toBe('notPending');
  });
});

describe('company decisions (1.4, 9.3, 1.20) as the form holds them', () => {
  const ready = { reason: 'Board resolution 2026-14', confirmed: true };

  it('1.4 a Change in Control is its date, with a reason and a confirmation', () => {
    const draft = { ...emptyCompanyDraft('changeInControl'), date: '2026-12-01' };
    expect(companyErrors(draft)).toEqual({
      reason: 'company.errors.reason',
      confirmed: 'company.errors.confirm',
    });
    expect(companyBody({ ...draft, ...ready })).toEqual({
      kind: 'changeInControl',
      date: '2026-12-01',
    });
  });

  it('9.3 a termination pays on or after the day the Board terminates the plan', () => {
    const draft = {
      ...emptyCompanyDraft('planTermination'),
      ...ready,
      date: '2026-12-01',
      payOn: '2026-11-30',
    };
    expect(companyErrors(draft).payOn).toBe('company.errors.payOnBefore');
    expect(companyBody({ ...draft, payOn: '2027-12-15' })).toEqual({
      kind: 'planTermination',
      date: '2026-12-01',
      payOn: '2027-12-15',
    });
  });

  it('1.20 a Key Employee list names each participant once', () => {
    expect(readIds(' E1001, E1002\nE1001;E1003 ')).toEqual(['E1001', 'E1002', 'E1003']);
    const draft = {
      ...emptyCompanyDraft('keyEmployeeList'),
      ...ready,
      identificationDate: '2026-12-31',
      participantIds: 'E1001 E1002',
    };
    expect(companyBody(draft)).toEqual({
      kind: 'keyEmployeeList',
      identificationDate: '2026-12-31',
      participantIds: ['E1001', 'E1002'],
    });
    expect(companyErrors({ ...draft, participantIds: ' , ' }).participantIds).toBe(
      'company.errors.ids',
    );
  });

  it('a reason travels as a header: ASCII as it is, other text percent-encoded', () => {
    expect(reasonHeader(' Board resolution ')).toBe('Board resolution');
    expect(reasonHeader('董事會決議')).toBe(encodeURIComponent('董事會決議'));
  });
});

describe('account security (ASVS 5.0 V6.2, V6.6)', () => {
  it('V6.2.1 a new password has at least 12 characters, counted as characters', () => {
    const change = { current: 'old password!', next: '密碼密碼密碼密碼密碼密碼', confirm: '' };
    expect(passwordErrors({ ...change, confirm: change.next })).toEqual({});
    expect(passwordErrors({ ...change, next: 'short', confirm: 'short' }).next).toBe(
      'security.errors.short',
    );
    expect(passwordErrors(change).confirm).toBe('security.errors.mismatch');
    expect(
      passwordErrors({ current: 'same password', next: 'same password', confirm: 'same password' })
        .next,
    ).toBe('security.errors.same');
  });

  it('V6.6 a code is six digits, spaces dropped', () => {
    expect(readCode(' 123 456 ')).toBe('123456');
    expect(readCode('12345')).toBeUndefined();
    expect(readCode('12345a')).toBeUndefined();
  });

  it('shows a secret in groups of four and a browser in a few words', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(
      describeAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
      ),
    ).toBe('Chrome · Linux');
    expect(describeAgent('')).toBe('—');
  });
});

describe('8.1 the end of a Committee term', () => {
  it('8.1 names its day and its written instrument', () => {
    expect(termErrors({ endedOn: '2026-12-01', reason: 'resigned', instrument: 'letter' })).toEqual(
      {},
    );
    expect(termErrors({ endedOn: '12/01/2026', reason: 'removed', instrument: ' ' })).toEqual({
      endedOn: 'committee.errors.date',
      instrument: 'committee.errors.instrument',
    });
  });
});
