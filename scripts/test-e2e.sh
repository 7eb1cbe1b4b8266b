#!/usr/bin/env bash
# `npm run test:e2e`: builds the SPA, then runs the browser journeys (tests/e2e) in Debian's Chromium against the
# real server on a fresh database. Screenshots land in artifacts/screenshots/ (not with E2E_SCREENSHOTS=0, as in CI).
# The files run in two vitest processes at once, each with its own server and database: the journeys mostly wait
# on the browser and the server, so two groups use both cores and take about half the time. Within a group, files
# run one at a time (vitest.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo 'Chromium is missing: apt-get install chromium fonts-noto-cjk' >&2
  exit 1
fi
[ "${SKIP_BUILD:-}" = 1 ] || npm run build
# Two groups of about equal length: the axe sweep, the longest file, with personas, public, keyboard, media and onboarding |
# walks, security, client, session timers and client journeys. The groups share the 2 cores: a file's time depends on
# what runs beside it.
groups=(
  "tests/e2e/a11y.e2e.ts tests/e2e/personas.e2e.ts tests/e2e/public.e2e.ts tests/e2e/journeys-onboarding.e2e.ts tests/e2e/keyboard.e2e.ts tests/e2e/media.e2e.ts"
  "tests/e2e/walks.e2e.ts tests/e2e/security.e2e.ts tests/e2e/session-timers.e2e.ts tests/e2e/journeys-client.e2e.ts tests/e2e/client.e2e.ts"
)
# Alone, after both groups: it starts, stops and restarts servers of its own and times out when it competes for CPU.
solo="tests/e2e/journeys-restart.e2e.ts"
listed=$(printf '%s\n' "${groups[@]}" "$solo" | tr ' ' '\n' | sort)
actual=$(ls tests/e2e/*.e2e.ts | sort)
if [ "$listed" != "$actual" ]; then
  echo 'scripts/test-e2e.sh: every tests/e2e/*.e2e.ts file must be in exactly one group' >&2
  exit 1
fi
shards=${#groups[@]}
rm -rf artifacts/e2e-*.json artifacts/e2e-*.log artifacts/e2e-servers
pids=()
for i in $(seq 1 "$shards"); do
  # shellcheck disable=SC2086
  npx vitest run --project e2e ${groups[$((i - 1))]} --reporter=default --reporter=json \
    --outputFile="artifacts/e2e-$i.json" >"artifacts/e2e-$i.log" 2>&1 &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
solo_index=$((shards + 1))
# shellcheck disable=SC2086
npx vitest run --project e2e $solo --reporter=default --reporter=json \
  --outputFile="artifacts/e2e-$solo_index.json" >"artifacts/e2e-$solo_index.log" 2>&1 || status=1
for i in $(seq 1 "$solo_index"); do
  printf '\n===== e2e group %s of %s =====\n' "$i" "$solo_index"
  cat "artifacts/e2e-$i.log"
done
node -e '
const fs = require("fs");
const files = fs.readdirSync("artifacts").filter((f) => /^e2e-\d+\.json$/.test(f));
let passed = 0, failed = 0, total = 0;
for (const f of files) {
  const r = JSON.parse(fs.readFileSync("artifacts/" + f, "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests; total += r.numTotalTests;
}
console.log(`\ne2e: ${passed} passed, ${failed} failed`);
if (total === 0) { console.error("no test ran"); process.exit(1); }
' || exit 1
if [ "$status" != 0 ] && [ -d artifacts/e2e-servers ]; then
  # What the journeys' servers logged (warnings and errors; tests/e2e/support/server.ts), for a failure seen only here.
  # Not the start-up notes of fastify-openapi-glue about upload content types it leaves to the handlers.
  for f in artifacts/e2e-servers/*.log; do
    lines=$(grep -v 'ContentTypeParser for' "$f" | tail -n 80 || true)
    [ -n "$lines" ] || continue
    printf '\n===== server log %s (last 80 lines) =====\n%s\n' "$f" "$lines"
  done
fi
exit $status
