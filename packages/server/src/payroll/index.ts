// What payroll/ offers the other capabilities; the rest of the folder is its own.
export { checkPayFact } from './pay-line-rules.js';
