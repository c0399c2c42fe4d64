import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Booted } from './helpers.js';

// A structural check of OpenAPI 3.1 (the parts we emit): no validator package needed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking untyped JSON
type Json = any;

const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

function openApiProblems(doc: Record<string, Json>): string[] {
  const problems: string[] = [];
  if (!/^3\.1\.\d+$/.test(doc.openapi)) problems.push(`openapi is ${doc.openapi}`);
  if (typeof doc.info?.title !== 'string' || typeof doc.info?.version !== 'string')
    problems.push('info needs title and version');
  if (typeof doc.paths !== 'object') problems.push('paths missing');
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/')) problems.push(`path ${path} must start with /`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const [method, op] of Object.entries(item as Record<string, Json>)) {
      if (!methods.includes(method)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!op.responses || Object.keys(op.responses).length === 0)
        problems.push(`${where}: no responses`);
      for (const [code, response] of Object.entries(op.responses ?? {})) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(code))
          problems.push(`${where}: response code ${code}`);
        if (typeof (response as { description?: unknown }).description !== 'string')
          problems.push(`${where}: response ${code} lacks a description`);
      }
      const params = (op.parameters ?? []) as {
        name: string;
        in: string;
        required?: boolean;
        schema?: unknown;
      }[];
      for (const p of params) {
        if (!['path', 'query', 'header', 'cookie'].includes(p.in))
          problems.push(`${where}: parameter ${p.name} in ${p.in}`);
        if (p.in === 'path' && p.required !== true)
          problems.push(`${where}: path parameter ${p.name} not required`);
        if (!p.schema) problems.push(`${where}: parameter ${p.name} without schema`);
      }
      for (const name of templated) {
        if (!params.some((p) => p.in === 'path' && p.name === name))
          problems.push(`${where}: {${name}} not declared`);
      }
      if (op.requestBody && !op.requestBody.content)
        problems.push(`${where}: requestBody without content`);
      if (op.operationId) {
        if (operationIds.has(op.operationId)) problems.push(`${where}: duplicate operationId`);
        operationIds.add(op.operationId);
      }
    }
  }
  return problems;
}

describe('OpenAPI document', () => {
  let b: Booted;
  beforeAll(async () => {
    b = await boot('sqlite');
  });
  afterAll(async () => b.close());

  it('is served without signing in and is valid OpenAPI 3.1', async () => {
    const reply = await b.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(reply.statusCode).toBe(200);
    expect(openApiProblems(reply.json())).toEqual([]);
  });

  it('lists every API route', async () => {
    const doc = (await b.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = new Set(
      Object.entries(doc.paths as Record<string, object>).flatMap(([path, item]) =>
        Object.keys(item).map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
      ),
    );
    const routes = b.app.routeTable
      .filter(
        (r) =>
          r.url.startsWith('/api/') &&
          !r.url.startsWith('/api/docs') &&
          r.url !== '/api/openapi.json',
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => !documented.has(r))).toEqual([]);
  });

  it('documents what every operation answers, and its problems once', async () => {
    const doc = (await b.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.components.schemas)).toContain('Problem');
    const undocumented: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
      for (const [method, op] of Object.entries(item as Record<string, Json>)) {
        const where = `${method.toUpperCase()} ${path}`;
        const answers = Object.entries(op.responses as Record<string, Json>);
        const success = answers.filter(([code]) => code.startsWith('2'));
        if (success.length === 0) undocumented.push(`${where}: no 2xx answer`);
        for (const [code, response] of success) {
          if (response.description === 'Default Response') undocumented.push(`${where} ${code}`);
          if (code !== '204' && !response.content) undocumented.push(`${where} ${code}: no body`);
        }
        const problem = op.responses['4XX']?.content?.['application/problem+json']?.schema;
        if (problem?.$ref !== '#/components/schemas/Problem')
          undocumented.push(`${where}: 4XX is not a Problem`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('has a browsable page', async () => {
    const reply = await b.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/text\/html/);
  });
});
