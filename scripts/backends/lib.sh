# Shared helpers for the backend scripts (sourced, not run). Every daemon is tracked by a PID
# file; a PID is trusted only while /proc/PID/cmdline still names the state directory, so a
# recycled PID is never signalled. Nothing here kills by process name.

T0=$(date +%s%N)
elapsed() { local ms=$(( ($(date +%s%N) - T0) / 1000000 )); printf '%d.%d' $((ms / 1000)) $((ms % 1000 / 100)); }
log() { printf '[%s %5ss] %s\n' "${BACKEND:-backends}" "$(elapsed)" "$*" >&2; }
die() { printf '[%s] ERROR: %s\n' "${BACKEND:-backends}" "$*" >&2; exit 1; }

# pid_alive PIDFILE MARKER: prints the PID when it runs and its command line contains MARKER
pid_alive() {
    local pid
    [ -s "$1" ] || return 1
    pid=$(cat "$1")
    [ -r "/proc/$pid/cmdline" ] || return 1
    tr '\0' ' ' < "/proc/$pid/cmdline" | grep -qF -- "$2" || return 1
    echo "$pid"
}

# stop_pid PIDFILE MARKER [GRACE_SECONDS]: TERM, then KILL after the grace period
stop_pid() {
    local pid i grace=${3:-15}
    pid=$(pid_alive "$1" "$2") || { rm -f "$1"; return 0; }
    kill -TERM "$pid" 2>/dev/null || true
    for i in $(seq 1 $((grace * 10))); do
        [ -d "/proc/$pid" ] || break
        sleep 0.1
    done
    if [ -d "/proc/$pid" ]; then kill -KILL "$pid" 2>/dev/null || true; fi
    rm -f "$1"
}

# spawn PIDFILE LOGFILE COMMAND...: runs a foreground daemon in the background
spawn() {
    local pf=$1 lf=$2; shift 2
    nohup "$@" >> "$lf" 2>&1 < /dev/null &
    echo $! > "$pf"
}

# wait_until SECONDS DESCRIPTION COMMAND...
wait_until() {
    local limit=$1 what=$2; shift 2
    local deadline=$(( $(date +%s) + limit ))
    until "$@" >/dev/null 2>&1; do
        [ "$(date +%s)" -lt "$deadline" ] || die "timed out after ${limit}s waiting for $what"
        sleep 0.2
    done
}

port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

http_ok() { curl -fs -o /dev/null -m 3 "$@" 2>/dev/null; }
