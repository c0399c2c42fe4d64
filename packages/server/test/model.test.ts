/**
 * The record I, item 1: the API and a scenario file judge the same event the same way (one
 * event model, one effective date in Eastern time), and no route stores or chokes on a date
 * that does not exist: each answers 400 naming the field, and the record is unchanged.
 */
import { evaluateScenario, parseScenario } from '@defcomp/domain';
import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootWithEligible, snapshot, type Booted } from './helpers.js';
import { policy, validBodies } from './route-policy.js';
import { buildWorld, fill, type World } from './world.js';

const annual2026 = {
  kind: 'annual',
  planYear: 2026,
  deferrals: { baseSalary: 10 },
  allocation: [{ account: 'RTA', pct: 100 }],
};
/** 3.2(b): due by 11:59 p.m. Eastern on Dec 31. 23:30 Pacific is 02:30 on Jan 1 Eastern. */
const filings = {
  pacificLate: '2025-12-31T23:30:00-08:00',
  easternLate: '2026-01-01T02:30:00-05:00',
  pacificOnTime: '2025-12-31T20:30:00-08:00',
};

/** The same story as a scenario file: what the engine decides of the filing, alone. */
function scenarioRules(filedAt: string): string[] | null {
  const parsed = parseScenario({
    format: 'defcomp-scenario/1',
    plan: { id: 'carmax-edcp' },
    company: { publiclyTraded: true },
    funds: [{ id: 'SV', name: 'Stable Value', capitalPreservation: true }],
    prices: { SV: { constant: '1' } },
    evaluateThrough: '2026-12-31',
    participants: [
      {
        id: 'P1',
        hireDate: '2015-06-01',
        events: [
          { type: 'eligible', date: '2024-11-01', notifiedOn: '2024-11-01' },
          { type: 'election', filedAt, ...annual2026 },
        ],
      },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const refused = evaluateScenario(parsed.scenario).participants.P1!.refused;
  return refused.find((r) => r.index === 1)?.rules ?? null;
}

for (const dialect of await testDialects()) {
  describe(`an election's date is its Eastern date, through the API as in a file (${dialect})`, () => {
    let b: Booted;
    beforeAll(async () => {
      b = await bootWithEligible(dialect);
    });
    afterAll(async () => b.close());

    it.each([filings.pacificLate, filings.easternLate])(
      'refuses an annual election filed %s under 3.2(b), and stores nothing',
      async (filedAt) => {
        expect(scenarioRules(filedAt)).toContain('3.2(b)');
        const before = await snapshot(b.store);
        const reply = await b.admin.post('/api/participants/P1/elections', {
          ...annual2026,
          filedAt,
        });
        expect(reply.statusCode, reply.body).toBe(422);
        expect(reply.json().rules).toEqual(scenarioRules(filedAt));
        expect(await snapshot(b.store)).toBe(before);
      },
    );

    it('accepts the same election three hours earlier (23:30 Eastern), dated Dec 31', async () => {
      expect(scenarioRules(filings.pacificOnTime)).toBeNull();
      const reply = await b.admin.post('/api/participants/P1/elections', {
        ...annual2026,
        filedAt: filings.pacificOnTime,
      });
      expect(reply.statusCode, reply.body).toBe(201);
      const listed = await b.admin.get('/api/participants/P1/elections');
      const filed = listed.json().events.find((e: { seq: number }) => e.seq === reply.json().seq);
      expect(filed.effectiveDate).toBe('2025-12-31');
    });
  });
}

// ---- every date on every route -------------------------------------------------------------

type JsonSchema = Record<string, unknown>;
interface DateField {
  route: string;
  where: 'body' | 'query' | 'path';
  /** Path segments; `[]` is any array item (the sample's first). */
  path: string[];
  instant: boolean;
}

/** A field named like a date is one: were its schema to lose the calendar check, it still counts. */
const dateName = /^(date|start|end|asOf|knownAt|payFrom|payThrough)$|(Date|On|At)$/;
const datePattern = '^\\d{4}-\\d{2}-\\d{2}';

/** Every date and instant a schema holds, with its path (through objects, arrays, branches). */
function datesIn(schema: unknown, path: string[] = []): { path: string[]; instant: boolean }[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as JsonSchema;
  const name = path[path.length - 1] ?? '';
  const looksLikeDate =
    s.type === 'string' &&
    (s.format === 'date' ||
      s.format === 'instant' ||
      String(s.pattern ?? '').startsWith(datePattern) ||
      dateName.test(name));
  if (looksLikeDate) {
    const instant =
      s.format === 'instant' || String(s.pattern ?? '').includes('T') || /At$/.test(name);
    return [{ path, instant }];
  }
  const properties = Object.entries((s.properties ?? {}) as Record<string, unknown>);
  const branches = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (s[k] ?? []) as unknown[]);
  const items = Array.isArray(s.items) ? s.items : s.items ? [s.items] : [];
  return [
    ...properties.flatMap(([key, p]) => datesIn(p, [...path, key])),
    ...items.flatMap((item) => datesIn(item, [...path, '[]'])),
    ...[...branches, s.then].flatMap((b) => datesIn(b, path)),
  ];
}

/** Read from the OpenAPI document: what the routes really validate, not a list kept by hand. */
function dateFields(document: JsonSchema): DateField[] {
  const found = new Map<string, DateField>();
  const paths = document.paths as Record<string, Record<string, JsonSchema>>;
  for (const [url, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`;
      const parameters = (operation.parameters ?? []) as JsonSchema[];
      const fromParameters = parameters.flatMap((p) =>
        datesIn(p.schema, [String(p.name)]).map((f) => ({
          ...f,
          where: p.in === 'query' ? ('query' as const) : ('path' as const),
        })),
      );
      const body = (operation.requestBody as JsonSchema | undefined)?.content as
        Record<string, { schema: unknown }> | undefined;
      const fromBody = datesIn(body?.['application/json']?.schema).map((f) => ({
        ...f,
        where: 'body' as const,
      }));
      for (const field of [...fromParameters, ...fromBody]) {
        found.set(`${route} ${field.where} ${field.path.join('.')}`, { route, ...field });
      }
    }
  }
  return [...found.values()];
}

const servicePeriod = { start: '2025-01-01', end: '2025-01-31' };
const performancePeriod = { start: '2025-01-01', end: '2025-12-31', criteriaSetOn: '2025-03-01' };
/** Bodies that reach the dates the route's valid body (route-policy.ts) does not carry. */
const moreBodies: Record<string, unknown[]> = {
  'POST /api/corrections': [
    {
      target: { kind: 'price', fundId: 'IDX', date: '2025-01-02' },
      action: 'supersede',
      replacement: { price: '10.5' },
      reason: 'restated',
    },
    {
      target: { kind: 'participant', participantId: 'P2' },
      action: 'supersede',
      replacement: { birthDate: '1970-01-01' },
      reason: 'keyed wrong',
    },
  ],
  'POST /api/participants': [
    { id: 'P9', name: 'New', hireDate: '2020-01-01', birthDate: '1970-01-01' },
  ],
  'POST /api/participants/:id/eligibility': [
    { type: 'eligible', date: '2025-06-01', notifiedOn: '2025-06-01' },
  ],
  'POST /api/participants/:id/elections': [
    { ...annual2026, filedAt: filings.easternLate },
    { ...annual2026, planYear: undefined, kind: 'performance', performancePeriod },
  ],
  'POST /api/participants/:id/election-preview': [
    { ...annual2026, separationDate: '2026-12-31' },
    { ...annual2026, planYear: undefined, kind: 'performance', performancePeriod },
  ],
  'POST /api/participants/:id/schedule-changes': [
    { account: 'RTA', schedule: { form: 'lump' }, filedAt: filings.easternLate },
  ],
  'POST /api/pay-imports': [
    {
      pays: [
        {
          participantId: 'P1',
          date: '2025-01-31',
          component: 'baseSalary',
          gross: '1000.00',
          netAvailable: '800.00',
          servicePeriod,
        },
      ],
    },
  ],
  'POST /api/participants/:id/events': [
    { type: 'eligible', date: '2025-06-01', notifiedOn: '2025-06-01' },
    { type: 'election', filedAt: filings.easternLate, ...annual2026 },
    {
      type: 'election',
      filedAt: filings.easternLate,
      ...annual2026,
      planYear: undefined,
      kind: 'performance',
      performancePeriod,
    },
    {
      type: 'pay',
      date: '2025-01-31',
      component: 'baseSalary',
      gross: '1.00',
      netAvailable: '1.00',
      servicePeriod,
    },
    {
      type: 'leave',
      start: '2025-01-01',
      end: '2025-02-01',
      kind: 'personal',
      rightToReturn: true,
    },
    { type: 'keyEmployee', identificationDate: '2024-12-31' },
    {
      type: 'emergencyDecision',
      date: '2025-01-02',
      approved: true,
      amount: '1.00',
      payOn: '2025-02-01',
    },
    {
      type: 'scheduleChange',
      filedAt: filings.easternLate,
      account: 'RTA',
      schedule: { form: 'lump' },
    },
  ],
};

// 12.9: a retroactive change carries any participant event.
moreBodies['POST /api/participants/:id/retroactive-changes'] = moreBodies[
  'POST /api/participants/:id/events'
]!.map((event) => ({ event, reason: 'reported late' }));
// Issue 11 items 1, 2: a record change and a designation, every date reached.
moreBodies['POST /api/participants/:id/record'] = [
  { effectiveOn: '2025-01-01', spouse: { name: 'S', diedOn: '2025-01-01' }, reason: 'form' },
];
moreBodies['POST /api/participants/:id/beneficiaries'] = [
  {
    filedOn: '2025-01-01',
    reason: 'form',
    primary: [{ name: 'A', pct: 100, diedOn: '2024-01-01' }],
    contingent: [{ name: 'C', pct: 100, diedOn: '2024-01-01' }],
  },
];

const at = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v as Record<string, unknown> | undefined)?.[key === '[]' ? 0 : key],
    value,
  );
function withValue(value: unknown, path: string[], bad: string): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  const parent = at(copy, path.slice(0, -1)) as Record<string, unknown>;
  parent[path[path.length - 1]!] = bad;
  return copy;
}
/** The field as a 400 names it: `pays[0].servicePeriod.start`. */
const fieldName = (path: string[]) => path.join('.').replace(/\.\[\]/g, '[0]');

/** The samples are written for the default plan's paths; a plan route takes the same bodies. */
const samplesOf = (route: string) => {
  const keys = [route, route.replace('/api/plans/:planId/', '/api/')];
  return keys.flatMap((k) => [validBodies[k], ...(moreBodies[k] ?? [])]).filter((b) => b);
};

/** Someone allowed to call the route (an administrator when he may). */
function agentFor(world: World, route: string) {
  const roles = policy[route]?.roles ?? [];
  const role = roles.includes('administrator') ? 'administrator' : roles[0];
  return {
    agent: world.agents[role ?? 'administrator']!,
    participant: role === 'participant' ? 'P1' : 'P2',
  };
}

/**
 * The query string that sends `bad` in `field`: the route's other date fields (a period's `from`
 * and `to` are both required) get a good date, so the refusal can only be about `field`.
 */
function queryWith(fields: DateField[], field: DateField, bad: string): string {
  const others = fields.filter(
    (f) => f.route === field.route && f.where === 'query' && f.path[0] !== field.path[0],
  );
  const good = (f: DateField) => (f.instant ? '2025-01-31T10:00:00-05:00' : '2025-01-31');
  const needs = Object.entries(queryNeeds).filter(([path]) => field.route.includes(path));
  return [
    ...needs.map(([, pair]) => pair),
    ...others.map((f) => [f.path[0]!, good(f)]),
    [field.path[0]!, bad],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
}

/** Required query parameters that are not dates, by the route's path (and its .csv, .pdf). */
const queryNeeds: Record<string, [string, string]> = {
  '/reports/item-402i': ['neo', 'P1'],
  '/reports/tax-data': ['year', '2025'],
};

const badDates = ['2025-02-30', '2025-13-01'];
const badInstants = ['2025-02-30T10:00:00-05:00', '2025-13-01T10:00:00-05:00'];

for (const dialect of await testDialects()) {
  describe(`every date on every route is a calendar date (${dialect})`, () => {
    let world: World;
    let fields: DateField[];
    beforeAll(async () => {
      world = await buildWorld(dialect);
      fields = dateFields(world.app.swagger() as unknown as JsonSchema);
    });
    afterAll(async () => world.close());

    it('finds the dates in bodies and query strings, with a body that reaches each', () => {
      expect(fields.length).toBeGreaterThan(50);
      expect(fields.some((f) => f.where === 'query')).toBe(true);
      const unreached = fields
        .filter(
          (f) => f.where === 'body' && !samplesOf(f.route).some((b) => at(b, f.path) !== undefined),
        )
        .map((f) => `${f.route} ${fieldName(f.path)}`);
      expect(unreached).toEqual([]);
    });

    it('answers 400 problem+json naming the field to 2025-02-30 and 2025-13-01, and stores nothing', async () => {
      expect(fields.length).toBeGreaterThan(50);
      const before = await snapshot(world.store);
      for (const field of fields) {
        const [method, pattern] = field.route.split(' ') as [string, string];
        const { agent, participant } = agentFor(world, field.route);
        for (const bad of field.instant ? badInstants : badDates) {
          let url = fill(pattern, world, participant);
          let body: unknown;
          if (field.where === 'query') url += `?${queryWith(fields, field, bad)}`;
          else if (field.where === 'path') url = url.replace(`:${field.path[0]}`, bad);
          else {
            const sample = samplesOf(field.route).find((b) => at(b, field.path) !== undefined);
            body = withValue(sample, field.path, bad);
          }
          const reply = await agent.request(method, url, body);
          const label = `${field.route} ${field.where} ${fieldName(field.path)}=${bad} -> ${reply.body}`;
          expect(reply.statusCode, label).toBe(400);
          expect(reply.headers['content-type'], label).toMatch(/^application\/problem\+json/);
          expect(reply.json().field, label).toBe(fieldName(field.path));
        }
      }
      expect(await snapshot(world.store)).toBe(before);
    });
  });
}
