package io.objbench.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One {@code bin/objbench} child process, its output in a log file. Only this handle is ever
 * used to stop it.
 */
final class Child {

    /** The JVM options of every child: small, quickly started JVMs. */
    static final String DEFAULT_OPTS = "-Xmx512m -XX:+UseSerialGC -XX:TieredStopAtLevel=1";

    private final String name;
    private final List<String> command;
    private final Path dir;
    private final Path log;
    private final java.util.Map<String, String> env;
    private Process process;
    private int starts;

    Child(String name, List<String> command, Path dir) {
        this(name, command, dir, java.util.Map.of());
    }

    /** @param env environment set after the defaults below (so it may replace OBJBENCH_OPTS or set OBJBENCH_TOKEN) */
    Child(String name, List<String> command, Path dir, java.util.Map<String, String> env) {
        this.name = name;
        this.command = List.copyOf(command);
        this.dir = dir;
        this.log = dir.resolve(name + ".log");
        this.env = java.util.Map.copyOf(env);
    }

    String name() {
        return name;
    }

    /** Starts (or restarts) the process; output appended to the log file. */
    void start() {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        // small, quickly started JVMs: four of them share two cores. 512 MiB: a driver keeps each
        // ended mission's histograms until it is evicted (60 s after its report is read), and
        // SamplesIT's dozens of short workloads ran a 256 MiB driver out of heap
        pb.environment().put("OBJBENCH_OPTS", DEFAULT_OPTS);
        pb.environment().remove("OBJBENCH_TOKEN");
        pb.environment().putAll(env);
        try {
            Files.writeString(log, "=== start " + (++starts) + ": " + String.join(" ", command) + "\n",
                    StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE,
                    java.nio.file.StandardOpenOption.APPEND);
            process = pb.start();
            Process started = process;
            // a safety net should the test JVM itself be stopped: never leave a child behind
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                if (started.isAlive()) {
                    started.destroyForcibly();
                }
            }, "objbench-it-stop-" + name));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + name + ": " + command, e);
        }
    }

    boolean isAlive() {
        return process != null && process.isAlive();
    }

    long pid() {
        return process.pid();
    }

    /** Sends {@code signal} (e.g. STOP, CONT) to this process by its PID with kill(1). */
    void signal(String signal) {
        try {
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid()))
                    .redirectErrorStream(true).start();
            if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
                throw new IllegalStateException("kill -" + signal + " " + process.pid() + " failed: "
                        + new String(kill.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** SIGKILL (Process.destroyForcibly on Linux), waits until it is gone. */
    void kill() {
        process.destroyForcibly();
        await();
    }

    /** SIGTERM (Process.destroy on Linux): the JVM runs its shutdown hooks; SIGKILL after 20 s. */
    void stop() {
        if (process == null || !process.isAlive()) {
            return;
        }
        // a process a test left stopped would never see the SIGTERM
        try {
            new ProcessBuilder("kill", "-CONT", Long.toString(process.pid())).start().waitFor(10, TimeUnit.SECONDS);
        } catch (IOException e) {
            // then SIGKILL after the wait below
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process.destroy();
        try {
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
        await();
    }

    private void await() {
        try {
            process.waitFor(20, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The log's text (empty if none yet). */
    String logText() {
        try {
            return Files.isRegularFile(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            return "(cannot read " + log + ": " + e + ")";
        }
    }
}
