/**
 * The administration console's remaining screens (issue 12 item 3; issues 10, 11): a
 * participant's record and beneficiaries, the plan's reports, the daily tick and its work
 * queue, fund closures (7.3) and the audit log's filters. Every answer is typed from the
 * server's OpenAPI document (schema.d.ts).
 */
import { apiHref, post, read, request } from './client';
import type { paths } from './schema';
import type { Answer } from './types';

const id = encodeURIComponent;

export type ParticipantRecordView = Answer<'/api/participants/{id}/record', 'get'>;
export type RecordFields = ParticipantRecordView['record'];
export type RecordChange = ParticipantRecordView['history'][number];
export type RecordStatus = ParticipantRecordView['status'];
export type Address = NonNullable<RecordFields['address']>;

export type BeneficiariesView = Answer<'/api/participants/{id}/beneficiaries', 'get'>;
export type Designation = BeneficiariesView['history'][number];
export type Beneficiary = Designation['primary'][number];

export type RollForward = Answer<'/api/reports/roll-forward', 'get'>;
export type CashFlow = Answer<'/api/reports/projected-payments', 'get'>;
export type ElectionAudit = Answer<'/api/reports/election-audit', 'get'>;
export type KeyEmployees = Answer<'/api/reports/key-employees', 'get'>;
export type Item402i = Answer<'/api/reports/item-402i', 'get'>;
export type TaxData = Answer<'/api/reports/tax-data', 'get'>;

export type DailyTick = Answer<'/api/ticks', 'get'>['ticks'][number];
export type QueueItem = DailyTick['report']['queue'][number];
export type TickOutcome = Answer<'/api/ticks', 'post', 201>;

export type Notice = Answer<'/api/participants/{id}/notices', 'get'>['notices'][number];
export type NoticeDelivery = Notice['deliveries'][number];
export type DeliveryRecordBody = NonNullable<
  paths['/api/notices/{noticeId}/deliveries']['post']['requestBody']
>['content']['application/json'];

export type PayeesView = Answer<'/api/participants/{id}/payees', 'get'>;
export type Payee = PayeesView['payees'][number];
export type PayeeEvent = PayeesView['events'][number];
type BodyOf<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;
export type FoundRecordBody = BodyOf<'/api/participants/{id}/payees/found'>;
export type SearchRecordBody = BodyOf<'/api/participants/{id}/payees/searches'>;
export type UncashedRecordBody = BodyOf<'/api/payment-runs/{runId}/uncashed'>;

export type FundClosure = Answer<'/api/fund-closures', 'get'>['closures'][number];

export type AuditEntry = Answer<'/api/audit', 'get'>['entries'][number];
export type AuditVerdict = Answer<'/api/audit/verify', 'get'>;

/** What a record change sends (staff: with a reason and the day it takes effect). */
export type RecordChangeBody = Partial<{
  legalName: string;
  address: Address;
  mailingAddress: Address | null;
  email: string;
  phone: string;
  employer: string;
  payrollId: string;
  stateOfResidence: string;
  taxId: string;
  bankAccount: { routingNumber: string; accountNumber: string; accountType: string } | null;
}> & { effectiveOn?: string; reason?: string };

export interface BeneficiaryBody {
  name: string;
  pct: number;
  relationship?: string;
}
export interface DesignationBody {
  filedOn?: string;
  reason?: string;
  primary: BeneficiaryBody[];
  contingent: BeneficiaryBody[];
}

/** The audit log's filters, as GET /audit and /audit.csv take them (empty: not filtered). */
export interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
  participantId: string;
}

export const noAuditFilters: AuditFilters = {
  actor: '',
  action: '',
  from: '',
  to: '',
  participantId: '',
};

/** The query string of the filters that are set, each value trimmed. */
export function auditQuery(filters: AuditFilters, more: Record<string, string | number> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value.trim() !== '') params.set(key, value.trim());
  for (const [key, value] of Object.entries(more)) params.set(key, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A report's query string (its dates, and for Item 402(i) the named executive officers). */
export function reportQuery(query: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== '') params.set(key, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The address of a report's CSV or PDF, for a download link. */
export const reportFileHref = (path: string, format: 'csv' | 'pdf', query: string) =>
  apiHref(`${path}.${format}${query}`);

/**
 * A read that reveals a participant's secrets: `?reveal=true` with the person's reason as
 * X-Reason (percent-encoded: a header carries Latin-1 only), recorded by the audit.
 */
const reveal = (reason: string | undefined) => (reason === undefined ? '' : '?reveal=true');
const revealHeaders = (reason: string | undefined): Record<string, string> =>
  reason === undefined ? {} : { 'x-reason': encodeURIComponent(reason) };

export const admin = {
  async record(participantId: string, revealReason: string | undefined, signal?: AbortSignal) {
    const path = `/participants/${id(participantId)}/record${reveal(revealReason)}`;
    const headers = revealHeaders(revealReason);
    return (await request('GET', path, undefined, signal, headers)) as ParticipantRecordView;
  },
  async changeRecord(participantId: string, body: RecordChangeBody) {
    const path = `/participants/${id(participantId)}/record`;
    return (await post(path, body)) as Answer<'/api/participants/{id}/record', 'post', 201>;
  },
  async approveRecordChange(participantId: string, changeId: string) {
    return post(`/participants/${id(participantId)}/record/${id(changeId)}/approval`, undefined);
  },
  async beneficiaries(
    participantId: string,
    revealReason: string | undefined,
    signal?: AbortSignal,
  ) {
    const path = `/participants/${id(participantId)}/beneficiaries${reveal(revealReason)}`;
    const headers = revealHeaders(revealReason);
    return (await request('GET', path, undefined, signal, headers)) as BeneficiariesView;
  },
  async fileDesignation(participantId: string, body: DesignationBody) {
    const path = `/participants/${id(participantId)}/beneficiaries`;
    return (await post(path, body)) as Answer<'/api/participants/{id}/beneficiaries', 'post', 201>;
  },
  async approveDesignation(participantId: string, designationId: string) {
    const path = `/participants/${id(participantId)}/beneficiaries/${id(designationId)}/approval`;
    return post(path, undefined);
  },
  /** Plan 12.4-12.5: his notices (and his payees'), oldest first, each with its delivery log. */
  async notices(participantId: string, signal?: AbortSignal): Promise<Notice[]> {
    return (await read('/api/participants/{id}/notices', { id: participantId }, signal)).notices;
  },
  /** A notice sent (by mail or email) or returned undelivered (12.5, 12.10). */
  async recordDelivery(noticeId: string, body: DeliveryRecordBody): Promise<Notice> {
    const path = `/notices/${id(noticeId)}/deliveries`;
    return ((await post(path, body)) as { notice: Notice }).notice;
  },
  /** Plan 12.10-12.11: his payees, missing or not, and every payee event. */
  async payees(participantId: string, signal?: AbortSignal): Promise<PayeesView> {
    return read('/api/participants/{id}/payees', { id: participantId }, signal);
  },
  async recordFound(participantId: string, body: FoundRecordBody) {
    return post(`/participants/${id(participantId)}/payees/found`, body);
  },
  async recordSearch(participantId: string, body: SearchRecordBody) {
    return post(`/participants/${id(participantId)}/payees/searches`, body);
  },
  async approvePayeeEvent(participantId: string, eventId: string) {
    return post(`/participants/${id(participantId)}/payees/${id(eventId)}/approval`, undefined);
  },
  /** Checks of a run reported not cashed by a day (12.10). */
  async reportUncashed(runId: string, body: UncashedRecordBody) {
    return post(`/payment-runs/${id(runId)}/uncashed`, body);
  },
  /** Payments of a run that came back (12.10): owed again, their payee presumed missing. */
  async reportReturned(runId: string, body: { lines: number[]; reason: string }) {
    return post(`/payment-runs/${id(runId)}/returns`, body);
  },
  noticePdfHref: (participantId: string, noticeId: string) =>
    apiHref(`/participants/${id(participantId)}/notices/${id(noticeId)}/notice.pdf`),
  async report<T>(path: string, query: string, signal?: AbortSignal): Promise<T> {
    return (await request('GET', `${path}${query}`, undefined, signal)) as T;
  },
  async ticks(signal?: AbortSignal): Promise<DailyTick[]> {
    return (await read('/api/ticks', {}, signal)).ticks;
  },
  async tick(date: string): Promise<TickOutcome> {
    return (await post('/ticks', { date })) as TickOutcome;
  },
  async fundClosures(signal?: AbortSignal): Promise<FundClosure[]> {
    return (await read('/api/fund-closures', {}, signal)).closures;
  },
  async closeFund(fundId: string, body: { date: string; successor: string }) {
    const path = `/funds/${id(fundId)}/closure`;
    return ((await post(path, body)) as { closure: FundClosure }).closure;
  },
  async approveClosure(closureId: string) {
    const path = `/fund-closures/${id(closureId)}/approval`;
    return ((await post(path, undefined)) as { closure: FundClosure }).closure;
  },
  async withdrawClosure(closureId: string, reason: string) {
    const path = `/fund-closures/${id(closureId)}/withdrawal`;
    return ((await post(path, { reason })) as { closure: FundClosure }).closure;
  },
  async audit(query: string, signal?: AbortSignal): Promise<AuditEntry[]> {
    return (await read('/api/audit', {}, signal, query)).entries;
  },
  async verifyAudit(signal?: AbortSignal): Promise<AuditVerdict> {
    return read('/api/audit/verify', {}, signal);
  },
  auditCsvHref: (query: string) => apiHref(`/audit.csv${query}`),
};
