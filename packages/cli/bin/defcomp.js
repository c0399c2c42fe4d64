#!/usr/bin/env node
// Committed launcher (executable in git) for the compiled CLI; `npm ci` builds dist/.
import '../dist/main.js';
