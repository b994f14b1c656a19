#!/usr/bin/env bash
# Swift all-in-one (Debian's Swift 2.30): memcached + account/container/object servers + a proxy
# with tempauth and s3api (the strict S3 server), all on 127.0.0.1, one process each, storage on
# a plain directory. Usage: start.sh [DIR]  (state in DIR/swift; reruns reuse a healthy instance)
# Ports: SWIFT_PORT 8080 (proxy), SWIFT_STORAGE_PORT 6200 (object; container +1, account +2),
# SWIFT_MEMCACHE_PORT 11211.
set -euo pipefail
BACKEND=swift
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/../lib.sh"
DIR=${1:-/tmp/objbench-backends}/swift
PORT=${SWIFT_PORT:-8080}
OBJ_PORT=${SWIFT_STORAGE_PORT:-6200}; CONT_PORT=$((OBJ_PORT + 1)); ACC_PORT=$((OBJ_PORT + 2))
MC_PORT=${SWIFT_MEMCACHE_PORT:-11211}
ETC=$DIR/etc; RUN=$DIR/run; LOGS=$DIR/log
SERVERS="memcached account container object proxy"
for b in swift-proxy-server swift-account-server swift-container-server swift-object-server memcached curl; do
    command -v "$b" >/dev/null || [ -x "/usr/bin/$b" ] || die "missing $b: run scripts/backends/install-packages.sh"
done
mkdir -p "$ETC" "$RUN" "$LOGS" "$DIR/srv/sdb1" "$DIR/cache"

write_env() {
    cat > "$DIR/swift.env" <<ENV
export OBJBENCH_SWIFT_AUTH_URL=http://127.0.0.1:$PORT/auth/v1.0
export OBJBENCH_SWIFT_USER=test:tester
export OBJBENCH_SWIFT_KEY=testing
export OBJBENCH_SWIFT_PROXY_LOG=$LOGS/proxy.log
export OBJBENCH_S3_SWIFT_ENDPOINT=http://127.0.0.1:$PORT
export OBJBENCH_S3_SWIFT_ACCESS_KEY=test:tester
export OBJBENCH_S3_SWIFT_SECRET_KEY=testing
ENV
}
marker() { [ "$1" = memcached ] && echo "-p $MC_PORT" || echo "$ETC/"; }
alive() { pid_alive "$RUN/$1.pid" "$(marker "$1")"; }
healthy() {
    local p
    for p in "$PORT" "$ACC_PORT" "$CONT_PORT" "$OBJ_PORT"; do http_ok "http://127.0.0.1:$p/healthcheck" || return 1; done
}
all_alive() { local s; for s in $SERVERS; do alive "$s" >/dev/null || return 1; done; }
if all_alive && healthy; then write_env; log "already running on 127.0.0.1:$PORT"; exit 0; fi
for s in $SERVERS; do stop_pid "$RUN/$s.pid" "$(marker "$s")" 10; done   # partial leftovers
for p in "$PORT" "$ACC_PORT" "$CONT_PORT" "$OBJ_PORT" "$MC_PORT"; do
    port_busy "$p" && die "127.0.0.1:$p is taken by another process"
done

# swift always reads /etc/swift/swift.conf (hash prefix/suffix, policies); Debian ships one
if [ ! -s /etc/swift/swift.conf ]; then
    mkdir -p /etc/swift
    printf '[swift-hash]\nswift_hash_path_suffix = objbench\nswift_hash_path_prefix = objbench\n\n[storage-policy:0]\nname = Policy-0\ndefault = yes\n' \
        > /etc/swift/swift.conf
fi
defaults() {
    cat <<CONF
[DEFAULT]
bind_ip = 127.0.0.1
bind_port = $1
workers = 0
user = $(id -un)
swift_dir = $ETC
devices = $DIR/srv
mount_check = false
disable_fallocate = true
log_level = WARNING
log_udp_host = 127.0.0.1
log_udp_port = 9
recon_cache_path = $DIR/cache

[filter:healthcheck]
use = egg:swift#healthcheck
CONF
}
for kind in account container object; do
    case $kind in account) p=$ACC_PORT ;; container) p=$CONT_PORT ;; object) p=$OBJ_PORT ;; esac
    { defaults "$p"; printf '\n[pipeline:main]\npipeline = healthcheck %s-server\n\n[app:%s-server]\nuse = egg:swift#%s\n' \
        "$kind" "$kind" "$kind"; } > "$ETC/$kind-server.conf"
done
{ defaults "$PORT"; cat <<CONF

[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats bulk s3api tempauth copy slo dlo proxy-logging proxy-server

[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true
allow_account_management = true

[filter:tempauth]
use = egg:swift#tempauth
user_admin_admin = admin .admin .reseller_admin
user_test_tester = testing .admin

[filter:s3api]
use = egg:swift#s3api
location = us-east-1

[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:$MC_PORT

[filter:catch_errors]
use = egg:swift#catch_errors
[filter:gatekeeper]
use = egg:swift#gatekeeper
[filter:proxy-logging]
use = egg:swift#proxy_logging
# one access line per request with its transaction id (X-Trans-Id) on the proxy's stderr, i.e.
# proxy.log, although the rest logs at WARNING: objbench's slowest requests are checked against it
access_log_level = INFO
[filter:listing_formats]
use = egg:swift#listing_formats
[filter:bulk]
use = egg:swift#bulk
[filter:copy]
use = egg:swift#copy
[filter:slo]
use = egg:swift#slo
[filter:dlo]
use = egg:swift#dlo
CONF
} > "$ETC/proxy-server.conf"

# rings: part power 10, 1 replica, one device per server; built once
if [ ! -s "$ETC/object.ring.gz" ]; then
    /usr/bin/python3 - "$ETC" "$ACC_PORT" "$CONT_PORT" "$OBJ_PORT" <<'PY'
import sys
from swift.common.ring import RingBuilder
etc = sys.argv[1]
for name, port in zip(("account", "container", "object"), sys.argv[2:5]):
    builder = RingBuilder(10, 1, 1)
    builder.add_dev({"region": 1, "zone": 1, "ip": "127.0.0.1", "port": int(port),
                     "device": "sdb1", "weight": 1.0, "meta": ""})
    builder.rebalance()
    builder.save(f"{etc}/{name}.builder")
    builder.get_ring().save(f"{etc}/{name}.ring.gz")
PY
fi

mc_user=(); [ "$(id -u)" = 0 ] && mc_user=(-u root)   # memcached refuses to run as root otherwise
spawn "$RUN/memcached.pid" "$LOGS/memcached.log" memcached -l 127.0.0.1 -p "$MC_PORT" -U 0 -m 64 "${mc_user[@]}"
for kind in account container object proxy; do
    spawn "$RUN/$kind.pid" "$LOGS/$kind.log" "/usr/bin/swift-$kind-server" "$ETC/$kind-server.conf" -v
done
deadline=$(( $(date +%s) + 60 ))
until healthy; do
    for s in $SERVERS; do
        alive "$s" >/dev/null || { tail -n 20 "$LOGS/$s.log" >&2; die "$s died; see $LOGS/$s.log"; }
    done
    [ "$(date +%s)" -lt "$deadline" ] || die "not healthy after 60 s; logs in $LOGS"
    sleep 0.1
done
# tempauth keeps tokens in memcached: a real login proves the whole chain
wait_until 20 "tempauth login" http_ok -H 'X-Auth-User: test:tester' -H 'X-Auth-Key: testing' \
    "http://127.0.0.1:$PORT/auth/v1.0"
write_env
log "up on http://127.0.0.1:$PORT (tempauth test:tester/testing, s3api)"
