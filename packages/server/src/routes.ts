import type { FastifyInstance } from 'fastify';
import type { AppContext } from './core/context.js';
import { registerCsvParser } from './core/csv.js';
import { registerPlanRoutes, registerPlanScoped } from './core/plan-scope.js';
import { auditRoutes } from './audit/routes.js';
import { beneficiaryRoutes } from './records/beneficiary-routes.js';
import { claimRoutes } from './claims/routes.js';
import { committeeRoutes } from './committee/routes.js';
import { companyRoutes } from './committee/company-routes.js';
import { correctionRoutes } from './corrections/routes.js';
import { decisionRoutes } from './committee/decision-routes.js';
import { documentRoutes } from './documents/routes.js';
import { domesticRelationsRoutes } from './participants/domestic-relations-routes.js';
import { electionRoutes } from './participants/election-routes.js';
import { emergencyRoutes } from './participants/emergency-routes.js';
import { fundRoutes } from './funds/fund-routes.js';
import { genericEventRoutes } from './participants/event-routes.js';
import { participantRecordRoutes } from './records/routes.js';
import { participantRoutes } from './participants/routes.js';
import { payoutProjectionRoutes } from './statements/payout-projection-routes.js';
import { payImportRoutes } from './payroll/pay-import-routes.js';
import { paymentRunRoutes } from './payment-runs/routes.js';
import { paymentRunPreparationRoutes } from './payment-runs/preparation-routes.js';
import { payeeRoutes } from './payees/routes.js';
import { noticeRoutes } from './notices/routes.js';
import { planRoutes } from './plans/routes.js';
import { planReportRoutes } from './reports/plan-report-routes.js';
import { priceFileRoutes } from './funds/price-file-routes.js';
import { reportRoutes } from './reports/routes.js';
import { retroactiveChangeRoutes } from './participants/retroactive-change-routes.js';
import { sessionRoutes } from './accounts/session-routes.js';
import { statementRoutes } from './statements/routes.js';
import { tickRoutes } from './daily/routes.js';
import { fundClosureRoutes } from './funds/fund-closure-routes.js';
import { trustRoutes } from './funds/trust-routes.js';

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
