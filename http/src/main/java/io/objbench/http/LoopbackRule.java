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
}
