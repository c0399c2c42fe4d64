/**
 * The participant's plan terms in force today, read from the server
 * (GET /plans/{planId}/parameters?on=today): the forms show and check these, never a copy.
 */
import { api } from '../api/client';
import type { PlanParametersAnswer } from '../api/types';
import { useLoad } from '../hooks';
import { easternToday } from './election-state';

export function usePlanParameters(participantId: string) {
  const today = easternToday();
  return useLoad(
    `plan-parameters:${participantId}:${today}`,
    async (signal): Promise<PlanParametersAnswer | undefined> => {
      const { planId } = await api.participant(participantId, signal);
      return planId === undefined ? undefined : api.planParameters(planId, today, signal);
    },
  );
}

/** A whole-number parameter of the answer, or undefined when the plan does not state it. */
export function numberParameter(
  answer: PlanParametersAnswer | undefined,
  name: string,
): number | undefined {
  const value = answer?.parameters[name]?.value;
  return typeof value === 'number' ? value : undefined;
}
