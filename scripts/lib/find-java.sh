# Sourced by objbench's scripts: finds a JDK >= 21 and exports JAVA_HOME, JAVA and OBJBENCH_JAVA_MAJOR.
# Order: $JAVA_HOME, then `java` on PATH, then /usr/lib/jvm/* (newest first).
# Prints a clear message and returns 1 when there is none.

objbench_java_major() {
    # prints the feature version of the java binary $1 (e.g. 21), or nothing
    "$1" -XshowSettings:properties -version 2>&1 \
        | sed -n 's/^ *java\.specification\.version = \([0-9][0-9]*\).*/\1/p' | head -n 1
}

objbench_find_java() {
    local min=21 candidate major tried=""
    local candidates=()
    [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME/bin/java")
    if command -v java >/dev/null 2>&1; then
        candidates+=("$(readlink -f "$(command -v java)")")
    fi
    for dir in $(ls -d /usr/lib/jvm/*/ 2>/dev/null | sort -rV); do
        candidates+=("${dir%/}/bin/java")
    done
    for candidate in "${candidates[@]}"; do
        [ -x "$candidate" ] || continue
        major=$(objbench_java_major "$candidate")
        tried="$tried\n  $candidate (${major:-unknown version})"
        if [ -n "$major" ] && [ "$major" -ge "$min" ]; then
            JAVA="$candidate"
            JAVA_HOME="$(cd "$(dirname "$candidate")/.." && pwd)"
            OBJBENCH_JAVA_MAJOR="$major"
            export JAVA JAVA_HOME OBJBENCH_JAVA_MAJOR
            return 0
        fi
    done
    printf 'objbench needs a Java runtime 21 or newer, and found none.\n' >&2
    if [ -n "$tried" ]; then
        printf 'Looked at:%b\n' "$tried" >&2
    else
        printf 'Looked at $JAVA_HOME, java on PATH and /usr/lib/jvm/*: nothing there.\n' >&2
    fi
    printf 'Install one (e.g. apt-get install openjdk-21-jdk-headless) or set JAVA_HOME to it.\n' >&2
    return 1
}
