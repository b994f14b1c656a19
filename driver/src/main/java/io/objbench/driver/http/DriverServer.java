package io.objbench.driver.http;

import io.objbench.core.protocol.DriverRoutes;
import io.objbench.driver.MissionManager;
import io.objbench.http.BearerToken;
import io.objbench.http.HttpServers;
import io.objbench.http.LoopbackRule;
import io.objbench.http.ServerLimits;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * The driver's HTTP endpoint: a Jetty 12 server exposing a {@link MissionManager} on the routes
 * of {@link DriverRoutes}, JSON in and out, guarded by a bearer token.
 *
 * <p>Replies: 200 with the DTO named in {@link DriverRoutes} (201 + {@code MissionCreated} for a
 * submission; login and launch answer the {@code MissionStatus} after them, snapshots after
 * sequence 0, usually none; a status poll with {@code after=N} also drops the snapshots up to N
 * from the driver; {@code GET missions} lists every mission held), else an
 * {@code ApiError} with 400 (malformed JSON, invalid or unrunnable mission, bad {@code after}),
 * 401 (token), 404 (unknown route or mission), 405 (wrong method, with {@code Allow}), 409
 * (wrong state, e.g. close before the end, duplicate id), 500 (a bug; logged with its stack trace).
 * While started it enforces the missions' lease twice a second ({@link MissionManager#sweep()}).
 *
 * <pre>{@code
 * DriverServer server = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, null), manager);
 * server.start();
 * URI info = URI.create(server.url() + DriverRoutes.INFO);
 * }</pre>
 */
public final class DriverServer {

    private final DriverServerSettings settings;
    private final MissionManager manager;
    /** How often the lease and eviction are enforced ({@link MissionManager#sweep()}). */
    static final long SWEEP_MILLIS = 500;

    private final Server server;
    private final ServerConnector connector;
    private ScheduledExecutorService sweeper;

    private DriverServer(DriverServerSettings settings, MissionManager manager) {
        this.settings = settings;
        this.manager = manager;
        HttpServers.Bound bound = HttpServers.create("objbench-driver-http", settings.host(), settings.port(),
                ServerLimits.defaults().withIdleTimeout(settings.idleTimeout()), settings.tls());
        this.server = bound.server();
        this.connector = bound.connector();
        server.setHandler(new DriverHandler(manager, new BearerToken(settings.token())));
        server.setErrorHandler(new JsonErrorHandler());
        // no graceful wait on stop: in-flight requests are cut and open missions aborted right after
        server.setStopTimeout(0);
    }

    /**
     * A server for {@code manager}, not yet started.
     *
     * @throws IllegalStateException when bound beyond loopback without a token (the message says
     *                               how to set one)
     * @throws IllegalArgumentException when the host does not resolve
     */
    public static DriverServer newServer(DriverServerSettings settings, MissionManager manager) {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(manager, "manager");
        LoopbackRule.refusal(settings.host(), settings.token() != null, "run missions",
                "Set token=<secret> in the [driver] section of driver.conf (and the same token in controller.conf),"
                        + " or pass --token <secret> or set OBJBENCH_TOKEN").ifPresent(refusal -> {
                            throw new IllegalStateException(refusal);
                        });
        return new DriverServer(settings, manager);
    }

    /** Binds and starts serving; warns once in the log when it serves plain HTTP beyond loopback. */
    public synchronized void start() throws Exception {
        LoopbackRule.plaintextWarning(settings.host(), settings.tls().enabled(), "driver",
                "Set tls_cert and tls_key (or tls_keystore) in the [driver] section of driver.conf")
                .ifPresent(w -> System.getLogger(DriverServer.class.getName()).log(System.Logger.Level.WARNING, w));
        server.start();
        if (sweeper == null) {
            sweeper = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon().name("mission-lease").factory());
            sweeper.scheduleWithFixedDelay(this::sweep, SWEEP_MILLIS, SWEEP_MILLIS, TimeUnit.MILLISECONDS);
        }
    }

    private void sweep() {
        try {
            manager.sweep();
        } catch (RuntimeException e) {
            // a failed sweep must not end the schedule: the next one tries again
            System.getLogger(DriverServer.class.getName()).log(System.Logger.Level.ERROR, "mission sweep failed", e);
        }
    }

    /** The port actually bound (the free port chosen when the settings said 0); -1 before start. */
    public int port() {
        return connector.getLocalPort();
    }

    /** Base URL, e.g. {@code http://127.0.0.1:18088} ({@code https://…} with TLS); append {@link DriverRoutes} paths to it. */
    public String url() {
        String host = settings.host();
        return settings.tls().scheme() + "://" + (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port();
    }

    /** The settings the server was made with. */
    public DriverServerSettings settings() {
        return settings;
    }

    /**
     * Stops listening and the lease sweeps, then aborts every mission not ended, so no worker
     * keeps running for a controller that can no longer reach it; every trigger script still
     * running is stopped too ({@code -k}, then killed).
     *
     * @return how many missions were aborted
     */
    public int stop() throws Exception {
        synchronized (this) {
            if (sweeper != null) {
                sweeper.shutdownNow();
                sweeper = null;
            }
        }
        server.stop();
        int aborted = manager.abortAll();
        manager.triggers().stopAll();
        return aborted;
    }

    /** Blocks until the server stopped. */
    public void join() throws InterruptedException {
        server.join();
    }
}
