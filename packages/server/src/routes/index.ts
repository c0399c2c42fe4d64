import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { registerCsvParser } from '../payroll/csv.js';
import { registerPlanRoutes, registerPlanScoped } from '../plan-scope.js';
import { auditRoutes } from './audit.js';
import { beneficiaryRoutes } from './beneficiaries.js';
import { claimRoutes } from './claims.js';
import { committeeRoutes } from './committee.js';
import { companyRoutes } from './company.js';
import { correctionRoutes } from './corrections.js';
import { decisionRoutes } from './decisions.js';
import { documentRoutes } from './documents.js';
import { domesticRelationsRoutes } from './domestic-relations.js';
import { electionRoutes } from './elections.js';
import { emergencyRoutes } from './emergencies.js';
import { fundRoutes } from './funds.js';
import { genericEventRoutes } from './participant-events.js';
import { participantRecordRoutes } from './participant-records.js';
import { participantRoutes } from './participants.js';
import { payoutProjectionRoutes } from './payout-projection.js';
import { payImportRoutes } from './pay-imports.js';
import { paymentRunRoutes } from './payment-runs.js';
import { paymentRunPreparationRoutes } from './payment-run-preparations.js';
import { payeeRoutes } from './payees.js';
import { noticeRoutes } from './notices.js';
import { planRoutes } from './plans.js';
import { planReportRoutes } from './plan-reports.js';
import { priceFileRoutes } from './price-files.js';
import { reportRoutes } from './reports.js';
import { retroactiveChangeRoutes } from './retroactive-changes.js';
import { sessionRoutes } from './session.js';
import { statementRoutes } from './statements.js';
import { tickRoutes } from './ticks.js';
import { fundClosureRoutes } from './fund-closures.js';
import { trustRoutes } from './trust.js';

/** Routes about one plan's record: served at `/api/plans/:planId/…` (and the old paths). */
export const planScopedRoutes = [
  participantRoutes,
  documentRoutes,
  genericEventRoutes,
  electionRoutes,
  domesticRelationsRoutes,
  emergencyRoutes,
  claimRoutes,
  decisionRoutes,
  retroactiveChangeRoutes,
  companyRoutes,
  committeeRoutes,
  fundRoutes,
  priceFileRoutes,
  payImportRoutes,
  paymentRunRoutes,
  paymentRunPreparationRoutes,
  correctionRoutes,
  reportRoutes,
  trustRoutes,
  auditRoutes,
  // Issue 11 items 1, 2: participant records and beneficiary designations.
  participantRecordRoutes,
  beneficiaryRoutes,
  tickRoutes,
  fundClosureRoutes,
  // Reports (issue 10 item 8).
  planReportRoutes,
  // Plan 12.10, 12.11: missing payees and guardians.
  payeeRoutes,
  // Plan 12.4-12.5: the notices register.
  noticeRoutes,
  // Issue 12 item 4: the payout projector.
  payoutProjectionRoutes,
  // Period statements and bulk runs (issue 12 item 4).
  statementRoutes,
] as const;

export function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Pay and price files come as text/csv too (payroll/csv.ts).
  registerCsvParser(app);
  // The installation's: signing in, accounts (each user sees the accounts of his plans).
  sessionRoutes(app, ctx);
  registerPlanRoutes(app, ctx, planRoutes);
  registerPlanScoped(app, ctx, planScopedRoutes);
}
