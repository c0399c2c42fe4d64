import type { Cents } from '../money/decimal.js';
import type { AccountName, Schedule } from '../scenario/types.js';
import type { ScheduleVersion } from './account-state.js';
import type { ClaimState } from './claims.js';
import type { IsoDate } from './days.js';
import type { AcceptedElection } from './elections.js';
import type { EntryKind } from './ledger.js';
import type { Benefit, PlannedPayment } from './payouts.js';
import type { MadeClaim } from './payments-made.js';
import type { SeparationFinding } from './separation.js';
import type {
  AgendaEvent,
  CompanyCredit,
  DeferralRecord,
  ElectionBreak,
  Forfeiture,
  PaymentRecord,
  PayRecord,
} from './state.js';
import type { Violation } from './violation.js';

/**
 * What a rule decides, as data: `apply` is the only place the participant state changes. A
 * rule computes its effects from the state as it was when the event came; `apply` takes them
 * in order.
 */
export type Effect =
  | { type: 'refuse'; index: number; violations: Violation[] }
  | { type: 'schedule'; date: IsoDate; order: number; event: AgendaEvent }
  | { type: 'eligible'; date: IsoDate; notifiedOn: IsoDate }
  | { type: 'ineligible'; date: IsoDate }
  | { type: 'electionBreak'; electionBreak: ElectionBreak }
  | { type: 'acceptElection'; election: AcceptedElection }
  | { type: 'retirementSavingsPct'; year: number; pct: string }
  | { type: 'setInvestments'; account: AccountName; investments: [string, number][] }
  /** 7.3: every unit of `from` in the sub-account sold at `valuedAt`, its value bought in `to`. */
  | { type: 'moveFund'; account: AccountName; from: string; to: string; valuedAt: IsoDate }
  | { type: 'openAccount'; account: AccountName; planYear: number; schedule: Schedule }
  | { type: 'addScheduleVersion'; account: AccountName; version: ScheduleVersion }
  | {
      type: 'credit';
      kind: Extract<EntryKind, 'deferral' | 'companyCredit'>;
      account: AccountName;
      amount: Cents;
      investments: [string, number][];
      valuedAt: IsoDate;
    }
  | {
      type: 'reallocate';
      account: AccountName;
      investments: [string, number][];
      valuedAt: IsoDate;
    }
  | {
      type: 'redeem';
      kind: Extract<EntryKind, 'payment' | 'forfeiture'>;
      account: AccountName;
      /** null: everything. */
      amount: Cents | null;
      valuedAt: IsoDate;
    }
  | { type: 'deferredInYear'; year: number; amount: Cents }
  | { type: 'recordDeferral'; deferral: DeferralRecord }
  | { type: 'recordPay'; pay: PayRecord }
  | { type: 'recordCompanyCredit'; credit: CompanyCredit }
  | { type: 'recordForfeiture'; forfeiture: Forfeiture }
  | { type: 'vestInFull'; date: IsoDate; rule: string }
  | { type: 'planTerminated'; date: IsoDate }
  | { type: 'separate'; finding: SeparationFinding }
  | { type: 'die'; date: IsoDate }
  /** 2.2(c): from now on a late credit is paid on its own (as `lateCreditBenefit`, 5.6). */
  | { type: 'separationBenefitsStarted'; lateCreditBenefit?: Benefit }
  | { type: 'planSeries'; payments: PlannedPayment[] }
  | { type: 'cancelSeries'; series: number[] }
  | { type: 'seriesValued'; series: number }
  | { type: 'markPaid'; account: AccountName }
  | { type: 'paid'; record: PaymentRecord }
  /** The `index`th payment made is taken into the story (by its planned payment, or alone). */
  | { type: 'claimMade'; index: number; as: MadeClaim }
  /** A payment is planned under `key` (without occurrence): the next one there is the n+1-th. */
  | { type: 'keyPlanned'; key: string }
  | { type: 'claim'; claim: ClaimState };

export type EffectOf<T extends Effect['type']> = Extract<Effect, { type: T }>;

export type AgendaEventOf<T extends AgendaEvent['type']> = Extract<AgendaEvent, { type: T }>;
