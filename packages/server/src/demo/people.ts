import { easternWinter } from './calendar.js';

/** An election body for POST /api/participants/:id/elections (FORMAT.md `election`). */
export type ElectionBody = Record<string, unknown> & { filedAt: string; planYear: number };

/** A monthly salary, or a yearly bonus for the prior year's service paid in March (Plan 7.1). */
export interface DemoPay {
  gross: string;
  netAvailable: string;
  /** First and last month (`YYYY-MM`) paid (salary); first and last service year (bonus). */
  from: string;
  through?: string;
}

/** One demo participant and the facts of his story (each fact goes through its API route). */
export interface DemoPerson {
  id: string;
  name: string;
  /** His sign-in (a participant account sees his own record only). */
  username: string;
  hireDate: string;
  birthDate: string;
  /** What the story shows, printed with the accounts. */
  story: string;
  eligible: { date: string; notifiedOn: string };
  /** His Compensation Deferral Agreement for a Plan Year, if he filed one (Article III). */
  election(planYear: number): ElectionBody | undefined;
  /** His 401(k) deferral rate for a year, for the restoration match (4.1(a)). */
  retirementSavingsPct(year: number): number | undefined;
  salary: DemoPay;
  annualBonus?: DemoPay;
  /** Identified as a Key Employee on December 31 of that year (1.20). */
  keyEmployee(year: number): boolean;
  separation?: { date: string; reason: string };
  /** Other filings in date order: performance elections (3.2(c)), investment changes (7.4). */
  filings?: { route: 'elections' | 'allocations'; body: Record<string, unknown> }[];
  /** Other paychecks (a performance bonus); each is paid once its date has passed. */
  otherPays?: {
    date: string;
    component: string;
    gross: string;
    netAvailable: string;
    servicePeriod: { start: string; end: string };
  }[];
}

const lump = { form: 'lump' } as const;
const installments = (years: number) => ({ form: 'installments', years }) as const;

/** An annual CDA filed on a paper form on December 1 before its Plan Year (3.2(b)). */
function annual(planYear: number, terms: Record<string, unknown>): ElectionBody {
  return {
    filedAt: easternWinter(`${planYear - 1}-12-01`),
    kind: 'annual',
    planYear,
    ...terms,
  };
}

/** A retired Key Employee: ten annual installments that wait six months (5.1(b), 5.1(c)(i)). */
const alice: DemoPerson = {
  id: 'E1001',
  name: 'Alice Reyes',
  username: 'areyes',
  hireDate: '2004-03-01',
  birthDate: '1959-07-14',
  story: 'retired Key Employee: 10 annual installments from the 7th month (5.1(b), 5.1(c))',
  eligible: { date: '2018-10-01', notifiedOn: '2018-10-01' },
  election: (y) =>
    y <= 2022
      ? annual(y, {
          deferrals: { baseSalary: 20, annualBonus: 50 },
          allocation: [{ account: 'RTA', pct: 100 }],
          schedules: { RTA: installments(10) },
          investments: { RTA: { IDX: 60, SV: 40 } },
        })
      : undefined,
  retirementSavingsPct: (y) => (y <= 2022 ? 6 : undefined),
  salary: { gross: '30000.00', netAvailable: '19500.00', from: '2019-01', through: '2022-06' },
  annualBonus: { gross: '150000.00', netAvailable: '95000.00', from: '2019', through: '2021' },
  keyEmployee: (year) => year >= 2019 && year <= 2021,
  separation: { date: '2022-06-30', reason: 'retirement' },
};

/** Specified Date Accounts, one paying out in installments (5.2), and the match (4.1(a)). */
const brian: DemoPerson = {
  id: 'E1002',
  name: 'Brian Okafor',
  username: 'bokafor',
  hireDate: '2012-08-15',
  birthDate: '1971-02-03',
  story:
    'active: RTA and two SDAs, one paying 3 installments from March 2025 (5.2); match (4.1(a))',
  eligible: { date: '2018-10-01', notifiedOn: '2018-10-01' },
  election: (y) => {
    if (y <= 2022) {
      return annual(y, {
        deferrals: { baseSalary: 10, annualBonus: 25 },
        allocation: [
          { account: 'RTA', pct: 60 },
          { account: 'SDA:2025-03', pct: 40 },
        ],
        schedules: { RTA: lump, 'SDA:2025-03': installments(3) },
        investments: { RTA: { IDX: 100 }, 'SDA:2025-03': { SV: 50, IDX: 50 } },
      });
    }
    // 3.4: an SDA first allocated by a CDA filed after 2024-08-01 pays 3 years later at the earliest.
    const sda = y <= 2027 ? 'SDA:2030-09' : 'SDA:2035-09';
    return annual(y, {
      deferrals: { baseSalary: 10, annualBonus: 25 },
      allocation: [
        { account: 'RTA', pct: 70 },
        { account: sda, pct: 30 },
      ],
      schedules: { RTA: lump, [sda]: lump },
      investments: { RTA: { IDX: 100 }, [sda]: { IDX: 100 } },
    });
  },
  retirementSavingsPct: () => 5,
  salary: { gross: '22000.00', netAvailable: '14000.00', from: '2019-01' },
  annualBonus: { gross: '80000.00', netAvailable: '50000.00', from: '2019' },
  keyEmployee: (year) => year >= 2022,
};

/** A new hire: a first-year election covers only later services (3.2(a)); a claim (Article XI). */
const chen: DemoPerson = {
  id: 'E1003',
  name: 'Chen Wei',
  username: 'cwei',
  hireDate: '2023-02-06',
  birthDate: '1984-09-30',
  story: 'hired 2023: first-year election (3.2(a)); claim denied, appealed, denied on review (XI)',
  eligible: { date: '2023-02-06', notifiedOn: '2023-02-10' },
  election: (y) => {
    if (y < 2023) return undefined;
    const terms = {
      deferrals: { baseSalary: 15, annualBonus: 40 },
      allocation: [{ account: 'RTA', pct: 100 }],
      schedules: { RTA: { form: 'partial', lumpPct: 25, years: 4 } },
      investments: { RTA: { IDX: 80, SV: 20 } },
    };
    // 3.2(a): within 30 days after the Committee's notice of 2023-02-10.
    if (y === 2023)
      return { filedAt: easternWinter('2023-02-24'), kind: 'initial', planYear: y, ...terms };
    return annual(y, terms);
  },
  retirementSavingsPct: (y) => (y >= 2023 ? 4 : undefined),
  salary: { gross: '18000.00', netAvailable: '11500.00', from: '2023-02' },
  annualBonus: { gross: '45000.00', netAvailable: '28000.00', from: '2023' },
  keyEmployee: () => false,
};

/** An approved Unforeseeable Emergency: paid from the RTA, deferrals cancelled (5.5, 3.7(i)). */
const dana: DemoPerson = {
  id: 'E1004',
  name: 'Dana Whitfield',
  username: 'dwhitfield',
  hireDate: '2010-05-17',
  birthDate: '1975-11-21',
  story: 'Unforeseeable Emergency paid October 2023 (5.5); deferrals cancelled for 2023 (3.7(i))',
  eligible: { date: '2018-10-01', notifiedOn: '2018-10-01' },
  election: (y) => {
    const sda = y <= 2026 ? 'SDA:2028-06' : 'SDA:2033-06';
    return annual(y, {
      deferrals: { baseSalary: 12 },
      allocation: [
        { account: 'RTA', pct: 50 },
        { account: sda, pct: 50 },
      ],
      schedules: { RTA: installments(5), [sda]: y <= 2026 ? installments(4) : lump },
      investments: { RTA: { IDX: 70, SV: 30 }, [sda]: { SV: 100 } },
    });
  },
  retirementSavingsPct: () => 3,
  salary: { gross: '16000.00', netAvailable: '10500.00', from: '2019-01' },
  keyEmployee: () => false,
};

/** Deemed investments moved (7.4), and a performance bonus deferred by its own election (3.2(c)). */
const evan: DemoPerson = {
  id: 'E1005',
  name: 'Evan Brooks',
  username: 'ebrooks',
  hireDate: '2016-01-11',
  birthDate: '1979-04-08',
  story: 'moves his investments (7.4); defers half a 2024-2025 performance bonus (3.2(c), 1.24)',
  eligible: { date: '2018-10-01', notifiedOn: '2018-10-01' },
  election: (y) =>
    annual(y, {
      deferrals: { baseSalary: 8 },
      allocation: [{ account: 'RTA', pct: 100 }],
      schedules: { RTA: installments(5) },
      investments: { RTA: { IDX: 100 } },
    }),
  retirementSavingsPct: () => 4,
  salary: { gross: '20000.00', netAvailable: '13000.00', from: '2019-01' },
  keyEmployee: () => false,
  filings: [
    // 7.4: existing balance and future credits to Stable Value in the 2022 fall, then back half.
    {
      route: 'allocations',
      body: { date: '2022-05-02', account: 'RTA', investments: { SV: 100 }, applyTo: 'both' },
    },
    {
      route: 'allocations',
      body: {
        date: '2023-06-01',
        account: 'RTA',
        investments: { IDX: 50, SV: 50 },
        applyTo: 'both',
      },
    },
    // 3.2(c): on time through 2025-06-30, 6 months before the period ends; criteria set in 90 days.
    {
      route: 'elections',
      body: {
        filedAt: '2024-05-15T10:00:00-04:00',
        kind: 'performance',
        performancePeriod: { start: '2024-01-01', end: '2025-12-31', criteriaSetOn: '2024-03-01' },
        deferrals: { performanceBonus: 50 },
        allocation: [{ account: 'RTA', pct: 100 }],
      },
    },
  ],
  otherPays: [
    {
      date: '2026-03-13',
      component: 'performanceBonus',
      gross: '120000.00',
      netAvailable: '76000.00',
      servicePeriod: { start: '2024-01-01', end: '2025-12-31' },
    },
  ],
};

export const demoPeople: readonly DemoPerson[] = [alice, brian, chen, dana, evan];

/** Dana's emergency (Plan 5.5): requested, decided by one Committee member, approved by another. */
export const demoEmergency = {
  participantId: dana.id,
  request: { amount: '12000.00', reason: 'Uninsured medical expenses after a house fire' },
  decision: { approved: true, amount: '12000.00', date: '2023-09-25', payOn: '2023-10-16' },
};

/** Chen's claim (Article XI): 11.1 filed, 11.2 denied, 11.3 appealed, 11.4 denied on review. */
export const demoClaim = {
  participantId: chen.id,
  claimId: 'C-2024-01',
  filed: '2024-05-06',
  denied: '2024-06-20',
  appealed: '2024-07-15',
  deniedOnReview: '2024-09-03',
  // The Committee's reasons (11.2(a), 11.4(a)), given when it prepares each denial.
  reasons:
    'Chen Wei asked that his whole 2023 annual bonus be deferred. A first-year election covers only services after it becomes irrevocable (Plan 3.2(a)): his became irrevocable at the end of 2023-03-12, so salary was deferred from the April 2023 payroll period and the 2023 bonus in proportion to the days served after that date.',
  reviewReasons:
    'On review the Committee found the deferrals of 2023 computed as Plan 3.2(a) and 1.12 require; the appeal brought no fact that changes the day the election became irrevocable.',
};
