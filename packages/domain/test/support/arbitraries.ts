/**
 * fast-check arbitraries for random histories (STYLE.md habit 8): a participant eligible in
 * 2023 files CDAs, is paid, moves investments, may become a Key Employee, separate, die, go on
 * leave, ask for emergencies, change schedules, and be subject to a domestic relations order;
 * the company may have a Change in Control or terminate the plan. Most events are valid, some
 * break a rule on purpose (late filing, 76%, a sixth SDA, a 91-day emergency...) so that
 * refusals are exercised too. Everything is in scenario JSON, so what is generated is what the
 * CLI and the API would accept.
 */
import fc from 'fast-check';
import {
  addDays,
  formatMoney,
  formatMicro,
  parseDate,
  type CompanyEvent,
  type ElectionEvent,
  type ParticipantEvent,
  type PriceSeries,
  type Scenario,
  type Schedule,
} from '../../src/index.js';

const COMPONENTS = [
  'baseSalary',
  'monthlyBonus',
  'annualBonus',
  'performanceBonus',
  'other',
] as const;

const daysBetween = (from: string, to: string) => parseDate(from).until(parseDate(to)).days;

/** A date from `from` to `to` inclusive. */
export const dateIn = (from: string, to: string) =>
  fc
    .integer({ min: 0, max: daysBetween(from, to) })
    .map((n) => addDays(parseDate(from), n).toString());

/** An instant on that date: Eastern standard time, UTC, or a late-evening Pacific time. */
const instantOn = (date: fc.Arbitrary<string>) =>
  fc
    .tuple(
      date,
      fc.integer({ min: 0, max: 23 }),
      fc.constantFrom('-05:00', '-04:00', 'Z', '-08:00'),
    )
    .map(([d, h, offset]) => `${d}T${String(h).padStart(2, '0')}:30:00${offset}`);

const money = (maxCents: number) =>
  fc.integer({ min: 0, max: maxCents }).map((c) => formatMoney(BigInt(c)));

/** Whole percentages summing to 100 over `n` parts (each at least 1). */
const split = (n: number) =>
  fc.array(fc.integer({ min: 1, max: 10 }), { minLength: n, maxLength: n }).map((weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    const pcts = weights.map((w) => Math.floor((w * 100) / total));
    pcts[n - 1]! += 100 - pcts.reduce((a, b) => a + b, 0);
    return pcts;
  });

const investments = fc.integer({ min: 0, max: 100 }).map((sv) => {
  const out: Record<string, number> = {};
  if (sv > 0) out.SV = sv;
  if (sv < 100) out.IDX = 100 - sv;
  return out;
});

/** `a` about `pct`% of the time, else undefined. */
const rarely = <T>(pct: number, a: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 100 - pct }, { arbitrary: a, weight: pct });

/** Mostly inside [min, max], now and then just outside it. */
const mostlyIn = (min: number, max: number) =>
  fc.oneof(
    { arbitrary: fc.integer({ min, max }), weight: 9 },
    { arbitrary: fc.constantFrom(min - 1, max + 1), weight: 1 },
  );

const start = rarely(40, fc.integer({ min: 1, max: 61 }));
const withStart = (s: Schedule, months: number | undefined): Schedule =>
  months === undefined ? s : { ...s, start: { monthsAfterSeparation: months } };

export const rtaSchedule: fc.Arbitrary<Schedule> = fc.oneof(
  start.map((m) => withStart({ form: 'lump' }, m)),
  fc
    .tuple(fc.integer({ min: 1, max: 11 }), start)
    .map(([years, m]) => withStart({ form: 'installments', years }, m)),
  fc
    .tuple(mostlyIn(1, 99), mostlyIn(2, 10), start)
    .map(([lumpPct, years, m]) => withStart({ form: 'partial', lumpPct, years }, m)),
);

export const sdaSchedule: fc.Arbitrary<Schedule> = fc.oneof(
  fc.constant<Schedule>({ form: 'lump' }),
  mostlyIn(2, 5).map((years): Schedule => ({ form: 'installments', years })),
);

const month = (fromYear: number, toYear: number) =>
  fc
    .integer({ min: fromYear * 12, max: toYear * 12 + 11 })
    .map((m) => `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`);

/** The month `n` months after a YYYY-MM month. */
const monthsAfter = (m: string, n: number) => {
  const index = Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** An annual CDA for 2024-2027 (filed Oct 1 of the year before through Jan 5: a few late). */
interface FixedSchedules {
  rta: Schedule;
  sda: Schedule[];
}

/** Mostly the history's own schedules (one per sub-account, 6.1); now and then another one. */
function election(sdas: string[], fixed: FixedSchedules): fc.Arbitrary<ElectionEvent> {
  const accounts = ['RTA', ...sdas];
  return fc
    .record({
      planYear: fc.integer({ min: 2024, max: 2027 }),
      filedDay: fc.integer({ min: 0, max: 96 }),
      hour: fc.integer({ min: 0, max: 23 }),
      baseSalary: fc.integer({ min: 0, max: 78 }),
      annualBonus: fc.integer({ min: 0, max: 92 }),
      other: fc.integer({ min: 0, max: 76 }),
      chosen: fc.subarray(accounts, { minLength: 1 }),
      pcts: split(accounts.length),
      schedules: fc.record({
        rta: rtaSchedule,
        sda: fc.array(sdaSchedule, { minLength: 4, maxLength: 4 }),
      }),
      withSchedules: fc.boolean(),
      otherSchedules: fc.oneof(
        { arbitrary: fc.constant(false), weight: 9 },
        { arbitrary: fc.constant(true), weight: 1 },
      ),
      invest: fc.array(investments, { minLength: 4, maxLength: 4 }),
    })
    .map((r) => {
      const filed = addDays(parseDate(`${r.planYear - 1}-10-01`), r.filedDay).toString();
      const allocation = r.chosen.map((account, i) => ({
        account,
        pct: i === r.chosen.length - 1 ? 100 - sumPcts(r.chosen.length - 1, r.pcts) : r.pcts[i]!,
      }));
      const schedules: Record<string, Schedule> = {};
      const invest: Record<string, Record<string, number>> = {};
      r.chosen.forEach((account, i) => {
        const own = r.otherSchedules ? r.schedules : fixed;
        schedules[account] = account === 'RTA' ? own.rta : own.sda[i % 4]!;
        invest[account] = r.invest[i % 4]!;
      });
      return {
        type: 'election',
        filedAt: `${filed}T${String(r.hour).padStart(2, '0')}:15:00-05:00`,
        kind: 'annual',
        planYear: r.planYear,
        deferrals: { baseSalary: r.baseSalary, annualBonus: r.annualBonus, other: r.other },
        allocation,
        ...(r.withSchedules ? { schedules } : {}),
        investments: invest,
      } satisfies ElectionEvent;
    });
}

/** The sum of the first n parts of a split (each part is at least 1, so it leaves the rest at least 1). */
function sumPcts(n: number, pcts: number[]): number {
  return pcts.slice(0, n).reduce((a, b) => a + b, 0);
}

const payEvent: fc.Arbitrary<ParticipantEvent> = fc
  .record({
    date: dateIn('2023-11-01', '2028-12-31'),
    component: fc.constantFrom(...COMPONENTS),
    // Down to a cent: tiny deferrals split over several sub-accounts and funds test that a
    // rounded-up part never leaves a negative remainder (scenario 78).
    gross: fc.oneof(
      fc.integer({ min: 1, max: 500 }),
      fc.integer({ min: 100_000, max: 30_000_000 }),
    ),
    netPct: fc.oneof(fc.constant(100), fc.constant(0), fc.integer({ min: 0, max: 100 })),
  })
  .map(({ date, component, gross, netPct }) => ({
    type: 'pay',
    date,
    component,
    gross: formatMoney(BigInt(gross)),
    netAvailable: formatMoney((BigInt(gross) * BigInt(netPct)) / 100n),
  }));

function allocationChange(accounts: string[]): fc.Arbitrary<ParticipantEvent> {
  return fc
    .record({
      date: dateIn('2024-01-01', '2036-12-31'),
      account: fc.constantFrom(...accounts, 'CCA'),
      investments,
      applyTo: fc.constantFrom('future' as const, 'existing' as const, 'both' as const),
    })
    .map((r) => ({ type: 'allocationChange', ...r }));
}

const leave: fc.Arbitrary<ParticipantEvent> = fc
  .record({
    start: dateIn('2024-03-01', '2029-12-31'),
    kind: fc.constantFrom('personal' as const, 'military' as const, 'disability' as const),
    rightToReturn: fc.boolean(),
    endAfter: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
  })
  .map(({ endAfter, ...r }) => ({
    type: 'leave',
    ...r,
    ...(endAfter ? { end: addDays(parseDate(r.start), endAfter).toString() } : {}),
  }));

const emergency: fc.Arbitrary<ParticipantEvent> = fc
  .record({
    date: dateIn('2024-03-01', '2031-12-31'),
    approved: fc.boolean(),
    amount: money(3_000_000),
    after: fc.integer({ min: -3, max: 95 }),
  })
  .map(({ after, ...r }) => ({
    type: 'emergencyDecision',
    ...r,
    payOn: addDays(parseDate(r.date), after).toString(),
  }));

function scheduleChange(accounts: string[]): fc.Arbitrary<ParticipantEvent> {
  return fc
    .record({
      filedAt: instantOn(dateIn('2024-01-01', '2032-12-31')),
      account: fc.constantFrom(...accounts),
      rta: rtaSchedule,
      rtaStart: fc.integer({ min: 1, max: 130 }),
      sda: sdaSchedule,
      specifiedMonth: fc.option(month(2027, 2045), { nil: undefined }),
      later: fc.option(fc.integer({ min: 55, max: 84 }), { nil: undefined }),
    })
    .map((r) =>
      r.account === 'RTA'
        ? {
            type: 'scheduleChange',
            filedAt: r.filedAt,
            account: r.account,
            schedule: withStart(r.rta, r.rtaStart),
          }
        : {
            type: 'scheduleChange',
            filedAt: r.filedAt,
            account: r.account,
            schedule: r.sda,
            ...(r.later !== undefined
              ? { specifiedMonth: monthsAfter(r.account.slice(4), r.later) }
              : r.specifiedMonth
                ? { specifiedMonth: r.specifiedMonth }
                : {}),
          },
    );
}

const fixedSchedules: fc.Arbitrary<FixedSchedules> = fc.record({
  rta: rtaSchedule,
  sda: fc.array(sdaSchedule, { minLength: 4, maxLength: 4 }),
});

function participantEvents(
  sdas: string[],
  fixed: FixedSchedules,
): fc.Arbitrary<ParticipantEvent[]> {
  const accounts = ['RTA', ...sdas];
  const optionalOne = <T>(a: fc.Arbitrary<T>) => fc.array(a, { maxLength: 1 });
  /** One event `pct`% of the time, else none. */
  const sometimes = <T>(pct: number, a: fc.Arbitrary<T>) =>
    fc.oneof(
      { arbitrary: fc.constant<T[]>([]), weight: 100 - pct },
      { arbitrary: a.map((x) => [x]), weight: pct },
    );
  return fc
    .record({
      initial: optionalOne(
        fc
          .record({ day: fc.integer({ min: 0, max: 33 }), e: election(sdas, fixed) })
          .map(({ day, e }) => ({
            ...e,
            kind: 'initial' as const,
            planYear: 2023,
            filedAt: `${addDays(parseDate('2023-10-02'), day).toString()}T12:00:00-04:00`,
          })),
      ),
      elections: fc.array(election(sdas, fixed), { minLength: 1, maxLength: 4 }),
      pays: fc.array(payEvent, { minLength: 3, maxLength: 20 }),
      allocationChanges: fc.array(allocationChange(accounts), { maxLength: 4 }),
      rates: fc.array(
        fc.record({
          year: fc.integer({ min: 2023, max: 2028 }),
          deferralPct: fc.integer({ min: 0, max: 10 }),
        }),
        { maxLength: 4 },
      ),
      keyEmployee: fc.uniqueArray(fc.integer({ min: 2023, max: 2031 }), { maxLength: 4 }),
      separation: sometimes(70, dateIn('2024-06-01', '2031-12-31')),
      death: sometimes(25, dateIn('2024-06-01', '2040-12-31')),
      leave: sometimes(15, leave),
      reduction: sometimes(
        10,
        fc.record({
          date: dateIn('2024-06-01', '2031-12-31'),
          expectedPct: fc.integer({ min: 25, max: 45 }),
        }),
      ),
      hardship: sometimes(15, dateIn('2024-01-01', '2028-12-31')),
      emergencies: fc.array(emergency, { maxLength: 2 }),
      changes: fc.array(scheduleChange(accounts), { maxLength: 3 }),
      order: optionalOne(
        fc.record({
          date: dateIn('2024-06-01', '2034-12-31'),
          pct: fc.integer({ min: 1, max: 100 }),
        }),
      ),
    })
    .chain((r) => {
      const events: ParticipantEvent[] = [
        { type: 'eligible', date: '2023-10-02', notifiedOn: '2023-10-02' },
        ...r.initial,
        ...r.elections,
        ...r.pays,
        ...r.allocationChanges,
        ...r.rates.map((x) => ({ type: 'retirementSavingsPlan' as const, ...x })),
        ...r.keyEmployee.map((y) => ({
          type: 'keyEmployee' as const,
          identificationDate: `${y}-12-31`,
        })),
        ...r.separation.map((date) => ({
          type: 'separation' as const,
          date,
          reason: 'termination',
        })),
        ...r.death.map((date) => ({ type: 'death' as const, date })),
        ...r.leave,
        ...r.reduction.map((x) => ({ type: 'serviceReduction' as const, ...x })),
        ...r.hardship.map((date) => ({ type: 'hardship401k' as const, date })),
        ...r.emergencies,
        ...r.changes,
        ...r.order.map((x) => ({
          type: 'domesticRelationsOrder' as const,
          alternatePayee: 'Spouse',
          ...x,
        })),
      ];
      // The file order is shuffled: events are applied in date order whatever their position.
      return fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length });
    });
}

const companyEvents: fc.Arbitrary<CompanyEvent[]> = fc
  .record({
    cic: rarely(25, dateIn('2024-01-01', '2030-12-31')),
    termination: rarely(
      20,
      fc.record({
        date: dateIn('2024-06-01', '2032-12-31'),
        months: fc.integer({ min: 11, max: 25 }),
        day: fc.integer({ min: 0, max: 27 }),
      }),
    ),
  })
  .map(({ cic, termination }) => {
    const events: CompanyEvent[] = [];
    if (cic) events.push({ type: 'changeInControl', date: cic });
    if (termination) {
      const payOn = parseDate(termination.date)
        .add({ months: termination.months })
        .with({ day: 1 })
        .add({ days: termination.day })
        .toString();
      events.push({ type: 'planTermination', date: termination.date, payOn });
    }
    return events;
  });

/** IDX prices: a first point before any credit, then up to 6 more, 0.5 to 200 with 6 decimals. */
const idxPoints: fc.Arbitrary<PriceSeries> = fc
  .uniqueArray(
    fc.tuple(dateIn('2023-01-04', '2050-12-31'), fc.integer({ min: 500_000, max: 200_000_000 })),
    {
      maxLength: 6,
      selector: ([date]) => date,
    },
  )
  .chain((later) =>
    fc.integer({ min: 500_000, max: 200_000_000 }).map((first) => ({
      points: [
        ['2023-01-03', formatMicro(BigInt(first))],
        ...later.map(([d, p]) => [d, formatMicro(BigInt(p))]),
      ] as [string, string][],
    })),
  );

export interface HistoryOptions {
  /** Both funds at a constant price of 1 (amounts are units). */
  constantPrices?: boolean;
  /** Evaluate far enough that every valued payment has been paid. */
  evaluateThrough?: string;
}

/** A random one-participant history, valid under FORMAT.md's input rules. */
export function history(options: HistoryOptions = {}): fc.Arbitrary<Scenario> {
  return fc
    .uniqueArray(month(2027, 2038), { maxLength: 4 })
    .map((months) => months.map((m) => `SDA:${m}`))
    .chain((sdas) =>
      fc.record({
        events: fixedSchedules.chain((fixed) => participantEvents(sdas, fixed)),
        company: companyEvents,
        publiclyTraded: fc.boolean(),
        hireDate: fc.constantFrom('2010-01-04', '2021-06-01', '2022-11-15'),
        idx: options.constantPrices ? fc.constant<PriceSeries>({ constant: '1' }) : idxPoints,
        through: options.evaluateThrough
          ? fc.constant(options.evaluateThrough)
          : fc.oneof(fc.constant('2060-12-31'), dateIn('2024-01-01', '2045-12-31')),
      }),
    )
    .map((r): Scenario => ({
      format: 'defcomp-scenario/1',
      description: 'random history',
      plan: { id: 'carmax-edcp' },
      company: { publiclyTraded: r.publiclyTraded, events: r.company },
      funds: [
        { id: 'SV', name: 'Stable Value', capitalPreservation: true },
        { id: 'IDX', name: 'Equity Index' },
      ],
      prices: { SV: { constant: '1' }, IDX: r.idx },
      evaluateThrough: r.through,
      participants: [{ id: 'P1', hireDate: r.hireDate, events: r.events }],
    }));
}
