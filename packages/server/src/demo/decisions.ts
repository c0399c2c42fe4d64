import type { DemoCalendar } from './calendar.js';
import type { DemoClient } from './client.js';
import { demoClaim, demoEmergency } from './people.js';

/** The Committee acts by two members: one prepares, the other approves (segregation of duties). */
export interface Committee {
  preparer: DemoClient;
  approver: DemoClient;
}

async function decide(
  committee: Committee,
  url: string,
  body: unknown,
  reasons?: string,
): Promise<void> {
  const { decision } = await committee.preparer.post(url, body, reasons);
  await committee.approver.post(`/api/decisions/${decision.id}/approval`);
}

/** Plan 5.5: an Unforeseeable Emergency request, decided and paid from the RTA first. */
export async function recordEmergency(admin: DemoClient, committee: Committee): Promise<void> {
  const { participantId, request, decision } = demoEmergency;
  const filed = await admin.post(`/api/participants/${participantId}/emergency-requests`, request);
  await decide(committee, `/api/emergency-requests/${filed.request.id}/decision`, decision);
}

/** Article XI: a claim (11.1) denied (11.2), appealed (11.3) and denied on review (11.4). */
export async function recordClaim(admin: DemoClient, committee: Committee): Promise<void> {
  const { participantId, claimId, ...on } = demoClaim;
  const claim = `/api/participants/${participantId}/claims`;
  await admin.post(claim, { claimId, date: on.filed });
  const decision = `${claim}/${claimId}/decision`;
  await decide(committee, decision, { action: 'denied', date: on.denied }, demoClaim.reasons);
  await admin.post(`${claim}/${claimId}/appeal`, { date: on.appealed });
  await decide(
    committee,
    decision,
    { action: 'deniedOnReview', date: on.deniedOnReview },
    demoClaim.reviewReasons,
  );
}

/** Plan 8.2: a payment run for each year with payments, prepared and approved by two members. */
export async function recordPaymentRuns(
  committee: Committee,
  calendar: DemoCalendar,
): Promise<void> {
  for (let year = 2023; year <= calendar.year; year++) {
    const payThrough = `${year}-12-31` < calendar.today ? `${year}-12-31` : calendar.today;
    const { run } = await committee.preparer.post('/api/payment-runs', {
      payFrom: `${year}-01-01`,
      payThrough,
    });
    await committee.approver.post(`/api/payment-runs/${run.id}/approval`);
  }
}
