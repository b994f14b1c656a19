# Sourced by bin/objbench after find-java.sh: the JVM's start-up cache (docs/performance.md,
# "Cold start: AOT cache / CDS (issue 15)").
#
# JDK 25 and newer: an AOT cache (JEP 483/514/515: classes loaded and linked ahead of time, and
# method profiles) from a training run, -XX:AOTCacheOutput= then -XX:AOTCache=.
# JDK 21 to 24: a dynamic class-data sharing archive, -XX:ArchiveClassesAtExit= then
# -XX:SharedArchiveFile= (JDK 24's two-step AOT is not used: CDS is the same there and simpler).
# `objbench warmup` makes the cache; runs use it when it was made from exactly this JDK, these
# jars (lib/ and plugins/) and these JVM options. The cache's file name holds a key over all of
# them, and a text file next to it lists them: a cache made from anything else is never passed to
# the JVM, and the launcher says what changed. Should the JVM still reject a cache (its own checks
# of the class path and the JDK build), it warns and runs without it: the run never fails for it.
#
# Inputs: JAVA, JAVA_HOME and OBJBENCH_JAVA_MAJOR (find-java.sh).
# OBJBENCH_JVM_CACHE=off runs without a cache, =cds uses a CDS archive on Java 25+ too;
# OBJBENCH_JVM_CACHE_DIR overrides where caches live
# (default ${XDG_CACHE_HOME:-~/.cache}/objbench/jvm).

# Bumped when the launcher changes what a cache depends on (so older caches are not used).
OBJBENCH_JVM_CACHE_FORMAT=1

objbench_jvm_cache_mode() {
    # prints aot, cds or nothing for the feature version $1 (OBJBENCH_JVM_CACHE=cds: CDS on any)
    if [ "${OBJBENCH_JVM_CACHE:-}" = cds ] && [ "$1" -ge 21 ]; then
        echo cds
    elif [ "$1" -ge 25 ]; then
        echo aot
    elif [ "$1" -ge 21 ]; then
        echo cds
    fi
}

objbench_jvm_cache_dir() {
    echo "${OBJBENCH_JVM_CACHE_DIR:-${XDG_CACHE_HOME:-${HOME:-/nonexistent}/.cache}/objbench/jvm}"
}

objbench_jvm_cache_inputs() {
    # prints what a cache depends on, one item a line: objbench_jvm_cache_inputs MODE HOME OPTION...
    # HOME is the distribution (its lib/*.jar and plugins/*.jar); the JDK is $JAVA and $JAVA_HOME.
    local mode="$1" home="$2" jvm jar
    shift 2
    echo "format $OBJBENCH_JVM_CACHE_FORMAT"
    echo "mode $mode"
    echo "home $home"
    echo "java $(readlink -f "$JAVA")"
    # the JDK's vendor and exact build (the release file), and its VM library: an update in place
    # changes both
    if [ -f "$JAVA_HOME/release" ]; then
        sed -n 's/^\(IMPLEMENTOR\|JAVA_RUNTIME_VERSION\|JVM_VERSION\)=/jdk \1=/p' "$JAVA_HOME/release"
    else
        "$JAVA" -version 2>&1 | sed 's/^/jdk /'
    fi
    for jvm in "$JAVA_HOME"/lib/server/libjvm.so "$JAVA_HOME"/jre/lib/*/server/libjvm.so; do
        [ -f "$jvm" ] && echo "libjvm $(stat -L -c '%s %Y' "$jvm")"
    done
    for opt in "$@"; do
        echo "option $opt"
    done
    objbench_jvm_cache_jars "$home"
}

objbench_jvm_cache_jars() {
    # prints "jar SHA-256 lib/x.jar" for each jar in lib/ and plugins/ of HOME ($1): by content, so
    # a rebuilt jar of the same name and size is another jar. Hashing 30 MB at every start would
    # cost more than the cache saves, so the digests are kept (file jar-digests in the cache
    # directory) by each jar's inode, size, modification and change times: any write to a file
    # moves its change time, which no tool sets back, so only new or written jars are hashed again.
    local home="$1" index sigs jar jars=() digest ino size mtime ctime path fresh=""
    index="$(objbench_jvm_cache_dir)/jar-digests"
    for jar in "$home"/lib/*.jar "$home"/plugins/*.jar; do
        [ -f "$jar" ] && jars+=("$jar")
    done
    [ ${#jars[@]} -gt 0 ] || return 0
    sigs="$(stat -L -c '%i %s %.9Y %.9Z %n' "${jars[@]}")"
    # each signature with its known digest or "-"
    while read -r digest ino size mtime ctime path; do
        if [ "$digest" = - ]; then
            digest="$(sha256sum < "$path" | cut -c1-64)"
        fi
        fresh+="$digest $ino $size $mtime $ctime $path"$'\n'
        echo "jar $digest ${path#"$home"/}"
    done < <(awk 'FILENAME == ARGV[1] { d[substr($0, index($0, " ") + 1)] = $1; next }
                  { print (($0 in d) ? d[$0] : "-") " " $0 }' "$index" - 2>/dev/null <<<"$sigs" \
             || sed 's/^/- /' <<<"$sigs")
    # the index keeps the other distributions' jars; a failed write only costs a hash next time
    {
        mkdir -p "$(dirname "$index")" &&
        { grep -vF " $home/" "$index" 2>/dev/null || true; printf '%s' "$fresh"; } > "$index.$$" &&
        mv -f "$index.$$" "$index"
    } 2>/dev/null || rm -f "$index.$$" 2>/dev/null || true
}

objbench_jvm_cache_key() {
    # the first 16 hex digits of the SHA-256 of the inputs on stdin
    sha256sum | cut -c1-16
}

objbench_jvm_cache_file() {
    # prints the cache file for MODE and KEY
    local ext=jsa
    [ "$1" = aot ] && ext=aot
    echo "$(objbench_jvm_cache_dir)/objbench-$1-$2.$ext"
}

objbench_jvm_cache_changes() {
    # compares the inputs of an older cache ($1) with the current ones (on stdin): prints what
    # changed, e.g. "jar lib/objbench-core-0.1.0.jar, jdk, option -Xmx4g" (the first 3 jars named)
    { diff <(sort "$1") <(sort) || true; } \
        | sed -n 's/^[<>] \(jar\) [0-9a-f]* \(.*\)$/\1 \2/p; s/^[<>] \(option .*\)$/\1/p; s/^[<>] \([a-z]*\) .*$/\1/p' \
        | sort -u | awk '/^jar / { if (++jars > 3) { more++; next } } { out = out (out ? ", " : "") $0 }
                         END { if (more) out = out " and " more " more jar" (more > 1 ? "s" : ""); print out }'
}

objbench_jvm_cache_stale() {
    # prints the inputs file of the newest cache made for this distribution ($1) and mode ($2) other
    # than the current key ($3), or nothing
    local f
    for f in $(ls -t "$(objbench_jvm_cache_dir)"/objbench-"$2"-*.inputs 2>/dev/null); do
        case "$f" in *-"$3".inputs) continue ;; esac
        if grep -qxF "home $1" "$f"; then
            echo "$f"
            return 0
        fi
    done
}

# Sets OBJBENCH_JVM_CACHE_OPTS (an array) to the options that use this distribution's cache and
# prints one line saying which: objbench_jvm_cache_use HOME OPTION...
objbench_jvm_cache_use() {
    local home="$1" mode inputs key file stale changed
    OBJBENCH_JVM_CACHE_OPTS=()
    if [ "${OBJBENCH_JVM_CACHE:-}" = off ]; then
        echo "objbench: JVM start-up: no cache (OBJBENCH_JVM_CACHE=off)" >&2
        return 0
    fi
    mode="$(objbench_jvm_cache_mode "$OBJBENCH_JAVA_MAJOR")"
    if [ -z "$mode" ]; then
        echo "objbench: JVM start-up: no cache (Java $OBJBENCH_JAVA_MAJOR has neither AOT cache nor dynamic CDS)" >&2
        return 0
    fi
    inputs="$(objbench_jvm_cache_inputs "$mode" "$@")"
    key="$(objbench_jvm_cache_key <<<"$inputs")"
    file="$(objbench_jvm_cache_file "$mode" "$key")"
    # the inputs file must say exactly what is about to start, not merely share the key's digits
    if [ -s "$file" ] && [ "$(cat "${file%.*}.inputs" 2>/dev/null)" = "$inputs" ]; then
        if [ "$mode" = aot ]; then
            OBJBENCH_JVM_CACHE_OPTS=("-XX:AOTCache=$file")
        else
            OBJBENCH_JVM_CACHE_OPTS=("-XX:SharedArchiveFile=$file")
        fi
        echo "objbench: JVM start-up: $(objbench_jvm_cache_name "$mode") $file (Java $OBJBENCH_JAVA_MAJOR)" >&2
        return 0
    fi
    stale="$(objbench_jvm_cache_stale "$home" "$mode" "$key")"
    if [ -n "$stale" ]; then
        changed="$(objbench_jvm_cache_changes "$stale" <<<"$inputs")"
        echo "objbench: JVM start-up: no cache: the $(objbench_jvm_cache_name "$mode") ${stale%.inputs}.* is stale" \
            "(changed: ${changed:-unknown}), not used; \`objbench warmup\` rebuilds it" >&2
    else
        echo "objbench: JVM start-up: no $(objbench_jvm_cache_name "$mode") yet for this JDK, jars and JVM options;" \
            "\`objbench warmup\` makes one" >&2
    fi
}

objbench_jvm_cache_name() {
    if [ "$1" = aot ]; then echo "AOT cache"; else echo "CDS archive"; fi
}

# Makes the cache from a training run of WORKLOAD: objbench_jvm_cache_warmup WORKLOAD -- HOME OPTION...
# The training runs `objbench run --quiet` with the same JVM options as later runs (they must
# match), into a temporary archive. Older caches of this distribution are removed.
objbench_jvm_cache_warmup() {
    local workload="$1" home="$3" mode inputs key file dir tmp rc old
    shift 2
    mode="$(objbench_jvm_cache_mode "$OBJBENCH_JAVA_MAJOR")"
    if [ -z "$mode" ]; then
        echo "objbench warmup: Java $OBJBENCH_JAVA_MAJOR has neither AOT cache nor dynamic CDS: nothing to make" >&2
        return 1
    fi
    if [ ! -f "$workload" ]; then
        echo "objbench warmup: no workload file $workload" >&2
        return 2
    fi
    inputs="$(objbench_jvm_cache_inputs "$mode" "$@")"
    key="$(objbench_jvm_cache_key <<<"$inputs")"
    file="$(objbench_jvm_cache_file "$mode" "$key")"
    dir="$(dirname "$file")"
    mkdir -p "$dir"
    tmp="$(mktemp -d "$dir/.warmup-XXXXXX")"
    local train=("-XX:ArchiveClassesAtExit=$tmp/cache")
    [ "$mode" = aot ] && train=("-XX:AOTCacheOutput=$tmp/cache")
    echo "objbench warmup: training run of $workload for the $(objbench_jvm_cache_name "$mode") (Java $OBJBENCH_JAVA_MAJOR)" >&2
    shift # HOME: the rest are the JVM options
    rc=0
    # the JVM lists every class it leaves out of the cache: that goes to a log next to the cache
    "$JAVA" "${train[@]}" "$@" -cp "$(objbench_class_path "$home")" io.objbench.app.ObjbenchCommand \
        run --quiet --archive "$tmp/archive" "$workload" > "$tmp/log" 2>&1 || rc=$?
    if [ "$rc" -ne 0 ] || [ ! -s "$tmp/cache" ]; then
        tail -n 20 "$tmp/log" >&2
        echo "objbench warmup: the training run failed (exit $rc) or made no cache; nothing changed" >&2
        rm -rf "$tmp"
        return 1
    fi
    mv -f "$tmp/log" "${file%.*}.log"
    # the cache first, its inputs last: a cache is only used with its inputs file next to it
    mv -f "$tmp/cache" "$file"
    printf '%s\n' "$inputs" > "$tmp/inputs"
    mv -f "$tmp/inputs" "${file%.*}.inputs"
    rm -rf "$tmp"
    for old in "$dir"/objbench-*.inputs; do
        [ "$old" = "${file%.*}.inputs" ] && continue
        if grep -qxF "home $home" "$old" 2>/dev/null; then
            rm -f "${old%.inputs}".*
        fi
    done
    echo "objbench warmup: made $file ($(du -h "$file" | cut -f1); the JVM's log: ${file%.*}.log);" \
        "runs of this distribution with these JVM options use it" >&2
}

objbench_class_path() {
    # lib/*.jar in a fixed (sorted) order: a cache records the class path, and the JVM's own
    # wildcard expansion follows the directory's order
    local jar cp=""
    for jar in "$1"/lib/*.jar; do
        cp="${cp:+$cp:}$jar"
    done
    echo "$cp"
}
