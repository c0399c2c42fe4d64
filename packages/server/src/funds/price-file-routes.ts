import {
  addPrice,
  currentPriceControl,
  listFunds,
  listPrices,
  recordPriceControl,
  type Fund,
  type Role,
} from '@defcomp/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as R from '../core/responses.js';
import * as FR from './responses.js';
import { runCommand, type CommandContext } from '../core/command.js';
import type { AppContext } from '../core/context.js';
import {
  CSV_BODY_LIMIT,
  declaredDelimiter,
  readCsv,
  refuseFile,
  type FileError,
} from '../core/csv.js';
import { conflictError, pointErrors } from './price-controls.js';
import {
  fundPriceReport,
  readPriceItems,
  readPriceRows,
  type FundPriceReport,
  type PriceLine,
} from './price-file.js';
import { date, id, object, price } from '../core/schemas.js';

type PriceFile =
  { fileName?: string; prices: { fund: string; date: string; price: string }[] } | string;
const pctText = {
  type: 'string',
  pattern: '^\\d{1,3}(\\.\\d{1,2})?$',
  description: 'A percentage, up to 2 decimals ("10", "7.5")',
} as const;
const committeeReaders: Role[] = ['assetCommittee', 'administrator', 'committee', 'auditor'];

function readBody(request: FastifyRequest<{ Body: PriceFile }>) {
  const body = request.body;
  if (typeof body !== 'string') return readPriceItems(body.prices);
  const read = readCsv(body, declaredDelimiter(request));
  return 'errors' in read
    ? { lines: [], errors: read.errors }
    : readPriceRows(read.header, read.rows);
}

/** 7.3: each line's fund must be on the menu and take prices (not a constant-price one). */
function fundErrors(lines: PriceLine[], funds: Map<string, Fund>): FileError[] {
  return lines.flatMap((line) => {
    const fund = funds.get(line.fund);
    if (fund && !fund.constantPrice) return [];
    const why = fund ? 'this fund has a constant price' : `${line.fund} is not on the menu`;
    const { place } = line;
    return [
      {
        line: place.line,
        field: place.field('fund'),
        ...(place.column ? { column: place.column('fund') } : {}),
        value: line.fund,
        code: fund ? 'constant_price_fund' : 'unknown_fund',
        rule: '7.3',
        message: `${place.where}: ${why}`,
      },
    ];
  });
}

/** Checks every line against the record, then records the new points and reports per fund. */
async function importPriceFile(
  command: CommandContext,
  lines: PriceLine[],
  fileErrors: FileError[],
) {
  const { trx, planId } = command;
  const funds = new Map((await listFunds(trx, planId)).map((f) => [f.id, f]));
  const errors = [...fileErrors, ...fundErrors(lines, funds)];
  const known = new Map<string, Map<string, string>>();
  const added = new Map<string, { date: string; price: string }[]>();
  for (const line of lines) {
    if (!funds.has(line.fund)) continue;
    if (!known.has(line.fund)) {
      const recorded = await listPrices(trx, { planId, fundId: line.fund });
      known.set(line.fund, new Map(recorded.map((p) => [p.date, p.price])));
      added.set(line.fund, []);
    }
    const prices = known.get(line.fund)!;
    errors.push(...pointErrors(line, line.place, command.today));
    const conflict = conflictError(line, line.place, prices);
    if (conflict) errors.push(conflict);
    else if (!prices.has(line.date)) {
      prices.set(line.date, line.price);
      added.get(line.fund)!.push({ date: line.date, price: line.price });
    }
  }
  if (errors.length > 0) throw refuseFile(errors, 'price file', 'prices_refused');
  for (const [fundId, points] of added)
    for (const point of points)
      await addPrice(
        trx,
        { planId, fundId },
        { ...point, recordedAt: command.at, recordedBy: command.actor.username },
      );
  return { known, added };
}

/** The price file recorded, and its report (the threshold in force flags large moves). */
async function recordPriceFile(
  request: FastifyRequest<{ Body: PriceFile; Querystring: { fileName?: string } }>,
  command: CommandContext,
) {
  const read = readBody(request);
  if (read.lines.length === 0 && read.errors.length > 0)
    throw refuseFile(read.errors, 'price file', 'prices_refused');
  const { known, added } = await importPriceFile(command, read.lines, read.errors);
  const control = await currentPriceControl(command.trx, command.planId);
  const funds: FundPriceReport[] = [...added.keys()].map((fundId) =>
    fundPriceReport(
      fundId,
      known.get(fundId)!,
      read.lines.filter((l) => l.fund === fundId).map((l) => l.date),
      added.get(fundId)!,
      control?.largeMovePct ?? null,
    ),
  );
  const count = funds.reduce((n, f) => n + f.added, 0);
  const body = request.body;
  const fileName = typeof body === 'string' ? request.query.fileName : body.fileName;
  if (count > 0)
    await command.audit({
      action: 'prices.recorded',
      entity: 'priceFile',
      entityId: fileName ?? 'price file',
      after: Object.fromEntries(added),
    });
  const answer = {
    added: count,
    unchanged: read.lines.length - count,
    largeMovePct: control?.largeMovePct ?? null,
    funds,
  };
  return { status: 200, body: answer, unchanged: count === 0 };
}

/** Plan 7.2, 7.3, 1.37 (issue 10 item 2): price files, and the committee's large-move threshold. */
export function priceFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PriceFile; Querystring: { fileName?: string } }>(
    '/price-files',
    {
      schema: {
        tags: ['funds'],
        summary:
          'Record a price file (JSON or text/csv: fund, date, price): all or nothing; a report of missing Valuation Dates and large moves',
        querystring: object({ fileName: { type: 'string', maxLength: 200 } }, []),
        body: {
          content: {
            'application/json': {
              schema: object(
                {
                  fileName: { type: 'string', maxLength: 200 },
                  prices: {
                    type: 'array',
                    minItems: 1,
                    maxItems: 50000,
                    items: object({ fund: id, date, price }),
                  },
                },
                ['prices'],
              ),
            },
            'text/csv': {
              schema: {
                type: 'string',
                maxLength: CSV_BODY_LIMIT,
                description: 'RFC 4180 CSV with a header row: fund, date, price',
              },
            },
          },
        },
        response: R.ok('What the file added, and the report per fund', FR.PriceFileReport),
      },
      config: { access: { roles: ['assetCommittee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => recordPriceFile(request, command)),
  );
  priceControlRoutes(app, ctx);
}

function priceControlRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/price-controls',
    {
      schema: {
        tags: ['funds'],
        summary: 'The price controls in force: the move above which a new price is flagged (7.2)',
        response: R.ok('The controls; null when none is set', { control: FR.PriceControlOrNull }),
      },
      config: { access: { roles: committeeReaders } },
    },
    async (request) => ({ control: await currentPriceControl(ctx.store.db, request.planId) }),
  );
  app.post<{ Body: { largeMovePct: string } }>(
    '/price-controls',
    {
      schema: {
        tags: ['funds'],
        summary: 'Set the move above which a new price is flagged for a second look (7.2)',
        body: object({ largeMovePct: pctText }),
        response: R.created('The controls now in force', { control: FR.PriceControl }),
      },
      config: { access: { roles: ['assetCommittee'] } },
    },
    async (request, reply) =>
      runCommand(ctx, request, reply, async (command) => {
        const control = {
          largeMovePct: request.body.largeMovePct,
          recordedAt: command.at,
          recordedBy: command.actor.username,
        };
        const before = await currentPriceControl(command.trx, command.planId);
        const version = await recordPriceControl(command.trx, {
          ...control,
          planId: command.planId,
        });
        await command.audit({
          action: 'priceControls.set',
          entity: 'priceControls',
          entityId: String(version),
          before,
          after: control,
        });
        return { status: 201, body: { control } };
      }),
  );
}
