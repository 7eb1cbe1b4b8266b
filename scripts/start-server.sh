#!/bin/sh
# Starts the built server as production runs it: `npm start`, and every server the scripts and tests start
# (tools/spawn-server.mjs). node gets the options and environment build/server-node-flags.mjs chooses for the
# database in use (memory and speed) and replaces this shell (exec), so the server keeps this process id and
# receives its signals. Arguments: extra node options, then the server script (default dist-server/main.mjs).
set -e
[ $# -gt 0 ] || set -- dist-server/main.mjs
command=$(node "$(dirname "$0")/../build/server-node-flags.mjs")
# shellcheck disable=SC2086 # the command line splits into words on purpose: NAME=value pairs, node, its options
exec env $command "$@"
