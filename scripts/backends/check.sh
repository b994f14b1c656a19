#!/usr/bin/env bash
# Smoke check of every backend in DIR/READY, through each server's own API, with the connection
# details of DIR/backends.env: S3 round trips and a refused wrong secret, Swift with tempauth and
# with a Keystone token taken from the catalog, and librados put/get/rm. Usage: check.sh [DIR]
set -uo pipefail
BACKEND=check
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/lib.sh"
DIR=${1:-/tmp/objbench-backends}
[ -s "$DIR/backends.env" ] || die "no $DIR/backends.env: run start-all.sh first"
set -a; . "$DIR/backends.env"; set +a
PY=/usr/bin/python3
failed=0
fail() { log "FAILED: $*"; failed=1; }
up() { grep -qx "$1" "$DIR/READY"; }

swift_roundtrip() {  # storage-url token: container + object PUT, GET compared, DELETEs
    local url=$1 token=$2 c="objbench-check-$$" body
    curl -fs -o /dev/null -X PUT -H "X-Auth-Token: $token" "$url/$c" &&
    curl -fs -o /dev/null -X PUT -H "X-Auth-Token: $token" --data-binary "objbench $c" "$url/$c/o" &&
    body=$(curl -fs -H "X-Auth-Token: $token" "$url/$c/o") && [ "$body" = "objbench $c" ] &&
    curl -fs -o /dev/null -X DELETE -H "X-Auth-Token: $token" "$url/$c/o" &&
    curl -fs -o /dev/null -X DELETE -H "X-Auth-Token: $token" "$url/$c"
}
header() { tr -d '\r' | awk -v h="$(echo "$1" | tr 'A-Z' 'a-z'):" 'tolower($1) == h {print $2}'; }

if up s3proxy; then
    $PY "$here/s3check.py" "$OBJBENCH_S3_PROXY_ENDPOINT" "$OBJBENCH_S3_PROXY_ACCESS_KEY" "$OBJBENCH_S3_PROXY_SECRET_KEY" || fail s3proxy
fi
if up swift; then
    $PY "$here/s3check.py" "$OBJBENCH_S3_SWIFT_ENDPOINT" "$OBJBENCH_S3_SWIFT_ACCESS_KEY" "$OBJBENCH_S3_SWIFT_SECRET_KEY" || fail "swift s3api"
    h=$(curl -fs -D - -o /dev/null -H "X-Auth-User: $OBJBENCH_SWIFT_USER" -H "X-Auth-Key: $OBJBENCH_SWIFT_KEY" "$OBJBENCH_SWIFT_AUTH_URL")
    swift_roundtrip "$(echo "$h" | header X-Storage-Url)" "$(echo "$h" | header X-Auth-Token)" && log "swift tempauth: ok" || fail "swift tempauth"
fi
if up keystone; then
    body="{\"auth\":{\"identity\":{\"methods\":[\"password\"],\"password\":{\"user\":{\"name\":\"$OBJBENCH_KEYSTONE_USER\",\"domain\":{\"name\":\"$OBJBENCH_KEYSTONE_DOMAIN\"},\"password\":\"$OBJBENCH_KEYSTONE_PASSWORD\"}}},\"scope\":{\"project\":{\"name\":\"$OBJBENCH_KEYSTONE_PROJECT\",\"domain\":{\"name\":\"$OBJBENCH_KEYSTONE_DOMAIN\"}}}}}"
    resp=$(curl -fs -D "$DIR/keystone/check.headers" -H 'Content-Type: application/json' -d "$body" "$OBJBENCH_KEYSTONE_URL/auth/tokens")
    token=$(header X-Subject-Token < "$DIR/keystone/check.headers")
    url=$(echo "$resp" | $PY -c 'import json, sys
region = sys.argv[1]
for s in json.load(sys.stdin)["token"]["catalog"]:
    if s["type"] == "object-store":
        print(next(e["url"] for e in s["endpoints"] if e["interface"] == "public" and e["region_id"] == region))' \
        "$OBJBENCH_KEYSTONE_REGION")
    [ -n "$token" ] && [ -n "$url" ] && swift_roundtrip "$url" "$token" && log "keystone swift: ok" || fail keystone
fi
if up ceph; then
    $PY "$here/s3check.py" "$OBJBENCH_S3_RGW_ENDPOINT" "$OBJBENCH_S3_RGW_ACCESS_KEY" "$OBJBENCH_S3_RGW_SECRET_KEY" || fail "rgw s3"
    echo "objbench check" > "$DIR/ceph/run/check.in"
    r() { timeout 30 rados -c "$OBJBENCH_CEPH_CONF" --keyring "$OBJBENCH_CEPH_KEYRING" --id "$OBJBENCH_CEPH_USER" -p "$OBJBENCH_CEPH_POOL" "$@"; }
    r put objbench-check "$DIR/ceph/run/check.in" && r get objbench-check "$DIR/ceph/run/check.out" &&
        cmp -s "$DIR/ceph/run/check.in" "$DIR/ceph/run/check.out" && r rm objbench-check && log "librados: ok" || fail librados
fi
[ "$failed" = 0 ] || exit 1
log "all checks passed in $(elapsed) s: $(tr '\n' ' ' < "$DIR/READY")"
