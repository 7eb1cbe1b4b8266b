#!/usr/bin/env bash
# `npm test`: every check that needs no browser. Fails fast; prints one "N passed, N failed" line at the end.
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
exit $status
