import { getCorrection, listCorrections } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import {
  approveCorrection,
  prepareCorrection,
  viewOf,
  type CorrectionDraft,
} from './corrections.js';
import * as R from '../core/responses.js';
import * as CR from './responses.js';
import { runCommand } from '../core/command.js';
import { staffReaders, type AppContext } from '../core/context.js';
import { Problem } from '../core/problems.js';
import { date, id, object, price, text } from '../core/schemas.js';
import { Dispatched } from '@defcomp/domain';

const tags = ['corrections'];
const correctionParams = object({ correctionId: id });
const name = { type: 'string', minLength: 1, maxLength: 200 } as const;
const orNull = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });

/** Plan 12.9: what a correction names, told apart by `kind`. */
const target = Dispatched(
  Type.Union([
    Type.Object(
      { kind: Type.Literal('fact'), seq: Type.Integer({ minimum: 1 }) },
      { additionalProperties: false },
    ),
    Type.Object(
      { kind: Type.Literal('price'), fundId: Type.Unsafe<string>(id), date: Type.Unsafe(date) },
      { additionalProperties: false },
    ),
    Type.Object(
      { kind: Type.Literal('participant'), participantId: Type.Unsafe<string>(id) },
      { additionalProperties: false },
    ),
    Type.Object(
      { kind: Type.Literal('fund'), fundId: Type.Unsafe<string>(id) },
      { additionalProperties: false },
    ),
  ]),
);

/** What may supersede each kind of target (the field names the part at fault). */
const replacements: Record<string, object> = {
  // The event is checked as the record reads it (a company event or a participant's).
  fact: object({
    event: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } },
  }),
  price: object({ price }),
  participant: {
    ...object({ hireDate: date, birthDate: orNull(date), name }, []),
    minProperties: 1,
  },
  fund: {
    ...object({ name, capitalPreservation: { type: 'boolean' }, constantPrice: orNull(price) }, []),
    minProperties: 1,
  },
};

const body = {
  ...object(
    {
      target,
      action: { type: 'string', enum: ['void', 'supersede'] },
      replacement: { type: 'object' },
      reason: text,
    },
    ['target', 'action', 'reason'],
  ),
  allOf: Object.entries(replacements).map(([kind, schema]) => ({
    if: {
      type: 'object',
      required: ['target'],
      properties: {
        target: { type: 'object', required: ['kind'], properties: { kind: { const: kind } } },
      },
    },
    then: { properties: { replacement: schema } },
  })),
};

/** Plan 12.9: corrections of facts, prices, funds and participants, prepared and approved. */
export function correctionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readers = { roles: [...staffReaders, 'assetCommittee'] } as const;
  app.get(
    '/corrections',
    {
      schema: {
        tags,
        response: R.ok('The corrections, in the order prepared', {
          corrections: R.list(CR.Correction),
        }),
        summary: 'Corrections (12.9): prepared, approved, with their effects',
      },
      config: { access: readers },
    },
    async (request) => ({
      corrections: (await listCorrections(ctx.store.db, request.planId)).map(viewOf),
    }),
  );
  app.get<{ Params: { correctionId: string } }>(
    '/corrections/:correctionId',
    {
      schema: {
        tags,
        response: R.ok('The correction and its effect', { correction: CR.Correction }),
        summary: 'A correction (12.9)',
        params: correctionParams,
      },
      config: { access: readers },
    },
    async (request) => {
      const found = await getCorrection(ctx.store.db, request.planId, request.params.correctionId);
      if (!found) throw new Problem('not_found', { field: 'correctionId' });
      return { correction: viewOf(found) };
    },
  );
  writeRoutes(app, ctx);
}

function writeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: CorrectionDraft }>(
    '/corrections',
    {
      schema: {
        tags,
        response: R.created('The correction prepared, with its effect', {
          correction: CR.Correction,
        }),
        summary:
          'Prepare a correction (12.9): void or supersede a fact, a price, a fund or a participant datum, with a reason; shows every figure it changes and the over- or under-payments',
        body,
      },
      config: { access: { roles: ['administrator', 'committee', 'assetCommittee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => ({
        status: 201,
        body: { correction: await prepareCorrection(command, request.body) },
      })),
  );
  app.post<{ Params: { correctionId: string } }>(
    '/corrections/:correctionId/approval',
    {
      schema: {
        tags,
        response: R.ok('The correction approved: the record reads it from now on', {
          correction: CR.Correction,
        }),
        summary: 'Approve a correction someone else prepared (12.9, segregation of duties)',
        params: correctionParams,
      },
      config: { access: { roles: ['committee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => ({
        status: 200,
        body: { correction: await approveCorrection(command, request.params.correctionId) },
      })),
  );
}
