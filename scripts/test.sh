#!/usr/bin/env bash
# `npm test`: every check that needs no browser, then (issue 7) the bundle budget after a build, measured in Debian's
# Chromium. Fails fast; prints one "N passed, N failed" line for vitest and the budget's table at the end.
# TEST_BUDGET=0 leaves the build and budget out: .ci/run does, because it builds once and runs `npm run budget` after
# its own build, when Chromium has finished installing beside this script.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts

step() { printf '\n== %s\n' "$*"; }

step 'contract: openapi.yaml lint'
npx redocly lint openapi.yaml --config .redocly.yaml --format=summary

step 'contract: generated client types are current'
tmp=$(mktemp -d)
npx openapi-typescript openapi.yaml -o "$tmp/schema.d.ts" >/dev/null
if ! diff -q "$tmp/schema.d.ts" src/api/schema.d.ts >/dev/null; then
  echo 'src/api/schema.d.ts is stale: run `npm run gen:api` and commit it.' >&2
  exit 1
fi

step 'machines: charts are current'
node --import tsx scripts/charts.ts --check

step 'i18n: catalogs compile'
npx lingui compile --typescript >/dev/null

step 'lint (import boundaries included)'
npx eslint . --max-warnings=0

step 'typecheck'
npx tsc -p tsconfig.json --noEmit
npx tsc -p server/tsconfig.json --noEmit

step 'vitest: web, machines, server (PGlite)'
set +e
npx vitest run --project web --project machines --project server --reporter=default --reporter=json --outputFile=artifacts/vitest.json
status=$?
set -e
node -e '
const r = require("./artifacts/vitest.json");
console.log(`\nvitest: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
if (r.numTotalTests === 0) { console.error("no test ran"); process.exit(1); }
' || exit 1
[ "$status" = 0 ] || exit $status

if [ "${TEST_BUDGET:-1}" = 0 ]; then
  echo 'budget: left to the caller (TEST_BUDGET=0)'
  exit 0
fi
step 'budget (issue 7): build, then the gzipped JS each page loads before its first render'
if [ ! -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then
  echo "The budget is measured in Chromium: apt-get install chromium fonts-noto-cjk (or set CHROME_PATH)." >&2
  exit 1
fi
npm run build --silent >artifacts/build.log 2>&1 || { tail -n 40 artifacts/build.log >&2; exit 1; }
npm run budget --silent
