export { restore as run } from './backup.js';
