/**
 * The console's workflows that move money or rights with a second person (issue 12):
 * corrections (12.9), retroactive changes and company decisions, the Committee's register (8.1),
 * and the signed-in user's own account security (sessions, second factor, password).
 * Every answer is typed from the server's OpenAPI document (schema.d.ts).
 */
import { post, read, request } from './client';
import type { Answer } from './types';

const id = encodeURIComponent;

export type Correction = Answer<'/api/corrections', 'get'>['corrections'][number];
export type CorrectionEffect = Correction['effect'];
export type ParticipantEffect = CorrectionEffect['participants'][number];
export type FigureChange = ParticipantEffect['changes'][number];
export type PaymentAdjustment = ParticipantEffect['payments'][number];
export type CorrectionTarget = Correction['target'];

/** POST /corrections (12.9): void or supersede a fact, a price, a fund or a participant datum. */
export interface CorrectionBody {
  target: CorrectionTarget;
  action: 'void' | 'supersede';
  replacement?: Record<string, unknown>;
  reason: string;
}

/** What approving a prepared decision would change (12.9): payments and balances. */
export type DecisionEffect = Answer<'/api/decisions/{decisionId}/effect', 'get'>;
export type PaymentChange = DecisionEffect['effect']['payments'][number];
export type BalanceChange = DecisionEffect['effect']['balances'][number];

export type CompanyDecision = Answer<'/api/company/decisions', 'get'>['decisions'][number];
export type CompanyDecisionKind = CompanyDecision['kind'];

export type CommitteeRegister = Answer<'/api/committee', 'get'>;
export type CommitteeMember = CommitteeRegister['members'][number];

export type SessionView = Answer<'/api/me/sessions', 'get'>['sessions'][number];
export type SecondFactorState = Answer<'/api/me', 'get'>['secondFactor'];
export type Enrolment = Answer<'/api/me/second-factor', 'post', 201>;

/** What a company decision's preparation sends, by kind (1.4, 9.3, 1.20). */
export type CompanyDecisionBody =
  | { kind: 'changeInControl'; date: string }
  | { kind: 'planTermination'; date: string; payOn: string }
  | { kind: 'keyEmployeeList'; identificationDate: string; participantIds: string[] };

const companyPath: Record<CompanyDecisionKind, string> = {
  changeInControl: '/company/change-in-control',
  planTermination: '/company/plan-termination',
  keyEmployeeList: '/key-employees',
};

export const workflows = {
  async corrections(signal?: AbortSignal): Promise<Correction[]> {
    return (await read('/api/corrections', {}, signal)).corrections;
  },
  async prepareCorrection(body: CorrectionBody): Promise<Correction> {
    const answer = (await post('/corrections', body)) as Answer<'/api/corrections', 'post', 201>;
    return answer.correction;
  },
  async approveCorrection(correctionId: string): Promise<Correction> {
    const path = `/corrections/${id(correctionId)}/approval`;
    const answer = (await post(path, undefined)) as Answer<
      '/api/corrections/{correctionId}/approval',
      'post'
    >;
    return answer.correction;
  },
  async decisionEffect(decisionId: string, signal?: AbortSignal): Promise<DecisionEffect> {
    return read('/api/decisions/{decisionId}/effect', { decisionId }, signal);
  },
  /** 12.9: a fact that changes payments already valued or paid, prepared for another to approve. */
  async prepareRetroactiveChange(
    participantId: string,
    body: { event: Record<string, unknown>; reason: string },
  ): Promise<Answer<'/api/participants/{id}/retroactive-changes', 'post', 201>> {
    const path = `/participants/${id(participantId)}/retroactive-changes`;
    return (await post(path, body)) as Answer<
      '/api/participants/{id}/retroactive-changes',
      'post',
      201
    >;
  },
  async companyDecisions(signal?: AbortSignal): Promise<CompanyDecision[]> {
    return (await read('/api/company/decisions', {}, signal, '?status=prepared')).decisions;
  },
  /** `reason` goes to the audit as X-Reason (these routes' bodies take none). */
  async prepareCompanyDecision(
    body: CompanyDecisionBody,
    reason?: string,
  ): Promise<CompanyDecision> {
    const { kind, ...rest } = body;
    const answer = (await post(companyPath[kind], rest, undefined, reason)) as {
      decision: CompanyDecision;
    };
    return answer.decision;
  },
  async approveCompanyDecision(decisionId: string) {
    return post(`/company/decisions/${id(decisionId)}/approval`, undefined);
  },
  /** The register, with who sits on `on` (today when empty). */
  async committee(signal?: AbortSignal, on = ''): Promise<CommitteeRegister> {
    return read('/api/committee', {}, signal, on === '' ? '' : `?on=${id(on)}`);
  },
  async endCommitteeTerm(
    memberId: string,
    body: {
      endedOn: string;
      reason: 'resigned' | 'removed' | 'employmentEnded';
      instrument: string;
    },
  ): Promise<CommitteeMember> {
    const path = `/committee/members/${id(memberId)}/end`;
    return ((await post(path, body)) as { member: CommitteeMember }).member;
  },
  async prepareAppointment(body: {
    userId: string;
    appointedOn: string;
    instrument: string;
  }): Promise<CommitteeMember> {
    return ((await post('/committee/appointments', body)) as { member: CommitteeMember }).member;
  },
  async approveAppointment(memberId: string): Promise<CommitteeMember> {
    const path = `/committee/members/${id(memberId)}/approval`;
    return ((await post(path, undefined)) as { member: CommitteeMember }).member;
  },
  async sessions(signal?: AbortSignal): Promise<SessionView[]> {
    return (await read('/api/me/sessions', {}, signal)).sessions;
  },
  async revokeSession(sessionId: string): Promise<void> {
    await request('DELETE', `/me/sessions/${id(sessionId)}`);
  },
  async secondFactor(signal?: AbortSignal): Promise<SecondFactorState> {
    return (await read('/api/me', {}, signal)).secondFactor;
  },
  async startEnrolment(password: string): Promise<Enrolment> {
    return (await post('/me/second-factor', { password })) as Enrolment;
  },
  async confirmEnrolment(code: string): Promise<SecondFactorState> {
    const answer = (await post('/me/second-factor/confirmation', { code })) as {
      secondFactor: SecondFactorState;
    };
    return answer.secondFactor;
  },
  async removeSecondFactor(password: string, code: string): Promise<void> {
    await post('/me/second-factor/removal', { password, code });
  },
  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    await post('/me/password', { currentPassword, newPassword });
  },
};
