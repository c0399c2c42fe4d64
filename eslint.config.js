// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    // The domain core is pure (STYLE.md habit 7): no I/O, clock, randomness or binary-float money.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'http',
                'https',
                'net',
                'child_process',
                'os',
                'crypto',
              ],
              message: 'The domain core does no I/O.',
            },
            {
              group: [
                'kysely',
                'pg',
                'better-sqlite3',
                'fastify',
                '@defcomp/store',
                '@defcomp/server',
                '@defcomp/cli',
              ],
              message: 'Dependencies flow inward: the domain imports no outer layer.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'Use Temporal PlainDate; only an injected clock knows today.' },
        { name: 'parseFloat', message: 'Money is exact: use the decimal types.' },
        { name: 'process', message: 'The domain core reads no environment.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'The domain core has no randomness.' },
        {
          object: 'Number',
          property: 'parseFloat',
          message: 'Money is exact: use the decimal types.',
        },
      ],
    },
  },
);
