import {
  deferralInstructions,
  MissingPriceError,
  parseScenario,
  type DeferralInstruction,
} from '@defcomp/domain';
import { loadScenario, type Role } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import * as R from '../core/responses.js';
import * as PR from './responses.js';
import { easternToday } from '../core/clock.js';
import type { AppContext } from '../core/context.js';
import { instructionsCsv } from './payroll-csv.js';
import { Problem } from '../core/problems.js';
import { date, object } from '../core/schemas.js';
import { detailFrom } from '../core/i18n/problem-details.js';

type Query = { payDate: string };
const query = object({ payDate: date }, ['payDate']);
const readers: Role[] = ['payroll', 'administrator', 'auditor'];

/** Plan 3.5, 7.1, 8.3: the instructions for pay of a date, for every participant of the plan. */
async function instructionsFor(
  ctx: AppContext,
  planId: string,
  payDate: string,
): Promise<DeferralInstruction[]> {
  const today = easternToday(ctx.clock);
  const asOf = payDate > today ? payDate : today;
  const parsed = parseScenario(await loadScenario(ctx.store.db, { planId, asOf }));
  if (!parsed.ok) throw new Error(`assertion: the record is not a valid scenario`);
  try {
    return deferralInstructions(parsed.scenario, payDate);
  } catch (error) {
    if (error instanceof MissingPriceError)
      throw new Problem('missing_price', {
        ...detailFrom('no_price', error.message),
        field: error.path,
      });
    throw error;
  }
}

/**
 * Deferral instructions to payroll before payday (3.5, 7.1): per employee and component, the
 * percentage of the CDA in force for pay of that date, what stops it (3.7, 2.2(a), death, 9.3),
 * his Separation, and the year's FICA terms for the FICA due on the deferral (8.3). The FICA
 * amount needs the pay's gross: the import's answer gives it per line.
 */
export function deferralInstructionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: Query }>(
    '/deferral-instructions',
    {
      schema: {
        tags: ['pay imports'],
        summary: 'Deferral instructions for pay of a date: the % per component, stops, FICA terms',
        querystring: query,
        response: R.ok('The instructions, one per participant', {
          payDate: R.DateText,
          instructions: R.list(PR.DeferralInstruction),
        }),
      },
      config: { access: { roles: readers } },
    },
    async (request) => ({
      payDate: request.query.payDate,
      instructions: await instructionsFor(ctx, request.planId, request.query.payDate),
    }),
  );
  app.get<{ Querystring: Query }>(
    '/deferral-instructions.csv',
    {
      schema: {
        tags: ['pay imports'],
        summary: 'Deferral instructions as CSV: one row per employee and component',
        querystring: query,
        response: {
          200: {
            description: 'RFC 4180 CSV with a header row',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
      config: { access: { roles: readers } },
    },
    async (request, reply) => {
      const { payDate } = request.query;
      const made = await instructionsFor(ctx, request.planId, payDate);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="deferral-instructions-${payDate}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(instructionsCsv(made));
    },
  );
}
