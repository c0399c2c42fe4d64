import type { PlanDefinition } from './plan-definition.js';
import { builtInPlans } from './registry.js';

/**
 * The reference plan: the CarMax, Inc. Executive Deferred Compensation Plan, effective
 * 2011-01-01, amended and restated 2024-08-01 (PLAN_RULES.md, FORMAT.md's parameter table).
 * Its terms are data: plans/carmax-edcp/plan.json.
 */
export const carmaxEdcp: PlanDefinition = builtInPlans.get('carmax-edcp')!;

/** The built-in plans by id (plans/*\/plan.json). */
export const planDefinitions = builtInPlans;
