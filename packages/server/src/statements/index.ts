// What statements/ offers the other capabilities; the rest of the folder is its own.
export { type PeriodStatementData } from './period-statement.js';
export { statementWithSchedule, type StatementPayment } from './statement.js';
export { AnswerCache, noneMatch, statementTag, tagStillHolds } from './statement-cache.js';
