export { buildApp, type AppOptions, type RouteSummary } from './app.js';
export { easternToday, fixedClock, systemClock, type Clock } from './core/clock.js';
export { seedEmptyStore, type SeedResult } from './accounts/seed.js';
export { problemTypes, type ProblemCode } from './core/problems.js';
export { accountsTable, seedDemo, type DemoAccount, type DemoResult } from './demo/index.js';
export {
  approveRoleOnMachine,
  resetPasswordOnMachine,
  resetSecondFactorOnMachine,
} from './accounts/accounts.js';
export { openApiDocument } from './openapi-document.js';
export * from './jobs/index.js';
export {
  runTick,
  runNoticeOutbox,
  QUEUE_DAYS,
  type TickOptions,
  type TickOutcome,
  type TickReport,
} from './daily/tick.js';
export { parseTickTime, msUntilNextTick, tickCron, type TickTime } from './daily/schedule.js';
export { reportCatalog, renderReport, type ReportRequest } from './reports/catalog.js';
export { reportFormats, type ReportFormat } from './reports/document.js';
export { Problem } from './core/problems.js';
export { leaseWorkerPool, workerModule, type Lease } from './core/workers/pool.js';
export { buildPlanProjections, type PlanBuildOptions } from './core/projections.js';
export { noticePdf } from './notices/routes.js';
export { noticeLines } from './documents/index.js';
export {
  createStatementRun,
  generateStatementRun,
  statementRunView,
  statementRunZip,
  type StatementRunView,
} from './statements/statement-runs.js';
