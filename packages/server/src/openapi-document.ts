import type { Store } from '@defcomp/store';
import { buildApp } from './app.js';

/** A stand-in whose parts may be named (`const { db } = ctx.store`) but never used. */
function refusing(path: string): object {
  const refuse = () => {
    throw new Error(`openApiDocument: ${path} was used`);
  };
  return new Proxy(refuse, {
    get: (_target, name) => refusing(`${path}.${String(name)}`),
    apply: refuse,
  });
}

/**
 * The OpenAPI document without a database: declaring the routes does not query the store. The
 * web's types are generated from it (packages/web/scripts/api-types.mjs).
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  // Nothing is evaluated: no worker threads to start.
  const app = await buildApp({ store: refusing('store') as Store, evaluation: 'inline' });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
