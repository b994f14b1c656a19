#!/usr/bin/env bash
# Starts every real backend the adaptor tests use, on 127.0.0.1, and writes DIR/backends.env
# (shell exports named in docs/backends.md). Usage: start-all.sh [DIR]  (default /tmp/objbench-backends)
# As each backend comes up its name is appended to DIR/READY and backends.env is rewritten, so
# tests can start before the slower ones are ready. A second run reuses the servers already up.
# Set OBJBENCH_BACKENDS="s3proxy swift keystone ceph" (any subset) to start fewer.
set -uo pipefail
BACKEND=start-all
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/lib.sh"
DIR=${1:-/tmp/objbench-backends}
case "$DIR" in /*) ;; *) DIR="$(pwd)/$DIR" ;; esac
mkdir -p "$DIR"
# keystone's proxy uses swift's storage servers, so swift starts first
WANTED=${OBJBENCH_BACKENDS:-s3proxy swift keystone ceph}

touch "$DIR/READY"   # kept as is on a rerun, so pollers never see running backends vanish
failed=()
mark() {  # mark NAME up|down: rewrite READY atomically
    { grep -vx "$1" "$DIR/READY" || true; [ "$2" = up ] && echo "$1"; } > "$DIR/READY.tmp"
    mv "$DIR/READY.tmp" "$DIR/READY"
}
publish() {  # rebuild backends.env from the pieces that are up; atomic for readers
    {
        echo "# written by scripts/backends/start-all.sh; source with: set -a; . $DIR/backends.env; set +a"
        local name
        while read -r name; do [ -s "$DIR/$name/$name.env" ] && cat "$DIR/$name/$name.env"; done < "$DIR/READY"
    } > "$DIR/backends.env.tmp"
    mv "$DIR/backends.env.tmp" "$DIR/backends.env"
}
publish
for name in $WANTED; do
    [ -x "$here/$name/start.sh" ] || die "unknown backend $name"
    t=$(date +%s%N)
    if "$here/$name/start.sh" "$DIR"; then
        mark "$name" up
        publish
        log "$name ready in $(( ($(date +%s%N) - t) / 1000000 )) ms"
    else
        failed+=("$name")
        mark "$name" down
        publish
        log "$name FAILED after $(( ($(date +%s%N) - t) / 1000000 )) ms (logs under $DIR/$name/log)"
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    log "not started: ${failed[*]}; up: $(tr '\n' ' ' < "$DIR/READY")"
    exit 1
fi
log "all up in $(elapsed) s: $(tr '\n' ' ' < "$DIR/READY"); env: $DIR/backends.env"
