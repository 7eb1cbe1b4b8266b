#!/usr/bin/env bash
# `npm run test:e2e`: builds the SPA, then runs the browser journeys (tests/e2e) in Debian's Chromium against the
# real server on a fresh database. Screenshots land in artifacts/screenshots/.
# The files run in E2E_SHARDS (default 2) vitest processes at once, each with its own server and database
# (vitest --shard): the journeys mostly wait on the browser and the server, so two shards use both cores and take
# about half the time. Within a shard, files run one at a time (vitest.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo 'Chromium is missing: apt-get install chromium fonts-noto-cjk' >&2
  exit 1
fi
[ "${SKIP_BUILD:-}" = 1 ] || npm run build
shards=${E2E_SHARDS:-2}
rm -f artifacts/e2e-*.json artifacts/e2e-*.log
pids=()
for i in $(seq 1 "$shards"); do
  npx vitest run --project e2e --shard="$i/$shards" --reporter=default --reporter=json \
    --outputFile="artifacts/e2e-$i.json" >"artifacts/e2e-$i.log" 2>&1 &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
for i in $(seq 1 "$shards"); do
  printf '\n===== e2e shard %s/%s =====\n' "$i" "$shards"
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
exit $status
