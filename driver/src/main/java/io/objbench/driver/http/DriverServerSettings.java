package io.objbench.driver.http;

import io.objbench.http.tls.TlsSettings;
import java.time.Duration;
import java.util.Objects;

/**
 * How a {@link DriverServer} listens.
 *
 * @param host        bind address ({@code 127.0.0.1}, {@code 0.0.0.0}, a host name); a
 *                    non-loopback address requires a token
 * @param port        TCP port, 0 for any free port (see {@link DriverServer#port()})
 * @param token       the shared bearer token every request must carry, or null for none
 *                    (allowed on loopback only)
 * @param idleTimeout how long an idle connection is kept; requests that block in the driver
 *                    (login, abort) are exempt while they run
 * @param tls         HTTPS when it holds key material ({@link TlsSettings#NONE}: plain HTTP); also
 *                    whom the driver trusts when it registers with a controller
 */
public record DriverServerSettings(String host, int port, String token, Duration idleTimeout, TlsSettings tls) {

    /** COSBench's driver port. */
    public static final int DEFAULT_PORT = 18088;
    /** Loopback: reachable from this host only, so no token is needed. */
    public static final String DEFAULT_HOST = "127.0.0.1";
    /** Longer than any sane poll interval, so the controller's keep-alive connections survive. */
    public static final Duration DEFAULT_IDLE_TIMEOUT = Duration.ofSeconds(60);

    public DriverServerSettings {
        Objects.requireNonNull(host, "host");
        if (host.isBlank()) {
            throw new IllegalArgumentException("bind address is empty: use 0.0.0.0 for every interface");
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is not within 0..65535");
        }
        token = token == null || token.isEmpty() ? null : token;
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        if (idleTimeout.isNegative() || idleTimeout.isZero()) {
            throw new IllegalArgumentException("idleTimeout must be positive");
        }
        tls = tls == null ? TlsSettings.NONE : tls;
    }

    /** Plain HTTP settings. */
    public DriverServerSettings(String host, int port, String token, Duration idleTimeout) {
        this(host, port, token, idleTimeout, TlsSettings.NONE);
    }

    /** The given address, port and token (or null), with the default idle timeout. */
    public static DriverServerSettings of(String host, int port, String token) {
        return new DriverServerSettings(host, port, token, DEFAULT_IDLE_TIMEOUT);
    }

    /** A copy with another idle timeout. */
    public DriverServerSettings withIdleTimeout(Duration timeout) {
        return new DriverServerSettings(host, port, token, timeout, tls);
    }

    /** A copy with other TLS settings. */
    public DriverServerSettings withTls(TlsSettings newTls) {
        return new DriverServerSettings(host, port, token, idleTimeout, newTls);
    }

    /** Never prints the token. */
    @Override
    public String toString() {
        return "DriverServerSettings[host=" + host + ", port=" + port + ", token=" + (token == null ? "none" : "***")
                + ", idleTimeout=" + idleTimeout + ", tls=" + tls + "]";
    }
}
