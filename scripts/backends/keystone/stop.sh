#!/usr/bin/env bash
# Stops the Keystone-enabled Swift proxy and Keystone of start.sh, by PID files. Usage: stop.sh [DIR]
set -euo pipefail
BACKEND=keystone
. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../lib.sh"
DIR=${1:-/tmp/objbench-backends}/keystone
stop_pid "$DIR/run/swift-proxy.pid" "$DIR/etc/swift-proxy.conf" 10 &
stop_pid "$DIR/run/keystone.pid" "$DIR/etc" 10
wait
log "stopped"
