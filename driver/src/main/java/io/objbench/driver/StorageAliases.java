package io.objbench.driver;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Storage types that run on another type's adaptor: COSBench workloads written for a storage
 * whose protocol objbench's adaptor speaks (ECS speaks S3) run with only their endpoint and keys
 * filled in. The defaults ({@link #DEFAULTS}) hold COSBench 0.4.2's S3-compatible types; the
 * {@code [storage_aliases]} section of driver.conf adds to them or replaces them (an empty value
 * drops an alias). An alias never hides an adaptor of its own name.
 *
 * @param targets alias → the adaptor type it runs on
 */
public record StorageAliases(Map<String, String> targets) {

    /**
     * COSBench's storage types whose protocol an objbench adaptor speaks: {@code ecs} (Dell EMC
     * ECS, S3 with its own client, keys accesskey, secretkey, endpoint, path_style_access).
     */
    public static final StorageAliases DEFAULTS = new StorageAliases(Map.of("ecs", "s3"));

    public StorageAliases {
        targets = Collections.unmodifiableMap(new TreeMap<>(Objects.requireNonNull(targets, "targets")));
    }

    /** The defaults with {@code overrides} applied: a value sets an alias, an empty value drops it. */
    public static StorageAliases defaultsWith(Map<String, String> overrides) {
        Map<String, String> merged = new TreeMap<>(DEFAULTS.targets);
        overrides.forEach((alias, target) -> {
            if (target.isEmpty()) {
                merged.remove(alias);
            } else {
                merged.put(alias, target);
            }
        });
        return new StorageAliases(merged);
    }

    /** The adaptor type {@code alias} runs on, or {@code null} when it is no alias. */
    public String target(String alias) {
        return targets.get(alias);
    }

    /** {@code ecs → s3, …} for messages. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        targets.forEach((a, t) -> sb.append(sb.isEmpty() ? "" : ", ").append(a).append(" → ").append(t));
        return sb.toString();
    }
}
