#!/usr/bin/env bash
# Stops the s3proxy started by start.sh, by its PID file. Usage: stop.sh [DIR]
set -euo pipefail
BACKEND=s3proxy
. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../lib.sh"
DIR=${1:-/tmp/objbench-backends}/s3proxy
stop_pid "$DIR/s3proxy.pid" "$DIR/s3proxy.conf" 10
log "stopped"
