#!/usr/bin/env bash
# Starts N objbench drivers on this host, on successive ports, in the background.
#   start-driver.sh N [base_port] [host]
#     N          how many drivers (driver1..driverN)
#     base_port  port of the first one (default 18088; the next get 18089, 18090, ...)
#     host       bind address (default 127.0.0.1); any other needs a token (OBJBENCH_TOKEN)
# Environment:
#   OBJBENCH_TOKEN        the shared token, the same as the controller's
#   OBJBENCH_DRIVER_FIRST number of the first driver (default 1): on a second host with 4 drivers
#                         each, OBJBENCH_DRIVER_FIRST=5 names them driver5..driver8
#   OBJBENCH_DRIVER_CONF  a driver.conf to pass with --conf (options given here override it)
#   OBJBENCH_RUN_DIR      where the logs and PID files go (default: run/ of the installation)
#   OBJBENCH_START_WAIT   seconds to wait for each driver to answer (default 30)
# Each driver logs to RUN_DIR/driverK.log and records its PID in RUN_DIR/driverK.pid;
# stop-driver.sh stops them by those PID files. Prints the [driverK] sections for controller.conf.
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
    echo "start-driver.sh: no objbench distribution found (looked at $home/bin/objbench and" \
        "$home/dist/target/objbench-*/bin/objbench); build it with ./objbench --version or" \
        "./mvnw -q -DskipTests install" >&2
    exit 1
}

[ $# -ge 1 ] && [ $# -le 3 ] && [[ "$1" =~ ^[1-9][0-9]*$ ]] || {
    sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}
count="$1"
base_port="${2:-18088}"
host="${3:-127.0.0.1}"
first="${OBJBENCH_DRIVER_FIRST:-1}"
wait_s="${OBJBENCH_START_WAIT:-30}"
run_dir="${OBJBENCH_RUN_DIR:-$home/run}"
objbench="$(find_objbench)"
mkdir -p "$run_dir"
run_dir="$(cd "$run_dir" && pwd)"
conf_args=()
if [ -n "${OBJBENCH_DRIVER_CONF:-}" ]; then
    conf_args=(--conf "$(readlink -f "$OBJBENCH_DRIVER_CONF")")
fi
# the address to reach them at: a wildcard bind is reached through this host's name
case "$host" in
    0.0.0.0 | :: | '[::]') reach="$(hostname -f 2>/dev/null || hostname)" ;;
    *) reach="$host" ;;
esac

names=()
for ((i = 0; i < count; i++)); do
    name="driver$((first + i))"
    port=$((base_port + i))
    pid_file="$run_dir/$name.pid"
    if [ -f "$pid_file" ] && kill -0 "$(cat "$pid_file")" 2>/dev/null; then
        echo "start-driver.sh: $name already runs (PID $(cat "$pid_file")); stop-driver.sh stops it" >&2
        exit 1
    fi
    # from the run dir, so no ./driver.conf or conf/driver.conf (and its shared log_file) is picked up
    (cd "$run_dir" && exec nohup "$objbench" driver --name "$name" --port "$port" --host "$host" \
        "${conf_args[@]}" >"$run_dir/$name.log" 2>&1 </dev/null) &
    echo $! >"$pid_file"
    names+=("$name:$port")
done

auth=()
[ -n "${OBJBENCH_TOKEN:-}" ] && auth=(-H "Authorization: Bearer $OBJBENCH_TOKEN")
failed=0
started=()
for entry in "${names[@]}"; do
    name="${entry%%:*}"
    port="${entry##*:}"
    pid="$(cat "$run_dir/$name.pid")"
    url="http://$reach:$port"
    code=000
    # ready once it printed its listening line (another process on the port must not count), then asked
    for ((t = 0; t < wait_s * 4; t++)); do
        kill -0 "$pid" 2>/dev/null || break
        if grep -q "^objbench driver $name listening on " "$run_dir/$name.log"; then
            code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "${auth[@]}" "$url/objbench/v1/driver/info" || true)"
            [ "$code" = 200 ] || [ "$code" = 401 ] && break
        fi
        sleep 0.25
    done
    if [ "$code" = 200 ]; then
        echo "$name: up at $url (PID $pid, log $run_dir/$name.log)"
        started+=("$entry")
    elif [ "$code" = 401 ]; then
        echo "$name: up at $url (PID $pid) but it wants another token: set OBJBENCH_TOKEN to the shared token"
        started+=("$entry")
    else
        failed=1
        if kill -0 "$pid" 2>/dev/null; then
            echo "start-driver.sh: $name (PID $pid) did not answer at $url within ${wait_s}s; last lines of $run_dir/$name.log:" >&2
        else
            echo "start-driver.sh: $name exited; last lines of $run_dir/$name.log:" >&2
            rm -f "$run_dir/$name.pid"
        fi
        tail -n 15 "$run_dir/$name.log" | sed 's/^/    /' >&2
    fi
done

[ ${#started[@]} -gt 0 ] || exit 1
echo
echo "# for controller.conf: add these sections and count them in [controller] drivers ="
for entry in "${started[@]}"; do
    name="${entry%%:*}"
    port="${entry##*:}"
    printf '[%s]\nname = %s\nurl = http://%s:%s/driver\n\n' "$name" "$name" "$reach" "$port"
done
exit "$failed"
