import { ScenarioFile, unionLabel, branchLiterals, discriminator } from '@defcomp/domain';
import { testDialects } from '@defcomp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailOf, detailZhHant, problemDetailTexts } from '../src/core/i18n/problem-details.js';
import { localizeProblem } from '../src/core/i18n/problem-text.js';
import { problemBody, problemTypes, type ProblemCode } from '../src/core/problems.js';
import { bootWithEligible, type Booted } from './helpers.js';

/**
 * Issue 22 item 3, "Messages in Chinese to the last one": with Accept-Language zh-Hant every
 * problem+json answer is Chinese, its values (identifiers, numbers, dates, section numbers)
 * kept as they are, never English prose nor the English after "原文".
 */
const han = /[\u4e00-\u9fff]/;
const STOP =
  /(?:^|[^A-Za-z])(the|a|an|is|are|was|not|of|in|and|for|with|no|on|by|at|be|its)(?=$|[^A-Za-z])/;

/** English prose in a Chinese text: two Latin words in a row, or a lone function word. */
function latinProse(text: string): string | undefined {
  // Tokens holding digits or code punctuation are values: ids, dates, 12.9, paths, FST_ERR_….
  const rest = text
    .replace(/[\w.:/{}[\]$#@+-]*[\d_/:{}[\]$#@+][\w.:/{}[\]$#@+-]*/g, ' ')
    .replace(/\([^()]*\)/g, (m) => (/[A-Za-z]{2,} [A-Za-z]{2,}/.test(m) ? m : ' '));
  const run = /[A-Za-z]+(?: [A-Za-z]+)+/.exec(rest);
  if (run) return run[0];
  return STOP.exec(rest)?.[1];
}

/** A representative value for each parameter name the catalogue uses. */
const SAMPLES: Record<string, string> = {
  year: '2025',
  withheld: '2025',
  status: 'paid',
  action: 'returned',
  allowed: 'approved or paid',
  kind: 'participant',
  capacity: 'guardian',
  channel: 'mail',
  stage: 'initial',
  what: 'text',
  type: 'separation',
  where: 'line 3',
  code: 'fica_rate_not_published',
  error: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  message: 'not a month (YYYY-MM)',
  reason: 'no positive price for F1 on or before 2025-01-31',
  named: 'RTA from 10.00 to 5.00',
  faults: JSON.stringify([
    { path: 'participants[0].events[1].month', message: 'not a month (YYYY-MM)' },
  ]),
  refused: JSON.stringify([
    {
      code: 'deferral_pct_above_max',
      message: 'baseSalary: at most 75% may be deferred, not 80%',
      rule: '1.12',
    },
  ]),
};
const sample = new Proxy({} as Record<string, string>, {
  get: (_, name: string) =>
    SAMPLES[name] ??
    (/date|day|today|from|to$|through|On$|since|earliest/.test(name) ? '2025-01-31' : 'X1'),
  has: (_, name: string) =>
    typeof name === 'string' && !['fileLine', 'fact', 'keyId'].includes(name),
});

/** Every noun FORMAT.md's schemas deny in an invalid event's message ("not a month (YYYY-MM)"). */
function schemaFaults(root: object): string[] {
  const faults = new Set<string>();
  const seen = new Set<object>();
  const walk = (s: unknown): void => {
    if (typeof s !== 'object' || s === null || seen.has(s)) return;
    seen.add(s);
    const schema = s as Record<string, unknown>;
    if (typeof schema.description === 'string' && schema.type !== undefined)
      faults.add(`not ${schema.description}`);
    const branches = schema.anyOf as object[] | undefined;
    const label = unionLabel(schema);
    const key = branches && discriminator(branches as never);
    if (label && key)
      faults.add(
        `not ${label} (${branches.flatMap((b) => branchLiterals(b as never, key) ?? []).join(', ')})`,
      );
    for (const value of Object.values(schema)) {
      if (Array.isArray(value)) value.forEach(walk);
      else walk(value);
    }
  };
  walk(root);
  return [...faults].sort();
}

describe('every problem in Traditional Chinese (issue 22 item 3)', () => {
  it('writes no zh-Hant detail with English prose or 原文, for every code and catalogue entry', () => {
    const offenders: string[] = [];
    for (const code of Object.keys(problemTypes) as ProblemCode[]) {
      const titled = localizeProblem(problemBody(code, {}), 'zh-Hant');
      if (!han.test(titled.detail)) offenders.push(`${code}: ${titled.detail}`);
      for (const key of Object.keys(problemDetailTexts) as (keyof typeof problemDetailTexts)[]) {
        const details = detailOf(key, sampleParams(key));
        const params = { ...sampleParams(key), ...details.params };
        const zh = localizeProblem(problemBody(code, { ...details, params }), 'zh-Hant', params);
        const prose = latinProse(zh.detail);
        if (zh.detail.includes('原文') || prose !== undefined || !han.test(zh.detail))
          offenders.push(`${code}/${key}: ${zh.detail} (${prose ?? '原文'})`);
      }
    }
    expect([...new Set(offenders.map((o) => o.replace(/^[a-z_]+\//, '')))]).toEqual([]);
  });

  it('writes every FORMAT.md schema description an invalid event names in Chinese (invalid_event)', () => {
    const faults = schemaFaults(ScenarioFile);
    expect(faults.length).toBeGreaterThan(8);
    const english = faults.filter((message) => {
      const zh = detailZhHant(detailOf('event_invalid', { field: 'event.date', message }).params);
      return zh === undefined || !han.test(zh) || latinProse(zh) !== undefined;
    });
    expect(english).toEqual([]);
  });
});

/** Values whose sample differs by entry (a component list is not a run's states). */
const OVERRIDES: Partial<Record<keyof typeof problemDetailTexts, Record<string, string>>> = {
  row_not_a_component: { allowed: 'baseSalary, bonus' },
};

/** The values an entry's English names, each a representative one. */
function sampleParams(key: keyof typeof problemDetailTexts): Record<string, string> {
  const used = new Set<string>();
  const spy = new Proxy({} as Record<string, string>, {
    get: (_, n: string) => (used.add(n), sample[n]),
  });
  problemDetailTexts[key].en(spy);
  problemDetailTexts[key].zh(spy);
  return { ...Object.fromEntries([...used].map((n) => [n, sample[n]!])), ...OVERRIDES[key] };
}

const zh = { 'accept-language': 'zh-Hant' };

for (const dialect of await testDialects()) {
  describe(`Fastify's own refusals in zh-Hant on ${dialect}`, () => {
    let booted: Booted;
    beforeAll(async () => {
      booted = await bootWithEligible(dialect);
    });
    afterAll(async () => booted.close());

    const refused = async (
      method: 'POST' | 'GET' | 'DELETE',
      url: string,
      payload: string | undefined,
      headers: Record<string, string>,
    ) => {
      const reply = await booted.admin.request(method, url, payload, { ...zh, ...headers });
      const problem = reply.json();
      expect(reply.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(reply.headers['content-language']).toBe('zh-Hant');
      expect(problem.title).toMatch(han);
      expect(problem.detail, problem.detail).toMatch(han);
      expect(latinProse(problem.detail), problem.detail).toBeUndefined();
      expect(problem.detail).not.toContain('原文');
      return { status: reply.statusCode, problem };
    };

    it('answers a body that is not JSON in Chinese', async () => {
      const { status, problem } = await refused('POST', '/api/participants', '{"id":', {
        'content-type': 'application/json',
      });
      expect(status).toBe(400);
      expect(problem.detail).toBe('請求內容不是有效的 JSON');
    });

    it('answers an empty JSON body in Chinese', async () => {
      const { status } = await refused('POST', '/api/participants', '', {
        'content-type': 'application/json',
      });
      expect(status).toBe(400);
    });

    it('answers an unsupported media type in Chinese, naming it', async () => {
      const { status, problem } = await refused('POST', '/api/participants', 'id=P9', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(status).toBe(400);
      expect(problem.detail).toContain('application/x-www-form-urlencoded');
    });

    it('answers a body too large in Chinese', async () => {
      const big = JSON.stringify({ id: 'P9', name: 'x'.repeat(2_000_000), hireDate: '2015-06-01' });
      const { status } = await refused('POST', '/api/participants', big, {
        'content-type': 'application/json',
      });
      expect(status).toBe(413);
    });

    it('answers a route not found, and a method the route lacks, in Chinese', async () => {
      expect((await refused('GET', '/api/nope', undefined, {})).status).toBe(404);
      expect((await refused('DELETE', '/api/participants', undefined, {})).status).toBe(404);
    });

    it("answers a request's schema refusal in Chinese, naming the field", async () => {
      const { status, problem } = await refused(
        'POST',
        '/api/participants',
        JSON.stringify({ id: 'P9', name: 'N', hireDate: 'soon' }),
        { 'content-type': 'application/json' },
      );
      expect(status).toBe(400);
      expect(problem.field).toBe('hireDate');
      expect(problem.detail).toMatch(/^hireDate：/);
    });
  });
}
