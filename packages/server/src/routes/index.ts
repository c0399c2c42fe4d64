import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { auditRoutes } from './audit.js';
import { claimRoutes } from './claims.js';
import { companyRoutes } from './company.js';
import { decisionRoutes } from './decisions.js';
import { documentRoutes } from './documents.js';
import { electionRoutes } from './elections.js';
import { emergencyRoutes } from './emergencies.js';
import { fundRoutes } from './funds.js';
import { genericEventRoutes } from './participant-events.js';
import { participantRoutes } from './participants.js';
import { payImportRoutes } from './pay-imports.js';
import { paymentRunRoutes } from './payment-runs.js';
import { planRoutes } from './plans.js';
import { reportRoutes } from './reports.js';
import { sessionRoutes } from './session.js';
import { trustRoutes } from './trust.js';

export function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const register of [
    sessionRoutes,
    planRoutes,
    participantRoutes,
    documentRoutes,
    genericEventRoutes,
    electionRoutes,
    emergencyRoutes,
    claimRoutes,
    decisionRoutes,
    companyRoutes,
    fundRoutes,
    payImportRoutes,
    paymentRunRoutes,
    reportRoutes,
    trustRoutes,
    auditRoutes,
  ]) {
    register(app, ctx);
  }
}
