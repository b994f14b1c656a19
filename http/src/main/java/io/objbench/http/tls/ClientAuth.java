package io.objbench.http.tls;

import java.util.Locale;

/** Whether a TLS server asks its clients for a certificate ({@code tls_client_auth}). */
public enum ClientAuth {
    /** No client certificate is asked for; the token alone authenticates. */
    NONE,
    /** A certificate is asked for and checked when sent; clients without one are let through. */
    WANT,
    /** A certificate signed by {@code tls_client_ca} is required; the handshake fails without one. */
    NEED;

    /** The conf spelling: none, want or need (any case); null when it is none of them. */
    public static ClientAuth parse(String value) {
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "none" -> NONE;
            case "want" -> WANT;
            case "need" -> NEED;
            default -> null;
        };
    }
}
