/**
 * A participant's status (issue 11, 1), derived from the record's facts and the engine's
 * payments, never typed in: each answer names the fact or payments it rests on and the rule.
 */
export type ParticipantStatusValue =
  'notEligible' | 'eligible' | 'participating' | 'separated' | 'inPay' | 'paidOut' | 'deceased';

export interface StatusFact {
  readonly type: string;
  /** The day the fact takes effect (a filing's day for an election). */
  readonly date: string;
}

export interface StatusPayment {
  readonly date: string;
  readonly paid?: { readonly on: string } | undefined;
}

export interface ParticipantStatus {
  readonly value: ParticipantStatusValue;
  /** The day it became so, when the record says. */
  readonly since: string | null;
  readonly basis: string;
  readonly rules: readonly string[];
}

/**
 * As of `today`, the first that holds: deceased (a death recorded, 5.4); paid out (separated or
 * dead, every payment the engine computes paid by an approved run, 5.1-5.4, 8.2); in pay (some
 * of them paid); separated (1.31); participating (an election filed while eligible, 1.21, 3.1);
 * eligible (2.1: eligible, not since made ineligible); else not eligible.
 */
export function participantStatus(
  facts: readonly StatusFact[],
  payments: readonly StatusPayment[],
  today: string,
): ParticipantStatus {
  const known = facts.filter((f) => f.date <= today);
  const last = (type: string) =>
    known
      .filter((f) => f.type === type)
      .reduce<string | null>(
        (latest, f) => (latest === null || f.date > latest ? f.date : latest),
        null,
      );
  const death = last('death');
  if (death) return { value: 'deceased', since: death, basis: 'death', rules: ['5.4'] };
  const separation = last('separation');
  const paid = payments.filter((p) => p.paid && p.paid.on <= today);
  const lastPaid = paid.reduce<string | null>(
    (latest, p) => (latest === null || p.paid!.on > latest ? p.paid!.on : latest),
    null,
  );
  if (separation && payments.length > 0 && paid.length === payments.length)
    return { value: 'paidOut', since: lastPaid, basis: 'payments made', rules: ['5.1', '8.2'] };
  if (separation && paid.length > 0)
    return { value: 'inPay', since: lastPaid, basis: 'payments made', rules: ['5.1', '8.2'] };
  if (separation)
    return { value: 'separated', since: separation, basis: 'separation', rules: ['1.31'] };
  const eligible = last('eligible');
  const ineligible = last('ineligible');
  if (eligible && (!ineligible || ineligible < eligible)) {
    const election = known
      .filter((f) => f.type === 'election')
      .map((f) => f.date)
      .sort()[0];
    if (election)
      return { value: 'participating', since: election, basis: 'election', rules: ['1.21', '3.1'] };
    return { value: 'eligible', since: eligible, basis: 'eligible', rules: ['2.1'] };
  }
  return {
    value: 'notEligible',
    since: ineligible,
    basis: ineligible ? 'ineligible' : 'no eligibility recorded',
    rules: ['2.1'],
  };
}
