// What documents/ offers the other capabilities; the rest of the folder is its own.
export { noticeLines } from './notice-letter.js';
export { periodStatementFileName } from './period-statement.js';
export { renderOffThread, type DocumentTask } from './render.js';
