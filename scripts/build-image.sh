#!/usr/bin/env bash
# Builds objbench's container image from the distribution, without network at build time.
#   scripts/build-image.sh [--dist DIR] [--tag IMAGE] [--check]
# 1. the distribution: --dist DIR, else dist/target/objbench-<version> (build it first:
#    ./mvnw -o -q package -DskipTests -pl dist -am)
# 2. a Java runtime: jlink from $JAVA_HOME (a JDK >= 21), cached under ~/.cache/objbench/image
# 3. the base image localhost/objbench-base:bookworm when missing: debootstrap (Debian bookworm,
#    minbase, plus curl and ca-certificates for the readiness probe) imported FROM scratch; this is
#    the only step that downloads, from the Debian mirror ($OBJBENCH_DEBIAN_MIRROR)
# 4. podman build (or buildah bud) of deploy/docker/Dockerfile with --pull=never: nothing is fetched
# --check then opens the image (buildah from + mount, no container is run) and runs
# `objbench --version` and `objbench-probe` in a chroot of it, with its own runtime.
# Exit codes: 0 built, 1 a step failed, 3 neither podman nor buildah is installed.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dist=""
tag=""
check=0
while [ $# -gt 0 ]; do
    case "$1" in
        --dist) dist="$2"; shift 2 ;;
        --tag) tag="$2"; shift 2 ;;
        --check) check=1; shift ;;
        -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
        *) echo "build-image: unknown argument '$1' (see --help)" >&2; exit 1 ;;
    esac
done

if command -v podman >/dev/null 2>&1; then
    build() { podman build --pull=never "$@"; }
    have_image() { podman image exists "$1"; }
elif command -v buildah >/dev/null 2>&1; then
    build() { buildah bud --pull-never "$@"; }
    have_image() { buildah inspect --type image "$1" >/dev/null 2>&1; }
else
    echo "build-image: neither podman nor buildah is installed; install one (Debian: apt-get install podman buildah)" >&2
    exit 3
fi

if [ -z "$dist" ]; then
    dist="$(ls -d "$repo"/dist/target/objbench-*/ 2>/dev/null | grep -v -- '-bin' | head -n 1 || true)"
fi
dist="${dist%/}"
if [ -z "$dist" ] || [ ! -x "$dist/bin/objbench" ]; then
    echo "build-image: no distribution at '${dist:-dist/target/objbench-*}'; build it first:" >&2
    echo "  ./mvnw -o -q package -DskipTests -Dspotbugs.skip=true -Djacoco.skip=true -pl dist -am" >&2
    exit 1
fi
version="$(basename "$dist")"
version="${version#objbench-}"
tag="${tag:-localhost/objbench:$version}"

# the runtime: jlink from the JDK in JAVA_HOME (the one that built the distribution)
. "$repo/scripts/lib/find-java.sh"
objbench_find_java
jlink="$JAVA_HOME/bin/jlink"
[ -x "$jlink" ] || { echo "build-image: $JAVA_HOME is not a JDK (no bin/jlink); set JAVA_HOME to a JDK >= 21" >&2; exit 1; }
java_version="$("$JAVA" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.runtime\.version = //p')"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/objbench/image"
runtime="$cache/runtime-$java_version"
if [ ! -x "$runtime/bin/java" ]; then
    # every module but the development tools: adaptor bundles may use any of the platform's APIs
    modules="$("$JAVA" --list-modules | sed 's/@.*//' | grep -v -E \
        '^jdk\.(jshell|jdi|jdwp\.agent|hotspot\.agent|jcmd|jconsole|javadoc|compiler|jartool|jlink|jpackage|editpad|jstatd|internal\.(ed|le|opt|jvmstat))$' \
        | paste -sd, -)"
    echo "build-image: making a Java runtime $java_version with jlink (cached in $runtime)"
    rm -rf "$runtime.tmp"
    mkdir -p "$cache"
    "$jlink" --add-modules "$modules" --strip-debug --no-man-pages --no-header-files --output "$runtime.tmp"
    mv "$runtime.tmp" "$runtime"
fi

base="localhost/objbench-base:bookworm"
if ! have_image "$base"; then
    command -v debootstrap >/dev/null 2>&1 || { echo "build-image: the base image $base is missing and debootstrap is not installed (apt-get install debootstrap)" >&2; exit 1; }
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    echo "build-image: making $base with debootstrap (about 30 s)"
    debootstrap --variant=minbase --include=curl,ca-certificates bookworm "$work/rootfs" \
        "${OBJBENCH_DEBIAN_MIRROR:-http://deb.debian.org/debian}" > "$work/debootstrap.log" 2>&1 \
        || { tail -n 20 "$work/debootstrap.log" >&2; exit 1; }
    rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/lib/apt/lists/"*
    printf 'FROM scratch\nCOPY rootfs/ /\nCMD ["/bin/bash"]\n' > "$work/Containerfile"
    build -t "$base" -f "$work/Containerfile" "$work"
fi

context="$(mktemp -d)"
trap 'rm -rf "$context" ${work:+"$work"}' EXIT
cp "$repo/deploy/docker/Dockerfile" "$repo/deploy/docker/objbench-probe" "$context/"
cp -a "$dist" "$context/objbench"
cp -a "$runtime" "$context/runtime"
build -t "$tag" --build-arg "BASE=$base" -f "$context/Dockerfile" "$context"
echo "build-image: built $tag"

if [ "$check" = 1 ]; then
    command -v buildah >/dev/null 2>&1 || { echo "build-image: --check needs buildah" >&2; exit 1; }
    ctr="$(buildah from --pull-never "$tag")"
    mnt="$(buildah mount "$ctr")"
    cleanup_check() { umount "$mnt/proc" 2>/dev/null || true; buildah umount "$ctr" >/dev/null || true; buildah rm "$ctr" >/dev/null || true; }
    trap 'cleanup_check; rm -rf "$context" ${work:+"$work"}' EXIT
    mount -t proc proc "$mnt/proc"
    # the image's environment, as the container would have it
    chroot --userspec=10001:10001 "$mnt" /usr/bin/env -i JAVA_HOME=/opt/java HOME=/tmp OBJBENCH_JVM_CACHE=off \
        PATH=/opt/objbench/bin:/opt/java/bin:/usr/local/bin:/usr/bin:/bin /opt/objbench/bin/objbench --version
    chroot "$mnt" /usr/bin/curl --version | head -n 1
    [ -x "$mnt/usr/local/bin/objbench-probe" ] || { echo "build-image: objbench-probe missing in the image" >&2; exit 1; }
    echo "build-image: check passed ($tag runs objbench --version in a chroot)"
fi
