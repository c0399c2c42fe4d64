// Issue 8, item 4: input controls, through the real app on SQLite and PostgreSQL.
import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_BODY_LIMIT,
  BYTES_PER_ITEM,
  bodyLimitFor,
  horizonOf,
  MAX_DEPTH,
  nestingDepth,
} from '../src/core/input-controls.js';
import {
  addParticipant,
  addUser,
  boot,
  snapshot,
  type Agent,
  type Booted,
  postPayFile,
} from './helpers.js';

describe('input controls, unit', () => {
  it('horizon: today’s year + 60, the last date the statements evaluate to', () => {
    expect(horizonOf('2025-03-03')).toBe('2085-12-31');
  });

  it('nesting is measured on the raw text, brackets inside strings not counted', () => {
    expect(nestingDepth('{"a":[{"b":[1]}]}')).toBe(4);
    expect(nestingDepth('{"a":"[[[[[[[[\\"]]]"}')).toBe(1);
    expect(nestingDepth('['.repeat(100_000))).toBe(100_000);
  });

  it('a route’s body limit grows with its schema’s maxItems (a 50,000-line pay file fits)', () => {
    const payFile = { type: 'object', properties: { pays: { type: 'array', maxItems: 50_000 } } };
    expect(bodyLimitFor(payFile)).toBe(BASE_BODY_LIMIT + 50_000 * BYTES_PER_ITEM);
    expect(bodyLimitFor({ type: 'object', properties: {} })).toBe(BASE_BODY_LIMIT);
  });
});

for (const dialect of await testDialects()) {
  describe(`input controls on ${dialect}`, () => {
    let b: Booted;
    let payroll: Agent;
    let committee: Agent;
    let asset: Agent;
    beforeAll(async () => {
      b = await boot(dialect);
      await addParticipant(b, 'P1');
      payroll = await addUser(b, 'payroll1', 'payroll');
      committee = await addUser(b, 'committee1', 'committee');
      asset = await addUser(b, 'asset1', 'assetCommittee');
    });
    afterAll(async () => b.close());

    it('horizon: a claim dated 9999-12-31 is refused before any evaluation (the check runs before the route)', async () => {
      const before = await snapshot(b.store);
      const claim = { claimId: 'C-far', date: '9999-12-31' };
      const reply = await b.admin.post('/api/participants/P1/claims', claim);
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toMatchObject({
        code: 'date_out_of_range',
        rule: 'input:horizon',
        field: 'date',
      });
      // Proof of order: for a participant that does not exist the answer is still the
      // horizon's: the schema's date format refused it before the handler (which looks the
      // participant up, then evaluates) ran.
      const unknown = await b.admin.post('/api/participants/NOPE/claims', {
        claimId: 'C-far',
        date: '9999-12-31',
      });
      expect(unknown.json()).toMatchObject({ code: 'date_out_of_range', field: 'date' });
      for (const url of [
        '/api/participants/P1/statement?asOf=9999-12-31',
        '/api/reports/liability?asOf=9999-12-31',
      ]) {
        const far = await b.admin.get(url);
        expect(far.json(), url).toMatchObject({ status: 422, field: 'asOf' });
      }
      const early = await b.admin.post('/api/participants/P1/events', {
        type: 'death',
        date: '1899-12-31',
      });
      expect(early.json()).toMatchObject({ code: 'date_out_of_range', field: 'date' });
      expect(await snapshot(b.store)).toBe(before);
    });

    it('horizon: a yearly fact beyond it (year 9999) is refused before the engine sees it', async () => {
      const reply = await b.admin.post('/api/participants/NOPE/events', {
        type: 'retirementSavingsPlan',
        year: 9999,
        deferralPct: 5,
      });
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toMatchObject({ code: 'date_out_of_range', field: 'year' });
    });

    it('NUL and other control characters are refused in every text field, naming it; tabs and line breaks are not', async () => {
      const before = await snapshot(b.store);
      const cases: [string, unknown, string][] = [
        ['/api/participants', { id: 'P7', name: 'Ann\u0000', hireDate: '2020-01-02' }, 'name'],
        ['/api/participants', { id: 'P7', name: 'Ann\u001b[2J', hireDate: '2020-01-02' }, 'name'],
        ['/api/participants', { id: 'P7', name: 'Ann\u0085', hireDate: '2020-01-02' }, 'name'],
        ['/api/participants', { id: 'P7', name: 'Ann\ud800', hireDate: '2020-01-02' }, 'name'],
        [
          '/api/participants/P1/allocations',
          { account: 'RTA', investments: { 'SV\u0007': 100 }, applyTo: 'future' },
          'investments.SV\u0007',
        ],
        ['/api/participants/P1/emergency-requests', { amount: '1.00', reason: '\u0000' }, 'reason'],
      ];
      for (const [url, body, field] of cases) {
        const reply = await b.admin.post(url, body);
        expect(reply.statusCode, reply.body).toBe(400);
        expect(reply.json()).toMatchObject({ code: 'control_character', field });
      }
      const query = await b.admin.get('/api/audit?entity=a%00b');
      expect(query.json()).toMatchObject({ status: 400, field: 'entity' });
      expect(await snapshot(b.store)).toBe(before);
      const multiline = await b.admin.post('/api/participants/P1/emergency-requests', {
        amount: '1.00',
        reason: 'line one\r\n\tline two — ünïcödé 😀',
      });
      expect(multiline.statusCode, multiline.body).toBe(201);
    });

    it('amounts: negative or above the documented limit are refused naming the field and rule', async () => {
      const before = await snapshot(b.store);
      const pay = {
        type: 'pay',
        date: '2025-03-28',
        component: 'baseSalary',
        netAvailable: '1.00',
      };
      const negative = await b.admin.post('/api/participants/P1/events', {
        ...pay,
        gross: '-1.00',
      });
      expect(negative.json()).toMatchObject({ status: 400, field: 'gross' });
      const huge = await b.admin.post('/api/participants/P1/events', {
        ...pay,
        gross: '9999999999999.99',
      });
      expect(huge.json()).toMatchObject({
        status: 400,
        field: 'gross',
        rule: 'input:amount-limit',
      });
      const request = await b.admin.post('/api/participants/P1/emergency-requests', {
        amount: '1000000000.01',
        reason: 'x',
      });
      expect(request.json()).toMatchObject({ field: 'amount', rule: 'input:amount-limit' });
      const percent = await b.admin.post('/api/participants/P1/events', {
        type: 'retirementSavingsPlan',
        year: 2025,
        deferralPct: 1e308,
      });
      expect(percent.json()).toMatchObject({ status: 400, field: 'deferralPct' });
      expect(await snapshot(b.store)).toBe(before);
      const limit = await b.admin.post('/api/participants/P1/emergency-requests?', {
        amount: '1000000000.00',
        reason: 'at the limit',
      });
      expect(limit.statusCode, limit.body).toBe(201);
    });

    it('body limit: a 50,000-line pay file passes the limit (its schema is checked to the last line); more than a route allows is 413', async () => {
      const line = {
        participantId: 'P1',
        date: '2025-01-31',
        component: 'baseSalary',
        gross: '1000.00',
        netAvailable: '800.00',
        servicePeriod: { start: '2025-01-01', end: '2025-01-31' },
      };
      const lines = Array.from({ length: 50_000 }, () => line);
      lines[49_999] = { ...line, gross: '1,000.00' };
      const body = JSON.stringify({ fileName: 'big.json', pays: lines }, null, 2);
      expect(body.length).toBeGreaterThan(BASE_BODY_LIMIT * 8);
      const reply = await postPayFile(payroll, '/api/pay-imports', body, {
        'content-type': 'application/json',
      });
      expect(reply.json()).toMatchObject({ status: 400, field: 'pays[49999].gross' });
      const tooLarge = await b.admin.post('/api/participants', {
        id: 'P8',
        name: 'x'.repeat(BASE_BODY_LIMIT),
        hireDate: '2020-01-02',
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({ code: 'body_too_large', rule: 'input:body-limit' });
    });

    it('deep nesting is refused with 400 before it is parsed, at any depth', async () => {
      for (const depth of [MAX_DEPTH + 1, 100_000]) {
        const body = `{"prices":${'['.repeat(depth)}${']'.repeat(depth)}}`;
        const reply = await asset.request('POST', '/api/funds/SV/prices', body, {
          'content-type': 'application/json',
        });
        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toMatchObject({ code: 'nested_too_deep', rule: 'input:nesting' });
      }
    });

    it('a route that takes no body refuses one', async () => {
      const reply = await committee.post('/api/decisions/D-none/approval', { approve: true });
      expect(reply.json()).toMatchObject({ status: 400, field: 'body' });
    });

    it('a statement as of a day before the plan states its terms is refused 422, not a 500', async () => {
      const reply = await b.admin.get('/api/participants/P1/statement?asOf=1990-01-02');
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toMatchObject({ code: 'plan_not_in_force' });
      expect(reply.json().detail).toMatch(/has no value on 1990-01-02/);
      // The record still answers for a day in force.
      const today = await b.admin.get('/api/participants/P1/statement');
      expect(today.statusCode).toBe(200);
    });

    it('7.1, 1.14: a pay recorded through /events is held to a pay file’s rules', async () => {
      const pay = {
        type: 'pay',
        date: '2025-02-28',
        component: 'baseSalary',
        gross: '1000.00',
        netAvailable: '900.00',
      };
      const netAbove = await b.admin.post('/api/participants/P1/events', {
        ...pay,
        netAvailable: '1000.01',
      });
      expect(netAbove.statusCode).toBe(422);
      expect(netAbove.json()).toMatchObject({
        code: 'net_above_gross',
        rule: '1.14',
        field: 'netAvailable',
      });
      const first = await b.admin.post('/api/participants/P1/events', pay, {
        'x-reason': 'late pay',
      });
      expect(first.statusCode, first.body).toBe(201);
      const before = await snapshot(b.store);
      const again = await b.admin.post('/api/participants/P1/events', pay, {
        'x-reason': 'late pay',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'duplicate_pay', rule: '7.1', field: 'date' });
      expect(await snapshot(b.store)).toBe(before);
    });
  });
}
