package io.objbench.it.plugin;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@code bin/objbench} of the assembled distribution ({@code -Dobjbench.dist}, set by the it pom)
 * run as a child process, its output (stdout and stderr) in a log file.
 */
final class DistProcess implements AutoCloseable {

    private final Process process;
    private final Path log;

    private DistProcess(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    /** The distribution's directory. */
    static Path home() {
        String dir = System.getProperty("objbench.dist");
        if (dir == null) {
            throw new IllegalStateException("system property objbench.dist is not set (run through ./mvnw -pl it verify)");
        }
        Path home = Path.of(dir).toAbsolutePath().normalize();
        if (!Files.isExecutable(home.resolve("bin/objbench"))) {
            throw new IllegalStateException(home + "/bin/objbench is missing: build the distribution first");
        }
        return home;
    }

    /** Starts {@code bin/objbench args…} in {@code dir}; output goes to {@code dir/<logName>}. */
    static DistProcess start(Path dir, String logName, String... args) {
        List<String> command = new ArrayList<>();
        command.add(home().resolve("bin/objbench").toString());
        command.addAll(List.of(args));
        Path log = dir.resolve(logName);
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        // small, quickly started JVMs
        pb.environment().put("OBJBENCH_OPTS", "-Xmx256m -XX:+UseSerialGC -XX:TieredStopAtLevel=1");
        pb.environment().remove("OBJBENCH_TOKEN");
        try {
            Process process = pb.start();
            // never leave a child behind, even when the test JVM is stopped
            Runtime.getRuntime().addShutdownHook(new Thread(process::destroyForcibly, "objbench-it-plugin-stop"));
            return new DistProcess(process, log);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + command, e);
        }
    }

    /** Runs {@code bin/objbench args…} to its end; fails when it takes longer than {@code timeout}. */
    static Finished run(Path dir, String logName, Duration timeout, String... args) {
        try (DistProcess p = start(dir, logName, args)) {
            if (!p.process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new AssertionError("objbench " + String.join(" ", args) + " still running after " + timeout
                        + ":\n" + p.output());
            }
            return new Finished(p.process.exitValue(), p.output());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** Everything the process wrote so far. */
    String output() {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(cannot read " + log + ": " + e + ")";
        }
    }

    /** SIGTERM, SIGKILL after 20 s. */
    @Override
    public void close() {
        if (!process.isAlive()) {
            return;
        }
        process.destroy();
        try {
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    /** A process that ended: its exit code and output. */
    record Finished(int exitCode, String output) {
    }
}
