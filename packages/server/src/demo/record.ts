import {
  demoFirstYear,
  isPast,
  later,
  monthEnd,
  paidMonths,
  type DemoCalendar,
} from './calendar.js';
import type { DemoClient } from './client.js';
import type { Committee } from './decisions.js';
import type { DemoPerson } from './people.js';
import { equityIndexPrices } from './prices.js';

/** Plan 7.3: the Plan Asset Committee adds the Equity Index beside Stable Value, with its prices. */
export async function recordFunds(asset: DemoClient, calendar: DemoCalendar): Promise<void> {
  await asset.post('/api/funds', { id: 'IDX', name: 'Equity Index' });
  await asset.post('/api/funds/IDX/prices', { prices: equityIndexPrices(calendar) });
}

/**
 * The administrator adds each participant, records that the Committee made him eligible (1.16,
 * 3.2(a)), files his paper CDAs (Article III; staff record when the form came) and his 401(k)
 * rates (4.1(a)).
 */
export async function recordEnrollment(
  admin: DemoClient,
  person: DemoPerson,
  calendar: DemoCalendar,
): Promise<void> {
  const base = `/api/participants/${person.id}`;
  await admin.post('/api/participants', {
    id: person.id,
    name: person.name,
    hireDate: person.hireDate,
    birthDate: person.birthDate,
  });
  await admin.post(`${base}/eligibility`, { type: 'eligible', ...person.eligible });
  const lastYear = Number((person.separation?.date ?? calendar.today).slice(0, 4));
  for (let year = demoFirstYear; year <= calendar.year; year++) {
    const election = person.election(year);
    if (election && isPast(calendar, election.filedAt))
      await admin.post(`${base}/elections`, election);
    const pct = person.retirementSavingsPct(year);
    if (pct !== undefined && year <= lastYear && `${year}-01-01` <= calendar.today)
      await admin.post(`${base}/events`, { type: 'retirementSavingsPlan', year, deferralPct: pct });
  }
  for (const filing of person.filings ?? []) {
    const when = String(filing.body.filedAt ?? filing.body.date);
    if (isPast(calendar, when.length === 10 ? `${when}T12:00:00-05:00` : when))
      await admin.post(`${base}/${filing.route}`, filing.body);
  }
}

type PayLine = Record<string, unknown> & { date: string };

/** His paychecks: salary at each month's end, the annual bonus in March for the prior year. */
function paychecks(person: DemoPerson, calendar: DemoCalendar): PayLine[] {
  const { salary, annualBonus } = person;
  const lines: PayLine[] = paidMonths(calendar, salary.from, salary.through).map((month) => ({
    participantId: person.id,
    date: monthEnd(month),
    component: 'baseSalary',
    gross: salary.gross,
    netAvailable: salary.netAvailable,
    servicePeriod: { start: later(`${month}-01`, person.hireDate), end: monthEnd(month) },
  }));
  for (const pay of person.otherPays ?? [])
    if (pay.date < calendar.today) lines.push({ participantId: person.id, ...pay });
  if (!annualBonus) return lines;
  const last = Number(annualBonus.through ?? calendar.year);
  for (let year = Number(annualBonus.from); year <= last; year++) {
    const date = `${year + 1}-03-13`;
    if (date >= calendar.today) continue;
    lines.push({
      participantId: person.id,
      date,
      component: 'annualBonus',
      gross: annualBonus.gross,
      netAvailable: annualBonus.netAvailable,
      // 3.2(b): a bonus belongs to the Plan Year in which its service period ends.
      servicePeriod: { start: later(`${year}-01-01`, person.hireDate), end: `${year}-12-31` },
    });
  }
  return lines;
}

/** Plan 7.1: payroll sends one pay file a year; the election in force defers part of each pay. */
export async function recordPay(
  payroll: DemoClient,
  people: readonly DemoPerson[],
  calendar: DemoCalendar,
): Promise<void> {
  const pays = people.flatMap((person) => paychecks(person, calendar));
  for (let year = Number(calendar.months[0]!.slice(0, 4)); year <= calendar.year; year++) {
    const file = pays.filter((p) => p.date.startsWith(`${year}-`));
    if (file.length > 0)
      await importPayFile(payroll, { fileName: `payroll-${year}.json`, pays: file });
  }
}

/** Sends a pay file and waits for its job (issue "Scale II" item 2): refused is a demo bug. */
async function importPayFile(payroll: DemoClient, file: { fileName: string; pays: unknown[] }) {
  const { job } = await payroll.post('/api/pay-imports', file);
  for (;;) {
    const { job: now } = await payroll.get(`/api/pay-import-jobs/${job.id}`);
    if (now.status === 'imported') return;
    if (now.status === 'refused')
      throw new Error(`assertion: demo pay file ${file.fileName}: ${JSON.stringify(now.problem)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Plan 1.20: the Committee's Key Employee list on each December 31 identification date. */
export async function recordKeyEmployees(
  committee: { preparer: DemoClient; approver: DemoClient },
  people: readonly DemoPerson[],
  calendar: DemoCalendar,
): Promise<void> {
  for (let year = Number(calendar.months[0]!.slice(0, 4)); year < calendar.year; year++) {
    const identificationDate = `${year}-12-31`;
    const participantIds = people
      .filter((p) => p.keyEmployee(year))
      .filter((p) => !p.separation || p.separation.date > identificationDate)
      .map((p) => p.id);
    if (participantIds.length > 0 && identificationDate < calendar.today) {
      // One member prepares the list, another approves it (segregation of duties).
      const list = { identificationDate, participantIds };
      const { decision } = await committee.preparer.post('/api/key-employees', list);
      await committee.approver.post(`/api/company/decisions/${decision.id}/approval`);
    }
  }
}

/**
 * Plan 1.31, 12.9: the administrator records a Separation from Service. Reported after payments
 * it creates were valued, it is a retroactive change: prepared by the administrator with its
 * effect, approved by a Committee member.
 */
export async function recordSeparations(
  admin: DemoClient,
  committee: Committee,
  people: readonly DemoPerson[],
): Promise<void> {
  for (const person of people) {
    if (!person.separation) continue;
    const { decision } = await admin.post(`/api/participants/${person.id}/retroactive-changes`, {
      event: { type: 'separation', ...person.separation },
      reason: 'Separation reported to the plan after its payments were valued',
    });
    await committee.approver.post(`/api/decisions/${decision.id}/approval`);
  }
}
