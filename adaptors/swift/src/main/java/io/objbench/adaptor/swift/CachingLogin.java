package io.objbench.adaptor.swift;

import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthToken;
import io.objbench.api.ErrorKind;
import io.objbench.api.LoginResult;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the swauth and keystone logins share: {@code retry} (extra attempts, not after a refusal)
 * and {@code caching} through {@link TokenCache}. Subclasses make the one login request.
 */
abstract class CachingLogin implements AuthAdaptor {

    private final LoginSettings settings;
    private final String cacheKey;
    /** The token each worker got last: asking again with it means it was rejected. */
    private final Map<Integer, AuthToken> handedOut = new ConcurrentHashMap<>();

    CachingLogin(LoginSettings settings, String cacheKey) {
        this.settings = settings;
        this.cacheKey = cacheKey;
    }

    /** One login attempt; never throws. */
    protected abstract LoginResult attempt();

    @Override
    public final LoginResult login(int workerIndex) {
        if (!settings.caching()) {
            return withRetry();
        }
        LoginResult result = TokenCache.get(cacheKey, handedOut.get(workerIndex), this::withRetry);
        if (result.result().ok()) {
            handedOut.put(workerIndex, result.token());
        }
        return result;
    }

    private LoginResult withRetry() {
        LoginResult result = attempt();
        for (int i = 1; i <= settings.retry() && !result.result().ok() && result.result().kind() != ErrorKind.AUTH; i++) {
            try {
                Thread.sleep(Math.min(1000L * i, 5000L)); // COSBench waits 1–5 s between attempts
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return result;
            }
            result = attempt();
        }
        return result;
    }
}
