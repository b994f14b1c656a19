package io.objbench.adaptor.s3;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.objbench.api.AdaptorConfig;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A real S3 server the ITs run against, found through the environment that
 * scripts/backends/start-all.sh writes (backends.env). Without its variables a test is skipped,
 * except under {@code CI=true}, where that fails naming the missing variable.
 */
enum S3Backend {
    /** Ceph's radosgw. */
    RGW("OBJBENCH_S3_RGW"),
    /** s3proxy on a file system store. */
    PROXY("OBJBENCH_S3_PROXY"),
    /** Swift's s3api middleware: the strict one (no aws-chunked, Content-MD5 on DeleteObjects). */
    SWIFT("OBJBENCH_S3_SWIFT");

    private final String prefix;

    S3Backend(String prefix) {
        this.prefix = prefix;
    }

    private String env(String suffix) {
        String name = prefix + "_" + suffix;
        String value = System.getenv(name);
        if (value == null || value.isBlank()) {
            if ("true".equals(System.getenv("CI"))) {
                fail("CI=true but " + name + " is not set: start the backends (scripts/backends/start-all.sh) "
                        + "and source /tmp/objbench-backends/backends.env");
            }
            assumeTrue(false, name + " is not set: no " + this + " S3 server to test against");
        }
        return value;
    }

    /** The storage config keys that reach this server (path-style, as local servers need). */
    Map<String, String> keys() {
        Map<String, String> keys = new LinkedHashMap<>();
        keys.put("endpoint", env("ENDPOINT"));
        keys.put("accesskey", env("ACCESS_KEY"));
        keys.put("secretkey", env("SECRET_KEY"));
        keys.put("path_style_access", "true");
        return keys;
    }

    /** {@link #keys()} as a config, with {@code extra} keys added. */
    AdaptorConfig config(Map<String, String> extra) {
        Map<String, String> keys = keys();
        keys.putAll(extra);
        return AdaptorConfig.of(keys);
    }

    /** The config with a wrong secret key. */
    AdaptorConfig wrongSecret() {
        Map<String, String> keys = keys();
        keys.put("secretkey", keys.get("secretkey") + "-wrong");
        return AdaptorConfig.of(keys);
    }
}
