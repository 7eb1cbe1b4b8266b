#!/bin/sh
# Starts the built server as production runs it: `npm start`, and every server the scripts and tests start
# (tools/spawn-server.ts). node gets the options and environment build/server-node-flags.ts chooses for the
# database in use (memory and speed) and replaces this shell (exec), so the server keeps this process id and
# receives its signals. Arguments: extra node options, then the server script (default dist-server/main.mjs).
set -e
[ $# -gt 0 ] || set -- dist-server/main.mjs
# Node runs the TypeScript of server-node-flags.ts itself (its types are erasable, it imports node's own modules
# alone): every start, production's included, loads that file and nothing else, whatever the working directory.
command=$(node "$(dirname "$0")/../build/server-node-flags.ts")
# shellcheck disable=SC2086 # the command line splits into words on purpose: NAME=value pairs, node, its options
exec env $command "$@"
