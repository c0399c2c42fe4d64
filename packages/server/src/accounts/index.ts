// What accounts/ offers the other capabilities; the rest of the folder is its own.
export { requireVisibleUser } from './user-routes.js';
