// What notices/ offers the other capabilities; the rest of the folder is its own.
export { noticesFromOutbox } from './generate.js';
