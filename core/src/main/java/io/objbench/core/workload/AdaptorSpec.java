package io.objbench.core.workload;

import io.objbench.core.config.KeyValueConfig;
import java.util.Map;
import java.util.Objects;

/**
 * A resolved {@code <auth>} or {@code <storage>}: adaptor type and its config keys.
 *
 * @param type   adaptor type, e.g. {@code s3}; {@code none} by default
 * @param config the raw config string as written
 */
public record AdaptorSpec(String type, String config) {

    /** The default when no element is given: type {@code none}, no keys. */
    public static final AdaptorSpec NONE = new AdaptorSpec("none", "");

    public AdaptorSpec {
        Objects.requireNonNull(type, "type");
        config = config == null ? "" : config;
    }

    /** The config keys, parsed. */
    public Map<String, String> configMap() {
        return KeyValueConfig.parse(config);
    }
}
