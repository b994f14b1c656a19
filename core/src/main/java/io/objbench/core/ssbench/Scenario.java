package io.objbench.core.ssbench;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * An ssbench scenario as read (docs/ssbench.md): valid by construction through
 * {@link ScenarioReader}.
 *
 * @param name                 the scenario's label
 * @param sizes                the size classes in file order (the report's order)
 * @param initialFiles         objects per class created before the run, in file order; also the
 *                             weights that pick a class for every operation (names absent from
 *                             {@code sizes} are kept here but never used, with a warning)
 * @param operationCount       how many operations, when no {@code runSeconds}
 * @param runSeconds           how long; wins over {@code operationCount} when both are set
 * @param crudProfile          the weights of classes without their own; empty only when every
 *                             class has its own (ssbench requires the key even then, objbench not)
 * @param userCount            operations in flight (closed loop)
 * @param containerBase        prefix of the container names
 * @param containerCount       how many containers
 * @param containerConcurrency parallel requests while the containers are ensured
 * @param deleteAfter          seconds for {@code X-Delete-After} on every PUT, if any
 * @param policy               the storage policy of the containers, if any
 * @param warnings             what the reader noticed but accepted (unknown keys, unused classes)
 */
public record Scenario(String name, List<SizeClass> sizes, Map<String, Long> initialFiles,
                       OptionalLong operationCount, OptionalLong runSeconds, Optional<CrudProfile> crudProfile,
                       int userCount, String containerBase, int containerCount, int containerConcurrency,
                       OptionalLong deleteAfter, Optional<String> policy, List<String> warnings) {

    /** ssbench's default container prefix. */
    public static final String DEFAULT_CONTAINER_BASE = "ssbench";
    /** ssbench's default number of containers. */
    public static final int DEFAULT_CONTAINER_COUNT = 100;
    /** ssbench's default concurrency of the container set-up. */
    public static final int DEFAULT_CONTAINER_CONCURRENCY = 10;

    public Scenario {
        sizes = List.copyOf(sizes);
        initialFiles = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(initialFiles));
        warnings = List.copyOf(warnings);
    }

    /** True when the run is limited by time ({@code run_seconds} wins over {@code operation_count}). */
    public boolean timed() {
        return runSeconds.isPresent();
    }

    /** The CRUD weights {@code size} uses: its own, else the scenario's. */
    public CrudProfile profileOf(SizeClass size) {
        return size.profile().or(() -> crudProfile).orElseThrow();
    }

    /**
     * The share (0..1) of operations on class {@code size}: its {@code initial_files} count over
     * the counts of all classes in {@code sizes}; 0 for a class absent from {@code initial_files}.
     */
    public double classShare(SizeClass size) {
        long total = 0;
        for (SizeClass s : sizes) {
            total += initialFiles.getOrDefault(s.name(), 0L);
        }
        return (double) initialFiles.getOrDefault(size.name(), 0L) / total;
    }

    /** The share (0..1) of all operations that are {@code op} on class {@code size}. */
    public double mixShare(SizeClass size, CrudProfile.Op op) {
        return classShare(size) * profileOf(size).share(op);
    }

    /**
     * The name of container {@code index} (0-based): {@code <base>_<6-digit index>_<policy or
     * default_policy>}, as ssbench names them.
     */
    public String containerName(int index) {
        return String.format(java.util.Locale.ROOT, "%s_%06d_%s", containerBase, index,
                policy.orElse("default_policy"));
    }
}
