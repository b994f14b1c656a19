package io.objbench.driver.http;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * The rule that keeps a driver from being an open door: without a token it may only listen on a
 * loopback address, where only this host can reach it.
 */
final class BindPolicy {

    private BindPolicy() {
    }

    /**
     * @throws IllegalStateException when {@code host} is not loopback and there is no token, with
     *                               how to set one
     * @throws IllegalArgumentException when {@code host} does not resolve
     */
    static void check(String host, String token) {
        if (token != null) {
            return;
        }
        InetAddress address;
        try {
            address = InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("cannot resolve bind address '" + host + "': " + e.getMessage(), e);
        }
        if (!address.isLoopbackAddress()) {
            throw new IllegalStateException("refusing to listen on " + host + " without a token: anyone reaching this"
                    + " port could run missions. Set token=<secret> in the [driver] section of driver.conf (and the"
                    + " same token in controller.conf), or pass --token <secret> or set OBJBENCH_TOKEN;"
                    + " or bind to 127.0.0.1 (--host 127.0.0.1).");
        }
    }
}
