package io.objbench.adaptor.swift;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import java.time.Duration;

/**
 * The keys every login shares.
 *
 * @param timeout request timeout ({@code timeout}, ms)
 * @param retry   extra attempts after a failure that is not a refusal ({@code retry}, default 0)
 * @param caching share one token per credential set across the driver's workers ({@code caching})
 */
record LoginSettings(Duration timeout, int retry, boolean caching) {

    static LoginSettings of(AdaptorConfig config, int defaultTimeoutMillis) throws AdaptorException {
        int timeout = config.getInt("timeout", defaultTimeoutMillis);
        int retry = config.getInt("retry", 0);
        if (timeout <= 0 || retry < 0) {
            throw new AdaptorException("config keys 'timeout' (ms) and 'retry' must be positive, got "
                    + timeout + " and " + retry);
        }
        return new LoginSettings(Duration.ofMillis(timeout), retry, config.getBoolean("caching", false));
    }
}
