package io.objbench.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The config keys given to an adaptor (the {@code config="k=v;…"} of a workload's
 * {@code <storage>} or {@code <auth>}, merged with the operation's keys where relevant), with
 * typed access. Keys are case-sensitive as in COSBench. Typed getters throw
 * {@link AdaptorException} naming the key and the bad value, so a typo fails at mission start,
 * not silently.
 */
public final class AdaptorConfig {

    private static final AdaptorConfig EMPTY = new AdaptorConfig(Map.of());

    private final Map<String, String> values;

    private AdaptorConfig(Map<String, String> values) {
        this.values = values;
    }

    /** A config holding a copy of {@code values} (iteration order kept). */
    public static AdaptorConfig of(Map<String, String> values) {
        return values.isEmpty() ? EMPTY : new AdaptorConfig(Collections.unmodifiableMap(new LinkedHashMap<>(values)));
    }

    /** The config with no keys. */
    public static AdaptorConfig empty() {
        return EMPTY;
    }

    /** All keys and values, unmodifiable. */
    public Map<String, String> asMap() {
        return values;
    }

    /** The keys present. */
    public Set<String> keys() {
        return values.keySet();
    }

    /** True if {@code key} is present. */
    public boolean has(String key) {
        return values.containsKey(key);
    }

    /** The raw value of {@code key}, if present. */
    public Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key));
    }

    /** The value of {@code key}, or {@code defaultValue}. */
    public String getString(String key, String defaultValue) {
        return values.getOrDefault(key, defaultValue);
    }

    /** The value of the first of {@code keys} present (for legacy aliases such as {@code auth_url}/{@code url}). */
    public Optional<String> getFirst(String... keys) {
        for (String key : keys) {
            String v = values.get(key);
            if (v != null) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    /** The value of {@code key}; fails naming the key when it is missing. */
    public String require(String key) throws AdaptorException {
        String v = values.get(key);
        if (v == null) {
            throw new AdaptorException("missing required config key '" + key + "'");
        }
        return v;
    }

    /** An int value, or {@code defaultValue} when absent. */
    public int getInt(String key, int defaultValue) throws AdaptorException {
        return parsed(key, defaultValue, Integer::parseInt, "an integer");
    }

    /** A long value, or {@code defaultValue} when absent. */
    public long getLong(String key, long defaultValue) throws AdaptorException {
        return parsed(key, defaultValue, Long::parseLong, "an integer");
    }

    /** A double value, or {@code defaultValue} when absent. */
    public double getDouble(String key, double defaultValue) throws AdaptorException {
        return parsed(key, defaultValue, Double::parseDouble, "a number");
    }

    /** A boolean: {@code true/false}, {@code yes/no}, {@code on/off}, any case, as COSBench accepts. */
    public boolean getBoolean(String key, boolean defaultValue) throws AdaptorException {
        String v = values.get(key);
        if (v == null) {
            return defaultValue;
        }
        return switch (v.trim().toLowerCase(Locale.ROOT)) {
            case "true", "yes", "on" -> true;
            case "false", "no", "off" -> false;
            default -> throw bad(key, v, "true or false");
        };
    }

    /** A byte size such as {@code 8MiB} or {@code 1000} (bare numbers are bytes), see {@link ByteSize}. */
    public long getBytes(String key, long defaultValue) throws AdaptorException {
        return parsed(key, defaultValue, text -> ByteSize.parse(text, true), "a size such as 4096, 64KB or 8MiB");
    }

    private <T> T parsed(String key, T defaultValue, Function<String, T> parser, String expected)
            throws AdaptorException {
        String v = values.get(key);
        if (v == null) {
            return defaultValue;
        }
        // numbers are written in ASCII digits: Java's parsers would also take other scripts' digits
        if (!v.chars().allMatch(c -> c < 128)) {
            throw bad(key, v, expected);
        }
        try {
            return parser.apply(v.trim());
        } catch (IllegalArgumentException | ArithmeticException e) { // NumberFormatException included
            throw bad(key, v, expected);
        }
    }

    private static AdaptorException bad(String key, String value, String expected) {
        return new AdaptorException("config key '" + key + "' has value '" + value + "': expected " + expected);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AdaptorConfig other && values.equals(other.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    /** Lists the keys only: values may be secrets. */
    @Override
    public String toString() {
        return "AdaptorConfig" + values.keySet();
    }
}
