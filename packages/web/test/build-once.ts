/**
 * The browser project's global set-up: the current web sources built once for the whole run
 * (each story file's real server serves this build), removed at the end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the web app built for this run. */
    webDist: string;
  }
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** The web sources built into a new temporary folder. */
async function buildWeb(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'defcomp-web-'));
  await build({
    configFile: join(webRoot, 'vite.config.ts'),
    root: webRoot,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/**
 * DEFCOMP_TEST_WEB_DIST names a build of these same sources made just before (`.ci/run`: the one
 * `npm ci` made), so the run does not build the app a second time; it is left in place.
 */
export default async function setup(project: TestProject) {
  const prebuilt = process.env.DEFCOMP_TEST_WEB_DIST;
  if (prebuilt) {
    project.provide('webDist', resolve(prebuilt));
    return;
  }
  const webDist = await buildWeb();
  project.provide('webDist', webDist);
  return () => rm(webDist, { recursive: true, force: true });
}
