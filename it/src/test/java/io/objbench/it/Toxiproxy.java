package io.objbench.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A Toxiproxy server started by the test on 127.0.0.1 (its own process, ended by its handle) and
 * driven through its HTTP API: proxies from a loopback port to a driver, and toxics (latency with
 * jitter, reset_peer) added and removed while a run goes on.
 */
final class Toxiproxy implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final Process process;
    private final String api;
    private final Thread hook;

    Toxiproxy(Path logDir) {
        int port = Ports.free();
        api = "http://127.0.0.1:" + port;
        try {
            process = new ProcessBuilder(NetTools.TOXIPROXY.toString(), "-host", "127.0.0.1", "-port", Integer.toString(port))
                    .redirectErrorStream(true).redirectOutput(logDir.resolve("toxiproxy.log").toFile()).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + NetTools.TOXIPROXY, e);
        }
        Process started = process;
        hook = new Thread(started::destroyForcibly, "objbench-it-toxiproxy");
        Runtime.getRuntime().addShutdownHook(hook);
        Waits.until("toxiproxy answers", Duration.ofSeconds(30), () -> {
            if (!started.isAlive()) {
                throw new AssertionError("toxiproxy exited with " + started.exitValue());
            }
            try {
                return call("GET", "/version", null) == 200;
            } catch (UncheckedIOException notYet) {
                return false;
            }
        });
    }

    /** A proxy {@code name} listening on a free loopback port, to {@code upstream} (host:port); returns the listen address. */
    String proxy(String name, String upstream) {
        return proxy(name, "127.0.0.1", upstream);
    }

    /**
     * A proxy {@code name} listening on a free port of {@code host} (an address of the root
     * namespace, e.g. a bridge's, so hosts in namespaces reach it), to {@code upstream}.
     */
    String proxy(String name, String host, String upstream) {
        String listen = host + ":" + Ports.free();
        expect(201, "POST", "/proxies", """
                {"name":"%s","listen":"%s","upstream":"%s","enabled":true}""".formatted(name, listen, upstream));
        return listen;
    }

    /** Adds a latency toxic on both directions: each way {@code millis} ± {@code jitter} ms. */
    void latency(String proxy, int millis, int jitter) {
        for (String stream : List.of("upstream", "downstream")) {
            toxic(proxy, "latency-" + stream, "latency", stream, """
                    {"latency":%d,"jitter":%d}""".formatted(millis, jitter));
        }
    }

    /** Resets (TCP RST) every connection of the controller to the driver through {@code proxy}. */
    void resetPeer(String proxy) {
        toxic(proxy, "reset", "reset_peer", "upstream", "{\"timeout\":0}");
    }

    void removeToxic(String proxy, String toxic) {
        expect(204, "DELETE", "/proxies/" + proxy + "/toxics/" + toxic, null);
    }

    private void toxic(String proxy, String name, String type, String stream, String attributes) {
        expect(200, "POST", "/proxies/" + proxy + "/toxics", """
                {"name":"%s","type":"%s","stream":"%s","toxicity":1.0,"attributes":%s}"""
                .formatted(name, type, stream, attributes));
    }

    private void expect(int status, String method, String path, String body) {
        int got = call(method, path, body);
        if (got != status) {
            throw new AssertionError("toxiproxy " + method + " " + path + " answered " + got + " (expected " + status + ")");
        }
    }

    private int call(String method, String path, String body) {
        HttpRequest r = HttpRequest.newBuilder(URI.create(api + path)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .build();
        try {
            return HTTP.send(r, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Ends the server by its handle. */
    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs anyway
        }
    }
}
