#!/usr/bin/env bash
# `npm run test:e2e`: builds the SPA (not with SKIP_BUILD=1), then runs the browser journeys (tests/e2e) with
# Playwright Test in Debian's Chromium against the real server on fresh databases (playwright.config.ts). Arguments go
# to `playwright test`: `npm run test:e2e -- --grep persona`. Review screenshots land in artifacts/screenshots/ (not
# with E2E_SCREENSHOTS=0, as in CI); a failed journey's trace and screenshots in artifacts/playwright-results/, the
# HTML report in artifacts/playwright-report/. The last line says "e2e: N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo 'Chromium is missing: apt-get install chromium fonts-noto-cjk' >&2
  exit 1
fi
[ "${SKIP_BUILD:-}" = 1 ] || npm run build
exec npx playwright test "$@"
