export * from './values.js';
export * from './events.js';
export * from './scenario.js';
export * from './explain.js';
export * from './effective-date.js';
export * from './dispatch.js';
