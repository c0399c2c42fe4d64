import { listAudit, testDialects } from '@defcomp/store';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  totpCode,
  totpUri,
} from '../src/core/auth/totp.js';
import { buildApp, resetSecondFactorOnMachine } from '../src/index.js';
import { addParticipant, addUser, boot, signIn, strongPassword, type Booted } from './helpers.js';

// ASVS 5.0 V6.4-V6.6: a TOTP second factor for staff; V7.4-V7.5: sessions listed and revocable.

describe('TOTP (RFC 4226, RFC 6238) with node:crypto', () => {
  const secret = Buffer.from('12345678901234567890');

  it('RFC 4226 appendix D: HOTP values for counters 0 to 9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(secret, counter))).toEqual(expected);
  });

  it('RFC 6238 appendix B: the SHA-1 vectors (8 digits)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    const base32 = base32Encode(secret);
    expect(base32).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [seconds, code] of vectors)
      expect(totpCode(base32, new Date(seconds * 1000), 8), String(seconds)).toBe(code);
  });

  it('accepts a code one step early or late, no further, and reads base32 back', () => {
    const base32 = base32Encode(secret);
    expect(base32Decode(base32)).toEqual(secret);
    const at = new Date(1111111111 * 1000);
    const code = totpCode(base32, at);
    expect(matchTotp(base32, code, at)).toBe(Math.floor(1111111111 / 30));
    expect(matchTotp(base32, code, new Date(at.getTime() + 30_000))).not.toBeNull();
    expect(matchTotp(base32, code, new Date(at.getTime() + 61_000))).toBeNull();
    expect(matchTotp(base32, 'abcdef', at)).toBeNull();
    expect(totpUri(base32, 'admin')).toBe(
      `otpauth://totp/defcomp%3Aadmin?secret=${base32}&issuer=defcomp&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

for (const dialect of await testDialects()) {
  describe(`second factor and sessions on ${dialect}`, () => {
    let b: Booted;
    let strict: FastifyInstance;
    beforeEach(async () => {
      b = await boot(dialect);
      strict = await buildApp({ store: b.store, clock: b.clock, secondFactorRequired: true });
    });
    afterEach(async () => {
      await strict.close();
      await b.close();
    });

    const signInWith = (username: string, code?: string, address = '10.0.0.1') =>
      strict.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: address,
        payload: { username, password: strongPassword, ...(code ? { code } : {}) },
      });
    const now = () => b.clock.now();

    it('staff must enrol a second factor, then sign in with a code that is good once', async () => {
      await addUser(b, 'payroll1', 'payroll');
      const first = await signIn(strict, 'payroll1', strongPassword);
      expect((await first.get('/api/me')).json().secondFactor).toEqual({
        enrolled: false,
        enrolOnly: true,
      });
      const blocked = await first.get('/api/pay-imports');
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().code).toBe('second_factor_enrolment_required');
      expect((await first.post('/api/me/second-factor', { password: 'wrong' })).statusCode).toBe(
        401,
      );
      const enrol = await first.post('/api/me/second-factor', { password: strongPassword });
      expect(enrol.statusCode, enrol.body).toBe(201);
      const { secret, uri } = enrol.json();
      expect(uri).toContain(`secret=${secret}`);
      const wrong = await first.post('/api/me/second-factor/confirmation', { code: '000000' });
      expect(wrong.json()).toMatchObject({ code: 'second_factor_required', field: 'code' });
      const confirmed = await first.post('/api/me/second-factor/confirmation', {
        code: totpCode(secret, now()),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((await first.get('/api/pay-imports')).statusCode).toBe(200);

      // Now a password alone is not enough, and the code just used is spent.
      const noCode = await signInWith('payroll1');
      expect(noCode.statusCode).toBe(401);
      expect(noCode.json()).toMatchObject({ code: 'second_factor_required', field: 'code' });
      expect((await signInWith('payroll1', totpCode(secret, now()))).statusCode).toBe(401);
      b.clock.advance(30_000);
      const fresh = totpCode(secret, now());
      // Two sign-ins racing with the same fresh code: one gets in.
      const raced = await Promise.all([
        signInWith('payroll1', fresh, '10.0.0.2'),
        signInWith('payroll1', fresh, '10.0.0.3'),
      ]);
      expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 401]);
      const ok = raced.find((r) => r.statusCode === 200)!;
      expect(ok.json().secondFactor).toEqual({ enrolled: true, enrolOnly: false });
      const audit = (await listAudit(b.store.db, { limit: 1000 })).map((e) => e.action);
      expect(audit).toEqual(
        expect.arrayContaining(['secondFactor.enrolmentStarted', 'secondFactor.enrolled']),
      );
    });

    it('a participant is not made to enrol; an administrator removes a lost factor', async () => {
      await addParticipant(b, 'P1');
      await addUser(b, 'pat1', 'participant', 'P1');
      const pat = await signIn(strict, 'pat1', strongPassword);
      expect((await pat.get('/api/participants/P1')).statusCode).toBe(200);
      const auditor = await addUser(b, 'auditor1', 'auditor');
      const { secret } = (
        await auditor.post('/api/me/second-factor', { password: strongPassword })
      ).json();
      await auditor.post('/api/me/second-factor/confirmation', { code: totpCode(secret, now()) });
      expect((await signInWith('auditor1')).statusCode).toBe(401);
      const id = (await auditor.get('/api/me')).json().user.id;
      const removed = await b.admin.post(`/api/users/${id}/second-factor/removal`);
      expect(removed.statusCode, removed.body).toBe(204);
      expect((await auditor.get('/api/me')).statusCode).toBe(401);
      const again = await signInWith('auditor1');
      expect(again.statusCode).toBe(200);
      expect(again.json().secondFactor).toEqual({ enrolled: false, enrolOnly: true });
      // The machine's own command does the same for the last administrator.
      const admin = await signIn(strict, 'admin', b.adminPassword);
      const own = (await admin.post('/api/me/second-factor', { password: b.adminPassword })).json();
      await admin.post('/api/me/second-factor/confirmation', { code: totpCode(own.secret, now()) });
      await resetSecondFactorOnMachine(b.store, 'admin', b.clock);
      const back = await strict.inject({
        method: 'POST',
        url: '/api/session',
        payload: { username: 'admin', password: b.adminPassword },
      });
      expect(back.json().secondFactor).toEqual({ enrolled: false, enrolOnly: true });
    });

    it('lists a user’s sessions and ends one, or all of them', async () => {
      const laptop = await addUser(b, 'auditor1', 'auditor');
      const phone = await signIn(b.app, 'auditor1', strongPassword);
      const list = (await laptop.get('/api/me/sessions')).json().sessions;
      expect(list).toHaveLength(2);
      const current = list.find((s: { current: boolean }) => s.current);
      const other = list.find((s: { current: boolean }) => !s.current);
      expect(current).toBeDefined();
      expect(Object.keys(other).sort()).toEqual(
        [
          'address',
          'createdAt',
          'current',
          'enrolOnly',
          'expiresAt',
          'id',
          'lastSeenAt',
          'userAgent',
        ].sort(),
      );
      const ended = await laptop.request('DELETE', `/api/me/sessions/${other.id}`);
      expect(ended.statusCode, ended.body).toBe(204);
      expect((await phone.get('/api/me')).statusCode).toBe(401);
      expect((await laptop.get('/api/me')).statusCode).toBe(200);
      // Another user's session id is not found.
      const adminSessions = (await b.admin.get('/api/me/sessions')).json().sessions;
      expect(
        (await laptop.request('DELETE', `/api/me/sessions/${adminSessions[0].id}`)).statusCode,
      ).toBe(404);
      const id = (await laptop.get('/api/me')).json().user.id;
      expect((await b.admin.get(`/api/users/${id}/sessions`)).json().sessions).toHaveLength(1);
      expect((await b.admin.request('DELETE', `/api/users/${id}/sessions`)).statusCode).toBe(204);
      expect((await laptop.get('/api/me')).statusCode).toBe(401);
      const audit = (await listAudit(b.store.db, { limit: 1000 })).map((e) => e.action);
      expect(audit).toEqual(expect.arrayContaining(['session.revoked', 'session.revokedAll']));
    });
  });
}
