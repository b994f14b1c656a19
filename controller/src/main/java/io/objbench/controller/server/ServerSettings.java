package io.objbench.controller.server;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.ZoneId;
import java.util.Objects;

/**
 * Where and how the controller's API listens.
 *
 * @param host  bind address
 * @param port  port, 0 for any free one (tests)
 * @param token shared bearer token; empty for none, allowed only on a loopback address
 * @param zone  time zone of the dates in COSBench's CLI replies
 */
public record ServerSettings(String host, int port, String token, ZoneId zone) {

    public ServerSettings {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(zone, "zone");
        token = token == null ? "" : token.strip();
    }

    /** True when a token guards the API. */
    public boolean hasToken() {
        return !token.isEmpty();
    }

    /**
     * Refuses a server that anyone on the network could drive: bound beyond loopback without a
     * token. The message says how to set one.
     */
    public void checkSafe() {
        if (hasToken()) {
            return;
        }
        boolean loopback;
        try {
            loopback = InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("cannot resolve the bind address '" + host + "': " + e.getMessage(), e);
        }
        if (!loopback) {
            throw new IllegalArgumentException("refusing to listen on " + host + " without a token: anyone who can"
                    + " reach it could run workloads. Set 'token = <secret>' in the [controller] section of"
                    + " controller.conf (and the same token in every driver.conf), or pass --token <secret>;"
                    + " or bind to 127.0.0.1");
        }
    }
}
