#!/usr/bin/env bash
# Installs the Debian 12 packages the real backends need, only those missing (apt-get, as root or
# through sudo). s3proxy needs none: its start script fetches the jar from Maven Central.
set -euo pipefail
PACKAGES=(ceph-mon ceph-osd radosgw ceph-common librados2 uuid-runtime
          swift swift-proxy swift-account swift-container swift-object memcached
          python3-keystone python3-keystonemiddleware uwsgi-core uwsgi-plugin-python3 curl)
missing=()
for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then echo "backend packages: all installed"; exit 0; fi
as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
        echo "install-packages: need root to run: $*" >&2; return 1
    fi
}
start=$(date +%s)
echo "backend packages: installing ${missing[*]}"
as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    -o DPkg::Lock::Timeout=300 "${missing[@]}" > /tmp/objbench-backend-packages.log 2>&1 \
    || { tail -n 30 /tmp/objbench-backend-packages.log >&2; exit 1; }
echo "backend packages: installed in $(( $(date +%s) - start )) s"
