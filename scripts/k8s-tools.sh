#!/usr/bin/env bash
# Builds the tools HelmChartIT (it module) needs into the cache it reads them from, named as
# K8sTools looks them up: helm at the pinned version (go install from the Go module proxy) and the
# strict manifest checker of deploy/helm/check (named by a digest of its sources). The test builds
# them itself when they are missing; .ci/run starts this script early, beside the package
# installs, so the build is not on the test's clock.
#   scripts/k8s-tools.sh          # prints the two paths
set -euo pipefail
repo="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
cd "$repo"

go=$(command -v go || true)
[ -z "$go" ] && [ -x /usr/local/go/bin/go ] && go=/usr/local/go/bin/go
if [ -z "$go" ]; then
    echo "k8s-tools: no Go toolchain (go on PATH or /usr/local/go/bin): helm and the checker are built with it" >&2
    exit 1
fi
# one source for the version: the test's constant
helm_version=$(sed -n 's/.*HELM_VERSION = "\(v[0-9][0-9.]*\)".*/\1/p' it/src/test/java/io/objbench/it/K8sTools.java)
[ -n "$helm_version" ] || { echo "k8s-tools: HELM_VERSION not found in K8sTools.java" >&2; exit 1; }
cache="${XDG_CACHE_HOME:-$HOME/.cache}/objbench/k8s-tools"

t0=$(date +%s)
helm_dir="$cache/helm-$helm_version"
if [ ! -x "$helm_dir/helm" ]; then
    mkdir -p "$helm_dir"
    GOBIN="$helm_dir" "$go" install "helm.sh/helm/v3/cmd/helm@$helm_version"
fi
t1=$(date +%s)
digest=$(cat deploy/helm/check/go.mod deploy/helm/check/go.sum deploy/helm/check/main.go | sha256sum | cut -c1-16)
check_bin="$cache/k8s-strict-check-$digest/k8s-strict-check"
if [ ! -x "$check_bin" ]; then
    mkdir -p "$(dirname "$check_bin")"
    (cd deploy/helm/check && "$go" build -o "$check_bin.tmp" . && mv "$check_bin.tmp" "$check_bin")
fi
echo "k8s-tools: helm $helm_version in $((t1 - t0)) s, checker in $(( $(date +%s) - t1 )) s"
echo "$helm_dir/helm"
echo "$check_bin"
