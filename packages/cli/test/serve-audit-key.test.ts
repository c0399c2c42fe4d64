import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseOptions, run } from '../src/commands/serve.js';

describe('defcomp serve and the audit key (SECURITY.md "The audit")', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('takes --audit-key KEYFILE', () => {
    expect(parseOptions(['--audit-key', '/keys/audit'])).toMatchObject({ auditKey: '/keys/audit' });
  });

  it('refuses to start on PostgreSQL without a key: there is no file beside it to keep one', async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://nobody@127.0.0.1:1/none');
    vi.stubEnv('DEFCOMP_AUDIT_KEY', '');
    vi.stubEnv('DEFCOMP_AUDIT_KEY_FILE', '');
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await run(['--port', '3999'])).toBe(2);
    expect(String(err.mock.calls[0]?.[0])).toMatch(/no audit key: set DEFCOMP_AUDIT_KEY_FILE/);
  });
});
