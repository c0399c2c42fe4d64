import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './json-schema.js';
import { carmaxEdcp } from './carmax-edcp.js';
import { Plan, PARAMETER_NAMES } from './plan-definition.js';
import { builtInPlans, planRegistry } from './registry.js';
import { definitionFromDocument, planDocumentErrors, planParameterErrors } from './validate.js';
import { builtInPlanDocuments } from './built-in-plans.generated.js';

describe('plans are data (plans/<id>/plan.json)', () => {
  it('holds every built-in plan, each defining every parameter the engine reads', () => {
    expect([...builtInPlans.keys()]).toEqual(['carmax-edcp', 'hollis-edp']);
    for (const doc of builtInPlanDocuments) expect(planDocumentErrors(doc)).toEqual([]);
    for (const plan of builtInPlans.values())
      expect(Object.keys(plan.parameters).sort()).toEqual([...PARAMETER_NAMES].sort());
  });

  it('refuses a plan file missing a parameter, or with a value not of its type, naming the path', () => {
    const doc = structuredClone(builtInPlanDocuments[0]!) as { parameters: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test edits raw JSON
    delete doc.parameters.match;
    doc.parameters.smallBalanceLimit.values['2030-02-30'] = { value: 25000 };
    expect(planDocumentErrors(doc)).toEqual([
      { path: '$.parameters.match', message: 'required: the engine reads it' },
      {
        path: '$.parameters.smallBalanceLimit.values.2030-02-30',
        message: 'not a date (YYYY-MM-DD)',
      },
      { path: '$.parameters.smallBalanceLimit.values.2030-02-30.value', message: 'not a string' },
    ]);
    expect(() => definitionFromDocument(doc)).toThrow(/not a plan file: \$\.parameters\.match/);
  });

  it('a plan loaded at run time joins the registry (a third plan is a data file)', () => {
    const doc = { ...structuredClone(builtInPlanDocuments[1]!), id: 'third-plan' };
    const registry = planRegistry([definitionFromDocument(doc)]);
    expect([...registry.keys()]).toEqual(['carmax-edcp', 'hollis-edp', 'third-plan']);
  });

  it('sorts values keyed by date, whatever their order in the file', () => {
    const doc = structuredClone(builtInPlanDocuments[0]!);
    const sda = doc.parameters.sdaMinimumYears!;
    sda.values = Object.fromEntries(Object.entries(sda.values).reverse());
    const plan = new Plan(definitionFromDocument(doc));
    expect(plan.value('sdaMinimumYears', '2024-08-01')).toBe(0);
    expect(plan.value('sdaMinimumYears', '2024-08-02')).toBe(3);
  });
});

describe('planParameterErrors checks names and value types from the plan data', () => {
  it('names an unknown parameter and each value of the wrong type by its path', () => {
    const errors = planParameterErrors(
      carmaxEdcp,
      { maxSdas: 3, match: { ratePct: '50', upToPct: 6 }, rtaInstallmentYears: [2, 10, 15] },
      'plan.amendments[0].parameters',
    );
    expect(errors).toEqual([
      { path: 'plan.amendments[0].parameters.maxSdas', message: 'unknown plan parameter' },
      { path: 'plan.amendments[0].parameters.match.ratePct', message: 'not a number' },
      { path: 'plan.amendments[0].parameters.rtaInstallmentYears', message: 'more than 2 items' },
    ]);
  });

  it('accepts the values the plans hold', () => {
    const parameters = {
      smallBalanceLimit: '25000.00',
      vestingSchedule: [
        [0, 0],
        [5, 100],
      ],
    };
    expect(planParameterErrors(carmaxEdcp, parameters, 'p')).toEqual([]);
  });

  it('the schema subset: required, unknown fields, bounds, patterns, items', () => {
    const schema = {
      type: 'object',
      properties: {
        n: { type: 'integer', minimum: 1, maximum: 3 },
        s: { type: 'string', pattern: '^a' },
      },
      required: ['n'],
      additionalProperties: false,
    } as const;
    expect(schemaErrors(schema, { s: 'b', x: 1 }, '$')).toEqual([
      { path: '$.n', message: 'required' },
      { path: '$.s', message: 'not in the form ^a' },
      { path: '$.x', message: 'unknown field' },
    ]);
    expect(schemaErrors(schema, { n: 4 }, '$')).toEqual([{ path: '$.n', message: 'more than 3' }]);
    expect(schemaErrors(schema, { n: 1.5 }, '$')).toEqual([
      { path: '$.n', message: 'not an integer' },
    ]);
  });
});

describe('9.2 amendments are dated overlays', () => {
  const limit = (amendments: ConstructorParameters<typeof Plan>[2], date: string) =>
    new Plan(carmaxEdcp, {}, amendments).parameter('smallBalanceLimit', date);
  const raise = { effective: '2027-01-01', parameters: { smallBalanceLimit: '1000000.00' } };

  it('9.2 never changes a value before its effective date', () => {
    expect(limit([raise], '2026-12-31')).toMatchObject({ value: '50000.00', from: '2011-01-01' });
    expect(limit([raise], '2027-01-01')).toMatchObject({
      value: '1000000.00',
      from: '2027-01-01',
      overridden: true,
      amendment: 'amendment 1 effective 2027-01-01',
    });
  });

  it('9.2 amendments accumulate: a later one adds its values and keeps the others', () => {
    const match = {
      effective: '2028-01-01',
      label: 'A2',
      parameters: { match: { ratePct: 50, upToPct: 6 } },
    };
    const plan = new Plan(carmaxEdcp).amended(raise).amended(match);
    expect(plan.value('smallBalanceLimit', '2028-06-01')).toBe('1000000.00');
    expect(plan.parameter('match', '2028-06-01')).toMatchObject({
      value: { ratePct: 50, upToPct: 6 },
      amendment: 'A2',
    });
    expect(plan.value('match', '2027-12-31')).toEqual({ ratePct: 100, upToPct: 4 });
  });

  it('9.2 of two amendments of the same parameter the later date governs from its day; on the same day the later listed', () => {
    const lower = { effective: '2029-01-01', parameters: { smallBalanceLimit: '75000.00' } };
    const same = { effective: '2029-01-01', parameters: { smallBalanceLimit: '80000.00' } };
    expect(limit([lower, raise], '2028-12-31').value).toBe('1000000.00');
    expect(limit([raise, lower, same], '2029-01-01').value).toBe('80000.00');
  });

  it('a scenario’s undated override (plan.parameters) still governs every date', () => {
    const plan = new Plan(carmaxEdcp, { smallBalanceLimit: '1.00' }, [raise]);
    expect(plan.value('smallBalanceLimit', '2030-01-01')).toBe('1.00');
  });
});

describe('a date before the plan states any term', () => {
  const plan = new Plan(carmaxEdcp);

  it('is refused on the day before its first stated values and accepted on that day', () => {
    expect(() => plan.requireSomeTermsOn('2010-12-31')).toThrow(/has no value on 2010-12-31/);
    expect(() => plan.requireSomeTermsOn('2011-01-01')).not.toThrow();
  });

  it('states a parameter on exactly the days its value is read without a throw', () => {
    const amended = new Plan(carmaxEdcp, {}, [
      { effective: '2009-06-01', parameters: { vestingSchedule: [{ years: 0, pct: 100 }] } },
    ]);
    const day = fc
      .date({ min: new Date('2005-01-01'), max: new Date('2015-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(plan, amended),
        fc.constantFrom(...PARAMETER_NAMES),
        (d, p, name) => {
          let reads = true;
          try {
            p.value(name, d);
          } catch {
            reads = false;
          }
          expect(p.states(name, d)).toBe(reads);
        },
      ),
    );
    expect(plan.states('vestingSchedule', '2010-12-31')).toBe(false);
    expect(plan.states('vestingSchedule', '2011-01-01')).toBe(true);
  });
});
