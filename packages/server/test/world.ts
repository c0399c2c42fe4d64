import { builtInPlans } from '@defcomp/domain';
import {
  appendAudit,
  findUserByUsername,
  grantPlan,
  inTransaction,
  type Dialect,
} from '@defcomp/store';
import { addPlan, addStableValueFund } from '../src/accounts/seed.js';
import {
  addParticipant,
  addUser,
  boot,
  strongPassword,
  type Agent,
  type Booted,
} from './helpers.js';

/** A small plan record with one of everything, and one signed-in user per role. */
export interface World extends Booted {
  agents: Record<string, Agent>;
  /** Users of the other plan only (granted it, or its participant O1). */
  otherAgents: Record<string, Agent>;
  ids: {
    requestId: string;
    decisionId: string;
    runId: string;
    claimId: string;
    userId: string;
    grantId: string;
  };
}

export async function buildWorld(dialect: Dialect): Promise<World> {
  const booted = await boot(dialect);
  await addParticipant(booted, 'P1');
  await addParticipant(booted, 'P2');
  const agents: Record<string, Agent> = {
    administrator: booted.admin,
    committee: await addUser(booted, 'committee1', 'committee'),
    committee2: await addUser(booted, 'committee2', 'committee'),
    assetCommittee: await addUser(booted, 'asset1', 'assetCommittee'),
    payroll: await addUser(booted, 'payroll1', 'payroll'),
    auditor: await addUser(booted, 'auditor1', 'auditor'),
    participant: await addUser(booted, 'pat1', 'participant', 'P1'),
    participant2: await addUser(booted, 'pat2', 'participant', 'P2'),
  };
  const must = async (reply: Promise<{ statusCode: number; body: string }>) => {
    const r = await reply;
    if (r.statusCode >= 300) throw new Error(`world setup: ${r.statusCode} ${r.body}`);
    return JSON.parse(r.body || '{}');
  };
  const { admin } = booted;
  for (const id of ['P1', 'P2']) {
    await must(
      admin.post(`/api/participants/${id}/eligibility`, {
        type: 'eligible',
        date: '2024-11-01',
        notifiedOn: '2024-11-01',
      }),
    );
  }
  await must(agents.assetCommittee!.post('/api/funds', { id: 'IDX', name: 'Equity Index' }));
  await must(
    agents.assetCommittee!.post('/api/funds/IDX/prices', {
      prices: [{ date: '2025-01-02', price: '10' }],
    }),
  );
  const request = await must(
    agents.participant2!.post('/api/participants/P2/emergency-requests', {
      amount: '1000.00',
      reason: 'medical bills',
    }),
  );
  const decision = await must(
    agents.committee!.post(`/api/emergency-requests/${request.request.id}/decision`, {
      approved: false,
      amount: '0.00',
      payOn: '2025-04-01',
      date: '2025-03-05',
    }),
  );
  await must(
    agents.participant2!.post('/api/participants/P2/claims', { claimId: 'C1', date: '2025-02-01' }),
  );
  const run = await must(
    agents.committee!.post('/api/payment-runs', {
      payFrom: '2025-01-01',
      payThrough: '2025-12-31',
    }),
  );
  // An approving role waiting for a second person, and a user to act on.
  const pending = await must(
    admin.post('/api/users', { username: 'waiting1', password: strongPassword, role: 'committee' }),
  );
  const otherAgents = await otherPlan(booted);
  return {
    ...booted,
    agents,
    otherAgents,
    ids: {
      userId: pending.user.id,
      grantId: pending.grant.id,
      requestId: request.request.id,
      decisionId: decision.decision.id,
      runId: run.run.id,
      claimId: 'C1',
    },
  };
}

/** Fills a route pattern with the world's identifiers (another participant's: P2). */
export function fill(url: string, world: World, participantId = 'P2'): string {
  return url
    .replace(':id', participantId)
    .replace(':planId', 'carmax-edcp')
    .replace(':fundId', 'IDX')
    .replace(':requestId', world.ids.requestId)
    .replace(':decisionId', world.ids.decisionId)
    .replace(':runId', world.ids.runId)
    .replace(':claimId', world.ids.claimId)
    .replace(':userId', world.ids.userId)
    .replace(':grantId', world.ids.grantId)
    .replace(':amendmentId', 'A-0000000000000000')
    .replace(':correctionId', 'CR-0000000000000000')
    .replace(':memberId', 'M-0000000000000000')
    .replace(':sessionId', 'S-0000000000000000')
    .replace(':importId', 'PI-0000000000000000')
    .replace(':jobId', 'PIJ-0000000000000000')
    .replace(':changeId', 'PR-0000000000000000')
    .replace(':designationId', 'BD-0000000000000000')
    .replace(':closureId', 'FC-0000000000000000')
    .replace(':period', '2025-Q1');
}

/** A second plan on the installation, with one user per role granted only to it. */
export const otherPlanId = 'hollis-edp';

async function otherPlan(booted: Booted): Promise<Record<string, Agent>> {
  const at = booted.clock.now().toISOString();
  await inTransaction(booted.store, async (trx) => {
    await addPlan(trx, builtInPlans.get(otherPlanId)!, { publiclyTraded: false }, at);
    await addStableValueFund(trx, otherPlanId, at);
    const admin = await findUserByUsername(trx, 'admin');
    await grantPlan(trx, { userId: admin!.id, planId: otherPlanId, grantedBy: 't', grantedAt: at });
    const created = { action: 'plan.created', entity: 'plan', entityId: otherPlanId };
    await appendAudit(trx, { ...created, planId: otherPlanId, at, actor: 'system' });
  });
  const base = `/api/plans/${otherPlanId}`;
  const created = await booted.admin.post(`${base}/participants`, {
    id: 'O1',
    name: 'Other One',
    hireDate: '2016-01-04',
  });
  if (created.statusCode !== 201) throw new Error(`world setup: ${created.body}`);
  const agents: Record<string, Agent> = {
    participant: await addUser(booted, 'other-pat', 'participant', 'O1'),
  };
  for (const role of ['committee', 'assetCommittee', 'payroll', 'auditor'])
    agents[role] = await addUser(
      booted,
      `other-${role.toLowerCase()}`,
      role,
      undefined,
      otherPlanId,
    );
  return agents;
}
