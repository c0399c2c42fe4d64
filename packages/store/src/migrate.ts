import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2025-06-01T00-00-00-initial.js';
import * as paymentRunLines from './migrations/2026-12-02T15-45-00-payment-run-lines.js';
import * as rabbiTrust from './migrations/2026-12-02T16-00-00-rabbi-trust.js';
import * as accounts from './migrations/2026-12-02T20-30-00-accounts.js';
import * as planAmendments from './migrations/2026-12-03T02-00-00-plan-amendments.js';
import * as plansApart from './migrations/2026-12-03T02-00-00-plans-apart.js';
import * as appendOnly from './migrations/2026-12-03T23-00-00-append-only.js';
import * as projections from './migrations/2026-12-04T00-00-00-projections.js';
import * as payroll from './migrations/2026-12-04T01-00-00-payroll.js';
import * as sealAmendments from './migrations/2026-12-04T01-00-00-seal-amendments.js';
import * as committee from './migrations/2026-12-04T01-10-00-committee-and-second-factor.js';
import * as paymentsMade from './migrations/2026-12-04T10-00-00-payments-made.js';
import * as participantRecords from './migrations/2026-12-05T03-00-00-participant-records.js';
import * as dailyJobs from './migrations/2026-12-05T02-00-00-daily-jobs.js';
import * as fundClosures from './migrations/2026-12-05T02-30-00-fund-closures.js';
import * as payeesAndNotices from './migrations/2026-12-06T00-00-00-payees-and-notices.js';
import * as statementRuns from './migrations/2026-12-05T04-00-00-statement-runs.js';
import * as runPreparations from './migrations/2026-12-07T00-00-00-payment-run-preparations.js';
import * as noticeDeliveriesByPlan from './migrations/2026-12-08T00-00-00-notice-deliveries-by-plan.js';
import * as projectionResultTraces from './migrations/2026-12-08T02-00-00-projection-result-traces.js';
import * as projectionActivity from './migrations/2026-12-08T12-00-00-projection-activity.js';
import * as planContextVersions from './migrations/2026-12-09T00-00-00-plan-context-versions.js';
import * as payImportAnswers from './migrations/2026-12-10T00-00-00-pay-import-answers.js';
import * as projectionRowsPacked from './migrations/2026-12-11T00-00-00-projection-rows-packed.js';
import * as holdingPointsApart from './migrations/2026-12-12T00-00-00-holding-points-apart.js';
import * as payImportJobs from './migrations/2026-12-13T00-00-00-pay-import-jobs.js';

// Listed by hand (not read from a folder) so the bundle and the tests see the same migrations.
const migrations: Record<string, Migration> = {
  '2025-06-01T00-00-00-initial': initial,
  '2026-12-02T15-45-00-payment-run-lines': paymentRunLines,
  '2026-12-02T16-00-00-rabbi-trust': rabbiTrust,
  '2026-12-02T20-30-00-accounts': accounts,
  '2026-12-03T02-00-00-plan-amendments': planAmendments,
  '2026-12-03T02-00-00-plans-apart': plansApart,
  '2026-12-03T23-00-00-append-only': appendOnly,
  '2026-12-04T00-00-00-projections': projections,
  '2026-12-04T01-00-00-payroll': payroll,
  '2026-12-04T01-00-00-seal-amendments': sealAmendments,
  '2026-12-04T01-10-00-committee-and-second-factor': committee,
  '2026-12-04T10-00-00-payments-made': paymentsMade,
  '2026-12-05T03-00-00-participant-records': participantRecords,
  '2026-12-05T02-00-00-daily-jobs': dailyJobs,
  '2026-12-05T02-30-00-fund-closures': fundClosures,
  '2026-12-06T00-00-00-payees-and-notices': payeesAndNotices,
  '2026-12-05T04-00-00-statement-runs': statementRuns,
  '2026-12-07T00-00-00-payment-run-preparations': runPreparations,
  '2026-12-08T00-00-00-notice-deliveries-by-plan': noticeDeliveriesByPlan,
  '2026-12-08T02-00-00-projection-result-traces': projectionResultTraces,
  '2026-12-08T12-00-00-projection-activity': projectionActivity,
  '2026-12-09T00-00-00-plan-context-versions': planContextVersions,
  '2026-12-10T00-00-00-pay-import-answers': payImportAnswers,
  '2026-12-11T00-00-00-projection-rows-packed': projectionRowsPacked,
  '2026-12-12T00-00-00-holding-points-apart': holdingPointsApart,
  '2026-12-13T00-00-00-pay-import-jobs': payImportJobs,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the latest migration; throws the first failure. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema untyped
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  // Kysely looks for its lock table in every schema; name ours, so that another schema's
  // migration tables (a parallel test's) are not taken for ours.
  const migrationTableSchema = schema;
  const { error } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
