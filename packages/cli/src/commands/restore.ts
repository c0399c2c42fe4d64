export { restore as run, restoreCommand as command } from './backup.js';
