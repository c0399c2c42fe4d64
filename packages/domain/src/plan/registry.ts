import { builtInPlanDocuments } from './built-in-plans.generated.js';
import type { PlanDefinition } from './plan-definition.js';
import { definitionFromDocument } from './validate.js';

/** Plan definitions by id: the built-in ones (plans/*.json) and any loaded at run time. */
export type PlanRegistry = ReadonlyMap<string, PlanDefinition>;

export const builtInPlans: PlanRegistry = new Map(
  builtInPlanDocuments.map((doc) => {
    const definition = definitionFromDocument(doc);
    return [definition.id, definition];
  }),
);

/** The built-in plans and `loaded` ones (a run-time plan file replaces a built-in of its id). */
export function planRegistry(loaded: readonly PlanDefinition[] = []): PlanRegistry {
  return new Map([...builtInPlans, ...loaded.map((d) => [d.id, d] as const)]);
}
