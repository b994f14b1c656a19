package io.objbench.http;

import org.eclipse.jetty.server.ConnectionLimit;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import io.objbench.http.tls.TlsContexts;
import io.objbench.http.tls.TlsSettings;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * Jetty servers as objbench runs them: one HTTP/1.1 connector (over TLS when configured) on a given address, platform
 * threads from a bounded pool, bounded connections in total and per client, a minimum rate for
 * request bodies, no server version on the wire, and error pages without internals.
 *
 * <pre>{@code
 * HttpServers.Bound b = HttpServers.create("objbench-driver-http", "127.0.0.1", 0, ServerLimits.defaults());
 * b.server().setHandler(handler);
 * b.server().start();
 * int port = b.connector().getLocalPort();
 * }</pre>
 */
public final class HttpServers {

    /** A server and its one connector. */
    public record Bound(Server server, ServerConnector connector) {
    }

    private HttpServers() {
    }

    /** A server (not started) listening on {@code host:port} (0: any free port) within {@code limits}, plain HTTP. */
    public static Bound create(String threadName, String host, int port, ServerLimits limits) {
        return create(threadName, host, port, limits, TlsSettings.NONE);
    }

    /**
     * A server (not started) listening on {@code host:port} (0: any free port) within
     * {@code limits}; HTTPS with Jetty's own TLS when {@code tls} has key material.
     */
    public static Bound create(String threadName, String host, int port, ServerLimits limits, TlsSettings tls) {
        // Platform threads, not virtual ones: CPU-bound workers on a storage that never blocks keep
        // every virtual-thread carrier busy, and a poll answered late looks like a lost driver.
        // the task queue stays unbounded, as Jetty requires; what a client can queue is bounded by the
        // connection limits and by refusing unauthorised requests before their bodies are read
        QueuedThreadPool threads = new QueuedThreadPool(limits.maxThreads(), Math.min(8, limits.maxThreads()));
        threads.setName(threadName);
        Server server = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        http.setMinRequestDataRate(limits.minRequestDataRate());
        SslContextFactory.Server ssl = TlsContexts.server(tls);
        ServerConnector connector;
        if (ssl == null) {
            connector = new ServerConnector(server, new HttpConnectionFactory(http));
        } else {
            // no SNI host check: clients reach servers by IP address as often as by name, and the
            // client's host name verification is what guards against a wrong server
            SecureRequestCustomizer secure = new SecureRequestCustomizer();
            secure.setSniHostCheck(false);
            http.addCustomizer(secure);
            connector = new ServerConnector(server, ssl, new HttpConnectionFactory(http));
        }
        connector.setHost(host);
        connector.setPort(port);
        connector.setIdleTimeout(limits.idleTimeout().toMillis());
        connector.addBean(new ClientConnectionLimit(limits.maxConnectionsPerClient()));
        server.addConnector(connector);
        server.addBean(new ConnectionLimit(limits.maxConnections(), server));
        server.setErrorHandler(new QuietErrorHandler());
        return new Bound(server, connector);
    }
}
