package io.objbench.core.ssbench;

import io.objbench.core.config.KeyValueConfig;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where a converted scenario runs: the storage and auth elements of the generated workload, and
 * whether the run's objects are kept (ssbench's {@code -k}). Built from objbench's options the way
 * ssbench takes its own: {@code --storage swift} logs in with Swift v1 auth from {@code -A/-U/-K}
 * or {@code ST_AUTH/ST_USER/ST_KEY}, else with Keystone (v3) from the {@code OS_*} variables, else
 * not at all when {@code --storage-config} gives {@code token} and {@code storage_url}.
 *
 * @param storageType   the adaptor type: {@code mock} (default), {@code swift}, {@code s3},
 *                      {@code librados}, {@code none}
 * @param storageConfig the storage keys, in order
 * @param authType      the auth adaptor type, {@code none} for none
 * @param authConfig    the auth keys, in order
 * @param keep          true: no cleanup stage (the run's objects stay)
 */
public record ScenarioTarget(String storageType, Map<String, String> storageConfig, String authType,
                             Map<String, String> authConfig, boolean keep) {

    /** The storage types a scenario may run on. */
    public static final List<String> STORAGE_TYPES = List.of("mock", "swift", "s3", "librados", "none");

    /** The default: the mock, keeping objects in memory so reads find what was written. */
    public static final ScenarioTarget MOCK = new ScenarioTarget("mock", Map.of("store", "true"), "none", Map.of(),
            false);

    private static final Set<String> V1 = Set.of("ST_AUTH", "ST_USER", "ST_KEY");

    public ScenarioTarget {
        storageConfig = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(storageConfig));
        authConfig = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(authConfig));
    }

    /**
     * The target of the options.
     *
     * @param storage       {@code --storage}, null for mock
     * @param storageConfig {@code --storage-config} ({@code k=v;…}), null for none
     * @param authUrl       {@code -A}, null when not given
     * @param authUser      {@code -U}
     * @param authKey       {@code -K}
     * @param env           the environment ({@code ST_*}, {@code OS_*})
     * @param keep          {@code --keep}
     * @throws IllegalArgumentException naming the option or variable that is wrong or missing
     */
    public static ScenarioTarget of(String storage, String storageConfig, String authUrl, String authUser,
                                    String authKey, Map<String, String> env, boolean keep) {
        String type = storage == null ? "mock" : storage;
        if (!STORAGE_TYPES.contains(type)) {
            throw new IllegalArgumentException("--storage " + storage + " is not known: expected one of "
                    + String.join(", ", STORAGE_TYPES));
        }
        Map<String, String> config = new LinkedHashMap<>();
        if (type.equals("mock")) {
            config.put("store", "true");
        }
        if (storageConfig != null && !storageConfig.isBlank()) {
            try {
                config.putAll(KeyValueConfig.parse(storageConfig));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--storage-config: " + e.getMessage(), e);
            }
        }
        boolean v1Flags = authUrl != null || authUser != null || authKey != null;
        if (!type.equals("swift")) {
            if (v1Flags) {
                throw new IllegalArgumentException("-A/-U/-K (Swift v1 auth) need --storage swift, not " + type);
            }
            return new ScenarioTarget(type, config, "none", Map.of(), keep);
        }
        return swift(config, authUrl, authUser, authKey, env, keep);
    }

    private static ScenarioTarget swift(Map<String, String> config, String authUrl, String authUser, String authKey,
                                        Map<String, String> env, boolean keep) {
        String url = authUrl != null ? authUrl : env.get("ST_AUTH");
        String user = authUser != null ? authUser : env.get("ST_USER");
        String key = authKey != null ? authKey : env.get("ST_KEY");
        boolean anyV1 = authUrl != null || authUser != null || authKey != null
                || V1.stream().anyMatch(v -> blankToNull(env.get(v)) != null);
        if (anyV1) {
            List<String> missing = new ArrayList<>();
            if (blankToNull(url) == null) {
                missing.add("-A or ST_AUTH");
            }
            if (blankToNull(user) == null) {
                missing.add("-U or ST_USER");
            }
            if (blankToNull(key) == null) {
                missing.add("-K or ST_KEY");
            }
            if (!missing.isEmpty()) {
                throw new IllegalArgumentException("Swift v1 auth needs the auth URL, user and key: missing "
                        + String.join(", ", missing));
            }
            Map<String, String> auth = new LinkedHashMap<>();
            auth.put("auth_url", url);
            auth.put("username", user);
            auth.put("password", key);
            auth.put("caching", "true");
            return new ScenarioTarget("swift", config, "swauth", auth, keep);
        }
        if (blankToNull(env.get("OS_AUTH_URL")) != null) {
            return new ScenarioTarget("swift", config, "keystone", keystone(env), keep);
        }
        if (config.containsKey("token") && config.containsKey("storage_url")) {
            return new ScenarioTarget("swift", config, "none", Map.of(), keep);
        }
        throw new IllegalArgumentException("--storage swift needs credentials: -A/-U/-K or ST_AUTH/ST_USER/ST_KEY"
                + " (Swift v1 auth), OS_AUTH_URL/OS_USERNAME/OS_PASSWORD with OS_PROJECT_NAME (Keystone), or"
                + " --storage-config 'token=…;storage_url=…'");
    }

    private static Map<String, String> keystone(Map<String, String> env) {
        List<String> missing = new ArrayList<>();
        for (String v : List.of("OS_USERNAME", "OS_PASSWORD")) {
            if (blankToNull(env.get(v)) == null) {
                missing.add(v);
            }
        }
        String project = first(env, "OS_PROJECT_NAME", "OS_TENANT_NAME");
        String projectId = first(env, "OS_PROJECT_ID", "OS_TENANT_ID");
        if (project == null && projectId == null) {
            missing.add("OS_PROJECT_NAME (or OS_PROJECT_ID, OS_TENANT_NAME)");
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("Keystone auth (OS_AUTH_URL is set) needs " + String.join(", ", missing));
        }
        Map<String, String> auth = new LinkedHashMap<>();
        auth.put("auth_url", env.get("OS_AUTH_URL"));
        auth.put("username", env.get("OS_USERNAME"));
        auth.put("password", env.get("OS_PASSWORD"));
        if (project != null) {
            auth.put("project", project);
        } else {
            auth.put("project_id", projectId);
        }
        putIf(auth, "user_domain", first(env, "OS_USER_DOMAIN_NAME"));
        putIf(auth, "project_domain", first(env, "OS_PROJECT_DOMAIN_NAME"));
        putIf(auth, "region", first(env, "OS_REGION_NAME"));
        String iface = first(env, "OS_INTERFACE", "OS_ENDPOINT_TYPE");
        // swiftclient's v2 endpoint types are publicURL, internalURL, adminURL
        putIf(auth, "interface", iface == null ? null : iface.replaceFirst("URL$", ""));
        auth.put("caching", "true");
        return auth;
    }

    private static void putIf(Map<String, String> m, String key, String value) {
        if (value != null) {
            m.put(key, value);
        }
    }

    private static String first(Map<String, String> env, String... names) {
        for (String n : names) {
            String v = blankToNull(env.get(n));
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
