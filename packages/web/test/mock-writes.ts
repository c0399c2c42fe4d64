/**
 * The mock API's write routes (packages/server/src/routes): an election's dry run and filing
 * (76% of salary is refused under 1.12 with its field), allocation changes, claims,
 * eligibility and other events, pay imports (the same content twice is a replay), and the
 * Committee's decisions with segregation of duties.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Decision, PayImport, PaymentRun } from '../src/api/types';

export interface WriteContext {
  request: IncomingMessage;
  response: ServerResponse;
  method: string;
  path: string;
  query: URLSearchParams;
  user: { username: string; role: string; participantId?: string | null };
  body: unknown;
  send: (status: number, body: unknown) => void;
  problem: (status: number, title: string, detail: string, extra?: object) => object;
}

interface Filed {
  claimId: string;
  date: string;
}

export interface WriteState {
  seq: number;
  claims: Filed[];
  imports: PayImport[];
  decisions: Decision[];
  runs: PaymentRun[];
}

const unapproved = { approvedBy: null, approvedAt: null, factSeq: null, planId: 'carmax-edcp' };

/** A run prepared by the administrator: the list answers it without its lines, as the server does. */
const preparedRun: PaymentRun = {
  id: 'PR-1',
  planId: 'carmax-edcp',
  payFrom: '2026-07-01',
  payThrough: '2026-07-31',
  status: 'prepared',
  source: 'general',
  totals: { gross: '10530.00', withheld: '2316.60', net: '8213.40' },
  preparedBy: 'ada',
  preparedAt: '2026-07-02T15:00:00Z',
  approvedBy: null,
  approvedAt: null,
  cancelledBy: null,
  cancelledAt: null,
  events: [
    {
      seq: 1,
      status: 'prepared',
      at: '2026-07-02T15:00:00Z',
      by: 'ada',
      reason: null,
      lines: null,
    },
  ],
};

export function newWriteState(): WriteState {
  return {
    seq: 10,
    claims: [],
    imports: [],
    runs: [preparedRun],
    decisions: [
      {
        id: 'D-1',
        kind: 'emergencyDecision',
        participantId: 'P2',
        subjectId: 'ER-1',
        event: {
          type: 'emergencyDecision',
          approved: true,
          amount: '5000.00',
          payOn: '2026-07-15',
          date: '2026-07-01',
        },
        status: 'prepared',
        preparedBy: 'cora',
        preparedAt: '2026-07-01T14:00:00Z',
        ...unapproved,
      },
      {
        id: 'D-2',
        kind: 'claimDecision',
        participantId: 'P1',
        subjectId: 'C1',
        event: { type: 'claim', id: 'C1', action: 'approved', date: '2026-07-02' },
        status: 'prepared',
        preparedBy: 'ada',
        preparedAt: '2026-07-02T14:00:00Z',
        ...unapproved,
      },
    ],
  };
}

function election(ctx: WriteContext, state: WriteState) {
  const body = ctx.body as { deferrals?: Record<string, number> };
  const salary = body.deferrals?.baseSalary ?? 0;
  if (salary > 75) {
    return ctx.send(
      422,
      ctx.problem(
        422,
        'The plan refuses this event',
        'baseSalary: at most 75% may be deferred, not 76%',
        {
          code: 'event_refused',
          rule: '1.12',
          rules: ['1.12'],
          field: 'deferrals.baseSalary',
        },
      ),
    );
  }
  if (ctx.query.get('dryRun') === 'true')
    return ctx.send(200, { dryRun: true, accepted: true, event: body });
  state.seq += 1;
  return ctx.send(201, { seq: state.seq, event: { type: 'election', ...body } });
}

function payImport(ctx: WriteContext, state: WriteState) {
  const body = ctx.body as { fileName?: string; pays: unknown[] };
  const hash = createHash('sha256').update(JSON.stringify(body.pays)).digest('hex');
  const already = state.imports.find((i) => i.contentHash === hash);
  if (already) return ctx.send(200, { import: already, replayed: true });
  const batch = {
    id: `PI-${state.imports.length + 1}`,
    planId: 'carmax-edcp',
    contentHash: hash,
    fileName: body.fileName ?? null,
    payCount: body.pays.length,
    recordedAt: '2026-07-01T15:00:00Z',
    recordedBy: ctx.user.username,
  };
  state.imports.push(batch);
  return ctx.send(201, { import: batch, replayed: false });
}

function approval(ctx: WriteContext, state: WriteState, decisionId: string) {
  const decision = state.decisions.find((d) => d.id === decisionId);
  if (decision === undefined)
    return ctx.send(404, ctx.problem(404, 'Not found', 'No such decision.'));
  if (ctx.user.role !== 'committee')
    return ctx.send(403, ctx.problem(403, 'Forbidden', 'Committee only.'));
  if (decision.preparedBy === ctx.user.username) {
    return ctx.send(
      403,
      ctx.problem(
        403,
        'Whoever prepares a decision or payment run cannot approve it',
        'Segregation of duties.',
        {
          code: 'same_person_cannot_approve',
          rule: 'segregation-of-duties',
        },
      ),
    );
  }
  decision.status = 'approved';
  decision.approvedBy = ctx.user.username;
  decision.approvedAt = '2026-07-03T14:00:00Z';
  return ctx.send(200, { decision });
}

const recorded = (ctx: WriteContext, state: WriteState, event: object) => {
  state.seq += 1;
  return ctx.send(201, { seq: state.seq, event });
};

/** Answers a write (or a list the writes feed); false when the route is not one of them. */
export function handleWrite(ctx: WriteContext, state: WriteState): boolean {
  const { method, path } = ctx;
  const own = /^\/participants\/([^/]+)\/(elections|allocations|claims|eligibility|events)$/.exec(
    path,
  );
  if (own !== null && method === 'POST') {
    const id = decodeURIComponent(own[1] ?? '');
    if (ctx.user.role === 'participant' && ctx.user.participantId !== id) {
      ctx.send(404, ctx.problem(404, 'Not found', 'No such participant.'));
      return true;
    }
    const body = ctx.body as Record<string, unknown>;
    if (own[2] === 'elections') election(ctx, state);
    else if (own[2] === 'allocations') recorded(ctx, state, { type: 'allocationChange', ...body });
    else if (own[2] === 'claims') {
      state.claims.push({ claimId: String(body.claimId), date: String(body.date) });
      recorded(ctx, state, { type: 'claim', id: body.claimId, date: body.date, action: 'filed' });
    } else recorded(ctx, state, body);
    return true;
  }
  if (path === '/pay-imports' && method === 'POST') return (payImport(ctx, state), true);
  if (path === '/pay-imports') return (ctx.send(200, { imports: state.imports }), true);
  if (path === '/decisions') {
    const status = ctx.query.get('status');
    const listed = state.decisions.filter((d) => status === null || d.status === status);
    return (ctx.send(200, { decisions: listed }), true);
  }
  if (path === '/payment-runs') return (ctx.send(200, { runs: state.runs }), true);
  const approve = /^\/decisions\/([^/]+)\/approval$/.exec(path);
  if (approve !== null && method === 'POST') return (approval(ctx, state, approve[1] ?? ''), true);
  return false;
}

/** P1's claims on the statement: the fixture's and those filed (11.2: decision due in 90 days). */
export function filedClaims(state: WriteState) {
  return state.claims.map((c) => ({
    id: c.claimId,
    status: 'filed',
    decisionDue: addDays(c.date, 90),
    appealBy: null,
    reviewDue: null,
    suitBy: null,
  }));
}

function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
