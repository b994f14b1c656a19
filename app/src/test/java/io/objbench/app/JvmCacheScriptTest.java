package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's JVM start-up cache (scripts/lib/jvm-cache.sh, sourced by bin/objbench): the key
 * changes with any jar, the JDK or the JVM options; a cache made from other inputs is never passed
 * to the JVM and the launcher names what changed; {@code objbench warmup} replaces it. The script
 * runs in bash against a distribution and a JDK directory made here; the training JVM is a script
 * that writes what {@code -XX:AOTCacheOutput=} names, or fails. The last test checks the one thing
 * the launcher leaves to the real JVM: a cache it rejects does not fail the run.
 */
class JvmCacheScriptTest {

    private static final Path SCRIPT = Path.of("../scripts/lib/jvm-cache.sh").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private Path home;
    private Path jdk;

    @BeforeEach
    void distributionAndJdk() throws IOException {
        home = Files.createDirectories(dir.resolve("dist"));
        Files.createDirectories(home.resolve("lib"));
        Files.createDirectories(home.resolve("plugins"));
        Files.writeString(home.resolve("lib/objbench-core.jar"), "core v1");
        Files.writeString(home.resolve("lib/jackson.jar"), "jackson");
        Files.writeString(home.resolve("plugins/objbench-adaptor-s3.jar"), "s3 v1");
        jdk = Files.createDirectories(dir.resolve("jdk"));
        Files.createDirectories(jdk.resolve("bin"));
        Files.createDirectories(jdk.resolve("lib/server"));
        release("Eclipse Adoptium", "25.0.3+9-LTS");
        Files.writeString(jdk.resolve("lib/server/libjvm.so"), "vm");
        // the training JVM: writes the file -XX:AOTCacheOutput= or -XX:ArchiveClassesAtExit= names,
        // records its arguments, fails when the file FAIL exists
        Path java = jdk.resolve("bin/java");
        Files.writeString(java, """
                #!/usr/bin/env bash
                echo "$@" >> "%s/java.args"
                [ -f "%s/FAIL" ] && exit 1
                for a in "$@"; do
                    case "$a" in -XX:AOTCacheOutput=*|-XX:ArchiveClassesAtExit=*) echo cache > "${a#*=}" ;; esac
                done
                exit 0
                """.formatted(dir, dir));
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private void release(String vendor, String version) throws IOException {
        Files.writeString(jdk.resolve("release"), "IMPLEMENTOR=\"%s\"\nJAVA_RUNTIME_VERSION=\"%s\"\nJAVA_VERSION=\"25\"\n"
                .formatted(vendor, version));
    }

    @Test
    void keyIsStableAndChangesWithEveryJarTheJdkAndTheOptions() throws Exception {
        String key = key(25, "-Xmx1g");
        assertThat(key).matches("[0-9a-f]{16}").isEqualTo(key(25, "-Xmx1g"));

        // same name, same size, other content
        Files.writeString(home.resolve("lib/objbench-core.jar"), "core v2");
        String coreChanged = key(25, "-Xmx1g");
        assertThat(coreChanged).isNotEqualTo(key);

        Files.writeString(home.resolve("plugins/objbench-adaptor-s3.jar"), "s3 v2");
        String adaptorChanged = key(25, "-Xmx1g");
        assertThat(adaptorChanged).isNotEqualTo(coreChanged);

        Files.writeString(home.resolve("plugins/objbench-adaptor-extra.jar"), "new bundle");
        String bundleAdded = key(25, "-Xmx1g");
        assertThat(bundleAdded).isNotEqualTo(adaptorChanged);

        release("Eclipse Adoptium", "25.0.4+7-LTS");
        String jdkUpdated = key(25, "-Xmx1g");
        assertThat(jdkUpdated).isNotEqualTo(bundleAdded);

        release("Oracle Corporation", "25.0.4+7-LTS");
        String otherVendor = key(25, "-Xmx1g");
        assertThat(otherVendor).isNotEqualTo(jdkUpdated);

        assertThat(key(25, "-Xmx2g")).isNotEqualTo(otherVendor);
        assertThat(key(21, "-Xmx1g")).as("another mode (CDS)").isNotEqualTo(otherVendor);
    }

    @Test
    void usesTheCacheMadeFromTheseInputsAndNoOther() throws Exception {
        Result none = use(25);
        assertThat(none.stdout()).isEmpty();
        assertThat(none.stderr()).contains("no AOT cache yet for this JDK, jars and JVM options; `objbench warmup` makes one");

        Result warmup = warmup(25);
        assertThat(warmup.exit()).as(warmup.stderr()).isZero();
        Path cache = single("objbench-aot-*.aot");
        assertThat(warmup.stderr()).contains("made " + cache);
        assertThat(Files.readString(dir.resolve("java.args")))
                .as("the training runs the workload with the options later runs use")
                .contains("-XX:AOTCacheOutput=", "-Xmx1g", "run --quiet --archive", "w.xml");

        Result used = use(25);
        assertThat(used.stdout()).isEqualTo("-XX:AOTCache=" + cache);
        assertThat(used.stderr()).isEqualTo("objbench: JVM start-up: AOT cache " + cache + " (Java 25)\n");

        // a cache file whose inputs file says anything else is not used, whatever its name
        Path inputs = Path.of(cache.toString().replaceAll("\\.aot$", ".inputs"));
        String recorded = Files.readString(inputs);
        Files.writeString(inputs, recorded.replace("option -Xmx1g", "option -Xmx2g"));
        assertThat(use(25).stdout()).isEmpty();
        Files.writeString(inputs, recorded);

        // the adaptor bundle changes: the cache is stale, named as such, not passed to the JVM
        Files.writeString(home.resolve("plugins/objbench-adaptor-s3.jar"), "s3 v2");
        Result stale = use(25);
        assertThat(stale.stdout()).isEmpty();
        assertThat(stale.stderr()).contains("is stale (changed: jar plugins/objbench-adaptor-s3.jar), not used;"
                + " `objbench warmup` rebuilds it");

        release("Eclipse Adoptium", "25.0.4+7-LTS");
        assertThat(use(25).stderr()).contains("(changed: jar plugins/objbench-adaptor-s3.jar, jdk)");

        // a new warm-up makes the current one and removes the stale one
        assertThat(warmup(25).exit()).isZero();
        Path rebuilt = single("objbench-aot-*.aot");
        assertThat(rebuilt).isNotEqualTo(cache);
        assertThat(cache).doesNotExist();
        assertThat(use(25).stdout()).isEqualTo("-XX:AOTCache=" + rebuilt);
    }

    @Test
    void javaTwentyOneGetsACdsArchive() throws Exception {
        assertThat(warmup(21).exit()).isZero();
        Path archive = single("objbench-cds-*.jsa");
        assertThat(Files.readString(dir.resolve("java.args"))).contains("-XX:ArchiveClassesAtExit=");
        assertThat(use(21).stdout()).isEqualTo("-XX:SharedArchiveFile=" + archive);
        assertThat(use(25).stdout()).as("the CDS archive is not an AOT cache").isEmpty();
        assertThat(run(25, Map.of("OBJBENCH_JVM_CACHE", "cds"), useCommand()).stdout())
                .as("asked for on Java 25").isEqualTo("-XX:SharedArchiveFile=" + archive);
    }

    @Test
    void aFailedTrainingLeavesNoCache() throws Exception {
        Files.writeString(dir.resolve("FAIL"), "");
        Result warmup = warmup(25);
        assertThat(warmup.exit()).isEqualTo(1);
        assertThat(warmup.stderr()).contains("the training run failed (exit 1) or made no cache; nothing changed");
        try (Stream<Path> files = Files.list(dir.resolve("cache"))) {
            assertThat(files.map(f -> f.getFileName().toString())).as("only the jars' digests")
                    .containsExactly("jar-digests");
        }
        assertThat(use(25).stdout()).isEmpty();
    }

    @Test
    void offMeansNoCache() throws Exception {
        assertThat(warmup(25).exit()).isZero();
        Result off = run(25, Map.of("OBJBENCH_JVM_CACHE", "off"), useCommand());
        assertThat(off.stdout()).isEmpty();
        assertThat(off.stderr()).isEqualTo("objbench: JVM start-up: no cache (OBJBENCH_JVM_CACHE=off)\n");
    }

    @Test
    void theJvmRunsOnWhenItRejectsACache() throws Exception {
        // what the launcher relies on when the JVM's own checks fail (another class path, a damaged
        // file): -XX:AOTCache= without -XX:AOTMode=on warns and runs without it
        Path garbage = Files.writeString(dir.resolve("garbage.aot"), "not an AOT cache ".repeat(1000));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String option = Runtime.version().feature() >= 25 ? "-XX:AOTCache=" : "-XX:SharedArchiveFile=";
        Process p = new ProcessBuilder(java, option + garbage, "-version").redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
    }

    private String key(int major, String option) throws Exception {
        Result r = run(major, Map.of(), "objbench_jvm_cache_inputs \"$(objbench_jvm_cache_mode $OBJBENCH_JAVA_MAJOR)\""
                + " \"$HOME_DIR\" -Dx=1 " + option + " | objbench_jvm_cache_key");
        assertThat(r.exit()).as(r.stderr()).isZero();
        return r.stdout().strip();
    }

    private Result use(int major) throws Exception {
        Result r = run(major, Map.of(), useCommand());
        assertThat(r.exit()).as(r.stderr()).isZero();
        return r;
    }

    private static String useCommand() {
        return "objbench_jvm_cache_use \"$HOME_DIR\" -Dx=1 -Xmx1g; printf '%s' \"${OBJBENCH_JVM_CACHE_OPTS[*]-}\"";
    }

    private Result warmup(int major) throws Exception {
        Files.writeString(dir.resolve("w.xml"), "<workload/>");
        return run(major, Map.of(), "objbench_jvm_cache_warmup \"$DIR/w.xml\" -- \"$HOME_DIR\" -Dx=1 -Xmx1g");
    }

    private Path single(String glob) throws IOException {
        try (var files = Files.newDirectoryStream(dir.resolve("cache"), glob)) {
            List<Path> found = new java.util.ArrayList<>();
            files.forEach(found::add);
            assertThat(found).hasSize(1);
            assertThat(Path.of(found.get(0).toString().replaceAll("\\.(aot|jsa)$", ".inputs"))).exists();
            return found.get(0);
        }
    }

    private Result run(int major, Map<String, String> env, String command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "set -euo pipefail; . \"$SCRIPT\"; " + command);
        pb.environment().putAll(Map.of("SCRIPT", SCRIPT.toString(), "DIR", dir.toString(), "HOME_DIR", home.toString(),
                "JAVA", jdk.resolve("bin/java").toString(), "JAVA_HOME", jdk.toString(),
                "OBJBENCH_JAVA_MAJOR", Integer.toString(major),
                "OBJBENCH_JVM_CACHE_DIR", dir.resolve("cache").toString()));
        pb.environment().remove("OBJBENCH_JVM_CACHE");
        pb.environment().putAll(env);
        Path out = dir.resolve("out");
        Path err = dir.resolve("err");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("bash ended").isTrue();
        return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    private record Result(int exit, String stdout, String stderr) {
    }
}
