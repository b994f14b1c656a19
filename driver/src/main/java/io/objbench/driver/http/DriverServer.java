package io.objbench.driver.http;

import io.objbench.core.protocol.DriverRoutes;
import io.objbench.driver.MissionManager;
import java.util.Objects;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The driver's HTTP endpoint: a Jetty 12 server exposing a {@link MissionManager} on the routes
 * of {@link DriverRoutes}, JSON in and out, guarded by a bearer token.
 *
 * <p>Replies: 200 with the DTO named in {@link DriverRoutes} (201 + {@code MissionCreated} for a
 * submission; login and launch answer the {@code MissionStatus} after them, snapshots after
 * sequence 0, usually none; a status poll with {@code after=N} also drops the snapshots up to N
 * from the driver), else an
 * {@code ApiError} with 400 (malformed JSON, invalid or unrunnable mission, bad {@code after}),
 * 401 (token), 404 (unknown route or mission), 405 (wrong method, with {@code Allow}), 409
 * (wrong state, e.g. close before the end, duplicate id), 500 (a bug; logged with its stack trace).
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
    private final MissionTracker tracker = new MissionTracker();
    private final Server server;
    private final ServerConnector connector;

    private DriverServer(DriverServerSettings settings, MissionManager manager) {
        this.settings = settings;
        this.manager = manager;
        QueuedThreadPool threads = new QueuedThreadPool();
        threads.setName("objbench-driver-http");
        // Platform threads, not virtual ones: workers on a storage that never blocks (type none)
        // keep every virtual-thread carrier busy, and a virtual handler would then answer polls so
        // late that the controller takes this driver for lost. Blocking handlers (login) are few.
        this.server = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false); // no need to tell the network which Jetty runs here
        this.connector = new ServerConnector(server, new HttpConnectionFactory(http));
        connector.setHost(settings.host());
        connector.setPort(settings.port());
        connector.setIdleTimeout(settings.idleTimeout().toMillis());
        server.addConnector(connector);
        server.setHandler(new DriverHandler(manager, new BearerToken(settings.token()), tracker));
        server.setErrorHandler(new JsonErrorHandler());
        // no graceful wait on stop: in-flight requests are cut and open missions aborted right after
        server.setStopTimeout(0);
    }

    /**
     * A server for {@code manager}, not yet started.
     *
     * @throws IllegalStateException when bound beyond loopback without a token (the message says
     *                               how to set one)
     */
    public static DriverServer newServer(DriverServerSettings settings, MissionManager manager) {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(manager, "manager");
        BindPolicy.check(settings.host(), settings.token());
        return new DriverServer(settings, manager);
    }

    /** Binds and starts serving. */
    public void start() throws Exception {
        server.start();
    }

    /** The port actually bound (the free port chosen when the settings said 0); -1 before start. */
    public int port() {
        return connector.getLocalPort();
    }

    /** Base URL, e.g. {@code http://127.0.0.1:18088}; append {@link DriverRoutes} paths to it. */
    public String url() {
        String host = settings.host();
        return "http://" + (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port();
    }

    /** The settings the server was made with. */
    public DriverServerSettings settings() {
        return settings;
    }

    /**
     * Stops listening, then aborts every mission submitted through this server and not closed,
     * so no worker keeps running for a controller that can no longer reach it.
     *
     * @return how many missions were aborted
     */
    public int stop() throws Exception {
        server.stop();
        return tracker.abortAll(manager);
    }

    /** Blocks until the server stopped. */
    public void join() throws InterruptedException {
        server.join();
    }
}
