// Plan 1.20, §1.409A-1(i): the Key Employee ("specified employee") list as a report. The record
// holds the Committee's identifications as facts; the engine turns them into the periods in
// which each participant is a Key Employee (engine/key-employee.ts: from the effective date
// after each identification date, for 12 months). This lists every period, and who is a Key
// Employee on the as-of date: a payment on his Separation then waits six months (5.1(b)).

export type KeyEmployeeStatus = 'current' | 'past' | 'upcoming';

export interface KeyEmployeePeriodRow {
  participantId: string;
  from: string;
  to: string;
  status: KeyEmployeeStatus;
}

export interface KeyEmployeeReport {
  asOf: string;
  /** The participants who are Key Employees on `asOf`, by id. */
  current: string[];
  periods: KeyEmployeePeriodRow[];
}

/** From each participant's Key Employee periods (the engine's result). */
export function keyEmployeeReport(
  participants: Record<string, { keyEmployee: readonly { from: string; to: string }[] }>,
  asOf: string,
): KeyEmployeeReport {
  const periods: KeyEmployeePeriodRow[] = [];
  for (const [participantId, own] of Object.entries(participants))
    for (const { from, to } of own.keyEmployee)
      periods.push({
        participantId,
        from,
        to,
        status: from > asOf ? 'upcoming' : to < asOf ? 'past' : 'current',
      });
  periods.sort(
    (a, b) => cmp(a.from, b.from) || cmp(a.participantId, b.participantId) || cmp(a.to, b.to),
  );
  const current = [
    ...new Set(periods.filter((p) => p.status === 'current').map((p) => p.participantId)),
  ].sort(cmp);
  return { asOf, current, periods };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
