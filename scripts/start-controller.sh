#!/usr/bin/env bash
# Starts the objbench controller in the background.
#   start-controller.sh [controller.conf]     default: conf/controller.conf of the installation
# It runs from the installation's directory, so a relative archive_dir (archive) lands there.
# Environment: OBJBENCH_TOKEN (overrides the conf's token), OBJBENCH_RUN_DIR (logs and PID file,
# default run/ of the installation), OBJBENCH_START_WAIT (seconds to wait, default 30).
# Logs to RUN_DIR/controller.log, PID in RUN_DIR/controller.pid; stop-controller.sh stops it.
set -euo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
home="$(cd "$here/.." && pwd)"

find_objbench() {
    # inside a distribution: ../bin/objbench; in a source tree: the built distribution
    if [ -x "$home/bin/objbench" ]; then
        echo "$home/bin/objbench"
        return
    fi
    local built
    built="$( { ls -td "$home"/dist/target/objbench-*/ 2>/dev/null || true; } | head -n 1)"
    if [ -n "$built" ] && [ -x "${built}bin/objbench" ]; then
        echo "${built}bin/objbench"
        return
    fi
    echo "start-controller.sh: no objbench distribution found (looked at $home/bin/objbench and" \
        "$home/dist/target/objbench-*/bin/objbench); build it with ./objbench --version or" \
        "./mvnw -q -DskipTests install" >&2
    exit 1
}

[ $# -le 1 ] || { sed -n '2,3p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
conf="${1:-$home/conf/controller.conf}"
[ -r "$conf" ] || { echo "start-controller.sh: cannot read $conf" >&2; exit 2; }
conf="$(readlink -f "$conf")"
wait_s="${OBJBENCH_START_WAIT:-30}"
run_dir="${OBJBENCH_RUN_DIR:-$home/run}"
objbench="$(find_objbench)"
mkdir -p "$run_dir"
run_dir="$(cd "$run_dir" && pwd)"
pid_file="$run_dir/controller.pid"
log="$run_dir/controller.log"
if [ -f "$pid_file" ] && kill -0 "$(cat "$pid_file")" 2>/dev/null; then
    echo "start-controller.sh: the controller already runs (PID $(cat "$pid_file")); stop-controller.sh stops it" >&2
    exit 1
fi
# the log exists before the background start: the wait below may read it before the child's
# redirection has created it (a read error under set -e -o pipefail ended this script early)
: >"$log"
(cd "$home" && exec nohup "$objbench" controller --conf "$conf" >"$log" 2>&1 </dev/null) &
pid=$!
echo "$pid" >"$pid_file"

# it prints "objbench controller listening on http://host:port, N drivers" once it serves
url=""
for ((t = 0; t < wait_s * 4; t++)); do
    kill -0 "$pid" 2>/dev/null || break
    url="$( { sed -n 's/^objbench controller listening on \([^,]*\),.*/\1/p' "$log" 2>/dev/null || true; } | head -n 1)"
    [ -n "$url" ] && break
    sleep 0.25
done
if [ -z "$url" ]; then
    if kill -0 "$pid" 2>/dev/null; then
        echo "start-controller.sh: the controller (PID $pid) is not listening after ${wait_s}s; last lines of $log:" >&2
    else
        echo "start-controller.sh: the controller exited; last lines of $log:" >&2
        rm -f "$pid_file"
    fi
    tail -n 15 "$log" | sed 's/^/    /' >&2
    exit 1
fi
# a wildcard bind address is reached on loopback from here
url="${url/\/\/0.0.0.0:/\/\/127.0.0.1:}"
auth=()
[ -n "${OBJBENCH_TOKEN:-}" ] && auth=(-H "Authorization: Bearer $OBJBENCH_TOKEN")
code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "${auth[@]}" "$url/objbench/v1/controller/drivers" || true)"
case "$code" in
    200) echo "controller: up at $url (PID $pid, log $log)" ;;
    401) echo "controller: up at $url (PID $pid, log $log); it wants a token: export OBJBENCH_TOKEN for the client commands" ;;
    *) echo "controller: listening at $url (PID $pid) but the API answered '$code'; see $log" >&2 ;;
esac
echo "objbench info --url $url   # its drivers"
