package io.objbench.driver.http;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * Checks {@code Authorization: Bearer <token>} headers against the configured token. Both sides
 * are hashed before the constant-time comparison so neither the content nor the length of the
 * token leaks through timing.
 */
final class BearerToken {

    /** The message of every 401. */
    static final String REJECTED = "missing or wrong bearer token: set the same token in controller.conf and driver.conf";

    private static final String SCHEME = "Bearer ";

    private final byte[] expectedDigest;

    /** @param token the configured token, or null to accept every request */
    BearerToken(String token) {
        this.expectedDigest = token == null ? null : digest(token);
    }

    /** True when no token is configured or {@code authorization} carries the right one. */
    boolean accepts(String authorization) {
        if (expectedDigest == null) {
            return true;
        }
        if (authorization == null || !authorization.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) {
            return false;
        }
        return MessageDigest.isEqual(expectedDigest, digest(authorization.substring(SCHEME.length()).strip()));
    }

    private static byte[] digest(String s) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
