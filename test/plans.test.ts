import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT, planFiles, renderBuiltInPlans } from '../scripts/plans.mjs';

describe('plans/*/plan.json', () => {
  it('are what the domain holds: the generated module is current (run node scripts/plans.mjs)', async () => {
    const generated = await renderBuiltInPlans();
    const checkedIn = readFileSync(OUTPUT, 'utf8');
    expect(checkedIn === generated, 'stale: run node scripts/plans.mjs').toBe(true);
  });

  it('each lives in plans/<its id>/plan.json', () => {
    for (const file of planFiles()) {
      const { id } = JSON.parse(readFileSync(file, 'utf8')) as { id: string };
      expect(file.endsWith(`/plans/${id}/plan.json`), file).toBe(true);
    }
  });
});
