package io.objbench.http;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;

/**
 * The rule that keeps an objbench server from being an open door: without a token it may only
 * listen on a loopback address, where only this host can reach it. Each server throws its own
 * exception with the refusal, which says what an open server would allow and how to set a token.
 */
public final class LoopbackRule {

    private LoopbackRule() {
    }

    /**
     * True when {@code host} resolves to a loopback address.
     *
     * @throws IllegalArgumentException when {@code host} does not resolve
     */
    public static boolean loopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("cannot resolve bind address '" + host + "': " + e.getMessage(), e);
        }
    }

    /**
     * Why a server on {@code host} must not start, or empty when it may: with a token, or on
     * loopback.
     *
     * @param risk what anyone reaching the port could do, e.g. {@code "run missions"}
     * @param how  how to set a token (conf key, option), a sentence
     * @throws IllegalArgumentException when {@code host} does not resolve
     */
    public static Optional<String> refusal(String host, boolean hasToken, String risk, String how) {
        if (hasToken || loopback(host)) {
            return Optional.empty();
        }
        return Optional.of("refusing to listen on " + host + " without a token: anyone who can reach it could "
                + risk + ". " + how + "; or bind to 127.0.0.1 (--host 127.0.0.1).");
    }

    /**
     * The warning a server bound beyond loopback without TLS logs once at start, or empty on
     * loopback or with TLS: its token and every mission or workload cross the network in clear.
     *
     * @param server  what is starting, e.g. {@code "driver"}
     * @param how     how to turn TLS on (conf keys), a sentence
     */
    public static Optional<String> plaintextWarning(String host, boolean tls, String server, String how) {
        if (tls || loopback(host)) {
            return Optional.empty();
        }
        return Optional.of("PLAIN HTTP beyond loopback: this " + server + " listens on " + host + " without TLS, so"
                + " its token and every request cross the network in clear text and can be read or replayed by"
                + " anyone on the path. " + how + " (docs/tls.md).");
    }
}
