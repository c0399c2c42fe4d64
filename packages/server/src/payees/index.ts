// What payees/ offers the other capabilities; the rest of the folder is its own.
export { payeeBook, payeeEventsOf } from './payees.js';
