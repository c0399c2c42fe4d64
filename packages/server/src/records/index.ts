// What records/ offers the other capabilities; the rest of the folder is its own.
export {
  approvalOf,
  approveChange,
  inForce,
  recordAsOf,
  secretsOf,
  showSecret,
} from './participant-record.js';
export { Approval, addressBody, bankAccountBody } from './responses.js';
export { recordReaders } from './routes.js';
