package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JVM start-up cache of the distribution, with the JDK that runs the build: {@code objbench
 * warmup} makes it, {@code objbench run} starts from it (the JVM's class-load log says so), a jar
 * added to {@code lib/} makes it stale so the launcher does not pass it (and says why), and a
 * damaged cache does not fail the run. On a copy of the distribution, with a cache directory of
 * its own.
 */
class JvmCacheIT {

    /** A class of the class path that any run loads: from the cache when the JVM uses it. */
    private static final String CLASS = "io.objbench.app.ObjbenchCommand source: shared objects file";

    @TempDir
    Path dir;

    private Path home;
    private Path workload;

    @BeforeEach
    void copyOfTheDistribution() throws Exception {
        home = dir.resolve("dist");
        Process cp = new ProcessBuilder("cp", "-a", Dist.home().toString(), home.toString()).inheritIO().start();
        assertThat(cp.waitFor(60, TimeUnit.SECONDS) && cp.exitValue() == 0).as("copied the distribution").isTrue();
        workload = Files.writeString(dir.resolve("tiny.xml"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <workload name="tiny" description="JvmCacheIT">
                  <storage type="none" />
                  <workflow>
                    <workstage name="s"><work name="s" workers="2" totalOps="20000">
                      <operation type="read" ratio="100" config="containers=r(1,1);objects=u(1,100)" />
                    </work></workstage>
                  </workflow>
                </workload>
                """);
    }

    @Test
    void madeUsedStaleAndDamaged() throws Exception {
        Out warmup = objbench("warmup.log", Map.of(), "warmup", workload.toString());
        assertThat(warmup.exit()).as(warmup.text()).isZero();
        assertThat(warmup.text()).contains("objbench warmup: made " + dir.resolve("cache"));
        List<Path> caches = caches();
        assertThat(caches).hasSize(1);

        Out used = run("used");
        assertThat(used.exit()).as(used.text()).isZero();
        assertThat(used.text()).containsPattern("objbench: JVM start-up: (AOT cache|CDS archive) " + caches.get(0));
        assertThat(Files.readString(dir.resolve("used.classes"))).as("the JVM loaded objbench from the cache")
                .contains(CLASS);

        // another jar on the class path: the cache no longer matches, and is not passed to the JVM
        try (OutputStream out = Files.newOutputStream(home.resolve("lib/zz-extra.jar"));
                JarOutputStream jar = new JarOutputStream(out, new Manifest())) {
            jar.flush();
        }
        Out stale = run("stale");
        assertThat(stale.exit()).as(stale.text()).isZero();
        assertThat(stale.text()).contains("is stale (changed: jar lib/zz-extra.jar), not used; `objbench warmup` rebuilds it");
        assertThat(Files.readString(dir.resolve("stale.classes"))).doesNotContain(CLASS);

        Out rebuilt = objbench("rebuilt.log", Map.of(), "warmup", workload.toString());
        assertThat(rebuilt.exit()).as(rebuilt.text()).isZero();
        List<Path> now = caches();
        assertThat(now).hasSize(1).doesNotContain(caches.get(0));

        // a damaged (truncated) cache with the right name: the JVM refuses it and runs without
        Path cache = now.get(0);
        byte[] bytes = Files.readAllBytes(cache);
        Files.write(cache, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        Out damaged = run("damaged");
        assertThat(damaged.exit()).as(damaged.text()).isZero();
        assertThat(damaged.text()).contains("workload w1 finished");
        assertThat(Files.readString(dir.resolve("damaged.classes"))).doesNotContain(CLASS);
    }

    private Out run(String name) throws Exception {
        return objbench(name + ".log",
                Map.of("JAVA_TOOL_OPTIONS", "-Xlog:class+load:file=" + dir.resolve(name + ".classes")),
                "run", "--archive", dir.resolve(name + "-archive").toString(), workload.toString());
    }

    private List<Path> caches() throws IOException {
        try (var files = Files.list(dir.resolve("cache"))) {
            return files.filter(f -> f.getFileName().toString().matches("objbench-(aot|cds)-[0-9a-f]{16}\\.(aot|jsa)"))
                    .toList();
        }
    }

    private Out objbench(String logName, Map<String, String> env, String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of(home.resolve("bin/objbench").toString()));
        command.addAll(List.of(args));
        Path log = dir.resolve(logName);
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        pb.environment().remove("OBJBENCH_JVM_CACHE");
        pb.environment().remove("OBJBENCH_OPTS");
        pb.environment().put("OBJBENCH_JVM_CACHE_DIR", dir.resolve("cache").toString());
        pb.environment().putAll(env);
        Process p = pb.start();
        try {
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                throw new AssertionError("objbench " + String.join(" ", args) + " still running after 5 min:\n"
                        + Files.readString(log, StandardCharsets.UTF_8));
            }
        } finally {
            p.destroyForcibly();
        }
        return new Out(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }

    private record Out(int exit, String text) {
    }
}
