#!/usr/bin/env bash
# Stops every backend started by start-all.sh, by PID files only. Usage: stop-all.sh [DIR]
# OBJBENCH_BACKENDS_PURGE=1 also deletes DIR afterwards.
set -uo pipefail
BACKEND=stop-all
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/lib.sh"
DIR=${1:-/tmp/objbench-backends}
rm -f "$DIR/READY"
# keystone's proxy before swift's storage servers; ceph and s3proxy are independent
for name in keystone swift ceph s3proxy; do
    [ -d "$DIR/$name" ] && "$here/$name/stop.sh" "$DIR"
done
if [ "${OBJBENCH_BACKENDS_PURGE:-0}" = 1 ] && [ -f "$DIR/backends.env" ]; then rm -rf "$DIR"; fi
log "stopped in $(elapsed) s"
