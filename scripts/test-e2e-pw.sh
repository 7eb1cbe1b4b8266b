#!/usr/bin/env bash
# `bash scripts/test-e2e-pw.sh`: builds the SPA (not with SKIP_BUILD=1), then runs the browser journeys of
# tests/e2e-pw with Playwright Test in Debian's Chromium against the real server on a fresh database
# (playwright.config.ts). Arguments go to `playwright test` (`bash scripts/test-e2e-pw.sh --grep persona`). Review
# screenshots land in artifacts/screenshots/ (not with E2E_SCREENSHOTS=0); a failing journey leaves its trace and
# screenshot in artifacts/playwright-results/ and the HTML report in artifacts/playwright-report/. Ends with the
# line "e2e: N passed, N failed", as scripts/test-e2e.sh does.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts
chromium=${CHROMIUM_PATH:-${CHROME_PATH:-/usr/bin/chromium}}
if [ ! -x "$chromium" ]; then
  echo 'Chromium is missing: apt-get install chromium fonts-noto-cjk' >&2
  exit 1
fi
[ "${SKIP_BUILD:-}" = 1 ] || npm run build
rm -rf artifacts/e2e-results.json artifacts/e2e-servers
status=0
npx playwright test "$@" || status=$?
if [ "$status" != 0 ] && [ -d artifacts/e2e-servers ]; then
  # What the journeys' servers logged (warnings and errors; tests/e2e-pw/support/server.ts), for a failure seen only here.
  # Not the start-up notes of fastify-openapi-glue about upload content types it leaves to the handlers.
  for f in artifacts/e2e-servers/*.log; do
    lines=$(grep -v 'ContentTypeParser for' "$f" | tail -n 80 || true)
    [ -n "$lines" ] || continue
    printf '\n===== server log %s (last 80 lines) =====\n%s\n' "$f" "$lines"
  done
fi
# The closing line CI reads, from the JSON report (playwright.config.ts); tests that did not run (the rest of a
# serial file after a failure) are counted beside it.
node -e '
const fs = require("fs");
const file = "artifacts/e2e-results.json";
if (!fs.existsSync(file)) { console.log("\ne2e: 0 passed, 0 failed (no report: the run did not start)"); process.exit(1); }
const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
const passed = stats.expected + stats.flaky;
const failed = stats.unexpected;
const skipped = stats.skipped;
console.log(`\ne2e: ${passed} passed, ${failed} failed${skipped ? ` (${skipped} did not run)` : ""}`);
if (passed + failed === 0) { console.error("no test ran"); process.exit(1); }
' || exit 1
exit "$status"
