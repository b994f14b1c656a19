package io.objbench.api;

import java.util.Map;

/**
 * What a login produced and storage sessions need: for Swift the token and the storage URL, for
 * others whatever the auth adaptor and storage adaptor agree on. Values are secrets:
 * {@link #toString()} shows the keys only.
 *
 * @param values attribute name to value, e.g. {@code token}, {@code storage_url}
 */
public record AuthToken(Map<String, String> values) {

    /** Well-known attribute: the token to send (e.g. Swift's X-Auth-Token). */
    public static final String TOKEN = "token";
    /** Well-known attribute: the storage endpoint the auth service returned. */
    public static final String STORAGE_URL = "storage_url";

    /** The token of auth type {@code none}. */
    public static final AuthToken NONE = new AuthToken(Map.of());

    public AuthToken {
        values = Map.copyOf(values);
    }

    /** The value of {@code key}, or {@code null}. */
    public String get(String key) {
        return values.get(key);
    }

    @Override
    public String toString() {
        return "AuthToken" + values.keySet();
    }
}
