#!/usr/bin/env bash
# Starts s3proxy (org.gaul:s3proxy 4.1.0, Apache-2.0) on 127.0.0.1 with a filesystem store:
# a lenient AWS-compatible S3 server. Usage: start.sh [DIR]   (DIR default /tmp/objbench-backends)
# Writes DIR/s3proxy/s3proxy.env. Re-running while it is up only checks it.
set -euo pipefail
BACKEND=s3proxy
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$here/../lib.sh"
DIR=${1:-/tmp/objbench-backends}/s3proxy
PORT=${S3PROXY_PORT:-9090}
ACCESS=${S3PROXY_ACCESS_KEY:-objbenchproxy}
SECRET=${S3PROXY_SECRET_KEY:-objbenchproxysecret}
VERSION=4.1.0
JAR="$HOME/.m2/repository/org/gaul/s3proxy/$VERSION/s3proxy-$VERSION-jar-with-dependencies.jar"
mkdir -p "$DIR/data" "$DIR/log"

write_env() {
    cat > "$DIR/s3proxy.env" <<ENV
export OBJBENCH_S3_PROXY_ENDPOINT=http://127.0.0.1:$PORT
export OBJBENCH_S3_PROXY_ACCESS_KEY=$ACCESS
export OBJBENCH_S3_PROXY_SECRET_KEY=$SECRET
ENV
}
if pid=$(pid_alive "$DIR/s3proxy.pid" "$DIR/s3proxy.conf"); then
    write_env; log "already running (pid $pid) on 127.0.0.1:$PORT"; exit 0
fi
port_busy "$PORT" && die "127.0.0.1:$PORT is taken by another process (set S3PROXY_PORT)"

if [ ! -s "$JAR" ]; then
    log "fetching s3proxy $VERSION from Maven Central"
    "$here/../../../mvnw" -q dependency:get -Dartifact="org.gaul:s3proxy:$VERSION:jar:jar-with-dependencies" \
        -Dtransitive=false || die "could not download s3proxy"
fi
. "$here/../../lib/find-java.sh"
objbench_find_java || die "no Java 21+ found"

cat > "$DIR/s3proxy.conf" <<CONF
s3proxy.endpoint=http://127.0.0.1:$PORT
s3proxy.authorization=aws-v2-or-v4
s3proxy.identity=$ACCESS
s3proxy.credential=$SECRET
jclouds.provider=filesystem
jclouds.filesystem.basedir=$DIR/data
CONF
LOG_LEVEL=warn spawn "$DIR/s3proxy.pid" "$DIR/log/s3proxy.log" \
    "$JAVA" -Xmx256m -jar "$JAR" --properties "$DIR/s3proxy.conf"
# any HTTP answer (403 without credentials) means it is serving
wait_until 60 "s3proxy on :$PORT" curl -s -o /dev/null -m 2 "http://127.0.0.1:$PORT/"
pid_alive "$DIR/s3proxy.pid" "$DIR/s3proxy.conf" >/dev/null || die "s3proxy died; see $DIR/log/s3proxy.log"
write_env
log "up on http://127.0.0.1:$PORT (pid $(cat "$DIR/s3proxy.pid"))"
