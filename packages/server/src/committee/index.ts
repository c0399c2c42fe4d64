// What committee/ offers the other capabilities; the rest of the folder is its own.
export { prepareCompanyDecision } from './company-decision-routes.js';
export { prepareDecision } from './decision-routes.js';
