import type { AccountName, Schedule } from '../scenario/types.js';
import { accountKind, sdaMonthOf, type AccountKind } from './accounts.js';
import type { IsoDate } from './days.js';

/** A version of a sub-account's payment schedule: the CDA's, then each accepted Article VI change. */
export interface ScheduleVersion {
  readonly schedule: Schedule;
  /** Eastern date the CDA or change was filed (null: the CDA's own). */
  readonly filedOn: IsoDate | null;
  /** SDA only: the specified month (YYYY-MM) this version pays in. */
  readonly specifiedMonth?: string;
}

/** A sub-account's state as data (a checkpoint keeps it: checkpoint.ts). */
export interface AccountData {
  readonly name: AccountName;
  readonly firstPlanYear: number;
  readonly versions: readonly ScheduleVersion[];
  readonly futureInvestments: [string, number][] | null;
  readonly fullyPaid: boolean;
  readonly paidOn: readonly IsoDate[];
}

/** What the engine knows of one sub-account besides its units (those are in the Ledger). */
export class AccountState {
  readonly kind: AccountKind;
  readonly versions: ScheduleVersion[] = [];
  /** 7.4/7.5: the investment allocation of future credits. */
  futureInvestments: [string, number][] | null = null;
  /** Set once its Benefit has been valued in full (1.32 counts SDAs not yet fully paid). */
  fullyPaid = false;
  /** Dates of payments made from it (6.2: a started schedule cannot change). */
  readonly paidOn: IsoDate[] = [];

  constructor(
    readonly name: AccountName,
    /** 3.4: the Plan Year of the CDA that first allocated to it. */
    readonly firstPlanYear: number,
    schedule: Schedule,
  ) {
    this.kind = accountKind(name);
    this.versions.push({
      schedule,
      filedOn: null,
      ...(this.kind === 'SDA' ? { specifiedMonth: sdaMonthOf(name) } : {}),
    });
  }

  get current(): ScheduleVersion {
    return this.versions[this.versions.length - 1]!;
  }

  get schedule(): Schedule {
    return this.current.schedule;
  }

  /** SDA: the month it pays in now (its name keeps the first one: FORMAT.md). */
  get specifiedMonth(): string {
    return this.current.specifiedMonth ?? sdaMonthOf(this.name);
  }

  /** The sub-account `data` describes (its arrays copied: the state goes on changing them). */
  static fromData(data: AccountData): AccountState {
    const account = new AccountState(data.name, data.firstPlanYear, data.versions[0]!.schedule);
    account.versions.splice(0, 1, ...data.versions);
    account.futureInvestments = data.futureInvestments;
    account.fullyPaid = data.fullyPaid;
    account.paidOn.push(...data.paidOn);
    return account;
  }

  data(): AccountData {
    return {
      name: this.name,
      firstPlanYear: this.firstPlanYear,
      versions: [...this.versions],
      futureInvestments: this.futureInvestments,
      fullyPaid: this.fullyPaid,
      paidOn: [...this.paidOn],
    };
  }
}
