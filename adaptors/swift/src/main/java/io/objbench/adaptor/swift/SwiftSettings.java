package io.objbench.adaptor.swift;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import java.time.Duration;

/**
 * The {@code swift} storage keys.
 *
 * @param timeout     per-request timeout ({@code timeout}, ms, default 30000)
 * @param token       a fixed token ({@code token}) used when the login gives none (auth {@code none})
 * @param storageUrl  a fixed storage URL ({@code storage_url}), likewise
 * @param policy      the storage policy of created containers ({@code policy}), or {@code null}
 * @param deleteAfter seconds sent as {@code X-Delete-After} on every object PUT ({@code delete_after},
 *                    as ssbench's scenario key); 0: none
 */
public record SwiftSettings(Duration timeout, String token, String storageUrl, String policy, long deleteAfter) {

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
        return new SwiftSettings(Duration.ofMillis(timeout), config.get("token").orElse(null), storageUrl, policy,
                deleteAfter(config));
    }

    private static long deleteAfter(AdaptorConfig config) throws AdaptorException {
        if (config.has("deleteAfter")) { // the spelling of ssbench's Python API; silently ignored it would keep every object
            throw new AdaptorException("config key 'deleteAfter' is not a swift key: the key is 'delete_after'");
        }
        String raw = config.get("delete_after").map(String::trim).orElse("");
        if (raw.isEmpty()) {
            return 0;
        }
        long seconds;
        try {
            seconds = Long.parseLong(raw);
        } catch (NumberFormatException e) {
            seconds = -1;
        }
        if (seconds < 0) {
            throw new AdaptorException("config key 'delete_after' has value '" + raw
                    + "': expected a whole number of seconds >= 0 (0: objects do not expire)");
        }
        return seconds;
    }

    static String trimSlash(String url) {
        String u = url.trim();
        while (u.endsWith("/")) {
            u = u.substring(0, u.length() - 1);
        }
        return u;
    }
}
