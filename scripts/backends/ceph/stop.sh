#!/usr/bin/env bash
# Stops the Ceph daemons of start.sh (rgw, osd, mon), by PID file only. Usage: stop.sh [DIR]
set -euo pipefail
BACKEND=ceph
. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../lib.sh"
DIR=${1:-/tmp/objbench-backends}/ceph
for name in client.rgw.gw osd.0 mon.a; do
    stop_pid "$DIR/run/$name.pid" "$DIR/ceph.conf" 30
done
log "stopped"
