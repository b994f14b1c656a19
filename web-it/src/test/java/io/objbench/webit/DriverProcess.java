package io.objbench.webit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An {@code objbench driver} in its own JVM (this test's class path, the mock adaptor), on a free
 * loopback port, so a test can kill it by its PID as an operator's kill would. Only this handle
 * ever stops it; a shutdown hook kills it should the test JVM stop first.
 */
final class DriverProcess implements AutoCloseable {

    private static final Pattern LISTENING = Pattern.compile("objbench driver \\S+ listening on (http://\\S+)");

    private final Process process;
    final String url;

    private DriverProcess(Process process, String url) {
        this.process = process;
        this.url = url;
    }

    /** Starts driver {@code name} in {@code dir} and waits (≤ 30 s) for its listening line. */
    static DriverProcess start(String name, Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(List.of(java, "-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-cp", System.getProperty("java.class.path"), "io.objbench.driver.cli.DriverCommand",
                "--name", name, "--host", "127.0.0.1", "--port", "0"))
                .directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().remove("OBJBENCH_TOKEN");
        Process p = pb.start();
        Runtime.getRuntime().addShutdownHook(new Thread(p::destroyForcibly, "webit-stop-" + name));
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> url = CompletableFuture.supplyAsync(() -> {
            try {
                StringBuilder seen = new StringBuilder();
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    Matcher m = LISTENING.matcher(line);
                    if (m.find()) {
                        // keep draining its output so the child never blocks on a full pipe
                        Thread.ofVirtual().start(() -> out.lines().forEach(l -> { }));
                        return m.group(1);
                    }
                    seen.append(line).append('\n');
                }
                throw new IllegalStateException("driver " + name + " exited before listening:\n" + seen);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        try {
            return new DriverProcess(p, url.get(30, TimeUnit.SECONDS));
        } catch (Exception e) {
            p.destroyForcibly();
            throw e;
        }
    }

    long pid() {
        return process.pid();
    }

    /** SIGKILL by PID (kill -9), then waits until it is gone. */
    void kill() throws Exception {
        Process kill = new ProcessBuilder("kill", "-9", Long.toString(process.pid())).inheritIO().start();
        if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
            throw new IllegalStateException("kill -9 " + process.pid() + " failed");
        }
        process.waitFor(20, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws Exception {
        if (process.isAlive()) {
            process.destroyForcibly();
            process.waitFor(20, TimeUnit.SECONDS);
        }
    }
}
