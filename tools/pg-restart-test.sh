#!/usr/bin/env bash
# PostgreSQL restarted during load (robustness). About 1 minute.
# Default: a private, throwaway PostgreSQL instance (initdb in a temp dir, random loopback port), so a shared
# machine's cluster and whoever uses it are untouched. PG_RESTART_MODE=cluster restarts the LOCAL cluster instead
# (pg_ctlcluster <version> main stop, then start) and makes sure it is up again at the end, whatever happened.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(ls /etc/postgresql | head -n1)
bin=/usr/lib/postgresql/$version/bin

if [ "${PG_RESTART_MODE:-private}" = cluster ]; then
  ensure_up() {
    if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $4 }' | grep -q online; then
      pg_ctlcluster --skip-systemctl-redirect "$version" main start
    fi
  }
  trap ensure_up EXIT
  ensure_up
  export PG_STOP_CMD="pg_ctlcluster --skip-systemctl-redirect $version main stop -m fast"
  export PG_START_CMD="pg_ctlcluster --skip-systemctl-redirect $version main start"
else
  dir=$(mktemp -d /tmp/pg-restart.XXXXXX)
  chown postgres "$dir"
  # Below the kernel's ephemeral range (32768-60999 here): during the outage the server's pool keeps reconnecting,
  # and any outgoing connection on the machine may take an ephemeral port, even the one PostgreSQL must bind again
  # (a CI run failed so on port 55028: "could not start server").
  port=$((24000 + RANDOM % 1000))
  as_pg() { runuser -u postgres -- "$@"; }
  opts="-p $port -k $dir -c listen_addresses=127.0.0.1"
  cleanup() {
    as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
  }
  trap cleanup EXIT
  as_pg "$bin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
  as_pg "$bin/pg_ctl" -D "$dir/data" -o "$opts" -l "$dir/log" -w start >/dev/null
  export PG_ADMIN_URL="postgres://postgres@127.0.0.1:$port/postgres"
  export PG_STOP_CMD="runuser -u postgres -- $bin/pg_ctl -D $dir/data -w -m fast stop"
  # If the restart fails, its log says why (the temp dir is removed on exit).
  export PG_START_CMD="runuser -u postgres -- $bin/pg_ctl -D $dir/data -o '$opts' -l $dir/log -w start || { tail -n 20 $dir/log; exit 1; }"
fi
node --import tsx tools/pg-restart-test.ts
