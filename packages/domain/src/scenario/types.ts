import type { DeferralComponent, PlanAmendment, PlanParameters } from '../plan/plan-definition.js';

/** FORMAT.md "Input": a plan's story. Dates stay ISO strings (they sort as dates). */
export interface Scenario {
  format: 'defcomp-scenario/1';
  description?: string;
  /** `parameters`: undated overrides; `amendments`: dated values (Plan 9.2), in force from `effective`. */
  plan: { id: string; parameters?: Partial<PlanParameters>; amendments?: PlanAmendment[] };
  company: { publiclyTraded: boolean; events: CompanyEvent[] };
  funds: Fund[];
  prices: Record<string, PriceSeries>;
  evaluateThrough: string;
  participants: ParticipantStory[];
}

export interface Fund {
  id: string;
  name: string;
  capitalPreservation?: boolean;
}

export type PriceSeries = { constant: string } | { points: [string, string][] };

export type CompanyEvent =
  | { type: 'changeInControl'; date: string }
  | { type: 'planTermination'; date: string; payOn: string };

export interface ParticipantStory {
  id: string;
  hireDate: string;
  birthDate?: string;
  events: ParticipantEvent[];
}

/** Account names: `RTA`, `SDA:YYYY-MM`, `CCA`. */
export type AccountName = string;

export type Schedule =
  | { form: 'lump'; start?: { monthsAfterSeparation: number } }
  | { form: 'installments'; years: number; start?: { monthsAfterSeparation: number } }
  | { form: 'partial'; lumpPct: number; years: number; start?: { monthsAfterSeparation: number } };

export interface ElectionEvent {
  type: 'election';
  filedAt: string;
  kind: 'initial' | 'annual' | 'performance';
  planYear?: number;
  performancePeriod?: { start: string; end: string; criteriaSetOn: string };
  deferrals: Partial<Record<DeferralComponent, number>>;
  allocation: { account: AccountName; pct: number }[];
  schedules?: Record<AccountName, Schedule>;
  investments?: Record<AccountName, Record<string, number>>;
}

export type ClaimAction =
  'filed' | 'extended' | 'denied' | 'appealed' | 'reviewExtended' | 'approved' | 'deniedOnReview';

export type ParticipantEvent =
  | { type: 'eligible'; date: string; notifiedOn: string }
  | { type: 'ineligible'; date: string }
  | ElectionEvent
  | {
      type: 'pay';
      date: string;
      component: DeferralComponent;
      gross: string;
      netAvailable: string;
      servicePeriod?: { start: string; end: string };
    }
  | {
      type: 'allocationChange';
      date: string;
      account: AccountName;
      investments: Record<string, number>;
      applyTo: 'future' | 'existing' | 'both';
    }
  | { type: 'retirementSavingsPlan'; year: number; deferralPct: number }
  | { type: 'keyEmployee'; identificationDate: string }
  | { type: 'compensation'; year: number; amount: string; officer: boolean; ownershipPct: number }
  | {
      type: 'leave';
      start: string;
      end?: string;
      kind: 'personal' | 'military' | 'disability';
      rightToReturn: boolean;
    }
  | { type: 'serviceReduction'; date: string; expectedPct: number }
  | { type: 'separation'; date: string; reason: string }
  | { type: 'death'; date: string }
  | { type: 'hardship401k'; date: string }
  | { type: 'emergencyDecision'; date: string; approved: boolean; amount: string; payOn: string }
  | {
      type: 'scheduleChange';
      filedAt: string;
      account: AccountName;
      schedule: Schedule;
      specifiedMonth?: string;
    }
  | { type: 'domesticRelationsOrder'; date: string; alternatePayee: string; pct: number }
  | { type: 'claim'; id: string; date: string; action: ClaimAction };

export type ParticipantEventType = ParticipantEvent['type'];
export type EventOf<T extends ParticipantEventType> = Extract<ParticipantEvent, { type: T }>;
