/**
 * A correction being prepared (Plan 12.9), as the form holds it: pure, so it is unit-tested.
 * The server judges it again (routes/corrections.ts); this only says what is missing before it
 * is sent, and reads the effect the server answers into rows to show.
 */
import type { CorrectionBody, CorrectionEffect, PaymentAdjustment } from '../api/workflows';
import { isIsoDate } from '../format/dates';
import { centsToString, parseCents, sumMoney } from '../format/money';

export type CorrectionKind = 'fact' | 'price' | 'participant';

export interface CorrectionDraft {
  kind: CorrectionKind;
  action: 'void' | 'supersede';
  /** fact: its sequence number in the fact log. */
  seq: string;
  /** fact supersede: the corrected event as JSON (it keeps its type). */
  eventJson: string;
  /** price: the fund and valuation date of the recorded price, and the price that replaces it. */
  fundId: string;
  date: string;
  price: string;
  /** participant: the datum superseded. */
  participantId: string;
  hireDate: string;
  birthDate: string;
  name: string;
  reason: string;
}

export const emptyCorrection = (): CorrectionDraft => ({
  kind: 'price',
  action: 'supersede',
  seq: '',
  eventJson: '',
  fundId: '',
  date: '',
  price: '',
  participantId: '',
  hireDate: '',
  birthDate: '',
  name: '',
  reason: '',
});

/** A field the form marks, with the message key saying why. */
export type CorrectionErrors = Partial<Record<keyof CorrectionDraft, string>>;

/** 7.2: a price is a positive decimal (at most 6 places, as the server stores it). */
const priceText = /^\d+(\.\d{1,6})?$/;

function readEvent(json: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** What is missing or malformed, by field (empty: the draft can be sent). */
export function correctionErrors(d: CorrectionDraft): CorrectionErrors {
  const errors: CorrectionErrors = {};
  if (d.reason.trim() === '') errors.reason = 'corrections.errors.reason';
  // 12.9 (routes/corrections.ts): a participant's data is superseded, never voided.
  if (d.kind === 'participant' && d.action === 'void') errors.action = 'corrections.errors.noVoid';
  if (d.kind === 'fact') {
    if (!/^[1-9]\d*$/.test(d.seq.trim())) errors.seq = 'corrections.errors.seq';
    if (d.action === 'supersede' && readEvent(d.eventJson) === undefined)
      errors.eventJson = 'corrections.errors.event';
  }
  if (d.kind === 'price') {
    if (d.fundId.trim() === '') errors.fundId = 'corrections.errors.fund';
    if (!isIsoDate(d.date)) errors.date = 'corrections.errors.date';
    if (d.action === 'supersede') {
      const text = d.price.trim();
      // Above zero: some digit other than 0 (read as text, never as a float).
      if (!priceText.test(text) || !/[1-9]/.test(text)) errors.price = 'corrections.errors.price';
    }
  }
  if (d.kind === 'participant') {
    if (d.participantId.trim() === '') errors.participantId = 'corrections.errors.participant';
    if (d.hireDate !== '' && !isIsoDate(d.hireDate)) errors.hireDate = 'corrections.errors.date';
    if (d.birthDate !== '' && !isIsoDate(d.birthDate)) errors.birthDate = 'corrections.errors.date';
    if (d.hireDate === '' && d.birthDate === '' && d.name.trim() === '')
      errors.hireDate = 'corrections.errors.nothing';
  }
  return errors;
}

/** The body of POST /corrections, or undefined while the draft has errors. */
export function correctionBody(d: CorrectionDraft): CorrectionBody | undefined {
  if (Object.keys(correctionErrors(d)).length > 0) return undefined;
  const reason = d.reason.trim();
  if (d.kind === 'fact') {
    const target = { kind: 'fact' as const, seq: Number(d.seq) };
    return d.action === 'void'
      ? { target, action: 'void', reason }
      : { target, action: 'supersede', replacement: { event: readEvent(d.eventJson) }, reason };
  }
  if (d.kind === 'price') {
    const target = { kind: 'price' as const, fundId: d.fundId.trim(), date: d.date };
    return d.action === 'void'
      ? { target, action: 'void', reason }
      : { target, action: 'supersede', replacement: { price: d.price.trim() }, reason };
  }
  const replacement: Record<string, unknown> = {};
  if (d.hireDate !== '') replacement.hireDate = d.hireDate;
  if (d.birthDate !== '') replacement.birthDate = d.birthDate;
  if (d.name.trim() !== '') replacement.name = d.name.trim();
  const target = { kind: 'participant' as const, participantId: d.participantId.trim() };
  return { target, action: 'supersede', replacement, reason };
}

/** A figure the effect names ("balance RTA", "payment E1001:RTA:2027-01-01 (paid)"), read. */
export type Figure =
  | { kind: 'deferrals' | 'companyCredits' | 'forfeited'; money: true }
  | { kind: 'balance'; account: string; money: true }
  | { kind: 'payment'; paymentKey: string; paid: boolean; money: true }
  | { kind: 'separation'; money: false }
  | { kind: 'other'; name: string; money: false };

export function readFigure(figure: string): Figure {
  if (figure === 'deferrals' || figure === 'companyCredits' || figure === 'forfeited')
    return { kind: figure, money: true };
  if (figure === 'separation') return { kind: 'separation', money: false };
  if (figure.startsWith('balance '))
    return { kind: 'balance', account: figure.slice('balance '.length), money: true };
  const payment = /^payment (.+?)( \(paid\))?$/.exec(figure);
  if (payment)
    return { kind: 'payment', paymentKey: payment[1] ?? '', paid: !!payment[2], money: true };
  return { kind: 'other', name: figure, money: false };
}

/** A money figure's change (after - before; a figure that appears or goes counts from 0). */
export function figureDelta(before: string | null, after: string | null): string | undefined {
  const b = parseCents(before ?? '0');
  const a = parseCents(after ?? '0');
  if (b === null || a === null) return undefined;
  return centsToString(a - b);
}

/** The payments to put right, summed: what was overpaid (to recover) and underpaid (to make up). */
export function adjustmentTotals(effect: CorrectionEffect): {
  overpaid: string;
  underpaid: string;
  count: number;
} {
  const all: PaymentAdjustment[] = effect.participants.flatMap((p) => p.payments);
  const of = (kind: PaymentAdjustment['kind']) =>
    sumMoney(all.filter((a) => a.kind === kind).map((a) => a.difference.replace(/^-/, '')));
  return { overpaid: of('overpaid'), underpaid: of('underpaid'), count: all.length };
}

/** How many figures the correction changes, across participants. */
export const changedFigures = (effect: CorrectionEffect): number =>
  effect.participants.reduce((n, p) => n + p.changes.length, 0);

/** Why the signed-in user may not approve a prepared correction (undefined: he may). */
export function approvalBlock(
  correction: { status: string; preparedBy: string },
  user: { username: string; role: string },
): 'notPending' | 'ownPrepared' | 'committeeOnly' | undefined {
  if (correction.status !== 'prepared') return 'notPending';
  if (correction.preparedBy === user.username) return 'ownPrepared';
  if (user.role !== 'committee') return 'committeeOnly';
  return undefined;
}
