#!/usr/bin/env bash
# Stops the Swift all-in-one of start.sh by PID files (all at once: each takes ~2 s on TERM).
# Usage: stop.sh [DIR]
set -euo pipefail
BACKEND=swift
. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../lib.sh"
DIR=${1:-/tmp/objbench-backends}/swift
MC_PORT=${SWIFT_MEMCACHE_PORT:-11211}
for s in proxy account container object; do stop_pid "$DIR/run/$s.pid" "$DIR/etc/" 10 & done
wait
stop_pid "$DIR/run/memcached.pid" "-p $MC_PORT" 5
log "stopped"
