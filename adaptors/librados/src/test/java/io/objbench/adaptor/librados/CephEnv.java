package io.objbench.adaptor.librados;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.objbench.api.AdaptorConfig;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The real Ceph the backend tests use, from the environment ({@code scripts/backends/start-all.sh}
 * writes it). Absent variables skip the test, except under {@code CI=true}, where they fail it
 * naming the variable.
 */
record CephEnv(String monHost, String user, String keyring, String conf, String pool) {

    static final String MON_HOST = "OBJBENCH_CEPH_MON_HOST";
    static final String USER = "OBJBENCH_CEPH_USER";
    static final String KEYRING = "OBJBENCH_CEPH_KEYRING";
    static final String CONF = "OBJBENCH_CEPH_CONF";
    static final String POOL = "OBJBENCH_CEPH_POOL";

    /** The environment's Ceph, or the test is skipped (failed under CI). */
    static CephEnv require() {
        return new CephEnv(variable(MON_HOST), variable(USER), variable(KEYRING), variable(CONF), variable(POOL));
    }

    /** Skips (or fails under CI) unless librados2 can be loaded. */
    static void requireLibrados() {
        try {
            Class.forName("com.ceph.rados.Library", true, CephEnv.class.getClassLoader());
        } catch (Throwable e) { // UnsatisfiedLinkError inside ExceptionInInitializerError or NoClassDefFoundError
            if (ci()) {
                fail("CI=true but the system librados cannot be loaded (install librados2): " + e);
            }
            assumeTrue(false, "librados2 not installed: " + e);
        }
    }

    /** The storage config that reaches this Ceph without a conf file (endpoint + keyring). */
    Map<String, String> config() {
        Map<String, String> config = new LinkedHashMap<>();
        config.put("endpoint", monHost);
        config.put("accesskey", user);
        config.put("keyring", keyring);
        config.put("client_mount_timeout", "10");
        return config;
    }

    /** {@link #config()} plus {@code extra}. */
    AdaptorConfig config(Map<String, String> extra) {
        Map<String, String> config = config();
        config.putAll(extra);
        return AdaptorConfig.of(config);
    }

    private static String variable(String name) {
        String value = System.getenv(name);
        if (value == null || value.isBlank()) {
            if (ci()) {
                fail("CI=true but environment variable " + name + " is not set: start the backends"
                        + " (scripts/backends/start-all.sh) and source /tmp/objbench-backends/backends.env");
            }
            assumeTrue(false, name + " not set: no Ceph to test against");
        }
        return value;
    }

    private static boolean ci() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }
}
