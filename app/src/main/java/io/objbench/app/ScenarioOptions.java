package io.objbench.app;

import io.objbench.core.ssbench.ScenarioOverrides;
import io.objbench.core.ssbench.ScenarioTarget;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import picocli.CommandLine.Option;

/**
 * The options of a command that takes an ssbench scenario file (docs/ssbench.md): ssbench's
 * overrides ({@code -u -o -r -c -p --delete-after -k}, spelled as objbench's options) and where
 * the scenario runs ({@code --storage}, {@code --storage-config}, Swift v1 auth {@code -A/-U/-K}).
 * They apply only to scenario files: a workload XML given with any of them is refused.
 */
public final class ScenarioOptions {

    @Option(names = "--users", paramLabel = "N", description = "scenario only: user_count, operations in flight"
            + " (ssbench -u)")
    Integer users;

    @Option(names = "--ops", paramLabel = "N", description = "scenario only: operation_count (ssbench -o); replaces"
            + " the file's limits")
    Long ops;

    @Option(names = "--seconds", paramLabel = "S", description = "scenario only: run_seconds (ssbench -r), wins over"
            + " --ops; replaces the file's limits")
    Long seconds;

    @Option(names = "--containers", paramLabel = "N", description = "scenario only: container_count (ssbench -c)")
    Integer containers;

    @Option(names = "--policy", paramLabel = "NAME", description = "scenario only: the containers' storage policy and"
            + " name suffix (ssbench -p)")
    String policy;

    @Option(names = "--delete-after", paramLabel = "S", description = "scenario only: X-Delete-After seconds on every"
            + " PUT, 0 for none (ssbench --delete-after)")
    Long deleteAfter;

    @Option(names = "--keep", description = "scenario only: no cleanup stage, the run's objects stay (ssbench -k)")
    boolean keep;

    @Option(names = "--storage", paramLabel = "TYPE", description = "scenario only: mock (default, objects kept in"
            + " memory), swift, s3, librados or none")
    String storage;

    @Option(names = "--storage-config", paramLabel = "K=V;…", description = "scenario only: the storage's keys, e.g."
            + " 'endpoint=http://127.0.0.1:9000;accesskey=…;secretkey=…' for s3")
    String storageConfig;

    @Option(names = {"-A", "--auth-url"}, paramLabel = "URL", description = "scenario only, --storage swift: Swift v1"
            + " auth URL (default: $ST_AUTH); without v1 auth the OS_* variables log in with Keystone")
    String authUrl;

    @Option(names = {"-U", "--auth-user"}, paramLabel = "ACCOUNT:USER", description = "scenario only: Swift v1 user"
            + " (default: $ST_USER)")
    String authUser;

    @Option(names = {"-K", "--auth-key"}, paramLabel = "KEY", description = "scenario only: Swift v1 key"
            + " (default: $ST_KEY)")
    String authKey;

    /** The options given, as written, for the message refusing them on a workload XML. */
    List<String> given() {
        List<String> g = new ArrayList<>();
        add(g, "--users", users);
        add(g, "--ops", ops);
        add(g, "--seconds", seconds);
        add(g, "--containers", containers);
        add(g, "--policy", policy);
        add(g, "--delete-after", deleteAfter);
        add(g, "--keep", keep ? Boolean.TRUE : null);
        add(g, "--storage", storage);
        add(g, "--storage-config", storageConfig);
        add(g, "-A", authUrl);
        add(g, "-U", authUser);
        add(g, "-K", authKey);
        return g;
    }

    private static void add(List<String> g, String name, Object value) {
        if (value != null) {
            g.add(name);
        }
    }

    /**
     * Checks the overrides' ranges.
     *
     * @throws IllegalArgumentException naming the option
     */
    void check() {
        positive("--users", users == null ? null : users.longValue());
        positive("--ops", ops);
        positive("--seconds", seconds);
        positive("--containers", containers == null ? null : containers.longValue());
        if (deleteAfter != null && deleteAfter < 0) {
            throw new IllegalArgumentException("--delete-after " + deleteAfter + ": expected seconds >= 0 (0: none)");
        }
        if (policy != null && policy.isBlank()) {
            throw new IllegalArgumentException("--policy: expected a storage policy name");
        }
    }

    private static void positive(String name, Long value) {
        if (value != null && value < 1) {
            throw new IllegalArgumentException(name + " " + value + ": expected at least 1");
        }
    }

    /** ssbench's overrides. */
    ScenarioOverrides overrides() {
        return new ScenarioOverrides(users == null ? OptionalInt.empty() : OptionalInt.of(users),
                ops == null ? OptionalLong.empty() : OptionalLong.of(ops),
                seconds == null ? OptionalLong.empty() : OptionalLong.of(seconds),
                containers == null ? OptionalInt.empty() : OptionalInt.of(containers), Optional.ofNullable(policy),
                deleteAfter == null ? OptionalLong.empty() : OptionalLong.of(deleteAfter));
    }

    /**
     * Where the scenario runs.
     *
     * @throws IllegalArgumentException naming the option or variable at fault
     */
    ScenarioTarget target(Map<String, String> env) {
        return ScenarioTarget.of(storage, storageConfig, authUrl, authUser, authKey, env, keep);
    }
}
