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
      // No leftover to-do marker in a comment (STYLE.md: tidy).
      'no-warning-comments': ['error', { terms: ['fix' + 'me', 'x' + 'xx'], location: 'anywhere' }],
    },
  },
  {
    // A function a reader can hold in his head: at most 70 lines, class methods included
    // (STYLE.md, after TigerBeetle's tidy). Tests are exempt: a describe block is a list.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: 70, skipBlankLines: false, skipComments: false }],
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
              // An allow-list: relative paths and the two pure libraries, nothing else.
              regex: '^(?!\\.{1,2}/|temporal-polyfill$|typebox$|typebox/)',
              message:
                'The domain core imports only relative paths, temporal-polyfill and typebox.',
            },
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
