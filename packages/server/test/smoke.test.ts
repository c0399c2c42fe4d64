import { describe, expect, it } from 'vitest';
import { boot } from './helpers.js';

describe('smoke', () => {
  it('boots and signs in', async () => {
    const b = await boot('sqlite');
    const me = await b.admin.get('/api/me');
    expect(me.json()).toMatchObject({ user: { username: 'admin', role: 'administrator' } });
    const p = await b.admin.post('/api/participants', {
      id: 'P1',
      name: 'Pat',
      hireDate: '2015-06-01',
    });
    expect(p.statusCode, p.body).toBe(201);
    const e = await b.admin.post('/api/participants/P1/eligibility', {
      type: 'eligible',
      date: '2024-11-01',
      notifiedOn: '2024-11-01',
    });
    expect(e.statusCode, e.body).toBe(201);
    const s = await b.admin.get('/api/participants/P1/statement?asOf=2025-12-31');
    expect(s.statusCode, s.body).toBe(200);
    console.log(s.body);
    await b.close();
  });
});
