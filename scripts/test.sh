#!/usr/bin/env bash
# `npm test`: every check that needs no browser, then the bundle budget after a build, measured in Debian's
# Chromium. Prints one "N passed, N failed" line for vitest, the static checks' log, and the budget's table at the end;
# fails when any of them fails.
# TEST_BUDGET=0 leaves the build and budget out: .ci/run does, because it builds once and runs `npm run budget` after
# its own build, when Chromium has finished installing beside this script.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts

step() { printf '\n== %s\n' "$*"; }

# The static checks run beside vitest (their log is printed after it): they are single-threaded, and vitest leaves
# part of a core idle; one after the other they would lengthen a 2-core machine's npm test.
static_checks() {
  step 'contract: openapi.yaml lint'
  npx redocly lint openapi.yaml --config .redocly.yaml --format=summary

  step 'contract: generated client types are current'
  tmp=$(mktemp -d)
  npx openapi-typescript openapi.yaml -o "$tmp/schema.d.ts" >/dev/null
  if ! diff -q "$tmp/schema.d.ts" src/api/schema.d.ts >/dev/null; then
    echo 'src/api/schema.d.ts is stale: run `npm run gen:api` and commit it.' >&2
    exit 1
  fi

  step 'words: no tracker items or work periods in tracked files; every environment variable in docs/operations.md'
  node --import tsx tools/check-words.ts

  step 'machines: charts are current'
  node --import tsx tools/charts.ts --check

  step 'i18n: catalogs compile'
  npx lingui compile --typescript >/dev/null

  step 'lint (import boundaries included)'
  npx eslint . --max-warnings=0

  step 'typecheck'
  npx tsc -p tsconfig.json --noEmit
  npx tsc -p server/tsconfig.json --noEmit
}
static_checks >artifacts/static-checks.log 2>&1 &
static_pid=$!

step 'vitest: web, screens, machines, server (PGlite)'
set +e
npx vitest run --project web --project screens --project machines --project server --reporter=default --reporter=json --outputFile=artifacts/vitest.json
status=$?
set -e
node -e '
const r = require("./artifacts/vitest.json");
console.log(`\nvitest: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
if (r.numTotalTests === 0) { console.error("no test ran"); process.exit(1); }
' || exit 1
static_status=0
wait "$static_pid" || static_status=$?
cat artifacts/static-checks.log
[ "$static_status" = 0 ] || { echo 'static checks failed (above)' >&2; exit "$static_status"; }
[ "$status" = 0 ] || exit $status

step "machines: the unit walks reach every state and transition of the card's machines"
# From what the walks above recorded (artifacts/walks/unit); the page is artifacts/coverage/machines.html.
node --import tsx tools/paths.ts --coverage --check

if [ "${TEST_BUDGET:-1}" = 0 ]; then
  echo 'budget: left to the caller (TEST_BUDGET=0)'
  exit 0
fi
step 'budget: build, then the gzipped JS each page loads before its first render'
if [ ! -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then
  echo "The budget is measured in Chromium: apt-get install chromium fonts-noto-cjk (or set CHROME_PATH)." >&2
  exit 1
fi
npm run build --silent >artifacts/build.log 2>&1 || { tail -n 40 artifacts/build.log >&2; exit 1; }
npm run budget --silent
