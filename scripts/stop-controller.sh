#!/usr/bin/env bash
# Stops the controller started by start-controller.sh, by its PID file only (never by name).
# SIGTERM first: it cancels running workloads and archives them (up to a minute), then SIGKILL
# after $OBJBENCH_STOP_WAIT seconds (default 75). OBJBENCH_RUN_DIR as for start-controller.sh.
set -euo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
run_dir="${OBJBENCH_RUN_DIR:-$here/../run}"
wait_s="${OBJBENCH_STOP_WAIT:-75}"
file="$run_dir/controller.pid"

[ -f "$file" ] || { echo "stop-controller.sh: no $file: nothing to stop"; exit 0; }
pid="$(cat "$file" 2>/dev/null || true)"
if ! [[ "$pid" =~ ^[0-9]+$ ]] || ! kill -0 "$pid" 2>/dev/null; then
    echo "controller: not running (removing the stale $file)"
    rm -f "$file"
    exit 0
fi
# a recycled PID must not be killed: only an objbench JVM qualifies
if ! tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q 'io\.objbench'; then
    echo "controller: PID $pid is not an objbench process any more (removing the stale $file)"
    rm -f "$file"
    exit 0
fi
kill -TERM "$pid"
echo "controller: stopping (PID $pid): running workloads are cancelled and archived"
for ((t = 0; t < wait_s * 4; t++)); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.25
done
if kill -0 "$pid" 2>/dev/null; then
    echo "controller: still running after ${wait_s}s, sending SIGKILL to PID $pid"
    kill -KILL "$pid" 2>/dev/null || true
fi
rm -f "$file"
echo "controller: stopped"
