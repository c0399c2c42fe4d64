import {
  addParticipant,
  addUser,
  boot,
  signIn,
  strongPassword,
  type Agent,
  type Booted,
  postPayFile,
} from './helpers.js';

// Plan Article V, 8.3, 5.10: a Committee pays through payment runs. P1 defers $1,500,000.00,
// takes an emergency payment of $999,999.99 in March (5.5) and separates on March 20: his
// termination lump sum of $500,000.01 on April 15 crosses the year's $1,000,000.00 of
// supplemental wages one cent in (8.3: 22% up to it, 37% above).

export const election = {
  filedAt: '2024-12-10T10:00:00-05:00',
  kind: 'annual',
  planYear: 2025,
  deferrals: { baseSalary: 50 },
  allocation: [{ account: 'RTA', pct: 100 }],
  schedules: { RTA: { form: 'lump' } },
  investments: { RTA: { SV: 100 } },
};
export const pay = (date: string, gross: string) => ({
  participantId: 'P1',
  date,
  component: 'baseSalary',
  gross,
  netAvailable: gross,
});

export async function must(reply: Promise<{ statusCode: number; body: string }>) {
  const r = await reply;
  if (r.statusCode >= 300) throw new Error(`setup: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body || '{}');
}

export async function buildRecord(b: Booted, c1: Agent, c2: Agent): Promise<void> {
  await addParticipant(b, 'P1');
  const { admin } = b;
  await must(
    admin.post('/api/participants/P1/eligibility', {
      type: 'eligible',
      date: '2024-11-01',
      notifiedOn: '2024-11-01',
    }),
  );
  await must(admin.post('/api/participants/P1/elections', election));
  const payroll = await addUser(b, 'payroll1', 'payroll');
  const pays = [pay('2025-01-28', '2000000.00'), pay('2025-02-28', '1000000.00')];
  await must(postPayFile(payroll, '/api/pay-imports', { fileName: 'big.json', pays }));
  const filed = await must(
    admin.post('/api/participants/P1/emergency-requests', { amount: '999999.99', reason: 'x' }),
  );
  const decision = await must(
    c1.post(`/api/emergency-requests/${filed.request.id}/decision`, {
      approved: true,
      amount: '999999.99',
      payOn: '2025-03-14',
      date: '2025-03-05',
    }),
  );
  await must(c2.post(`/api/decisions/${decision.decision.id}/approval`, {}));
  await must(
    admin.post('/api/participants/P1/events', {
      type: 'separation',
      date: '2025-03-20',
      reason: 'retirement',
    }),
  );
}

/** The people of a run story: the administrator, two Committee members and payroll. */
export interface RunWorld {
  b: Booted;
  c1: Agent;
  c2: Agent;
  payroll: Agent;
}

/**
 * The record built, on 2025-04-01 (5.8: runs pay amounts valued on a day that has passed, the
 * emergency on 2025-03-05, the lump sum on 2025-03-31): everyone signed in again that day.
 */
export async function runWorld(dialect: Parameters<typeof boot>[0]): Promise<RunWorld> {
  const b = await boot(dialect);
  await buildRecord(
    b,
    await addUser(b, 'committee1', 'committee'),
    await addUser(b, 'committee2', 'committee'),
  );
  b.clock.advance(Date.parse('2025-04-01T15:00:00Z') - b.clock.now().getTime());
  b.admin = await signIn(b.app, 'admin', b.adminPassword);
  return {
    b,
    c1: await signIn(b.app, 'committee1', strongPassword),
    c2: await signIn(b.app, 'committee2', strongPassword),
    payroll: await signIn(b.app, 'payroll1', strongPassword),
  };
}
