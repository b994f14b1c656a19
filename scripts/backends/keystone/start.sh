#!/usr/bin/env bash
# Keystone v3 (Debian's python3-keystone, sqlite, fernet tokens) under uwsgi on 127.0.0.1:5000,
# plus a second Swift proxy on 127.0.0.1:8081 that accepts Keystone tokens (authtoken +
# keystoneauth) in front of the storage servers of ../swift/start.sh (which must be up).
# Project "objbench", user "tester"/"testing" (role member), catalog: object-store in RegionOne ->
# http://127.0.0.1:8081/v1/AUTH_<project id>. Usage: start.sh [DIR]  (state in DIR/keystone)
set -euo pipefail
BACKEND=keystone
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/../lib.sh"
ROOT=${1:-/tmp/objbench-backends}
DIR=$ROOT/keystone
SWIFT_DIR=$ROOT/swift
PORT=${KEYSTONE_PORT:-5000}
PROXY_PORT=${KEYSTONE_SWIFT_PORT:-8081}
MC_PORT=${SWIFT_MEMCACHE_PORT:-11211}
REGION=RegionOne
PROJECT=objbench; USER_NAME=tester; PASSWORD=testing; ADMIN_PASSWORD=admin
URL=http://127.0.0.1:$PORT/v3
PY=/usr/bin/python3   # Debian's python: keystone and swift live in its dist-packages
SWIFT_URL="http://127.0.0.1:$PROXY_PORT/v1/AUTH_%(project_id)s"
for b in keystone-manage keystone-wsgi-public uwsgi swift-proxy-server curl; do
    command -v "$b" >/dev/null || die "missing $b: run scripts/backends/install-packages.sh"
done
[ -e /usr/lib/uwsgi/plugins/python3_plugin.so ] || die "missing uwsgi-plugin-python3"
[ -s "$SWIFT_DIR/etc/proxy-server.conf" ] && http_ok "http://127.0.0.1:${SWIFT_STORAGE_PORT:-6200}/healthcheck" \
    || die "the Swift storage servers of scripts/backends/swift/start.sh must be running first"
mkdir -p "$DIR"/{etc,run,log}

write_env() {
    cat > "$DIR/keystone.env" <<ENV
export OBJBENCH_KEYSTONE_URL=$URL
export OBJBENCH_KEYSTONE_USER=$USER_NAME
export OBJBENCH_KEYSTONE_PASSWORD=$PASSWORD
export OBJBENCH_KEYSTONE_PROJECT=$PROJECT
export OBJBENCH_KEYSTONE_DOMAIN=Default
export OBJBENCH_KEYSTONE_REGION=$REGION
ENV
}

# ---- keystone
if ! pid_alive "$DIR/run/keystone.pid" "$DIR/etc" >/dev/null; then
    port_busy "$PORT" && die "127.0.0.1:$PORT is taken by another process (set KEYSTONE_PORT)"
    cat > "$DIR/etc/keystone.conf" <<CONF
[DEFAULT]
log_dir = $DIR/log
log_file = keystone.log
[database]
connection = sqlite:///$DIR/keystone.db
[token]
provider = fernet
expiration = 86400
[fernet_tokens]
key_repository = $DIR/fernet-keys
[fernet_receipts]
key_repository = $DIR/fernet-keys
[credential]
key_repository = $DIR/credential-keys
[identity]
# bcrypt's default 12 rounds cost ~0.2 s of CPU per login
password_hash_rounds = 4
[cache]
# without a cache each token validation runs hundreds of queries (~1 s); memory_pickle copies values
enabled = true
backend = dogpile.cache.memory_pickle
CONF
    km() { keystone-manage --config-file "$DIR/etc/keystone.conf" "$@" > "$DIR/log/manage.log" 2>&1 \
        || { tail -n 20 "$DIR/log/manage.log" >&2; die "keystone-manage $1 failed"; }; }
    if [ ! -e "$DIR/bootstrapped" ]; then
        log "bootstrapping (sqlite in $DIR)"
        rm -f "$DIR/keystone.db"
        km db_sync
        # WAL: a reader left open by one request must not block the next write ("database is locked")
        $PY -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("PRAGMA journal_mode=WAL")' "$DIR/keystone.db"
        u=$(id -un); g=$(id -gn)
        km fernet_setup --keystone-user "$u" --keystone-group "$g"
        km credential_setup --keystone-user "$u" --keystone-group "$g"
        km bootstrap --bootstrap-username admin --bootstrap-password "$ADMIN_PASSWORD" \
            --bootstrap-project-name admin --bootstrap-role-name admin --bootstrap-service-name keystone \
            --bootstrap-region-id "$REGION" --bootstrap-public-url "$URL/" \
            --bootstrap-internal-url "$URL/" --bootstrap-admin-url "$URL/"
        touch "$DIR/bootstrapped"
    fi
    # no --master: the PID written is the only process. "Connection: close" because uwsgi's
    # http-socket drops idle connections, which pooling clients would otherwise reuse and fail on
    spawn "$DIR/run/keystone.pid" "$DIR/log/uwsgi.log" uwsgi --plugin python3 \
        --http-socket "127.0.0.1:$PORT" --add-header "Connection: close" \
        --wsgi-file /usr/bin/keystone-wsgi-public --processes 1 --enable-threads --die-on-term \
        --need-app --buffer-size 65535 --env "OS_KEYSTONE_CONFIG_DIR=$DIR/etc"
fi
wait_until 60 "keystone on :$PORT" http_ok "$URL/"
project_id=$($PY "$here/provision.py" "$URL" "$ADMIN_PASSWORD" "$PROJECT" "$USER_NAME" "$PASSWORD" "$REGION" "$SWIFT_URL") \
    || die "provisioning failed; see $DIR/log/keystone.log"
log "keystone up on $URL (project $PROJECT = $project_id)"

# ---- Swift proxy accepting Keystone tokens, sharing the SAIO's storage servers and memcached
if ! pid_alive "$DIR/run/swift-proxy.pid" "$DIR/etc/swift-proxy.conf" >/dev/null; then
    port_busy "$PROXY_PORT" && die "127.0.0.1:$PROXY_PORT is taken by another process (set KEYSTONE_SWIFT_PORT)"
    sed -e "s/^bind_port = .*/bind_port = $PROXY_PORT/" \
        -e 's/^pipeline = .*proxy-server$/pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats authtoken keystoneauth copy slo dlo proxy-logging proxy-server/' \
        "$SWIFT_DIR/etc/proxy-server.conf" > "$DIR/etc/swift-proxy.conf"
    cat >> "$DIR/etc/swift-proxy.conf" <<CONF

[filter:authtoken]
paste.filter_factory = keystonemiddleware.auth_token:filter_factory
www_authenticate_uri = http://127.0.0.1:$PORT
auth_url = http://127.0.0.1:$PORT
auth_type = password
project_domain_id = default
user_domain_id = default
project_name = admin
username = admin
password = $ADMIN_PASSWORD
delay_auth_decision = True
cache = swift.cache
include_service_catalog = False

[filter:keystoneauth]
use = egg:swift#keystoneauth
reseller_prefix = AUTH
# "member" is the role Keystone's bootstrap creates; without it users could not write
operator_roles = admin, member
CONF
    spawn "$DIR/run/swift-proxy.pid" "$DIR/log/swift-proxy.log" /usr/bin/swift-proxy-server "$DIR/etc/swift-proxy.conf" -v
fi
wait_until 60 "keystone swift proxy on :$PROXY_PORT" http_ok "http://127.0.0.1:$PROXY_PORT/healthcheck"
# end to end: a Keystone token opens the project's Swift account through the proxy
token=$(curl -fs -m 10 -D - -o /dev/null -H 'Content-Type: application/json' "$URL/auth/tokens" -d \
    "{\"auth\":{\"identity\":{\"methods\":[\"password\"],\"password\":{\"user\":{\"name\":\"$USER_NAME\",\"domain\":{\"id\":\"default\"},\"password\":\"$PASSWORD\"}}},\"scope\":{\"project\":{\"name\":\"$PROJECT\",\"domain\":{\"id\":\"default\"}}}}}" \
    | tr -d '\r' | awk 'tolower($1) == "x-subject-token:" {print $2}')
[ -n "$token" ] || die "tester got no token"
wait_until 30 "Swift account through Keystone" http_ok -I -H "X-Auth-Token: $token" \
    "http://127.0.0.1:$PROXY_PORT/v1/AUTH_$project_id"
write_env
log "Keystone Swift proxy up on http://127.0.0.1:$PROXY_PORT/v1/AUTH_$project_id"
