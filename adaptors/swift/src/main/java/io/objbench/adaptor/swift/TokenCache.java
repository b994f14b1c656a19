package io.objbench.adaptor.swift;

import io.objbench.api.AuthToken;
import io.objbench.api.LoginResult;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The driver-wide token cache of {@code caching=true}: one token per credential set, shared by
 * every worker and mission of this JVM. A worker that asks again while holding the cached token
 * (a re-login after a 401) gets a fresh one, which then replaces it for everyone.
 */
final class TokenCache {

    /** The token attribute holding when it expires, in epoch seconds (absent: unknown). */
    static final String EXPIRES = "expires_at";

    /** Tokens closer than this to expiry are renewed before they are handed out. */
    private static final long MARGIN_SECONDS = 60;

    private static final Map<String, AuthToken> TOKENS = new ConcurrentHashMap<>();
    private static final Map<String, Object> LOCKS = new ConcurrentHashMap<>();

    private TokenCache() {
    }

    /**
     * The cached token for {@code key}, or a new one from {@code login} when there is none, it is
     * about to expire, or it is {@code stale} (the one the caller already had).
     */
    static LoginResult get(String key, AuthToken stale, Supplier<LoginResult> login) {
        synchronized (LOCKS.computeIfAbsent(key, k -> new Object())) {
            AuthToken cached = TOKENS.get(key);
            if (cached != null && !cached.equals(stale) && !expiring(cached)) {
                return LoginResult.success(cached);
            }
            LoginResult fresh = login.get();
            if (fresh.result().ok()) {
                TOKENS.put(key, fresh.token());
            } else {
                TOKENS.remove(key);
            }
            return fresh;
        }
    }

    /** Forgets every token (tests). */
    static void clear() {
        TOKENS.clear();
    }

    private static boolean expiring(AuthToken token) {
        String expires = token.get(EXPIRES);
        if (expires == null) {
            return false;
        }
        try {
            return Long.parseLong(expires) - MARGIN_SECONDS <= System.currentTimeMillis() / 1000;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
