// Bad bodies for the hostile-input test, generated from a route's valid body and its schema.
// Each one is wrong by construction, whatever the route: a value of the wrong JSON type, a
// required field missing, a control character, a date outside the horizon, an unknown field, a
// nesting too deep, a body that is not JSON, an amount negative or above the limit. A body a
// route could accept is never generated (so a 2xx is a finding, not noise).

/** A body to send: JSON (`json`) or raw text with its content type (`raw`). */
export type Hostile =
  { label: string; json: unknown } | { label: string; raw: string; type: string };

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
};

/** Values no field of any type accepts: wrong in kind, or refused wherever text appears. */
const everywhereBad: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['escape', '\u001b[31mred'],
  ['DEL', 'x\u007f'],
  ['C1', '\u0085'],
  ['lone surrogate', '\ud800'],
  ['nested 20 deep', nested(20)],
];

/** Values of the wrong JSON type for a field whose schema (or valid value) has `kind`. */
function wrongTypes(kind: string): [string, unknown][] {
  const all: Record<string, unknown> = {
    string: 'text',
    number: 12.5,
    integer: 12,
    boolean: true,
    array: [],
    object: {},
    null: null,
  };
  const fitting: Record<string, string[]> = {
    string: ['string'],
    number: ['number', 'integer'],
    integer: ['integer'],
    boolean: ['boolean'],
    array: ['array'],
    object: ['object'],
  };
  const out = Object.entries(all)
    .filter(([k]) => !(fitting[kind] ?? [kind]).includes(k))
    .map(([k, v]) => [`a ${k} for a ${kind}`, v] as [string, unknown]);
  if (kind === 'integer') out.push(['a fraction for an integer', 1.5]);
  if (kind === 'number' || kind === 'integer')
    out.push(['1e308', 1e308], ['-1e308', -1e308], ['a numeric string', '12']);
  return out;
}

const kindOf = (value: unknown, schema?: Schema): string => {
  const declared = Array.isArray(schema?.type) ? undefined : schema?.type;
  if (declared) return declared;
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value;
};

/** Values wrong for a field that holds a date, money or an id, by its valid value. */
function wrongForValue(value: unknown): [string, unknown][] {
  if (typeof value !== 'string') return [];
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return [
      ['February 30', '2025-02-30'],
      ['month 13', '2025-13-01'],
      ['a US date', '01/02/2025'],
      ['an instant for a date', '2025-01-02T00:00:00Z'],
      ['a short date', '2025-1-2'],
      ['a date beyond the horizon', '9999-12-31'],
      ['a date before 1900', '1899-12-31'],
      ['year 0', '0000-01-01'],
    ];
  if (/^\d{4}-\d{2}-\d{2}T/.test(value))
    return [
      ['an instant beyond the horizon', '9999-12-31T00:00:00Z'],
      ['an instant before 1900', '1899-12-31T23:00:00-05:00'],
      ['an instant without offset', '2025-01-02T10:00:00'],
      ['an instant on February 30', '2025-02-30T10:00:00Z'],
    ];
  if (/^\d+\.\d{2}$/.test(value))
    return [
      ['negative money', '-1.00'],
      ['money above the limit', '1000000000.01'],
      ['13-digit money', '9999999999999.99'],
      ['exponent money', '1e3'],
      ['grouped money', '1,000.00'],
      ['3 decimals', '1.001'],
      ['money as a number', 1000],
    ];
  return [];
}

/** Field mutations of `base` (an object) one level down, guided by its schema. */
function fieldMutations(base: Record<string, unknown>, schema: Schema | undefined): Hostile[] {
  const out: Hostile[] = [];
  for (const [field, value] of Object.entries(base)) {
    const own = schema?.properties?.[field];
    if (schema?.required?.includes(field)) {
      const { [field]: _dropped, ...rest } = base;
      out.push({ label: `${field} missing`, json: rest });
    }
    // A field whose schema takes several types (['string', 'null']: null clears it) is sent
    // only values of the types it does not take.
    const takes = Array.isArray(own?.type) ? (own.type as string[]) : [];
    const wrong = wrongTypes(kindOf(value, own)).filter(
      ([label]) => !takes.includes(label.split(' ')[1]!),
    );
    const bad = [...wrong, ...wrongForValue(value), ...everywhereBad];
    for (const [label, v] of bad)
      out.push({ label: `${field}: ${label}`, json: { ...base, [field]: v } });
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      out.push({
        label: `${field}: unknown inner field`,
        json: { ...base, [field]: { ...value, unexpectedInner: 1 } },
      });
    if (Array.isArray(value) && value.length > 0) {
      const [first] = value;
      const item =
        first !== null && typeof first === 'object' ? { ...first, unexpectedInner: 1 } : { a: 1 };
      out.push({ label: `${field}: a bad item`, json: { ...base, [field]: [item] } });
      out.push({ label: `${field}: a null item`, json: { ...base, [field]: [null] } });
    }
  }
  return out;
}

/** Unknown top-level fields with every kind of value (never a name the schema declares). */
function extraFields(base: Record<string, unknown>, schema: Schema | undefined): Hostile[] {
  const names = [
    'unexpected',
    'isAdmin',
    'toString',
    'valueOf',
    '$where',
    'a.b',
    '',
    ' ',
    '0',
    '🙂',
  ];
  const values: unknown[] = [1, 'x', null, true, [], {}];
  return names
    .filter((name) => !(name in (schema?.properties ?? {})) && !(name in base))
    .flatMap((name) =>
      values.map((v) => ({
        label: `unknown field ${JSON.stringify(name)}`,
        json: { ...base, [name]: v },
      })),
    );
}

/** Bodies that are not the JSON object a route reads. */
function rootMutations(base: Record<string, unknown>, takesBody: boolean): Hostile[] {
  const json = 'application/json';
  const text = JSON.stringify(base);
  const out: Hostile[] = [
    { label: 'an array', json: [] },
    { label: 'the body in an array', json: [base] },
    { label: 'a string', json: 'a string' },
    { label: 'a number', json: 42 },
    { label: 'true', json: true },
    { label: 'malformed JSON', raw: '{"a":', type: json },
    { label: 'trailing garbage', raw: `${text}x`, type: json },
    { label: 'an empty JSON body', raw: '', type: json },
    { label: 'NaN', raw: 'NaN', type: json },
    { label: '1e400', raw: '1e400', type: json },
    { label: 'a single quote JSON', raw: "{'a':1}", type: json },
    { label: 'prototype pollution', raw: '{"__proto__":{"isAdmin":true}}', type: json },
    {
      label: 'constructor pollution',
      raw: '{"constructor":{"prototype":{"isAdmin":true}}}',
      type: json,
    },
    { label: 'nested 5,000 deep', raw: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, type: json },
    { label: 'nested 100,000 deep', raw: '['.repeat(100_000), type: json },
    { label: 'plain text', raw: 'hello', type: 'text/plain' },
    { label: 'a form', raw: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { label: 'XML', raw: '<a>1</a>', type: 'application/xml' },
    { label: 'a NUL key', json: { ...base, '\u0000': 1 } },
    { label: 'a 2 MB string', json: { ...base, unexpected: 'x'.repeat(2_100_000) } },
    { label: 'a BOM then JSON', raw: `\uFEFF{"unexpected":1}`, type: json },
  ];
  if (takesBody) out.push({ label: 'null', json: null });
  return out;
}

/** `count` items of `list`, spread evenly over it (all of it when it is shorter). */
function spread<T>(list: T[], count: number): T[] {
  if (list.length <= count) return list;
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]!);
}

/**
 * About `count` bad bodies for a route whose valid body is `base` (at least 50): every body that
 * is not the JSON object the route reads, then field mutations and unknown fields spread evenly
 * (so each field gets some), padded with more unknown fields for a route with a small body.
 */
export function hostileBodies(
  base: Record<string, unknown>,
  schema: Schema | undefined,
  count = 56,
): Hostile[] {
  const takesBody = schema !== undefined;
  const roots = rootMutations(base, takesBody);
  const rest = [...fieldMutations(base, schema), ...extraFields(base, schema)];
  const bodies = [...roots, ...spread(rest, count - roots.length)];
  for (let i = 0; bodies.length < count; i++)
    bodies.push({ label: `unknown field pad${i}`, json: { ...base, [`pad${i}`]: i } });
  return bodies;
}
