package io.objbench.core.workload;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A resolved {@code <work>}: defaults applied, special-work attributes forced, auth/storage and
 * config inherited (cosbench-format.md §1.2–1.5).
 *
 * @param name       the work name (the type name for special works without one)
 * @param type       the work type
 * @param workers    total workers across all drivers, ≥ 1
 * @param interval   snapshot period in seconds, ≥ 1 (default 5)
 * @param division   the work's default division
 * @param runtime    measured window in seconds (0 = none)
 * @param rampup     warm-up seconds before the window (only with runtime)
 * @param rampdown   cool-down seconds after the window (only with runtime)
 * @param totalOps   work-wide op budget (0 = none)
 * @param totalBytes work-wide byte budget (0 = none)
 * @param afr        acceptable failure rate in parts per million
 * @param driver     the driver name the work is pinned to, or {@code null}
 * @param config     the work's effective config (workload;workflow;workstage;work), parsed
 * @param auth       the nearest {@code <auth>}
 * @param storage    the nearest {@code <storage>}
 * @param operations the operations, ratios summing to 100
 */
public record Work(String name, WorkType type, int workers, int interval, Division division,
                   int runtime, int rampup, int rampdown, long totalOps, long totalBytes, int afr,
                   String driver, Map<String, String> config, AdaptorSpec auth, AdaptorSpec storage,
                   List<Operation> operations) {

    /**
     * The most workers one work may have, over all drivers: 100 drivers of 10,000 each. The seed
     * studies ran 2,560; more is a typing mistake that would exhaust every driver's memory.
     */
    public static final int MAX_WORKERS = 1_000_000;

    public Work {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(division, "division");
        config = Map.copyOf(config);
        Objects.requireNonNull(auth, "auth");
        Objects.requireNonNull(storage, "storage");
        operations = List.copyOf(operations);
    }

    /** False when the work config says {@code histogram=false} (no latency percentiles). */
    public boolean histogram() {
        return !"false".equalsIgnoreCase(config.getOrDefault("histogram", "true").trim());
    }
}
