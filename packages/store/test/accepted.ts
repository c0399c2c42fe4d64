import { checkScenarioFile, type ScenarioInput } from '../src/index.js';

/** The history less the events the plan refuses (a few rounds: a removal can change others). */
export function accepted(s: ScenarioInput): ScenarioInput | null {
  for (let round = 0; round < 5; round++) {
    const checked = checkScenarioFile(s);
    if (checked.ok) return checked.input;
    if (checked.kind === 'invalid') return null;
    const refused = new Set(checked.problems.map((p) => p.path));
    const keep = (path: string) => (_: unknown, i: number) => !refused.has(`${path}[${i}]`);
    s.company.events = s.company.events.filter(keep('company.events'));
    s.participants.forEach((p, i) => {
      p.events = p.events.filter(keep(`participants[${i}].events`));
    });
  }
  return null;
}
