#!/usr/bin/env bash
# PostgreSQL restart during load (issue 8). Restarts the LOCAL cluster only (pg_ctlcluster) and makes sure it is up
# again at the end, whatever happened. About 1 minute.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(ls /etc/postgresql | head -n1)
ensure_up() {
  if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $4 }' | grep -q online; then
    pg_ctlcluster --skip-systemctl-redirect "$version" main start
  fi
}
trap ensure_up EXIT
ensure_up
node --import tsx scripts/pg-restart-test.ts
