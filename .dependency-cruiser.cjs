/* global module -- CommonJS: dependency-cruiser reads its configuration with require. */
/**
 * The house rules of the import graph (ARCHITECTURE.md "The map"): no import circles, type-only
 * imports included. `npx depcruise packages test bench` prints what breaks them; the suite
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
