export * from './money/decimal.js';
export * from './calendar/dates.js';
export * from './calendar/eastern.js';
export * from './calendar/valuation-calendar.js';
export * from './plan/plan-definition.js';
export * from './plan/carmax-edcp.js';
