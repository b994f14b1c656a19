package io.objbench.adaptor.swift;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import java.time.Duration;

/**
 * The {@code swift} storage keys.
 *
 * @param timeout    per-request timeout ({@code timeout}, ms, default 30000)
 * @param token      a fixed token ({@code token}) used when the login gives none (auth {@code none})
 * @param storageUrl a fixed storage URL ({@code storage_url}), likewise
 * @param policy     the storage policy of created containers ({@code policy}), or {@code null}
 */
public record SwiftSettings(Duration timeout, String token, String storageUrl, String policy) {

    /** Reads and checks the keys. */
    public static SwiftSettings of(AdaptorConfig config) throws AdaptorException {
        int timeout = config.getInt("timeout", 30_000);
        if (timeout <= 0) {
            throw new AdaptorException("config key 'timeout' has value '" + timeout + "': expected a positive number of ms");
        }
        String storageUrl = config.get("storage_url").map(SwiftSettings::trimSlash).orElse(null);
        if (storageUrl != null && !storageUrl.startsWith("http://") && !storageUrl.startsWith("https://")) {
            throw new AdaptorException("config key 'storage_url' has value '" + storageUrl + "': expected an http(s) URL");
        }
        String policy = config.get("policy").filter(p -> !p.isBlank()).orElse(null);
        return new SwiftSettings(Duration.ofMillis(timeout), config.get("token").orElse(null), storageUrl, policy);
    }

    static String trimSlash(String url) {
        String u = url.trim();
        while (u.endsWith("/")) {
            u = u.substring(0, u.length() - 1);
        }
        return u;
    }
}
