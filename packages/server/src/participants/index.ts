// What participants/ offers the other capabilities; the rest of the folder is its own.
export { electionBody } from './election-routes.js';
