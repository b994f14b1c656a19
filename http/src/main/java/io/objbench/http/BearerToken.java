package io.objbench.http;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The shared-token check of every objbench server: {@code Authorization: Bearer <token>} (or, for
 * callers that allow it, the bare token) against the configured token. Both sides are hashed
 * (SHA-256) before the constant-time comparison, so neither the content nor the length of the
 * token leaks through reply timings.
 */
public final class BearerToken {

    private static final String SCHEME = "Bearer ";

    private final byte[] expectedDigest;

    /** @param token the configured token; null or empty to accept every request */
    public BearerToken(String token) {
        this.expectedDigest = token == null || token.isEmpty() ? null : digest(token);
    }

    /** True when a token is configured (requests are checked). */
    public boolean required() {
        return expectedDigest != null;
    }

    /** True when no token is configured or {@code authorization} is {@code Bearer <the token>} (scheme in any case). */
    public boolean accepts(String authorization) {
        if (expectedDigest == null) {
            return true;
        }
        if (authorization == null || !authorization.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) {
            return false;
        }
        return matches(authorization.substring(SCHEME.length()).strip());
    }

    /** True when no token is configured or {@code candidate} is the token itself (e.g. a query parameter). */
    public boolean matches(String candidate) {
        if (expectedDigest == null) {
            return true;
        }
        return candidate != null && MessageDigest.isEqual(expectedDigest, digest(candidate));
    }

    private static byte[] digest(String s) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
