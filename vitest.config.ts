import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

/** One project a workspace: `npx vitest run --project store` runs the store's tests alone. */
const project = (name: string, include: string[], extra: Record<string, unknown> = {}) => ({
  extends: true as const,
  test: { name, include, ...extra },
});

export default defineConfig({
  resolve: {
    // Tests run against the sources, so a change is tested without a rebuild.
    alias: {
      // The web's subpath import of the domain's W-2 boxes, before the package itself.
      '@defcomp/domain/w2-boxes': fileURLToPath(
        new URL('./packages/domain/src/tax/w2-boxes.ts', import.meta.url),
      ),
      // The web's subpath import (trace-view.tsx), before the package's own entry.
      '@defcomp/domain/trace-steps': fileURLToPath(
        new URL('./packages/domain/src/i18n/trace-steps.ts', import.meta.url),
      ),
      // The worker threads' subpath import of the store's row layout (workers/evaluate.ts).
      '@defcomp/store/rows': fileURLToPath(
        new URL('./packages/store/src/projection-rows.ts', import.meta.url),
      ),
      '@defcomp/domain': src('domain'),
      '@defcomp/store': src('store'),
      '@defcomp/server': src('server'),
    },
  },
  test: {
    // The tests wait on PostgreSQL, Chromium and child processes for much of their time, so one
    // file a core and one more keep the cores busy (vitest's default leaves one core idle).
    maxWorkers: Number(process.env.DEFCOMP_TEST_WORKERS) || availableParallelism() + 1,
    projects: [
      project('domain', ['packages/domain/{src,test}/**/*.test.ts']),
      project('store', ['packages/store/{src,test}/**/*.test.ts']),
      project('server', ['packages/server/{src,test}/**/*.test.ts']),
      project('cli', ['packages/cli/{src,test}/**/*.test.ts']),
      project('web', ['packages/web/src/**/*.test.ts']),
      // The stories in Chromium against the real server, on one build of the web app.
      project('browser', ['packages/web/test/**/*.test.ts'], {
        globalSetup: ['packages/web/test/build-once.ts'],
      }),
      project('repo', ['test/**/*.test.ts']),
    ],
    // The audit chain's HMAC key lives outside the database; tests use a fixed one.
    env: {
      DEFCOMP_AUDIT_KEY: 'test-audit-key-0123456789abcdef0123456789abcdef',
      // Tax ids and bank accounts are encrypted at rest (data-key.ts): a fixed test key.
      DEFCOMP_DATA_KEY: 'dGVzdC1kYXRhLWtleS0wMTIzNDU2Nzg5YWJjZGVmMDE=',
    },
    // CI keeps the run's timings: scripts/slowest-tests.mjs prints the slowest files from them.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
