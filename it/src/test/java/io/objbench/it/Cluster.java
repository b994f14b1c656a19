package io.objbench.it;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.DriverRoutes;
import io.objbench.testsupport.TestPki;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A controller and N drivers started from the distribution as child processes, on loopback unless
 * placed on hosts of their own (network namespaces), with a shared token, optionally over https. A JUnit extension: after each test every child this cluster started is stopped
 * through its own Process handle, and on failure their logs are printed.
 */
final class Cluster implements AfterEachCallback {

    /** Four JVMs starting on two cores shared with other builds (load 35 seen) took over a minute. */
    private static final Duration STARTUP = Duration.ofSeconds(120);

    private final int driverCount;
    private final String token = "it-" + UUID.randomUUID();
    private final List<Child> drivers = new ArrayList<>();
    private final List<Api> driverApis = new ArrayList<>();
    private int missedPolls = 3;
    private int concurrency = 1;
    private final java.util.Map<Integer, String> driverConfExtra = new java.util.HashMap<>();
    private String driverConfAll = "";
    private final java.util.Map<Integer, Placement> placements = new java.util.HashMap<>();
    private boolean registering;
    private int heartbeatSeconds = 5;
    private int missedHeartbeats = 3;
    private String controllerHost = "127.0.0.1";
    private int controllerPort;
    private List<String> controllerPrefix = List.of();
    private final java.util.Map<Integer, String> registerVia = new java.util.HashMap<>();
    private TestPki pki;
    private java.net.http.HttpClient http;
    private Path dir;
    private Child controller;
    private Api api;

    Cluster(int driverCount) {
        this.driverCount = driverCount;
    }

    Cluster missedPolls(int n) {
        missedPolls = n;
        return this;
    }

    /** Extra lines for driver {@code i}'s (1-based) driver.conf {@code [driver]} section. */
    Cluster driverConf(int i, String lines) {
        driverConfExtra.put(i, lines);
        return this;
    }

    /**
     * Where driver {@code i} (1-based) runs when not on loopback: it binds {@code host}:{@code port},
     * is started through {@code prefix} (e.g. {@code ip netns exec NS}), and the controller reaches
     * it at {@code controllerHostPort} (the driver itself, or a proxy in front of it).
     */
    record Placement(String host, int port, List<String> prefix, String controllerHostPort) {
    }

    Cluster place(int i, Placement placement) {
        placements.put(i, placement);
        return this;
    }

    /** Driver {@code i}'s placement (1-based), if it has one. */
    Placement placeOf(int i) {
        return placements.get(i);
    }

    /**
     * A self-registering fleet: controller.conf lists no driver ({@code drivers = 0}); the
     * controller starts first and each driver joins with {@code --controller URL}, heartbeating
     * every {@code heartbeatSeconds}, dropped after {@code missed} missed heartbeats.
     */
    Cluster registering(int heartbeatSeconds, int missed) {
        this.registering = true;
        this.heartbeatSeconds = heartbeatSeconds;
        this.missedHeartbeats = missed;
        return this;
    }

    /**
     * The controller on a host of its own: it binds {@code host}:{@code port} and is started
     * through {@code prefix} (e.g. {@code ip netns exec NS}); by default a free port of 127.0.0.1
     * in this namespace.
     */
    Cluster controllerAt(String host, int port, List<String> prefix) {
        controllerHost = host;
        controllerPort = port;
        controllerPrefix = List.copyOf(prefix);
        return this;
    }

    /**
     * A registering driver {@code i} (1-based) calls the controller at {@code hostPort} (a proxy in
     * front of it) instead of the controller's own address.
     */
    Cluster registerVia(int i, String hostPort) {
        registerVia.put(i, hostPort);
        return this;
    }

    /**
     * Every server on https: the controller with {@code pki}'s certificate {@code controller},
     * driver {@code dN} with {@code dN} (made beforehand with {@link TestPki#issue}), everyone
     * trusting {@code pki}'s CA; the test's clients too.
     */
    Cluster tls(TestPki pki) {
        this.pki = pki;
        return this;
    }

    private String scheme() {
        return pki == null ? "http" : "https";
    }

    private String tlsLines(String name) {
        return pki == null ? "" : "tls_cert = " + pki.cert(name) + "\ntls_key = " + pki.key(name) + "\ntls_ca = "
                + pki.ca() + "\n";
    }

    Cluster concurrency(int n) {
        concurrency = n;
        return this;
    }

    /** Lines added to every driver's {@code [driver]} section of driver.conf. */
    Cluster driverConf(String lines) {
        driverConfAll = lines.endsWith("\n") ? lines : lines + "\n";
        return this;
    }

    /** Writes the conf files, starts the drivers, then the controller; returns once all answer. */
    Cluster start() throws IOException {
        dir = Files.createTempDirectory("objbench-it-");
        http = pki == null ? null : Api.trusting(pki.ca());
        Path bin = Dist.home().resolve("bin/objbench");
        StringBuilder conf = new StringBuilder("[controller]\n")
                .append("drivers = ").append(registering ? 0 : driverCount).append('\n')
                .append("heartbeat_interval = ").append(heartbeatSeconds).append('\n')
                .append("missed_heartbeats = ").append(missedHeartbeats).append('\n')
                .append("concurrency = ").append(concurrency).append('\n')
                .append("archive_dir = ").append(dir.resolve("archive")).append('\n')
                .append("log_file = ").append(dir.resolve("controller-system.log")).append('\n')
                .append("host = ").append(controllerHost).append('\n')
                .append(tlsLines("controller"))
                .append("token = ").append(token).append('\n')
                .append("missed_polls = ").append(missedPolls).append('\n');
        int controllerPort = this.controllerPort > 0 ? this.controllerPort : Ports.free();
        conf.append("port = ").append(controllerPort).append('\n');
        for (int i = 1; i <= driverCount; i++) {
            Placement at = placements.get(i);
            int port = at == null ? Ports.free() : at.port();
            String host = at == null ? "127.0.0.1" : at.host();
            Path home = Files.createDirectories(dir.resolve(driverName(i)));
            Path driverConf = home.resolve("driver.conf");
            Files.writeString(driverConf, "[driver]\nname = " + driverName(i) + "\nhost = " + host + "\nport = " + port
                    + "\nlog_file = " + home.resolve("system.log") + "\ntoken = " + token + "\n"
                    + tlsLines(driverName(i)) + driverConfAll + driverConfExtra.getOrDefault(i, ""), StandardCharsets.UTF_8);
            List<String> command = new ArrayList<>(at == null ? List.of() : at.prefix());
            command.addAll(List.of(bin.toString(), "driver", "--conf", driverConf.toString(),
                    "--port", Integer.toString(port), "--name", driverName(i)));
            if (registering) {
                command.addAll(List.of("--controller", scheme() + "://"
                        + registerVia.getOrDefault(i, controllerHost + ":" + controllerPort)));
                if (at != null) {
                    command.addAll(List.of("--advertise", scheme() + "://" + at.controllerHostPort()));
                }
            }
            Child d = new Child(driverName(i), command, home);
            drivers.add(d);
            driverApis.add(api(scheme() + "://" + host + ":" + port));
            if (registering) {
                continue;
            }
            conf.append("\n[driver").append(i).append("]\nname = ").append(driverName(i))
                    .append("\nurl = ").append(scheme()).append("://").append(at == null ? "127.0.0.1:" + port : at.controllerHostPort())
                    .append("/driver\n");
        }
        Path controllerConf = dir.resolve("controller.conf");
        Files.writeString(controllerConf, conf.toString(), StandardCharsets.UTF_8);
        api = api(scheme() + "://" + controllerHost + ":" + controllerPort);
        List<String> controllerCommand = new ArrayList<>(controllerPrefix);
        controllerCommand.addAll(List.of(bin.toString(), "controller", "--conf", controllerConf.toString()));
        controller = new Child("controller", controllerCommand, dir);
        if (registering) {
            // the controller first: the drivers find it at start (they would keep calling otherwise)
            controller.start();
            awaitAnswer(controller, api, ControllerRoutes.DRIVERS);
        }
        drivers.forEach(Child::start);
        for (int i = 0; i < driverCount; i++) {
            awaitAnswer(drivers.get(i), driverApis.get(i), DriverRoutes.INFO);
        }
        if (registering) {
            awaitAllAlive();
        } else {
            startController();
        }
        return this;
    }

    /** Starts the controller (again) on the same conf and archive; returns once it sees every live driver. */
    void startController() {
        controller.start();
        awaitAnswer(controller, api, ControllerRoutes.DRIVERS);
        awaitAllAlive();
    }

    private void awaitAllAlive() {
        Waits.until("the controller sees every running driver alive", STARTUP, () -> {
            JsonNode list = Api.tree(api.ok(ControllerRoutes.DRIVERS));
            int alive = 0;
            for (JsonNode d : list) {
                alive += d.path("alive").asBoolean() && !d.path("version").asText().isEmpty() ? 1 : 0;
            }
            return alive == drivers.stream().filter(Child::isAlive).count();
        });
    }

    private static void awaitAnswer(Child child, Api api, String path) {
        String[] last = {"no answer yet"};
        try {
            Waits.until(child.name() + " answers " + path, STARTUP, () -> {
                if (!child.isAlive()) {
                    throw new AssertionError(child.name() + " exited at start:\n" + child.logText());
                }
                try {
                    HttpResponse<String> r = api.get(path);
                    last[0] = r.statusCode() + " " + r.body();
                    return r.statusCode() == 200;
                } catch (IllegalStateException notYet) {
                    last[0] = notYet.getMessage();
                    return false;
                }
            });
        } catch (AssertionError timedOut) {
            // why it did not answer: a refused connection, a failed handshake, a status
            throw new AssertionError(timedOut.getMessage() + "; last attempt: " + last[0], timedOut);
        }
    }

    private Api api(String baseUrl) {
        return http == null ? new Api(baseUrl, token) : new Api(baseUrl, token, http);
    }

    static String driverName(int i) {
        return "d" + i;
    }

    String token() {
        return token;
    }

    Path dir() {
        return dir;
    }

    Api api() {
        return api;
    }

    Child controller() {
        return controller;
    }

    /** 1-based. */
    Child driver(int i) {
        return drivers.get(i - 1);
    }

    /** Every mission driver {@code i} (1-based) holds now. */
    List<io.objbench.core.protocol.MissionSummary> missions(int i) {
        return Api.read(driverApis.get(i - 1).ok(DriverRoutes.MISSIONS),
                new com.fasterxml.jackson.core.type.TypeReference<List<io.objbench.core.protocol.MissionSummary>>() { });
    }

    /** The missions driver {@code i} (1-based) holds that are not ended (their workers run or wait). */
    List<io.objbench.core.protocol.MissionSummary> unended(int i) {
        return missions(i).stream().filter(m -> !m.state().isFinal()).toList();
    }

    /** Whether the controller lists driver {@code name} as alive. */
    boolean aliveAtController(String name) {
        for (JsonNode d : Api.tree(api.ok(ControllerRoutes.DRIVERS))) {
            if (d.path("name").asText().equals(name)) {
                return d.path("alive").asBoolean();
            }
        }
        throw new AssertionError("no driver " + name + " at the controller");
    }

    /** 1-based. */
    Api driverApi(int i) {
        return driverApis.get(i - 1);
    }

    List<Api> driverApis() {
        return List.copyOf(driverApis);
    }

    /** Every child's log, for a failure message. */
    String logs() {
        StringBuilder sb = new StringBuilder();
        List<Child> all = new ArrayList<>(drivers);
        if (controller != null) {
            all.add(controller);
        }
        for (Child c : all) {
            sb.append("\n----- ").append(c.name()).append(" log -----\n").append(c.logText());
        }
        return sb.toString();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (controller != null) {
            controller.stop();
        }
        drivers.forEach(Child::stop);
        if (context.getExecutionException().isPresent() && dir != null) {
            System.err.println("objbench IT " + context.getDisplayName() + " failed; files in " + dir + logs());
        } else if (dir != null) {
            deleteTree(dir);
        }
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
