package io.objbench.app;

import io.objbench.driver.MissionManager;
import io.objbench.driver.conf.DriverConf;
import io.objbench.driver.http.DriverServer;
import io.objbench.driver.http.DriverServerSettings;
import io.objbench.http.tls.TlsSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;

/**
 * A fleet of driver endpoints in one JVM, for the controller's fleet benchmark
 * ({@code scripts/bench-fleet}, docs/performance.md "Controller merging a 100-driver fleet"):
 * each is the real driver ({@link MissionManager} behind its own {@link DriverServer}, own port,
 * the real routes and JSON) running missions on the storage the workload names (the mock adaptor
 * simulates the storage's latencies), so the controller polls, decodes and merges what real
 * drivers measure. Only the storage is simulated; one JVM holds them all so that the controller's
 * process does the controller's work alone.
 *
 * <p>Command line: {@code DriverFleet COUNT SECTIONS_FILE [TLS_CERT TLS_KEY]}; the token comes
 * from {@code OBJBENCH_TOKEN}. It writes the {@code [driverK]} sections of controller.conf to
 * SECTIONS_FILE (written last: its presence says the fleet is up), then serves until killed.
 */
public final class DriverFleet implements AutoCloseable {

    private final List<MissionManager> managers = new ArrayList<>();
    private final List<DriverServer> servers = new ArrayList<>();

    private DriverFleet() {
    }

    /**
     * Starts {@code count} drivers {@code fleet1..fleetN} on free loopback ports.
     *
     * @param token the shared token (null: none)
     * @param tls   their endpoints' TLS ({@link TlsSettings#NONE}: plain http)
     */
    public static DriverFleet start(int count, String token, TlsSettings tls) throws Exception {
        if (count < 1) {
            throw new IllegalArgumentException("driver count must be at least 1, got " + count);
        }
        Objects.requireNonNull(tls, "tls");
        DriverFleet fleet = new DriverFleet();
        try {
            for (int i = 1; i <= count; i++) {
                MissionManager manager = MissionManager.withDefaults("fleet" + i);
                DriverServer server = DriverServer.newServer(
                        DriverServerSettings.of("127.0.0.1", 0, token).withTls(tls), manager);
                server.start();
                fleet.managers.add(manager);
                fleet.servers.add(server);
            }
        } catch (Exception | Error e) {
            fleet.close();
            throw e;
        }
        return fleet;
    }

    /** The drivers' mission managers, in driver order (what each driver measured: {@link MissionManager#totals()}). */
    public List<MissionManager> managers() {
        return List.copyOf(managers);
    }

    /** The drivers' base URLs, in driver order. */
    public List<String> urls() {
        return servers.stream().map(DriverServer::url).toList();
    }

    /** The {@code [driverK]} sections of controller.conf naming every driver of the fleet. */
    public String controllerSections() {
        StringBuilder conf = new StringBuilder();
        for (int i = 0; i < servers.size(); i++) {
            conf.append("[driver").append(i + 1).append("]\nname = ").append(managers.get(i).name())
                    .append("\nurl = ").append(servers.get(i).url()).append('\n');
        }
        return conf.toString();
    }

    /** Stops every driver (their missions are aborted). */
    @Override
    public void close() throws Exception {
        Exception first = null;
        for (DriverServer server : servers) {
            try {
                server.stop();
            } catch (Exception e) {
                first = first == null ? e : first;
            }
        }
        servers.clear();
        if (first != null) {
            throw first;
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2 && args.length != 4) {
            System.err.println("usage: DriverFleet COUNT SECTIONS_FILE [TLS_CERT TLS_KEY]  (token: OBJBENCH_TOKEN)");
            System.exit(2);
        }
        int count = Integer.parseInt(args[0]);
        Path sections = Path.of(args[1]);
        TlsSettings tls = TlsSettings.NONE;
        if (args.length == 4) {
            // the driver's own conf keys, so the fleet serves TLS exactly as a configured driver does
            tls = DriverConf.parse("[driver]\ntls_cert = " + args[2] + "\ntls_key = " + args[3] + "\n", "fleet driver.conf")
                    .tls();
        }
        DriverFleet fleet = start(count, System.getenv("OBJBENCH_TOKEN"), tls);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                fleet.close();
            } catch (Exception e) {
                System.err.println("fleet: stop failed: " + e);
            }
            stopped.countDown();
        }));
        Path tmp = Files.writeString(sections.resolveSibling(sections.getFileName() + ".tmp"), fleet.controllerSections());
        Files.move(tmp, sections, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        System.out.println("fleet: " + count + " drivers up, first " + fleet.urls().get(0));
        stopped.await();
    }
}
