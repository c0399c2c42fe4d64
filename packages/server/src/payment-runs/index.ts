// What payment-runs/ offers the other capabilities; the rest of the folder is its own.
export { preparePaymentRun } from './preparation.js';
export { suspendPayee } from './settlement.js';
