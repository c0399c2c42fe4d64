// The stack runs on Node 20 through 24 (README): every package the product installs says it
// runs on the oldest of them. @fastify/static 10 and @fastify/cookie 11.1 moved to packages
// that ask Node 22 (content-disposition 3, cookie 2); the versions pinned before them do not.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface Locked {
  version: string;
  dev?: boolean;
  engines?: { node?: string };
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, Locked>;
};
const root = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };

describe('the installed packages and Node', () => {
  it('every package the product installs (not a development one) runs on our oldest Node', () => {
    const oldest = semver.minVersion(root.engines.node)!.version;
    const refusing = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && !p.dev && p.engines?.node !== undefined)
      .filter(([, p]) => !semver.satisfies(oldest, p.engines!.node!))
      .map(([path, p]) => `${path}@${p.version} (node ${p.engines!.node})`);
    expect(refusing).toEqual([]);
  });
});
