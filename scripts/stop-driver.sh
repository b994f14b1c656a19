#!/usr/bin/env bash
# Stops the drivers started by start-driver.sh, by their PID files only (never by process name).
#   stop-driver.sh [name ...]     e.g. stop-driver.sh driver2; no name: every RUN_DIR/driver*.pid
# A driver gets SIGTERM (it aborts its missions and stops), then SIGKILL after
# $OBJBENCH_STOP_WAIT seconds (default 20). OBJBENCH_RUN_DIR as for start-driver.sh.
set -euo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
run_dir="${OBJBENCH_RUN_DIR:-$here/../run}"
wait_s="${OBJBENCH_STOP_WAIT:-20}"

# stop_pid_file <file>: shared with stop-controller.sh (same code, kept here so each script stands alone)
stop_pid_file() {
    local file="$1" name pid
    name="$(basename "$file" .pid)"
    pid="$(cat "$file" 2>/dev/null || true)"
    if ! [[ "$pid" =~ ^[0-9]+$ ]] || ! kill -0 "$pid" 2>/dev/null; then
        echo "$name: not running (removing the stale $file)"
        rm -f "$file"
        return
    fi
    # a recycled PID must not be killed: only an objbench JVM qualifies
    if ! tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q 'io\.objbench'; then
        echo "$name: PID $pid is not an objbench process any more (removing the stale $file)"
        rm -f "$file"
        return
    fi
    kill -TERM "$pid"
    for ((t = 0; t < wait_s * 4; t++)); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.25
    done
    if kill -0 "$pid" 2>/dev/null; then
        echo "$name: still running after ${wait_s}s, sending SIGKILL to PID $pid"
        kill -KILL "$pid" 2>/dev/null || true
    fi
    rm -f "$file"
    echo "$name: stopped (PID $pid)"
}

files=()
if [ $# -gt 0 ]; then
    for name in "$@"; do
        files+=("$run_dir/$name.pid")
        [ -f "$run_dir/$name.pid" ] || { echo "stop-driver.sh: no $run_dir/$name.pid" >&2; exit 1; }
    done
else
    shopt -s nullglob
    files=("$run_dir"/driver*.pid)
    if [ ${#files[@]} -eq 0 ]; then
        echo "stop-driver.sh: no driver PID files in $run_dir: nothing to stop"
        exit 0
    fi
fi
for f in "${files[@]}"; do
    stop_pid_file "$f" &
done
wait
