import { afterEach, describe, expect, it } from 'vitest';
import { firstStartMessage, parseOptions } from '../src/commands/serve.js';

describe('defcomp serve options', () => {
  const saved = process.env.DEFCOMP_DEMO;
  afterEach(() => {
    if (saved === undefined) delete process.env.DEFCOMP_DEMO;
    else process.env.DEFCOMP_DEMO = saved;
  });

  it('seeds the demo into an empty record unless --no-demo or DEFCOMP_DEMO=0', () => {
    delete process.env.DEFCOMP_DEMO;
    expect(parseOptions([])?.demo).toBe(true);
    expect(parseOptions(['--no-demo', '--port', '3001'])).toMatchObject({
      demo: false,
      port: 3001,
    });
    expect(parseOptions(['--port', '3001', '--no-demo'])).toMatchObject({
      demo: false,
      port: 3001,
    });
    process.env.DEFCOMP_DEMO = '0';
    expect(parseOptions([])?.demo).toBe(false);
    expect(parseOptions(['--port'])).toBeUndefined();
    expect(parseOptions(['--demo', 'yes'])).toBeUndefined();
  });

  it('trusts a TLS proxy (any, or the addresses named) and requires a second factor when asked', () => {
    const env = { ...process.env };
    try {
      delete process.env.DEFCOMP_TRUST_PROXY;
      delete process.env.DEFCOMP_REQUIRE_SECOND_FACTOR;
      expect(parseOptions([])).toMatchObject({ trustProxy: false, secondFactorRequired: false });
      expect(parseOptions(['--trust-proxy', '--require-second-factor'])).toMatchObject({
        trustProxy: true,
        secondFactorRequired: true,
      });
      process.env.DEFCOMP_TRUST_PROXY = '10.0.0.2,10.0.1.0/24';
      process.env.DEFCOMP_REQUIRE_SECOND_FACTOR = '1';
      expect(parseOptions([])).toMatchObject({
        trustProxy: '10.0.0.2,10.0.1.0/24',
        secondFactorRequired: true,
      });
    } finally {
      process.env = env;
    }
  });

  it('prints the sign-ins once, in a table with the administrator first', () => {
    const admin = { username: 'admin', password: 'a-long-admin-password' };
    expect(firstStartMessage(admin, undefined)).toContain('"a-long-admin-password"');
    const message = firstStartMessage(admin, {
      accounts: [
        {
          username: 'cwei',
          role: 'participant',
          participantId: 'E1003',
          password: 'pw-of-chen-wei',
          note: 'Chen Wei: a story',
        },
      ],
    });
    const lines = message.split('\n');
    const header = lines.findIndex((l) => l.startsWith('username'));
    expect(lines[header + 2]).toMatch(/^admin\s+administrator\s+a-long-admin-password$/);
    expect(lines[header + 3]).toMatch(/^cwei\s+participant\s+E1003\s+pw-of-chen-wei$/);
    expect(message).toContain('E1003 Chen Wei: a story');
  });
});
