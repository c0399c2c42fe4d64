// What documents/ offers the other capabilities; the rest of the folder is its own.
export { periodStatementFileName, renderPeriodStatement } from './period-statement.js';
