package io.objbench.http;

import java.time.Duration;

/**
 * What one HTTP server of objbench may spend on its clients. Every request is served by a bounded
 * pool of platform threads; what a client that is slow or hostile can hold is bounded here.
 *
 * @param maxThreads              request threads at most
 * @param idleTimeout             a connection with no traffic for this long is closed
 * @param minRequestDataRate      bytes per second a request body must arrive at, at least
 *                                (a slower body is cut with 408), 0 for no minimum
 * @param maxConnections          open connections at most; beyond, the server stops accepting
 * @param maxConnectionsPerClient open connections from one client address at most; beyond, new
 *                                ones are closed at once
 */
public record ServerLimits(int maxThreads, Duration idleTimeout, long minRequestDataRate,
                           int maxConnections, int maxConnectionsPerClient) {

    public ServerLimits {
        if (maxThreads < 8 || maxConnections < 1 || maxConnectionsPerClient < 1
                || minRequestDataRate < 0 || idleTimeout.isNegative() || idleTimeout.isZero()) {
            throw new IllegalArgumentException("server limits out of range: " + this);
        }
    }

    /**
     * The defaults of the controller and the driver: 200 threads, 30 s idle,
     * bodies at 1 KB/s at least, 4,000 connections, 1,000 from one address.
     */
    public static ServerLimits defaults() {
        return new ServerLimits(200, Duration.ofSeconds(30), 1_024, 4_000, 1_000);
    }

    /** These limits with another idle timeout. */
    public ServerLimits withIdleTimeout(Duration timeout) {
        return new ServerLimits(maxThreads, timeout, minRequestDataRate, maxConnections,
                maxConnectionsPerClient);
    }
}
