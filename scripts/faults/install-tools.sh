#!/usr/bin/env bash
# Installs what the network fault tests (it module, NetworkFaultIT, FleetNetworkIT) need, only
# what is missing: nftables and iproute2 (apt-get) for namespaces, veth pairs, bridges, loss and
# partitions, openssl for FleetNetworkIT's certificates, and the
# Toxiproxy server (built with `go install` from the Go module proxy) for delay, jitter and
# resets. The server lands in $OBJBENCH_TOXIPROXY (default /usr/local/bin/toxiproxy-server),
# where the tests look for it. As root or through sudo.
set -euo pipefail
TOXIPROXY_VERSION=${TOXIPROXY_VERSION:-v2.12.0}
target=${OBJBENCH_TOXIPROXY:-/usr/local/bin/toxiproxy-server}

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
        echo "install-tools: need root to run: $*" >&2; return 1
    fi
}

missing=()
for p in nftables iproute2 openssl; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "fault tools: installing ${missing[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        -o DPkg::Lock::Timeout=300 "${missing[@]}"
fi

if [ -x "$target" ]; then
    echo "fault tools: $target present"
    exit 0
fi
go=$(command -v go || true)
[ -z "$go" ] && [ -x /usr/local/go/bin/go ] && go=/usr/local/go/bin/go
if [ -z "$go" ]; then
    echo "fault tools: installing golang-go to build Toxiproxy"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends golang-go
    go=$(command -v go)
fi
start=$(date +%s)
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
# the command's binary is called `server`: built into a scratch GOBIN, then installed by name
GOBIN="$build" "$go" install "github.com/Shopify/toxiproxy/v2/cmd/server@$TOXIPROXY_VERSION"
as_root install -D -m 0755 "$build/server" "$target"
echo "fault tools: Toxiproxy $TOXIPROXY_VERSION built into $target in $(( $(date +%s) - start )) s"
