/* global module -- CommonJS: dependency-cruiser reads its configuration with require. */
/**
 * The house rules of the import graph (ARCHITECTURE.md "The map"): no import circles, type-only
 * imports included; the server's core/ imports no capability, and a capability reaches another
 * only through its index.ts. `npx depcruise packages test bench` prints what breaks them; the suite
 * runs the same check (test/import-graph.test.ts).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: move what the files share to the one below them.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-no-capability',
      comment: 'server core/ is the plumbing under every capability: it imports none of them.',
      severity: 'error',
      from: { path: '^packages/server/src/core/' },
      to: { path: '^packages/server/src/', pathNot: '^packages/server/src/core/' },
    },
    {
      name: 'no-capability-internals',
      comment:
        "A server capability uses another only through that one's index.ts; the root files, jobs/ and demo/ assemble them.",
      severity: 'error',
      from: {
        path: '^packages/server/src/([^/]+)/',
        pathNot: '^packages/server/src/(core|jobs|demo)/',
      },
      to: {
        path: '^packages/server/src/[^/]+/',
        pathNot: [
          '^packages/server/src/$1/',
          '^packages/server/src/core/',
          '^packages/server/src/[^/]+/index[.]ts$',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage)/' },
    // `import type` counts: a circle of types is still a circle for a reader.
    tsPreCompilationDeps: true,
    // The sources import each other as `./x.js`; the TypeScript resolution finds `./x.ts`.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
