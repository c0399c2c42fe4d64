/**
 * Which rule answers which event. Each rule is a function of the state, the event and the
 * context that returns effects; none changes the state itself.
 */
import type { EventOf, ParticipantEvent } from '../../scenario/types.js';
import type { IsoDate } from '../days.js';
import type { Effect } from '../effects.js';
import type { AgendaEvent } from '../state.js';
import type { EngineContext, StateView } from '../state.js';
import { stepClaim } from './claims.js';
import { creditCompanyContributions, vestOnChangeInControl } from './company-contributions.js';
import { die } from './death.js';
import { cancelAfterHardship, deferPay } from './deferrals.js';
import { payDomesticRelationsOrder } from './domestic-relations.js';
import { becomeEligible, becomeIneligible, fileElection } from './elections.js';
import { decideEmergency } from './emergency.js';
import { changeAllocation, closeFund, closedFundViolations } from './investments.js';
import { makePayment, takeUnplannedPayment, valueInstallment } from './payments.js';
import { payPlanTermination, terminatePlan } from './plan-termination.js';
import { changeSchedule } from './schedule-change.js';
import {
  reduceServices,
  separate,
  startLeave,
  startSeparationBenefits,
  valueLumpSum,
} from './separation.js';

/** The effects of an event on the agenda. */
export function effectsOf(state: StateView, item: AgendaEvent, ctx: EngineContext): Effect[] {
  switch (item.type) {
    case 'participant':
      return participantEffects(state, item.event, item.index, item.date, ctx);
    case 'changeInControl':
      return vestOnChangeInControl(item.date);
    case 'planTermination':
      return terminatePlan(item.date);
    case 'planTerminationValuation':
      return payPlanTermination(state, item.payOn, ctx);
    case 'yearEnd':
      return creditCompanyContributions(state, item.year, ctx);
    case 'derivedSeparation':
      return separate(state, item.finding, ctx);
    case 'separationBenefits':
      return startSeparationBenefits(state, item, ctx);
    case 'lumpSumValuation':
      return valueLumpSum(state, item);
    case 'installment':
      return valueInstallment(state, item);
    case 'paymentMade':
      return takeUnplannedPayment(state, item);
    case 'fundClosed':
      return closeFund(state, item, ctx);
    case 'payment':
      return makePayment(item.record);
  }
}

/** The effects of one of the participant's events, taking effect on `date`. */
function participantEffects(
  state: StateView,
  event: ParticipantEvent,
  index: number,
  date: IsoDate,
  ctx: EngineContext,
): Effect[] {
  // 7.3: no allocation to a fund closed on or before the day it takes effect.
  const closed = closedFundViolations(event, date, ctx);
  if (closed.length > 0) return [{ type: 'refuse', index, violations: closed }];
  switch (event.type) {
    case 'eligible':
      return becomeEligible(event);
    case 'ineligible':
      return becomeIneligible(date);
    case 'election':
      return fileElection(state, event, index, ctx);
    case 'pay':
      return deferPay(state, event, index, ctx);
    case 'allocationChange':
      return changeAllocation(event, index, ctx);
    case 'keyEmployee':
    case 'compensation':
    case 'retirementSavingsPlan':
      return []; // 1.20 periods are derived up front; 4.1(a) rates are facts of a year
    case 'residence':
    case 'otherSupplementalWages':
    case 'otherFicaWages':
      return []; // 8.3: tax facts, read by the tax view (tax/), never by the plan's rules
    case 'leave':
      return startLeave(event);
    case 'serviceReduction':
      return reduceServices(state, event, ctx);
    case 'separation':
      return separate(state, separationFinding(event, date), ctx);
    case 'death':
      return die(state, date, ctx);
    case 'hardship401k':
      return cancelAfterHardship(date, ctx);
    case 'emergencyDecision':
      return decideEmergency(state, event, index, ctx);
    case 'scheduleChange':
      return changeSchedule(state, event, index, date, ctx);
    case 'domesticRelationsOrder':
      return payDomesticRelationsOrder(state, event, index, ctx);
    case 'claim':
      return stepClaim(state, event, index, ctx);
  }
}

const separationFinding = (event: EventOf<'separation'>, date: IsoDate) => ({
  date,
  rules: ['1.31'],
  reason: event.reason,
});
