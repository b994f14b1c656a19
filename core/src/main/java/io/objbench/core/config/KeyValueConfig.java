package io.objbench.core.config;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * COSBench's {@code config} grammar: {@code key=value;key=value…}. Entries are split on
 * {@code ;} (empty entries dropped), each at its first {@code =}; keys and values are trimmed;
 * keys are case-sensitive; the last occurrence of a key wins. Values may contain {@code =} but
 * never {@code ;} (there is no quoting).
 */
public final class KeyValueConfig {

    private KeyValueConfig() {
    }

    /**
     * Parses a config string.
     *
     * @throws IllegalArgumentException for an entry without {@code =} or with an empty key,
     *                                  naming the entry
     */
    public static Map<String, String> parse(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        putAll(out, text);
        return Collections.unmodifiableMap(out);
    }

    /** Parses each string in order into one map, later keys overriding earlier ones (inheritance). */
    public static Map<String, String> merge(String... texts) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String text : texts) {
            putAll(out, text);
        }
        return Collections.unmodifiableMap(out);
    }

    private static void putAll(Map<String, String> out, String text) {
        if (text == null || text.isBlank()) {
            return;
        }
        for (String entry : text.split(";")) {
            if (entry.isBlank()) {
                continue;
            }
            int eq = entry.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("config entry '" + entry.trim() + "' has no '=': expected key=value");
            }
            String key = entry.substring(0, eq).trim();
            if (key.isEmpty()) {
                throw new IllegalArgumentException("config entry '" + entry.trim() + "' has an empty key: expected key=value");
            }
            out.remove(key); // keep the order of last occurrence
            out.put(key, entry.substring(eq + 1).trim());
        }
    }

    /** Writes a map back as {@code k=v;k=v}. */
    public static String format(Map<String, String> values) {
        StringBuilder sb = new StringBuilder();
        values.forEach((k, v) -> {
            if (!sb.isEmpty()) {
                sb.append(';');
            }
            sb.append(k).append('=').append(v);
        });
        return sb.toString();
    }
}
