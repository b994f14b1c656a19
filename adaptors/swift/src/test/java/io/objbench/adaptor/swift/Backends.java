package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthToken;
import io.objbench.api.LoginResult;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The real Swift servers of the ITs, from the environment ({@code backends.env}): a test skips
 * when its variables are absent, except under {@code CI=true}, where it fails naming them.
 */
final class Backends {

    private Backends() {
    }

    /** The value of {@code name}; skips or (in CI) fails when it is absent. */
    static String env(String name) {
        String value = System.getenv(name);
        if (value == null || value.isBlank()) {
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail("CI=true but environment variable " + name + " is not set: start the backends "
                        + "(scripts/backends/start-all.sh) and source /tmp/objbench-backends/backends.env");
            }
            assumeTrue(false, "environment variable " + name + " is not set: no real Swift backend to test against");
        }
        return value;
    }

    /** The swauth config of Swift with tempauth. */
    static AdaptorConfig tempauth() {
        return AdaptorConfig.of(Map.of("auth_url", env("OBJBENCH_SWIFT_AUTH_URL"),
                "username", env("OBJBENCH_SWIFT_USER"), "password", env("OBJBENCH_SWIFT_KEY")));
    }

    /** The keystone config of Swift behind Keystone v3. */
    static AdaptorConfig keystone() {
        Map<String, String> c = new LinkedHashMap<>();
        c.put("auth_url", env("OBJBENCH_KEYSTONE_URL"));
        c.put("username", env("OBJBENCH_KEYSTONE_USER"));
        c.put("password", env("OBJBENCH_KEYSTONE_PASSWORD"));
        c.put("project", env("OBJBENCH_KEYSTONE_PROJECT"));
        String domain = System.getenv("OBJBENCH_KEYSTONE_DOMAIN");
        if (domain != null && !domain.isBlank()) {
            c.put("domain", domain);
        }
        String region = System.getenv("OBJBENCH_KEYSTONE_REGION");
        if (region != null && !region.isBlank()) {
            c.put("region", region);
        }
        return AdaptorConfig.of(c);
    }

    /** {@code config} with {@code key} replaced. */
    static AdaptorConfig with(AdaptorConfig config, String key, String value) {
        Map<String, String> c = new LinkedHashMap<>(config.asMap());
        c.put(key, value);
        return AdaptorConfig.of(c);
    }

    /** Logs in once through {@code auth}, failing with the adaptor's message. */
    static AuthToken login(AuthAdaptor auth) {
        LoginResult result = auth.login(1);
        if (!result.result().ok()) {
            fail("login failed: " + result.result());
        }
        return result.token();
    }

    /** The config as the {@code k=v;k=v} of a workload. */
    static String inline(AdaptorConfig config) {
        StringBuilder b = new StringBuilder();
        config.asMap().forEach((k, v) -> b.append(b.isEmpty() ? "" : ";").append(k).append('=').append(v));
        return b.toString();
    }
}
