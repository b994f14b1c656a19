#!/usr/bin/env bash
# Installs the peers' benchmark tools that scripts/bench-peers compares objbench with, into
# TOOLS (default ~/.cache/objbench-peer-tools), and prints where they are:
#   warp         MinIO's S3 benchmark, built from the Go module proxy (pinned v1.0.0)
#   swift-bench  OpenStack's Swift benchmark from PyPI (2.0.0) in a venv: Debian's 1.2.0 package
#                does not run on Python 3 (it still calls xrange)
#   rados        `rados bench` comes with Ceph (scripts/backends/install-packages.sh)
# Usage: scripts/install-peer-tools.sh [TOOLS]
set -euo pipefail
TOOLS=${1:-$HOME/.cache/objbench-peer-tools}
WARP_VERSION=v1.0.0
SWIFT_BENCH_VERSION=2.0.0
mkdir -p "$TOOLS"

if [ ! -x "$TOOLS/warp" ]; then
    command -v go >/dev/null 2>&1 || { echo "install-peer-tools: go is needed to build warp" >&2; exit 1; }
    echo "install-peer-tools: building warp $WARP_VERSION (about 1 min on a cold Go cache)"
    # the module proxy here serves warp v1.0.0 but not its checksum-database entry, and newer
    # warp versions depend on module versions the proxy refuses (403)
    GONOSUMDB=github.com/minio/warp GOFLAGS=-mod=mod go mod download "github.com/minio/warp@$WARP_VERSION"
    src="$(go env GOMODCACHE)/github.com/minio/warp@$WARP_VERSION"
    (cd "$src" && GONOSUMDB=github.com/minio/warp go build -o "$TOOLS/warp" .)
fi

if [ ! -x "$TOOLS/swift-bench-venv/bin/swift-bench" ]; then
    echo "install-peer-tools: installing swift-bench $SWIFT_BENCH_VERSION from PyPI"
    # Debian's python3 (not a pyenv one) so the venv does not depend on the user's shell setup
    /usr/bin/python3 -m venv "$TOOLS/swift-bench-venv"
    "$TOOLS/swift-bench-venv/bin/pip" install -q "swift-bench==$SWIFT_BENCH_VERSION"
fi

command -v rados >/dev/null 2>&1 || echo "install-peer-tools: rados is missing: run scripts/backends/install-packages.sh" >&2
echo "warp:        $TOOLS/warp"
echo "swift-bench: $TOOLS/swift-bench-venv/bin/swift-bench"
echo "rados:       $(command -v rados || echo missing)"
