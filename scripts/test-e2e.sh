#!/usr/bin/env bash
# `npm run test:e2e`: builds the SPA, then runs the browser journeys (tests/e2e) in Debian's Chromium against the
# real server on a fresh database. Screenshots land in artifacts/screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo 'Chromium is missing: apt-get install chromium fonts-noto-cjk' >&2
  exit 1
fi
[ "${SKIP_BUILD:-}" = 1 ] || npm run build
set +e
npx vitest run --project e2e --reporter=default --reporter=json --outputFile=artifacts/e2e.json
status=$?
set -e
node -e '
const r = require("./artifacts/e2e.json");
console.log(`\ne2e: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
if (r.numTotalTests === 0) { console.error("no test ran"); process.exit(1); }
' || exit 1
exit $status
