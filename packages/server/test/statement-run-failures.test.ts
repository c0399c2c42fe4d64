import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createStatementRun,
  fixedClock,
  generateStatementRun,
  statementRunView,
} from '../src/index.js';
import type { DocumentTask } from '../src/documents/render.js';
import { bootDemo } from './helpers.js';

// A bulk run whose rendering fails for one participant (issue 23 item 5): his row holds the
// error naming him, every other participant still gets his statement, and the run ends.
const broken = 'E1002';
vi.mock('../src/documents/render.js', async (original) => {
  const real = await original<typeof import('../src/documents/render.js')>();
  return {
    ...real,
    renderOffThread: async (task: DocumentTask) => {
      if (task.kind === 'periodStatement' && task.input.participant.id === broken)
        throw new Error('pdfkit could not lay out the page');
      return real.renderOffThread(task);
    },
  };
});

describe('a bulk run with a rendering that fails', () => {
  const clock = fixedClock('2026-12-02T15:00:00.000Z');
  let booted: Awaited<ReturnType<typeof bootDemo>>;
  beforeAll(async () => {
    booted = await bootDemo(clock);
  }, 120_000);
  afterAll(async () => booted.close());

  it('records the failure against its participant and makes every other statement', async () => {
    const { store } = booted;
    const planId = 'carmax-edcp';
    const run = await createStatementRun(
      store,
      clock,
      planId,
      'admin',
      { period: '2025-Q4' },
      null,
    );
    expect(run.participantIds).toContain(broken);
    const outcome = await generateStatementRun(store, clock, { planId, runId: run.id }, 'test');
    expect(outcome).toEqual({ made: run.total - 1, failed: 1 });
    const view = await statementRunView(store, run);
    expect(view).toMatchObject({ status: 'done', done: run.total, failed: 1 });
    expect(view.errors).toEqual([
      { participantId: broken, error: 'rendering failed: pdfkit could not lay out the page' },
    ]);
  }, 120_000);
});
