import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the sources, so a change is tested without a rebuild.
    alias: {
      '@defcomp/domain': src('domain'),
      '@defcomp/store': src('store'),
      '@defcomp/server': src('server'),
    },
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    // The audit chain's HMAC key lives outside the database; tests use a fixed one.
    env: {
      DEFCOMP_AUDIT_KEY: 'test-audit-key-0123456789abcdef0123456789abcdef',
      // Tax ids and bank accounts are encrypted at rest (data-key.ts): a fixed test key.
      DEFCOMP_DATA_KEY: 'dGVzdC1kYXRhLWtleS0wMTIzNDU2Nzg5YWJjZGVmMDE=',
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
