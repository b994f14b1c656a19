package io.objbench.core.workload;

import com.fasterxml.jackson.annotation.JacksonInject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.OptBoolean;
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
 * @param openLoop   objbench extension: the open-loop load ({@code rate}, {@code arrival},
 *                   {@code lagLimit}), or {@code null} for closed loop as in COSBench; absent
 *                   from the JSON when null, so closed-loop missions travel as before
 * @param thinkTime  objbench extension, closed loop only: the {@code thinktime} distribution text
 *                   each worker waits between operations (checked by
 *                   {@link io.objbench.api.DelayDistribution#parse}), or {@code null} for none
 * @param stability  objbench extension: {@code until="stable"} with its precision, metrics and
 *                   minimum runtime (the work's {@code runtime} is the limit), or {@code null}
 *                   for a work that runs to its limits as in COSBench; absent from the JSON when null
 */
public record Work(String name, WorkType type, int workers, int interval, Division division,
                   int runtime, int rampup, int rampdown, long totalOps, long totalBytes, int afr,
                   String driver, Map<String, String> config, AdaptorSpec auth, AdaptorSpec storage,
                   List<Operation> operations,
                   @JsonInclude(JsonInclude.Include.NON_NULL) @JacksonInject(value = ABSENT_OPEN_LOOP,
                           useInput = OptBoolean.TRUE, optional = OptBoolean.TRUE) OpenLoop openLoop,
                   @JsonInclude(JsonInclude.Include.NON_NULL) @JacksonInject(value = ABSENT_THINK_TIME,
                           useInput = OptBoolean.TRUE, optional = OptBoolean.TRUE) String thinkTime,
                   @JsonInclude(JsonInclude.Include.NON_NULL) @JacksonInject(value = ABSENT_STABILITY,
                           useInput = OptBoolean.TRUE, optional = OptBoolean.TRUE) Stability stability) {

    /*
     * The extension fields are optional on the wire, even for a strict reader
     * (FAIL_ON_MISSING_CREATOR_PROPERTIES, the driver's): absent means closed loop, as a COSBench
     * work. Jackson checks a missing creator property against that switch unless the property is
     * injectable, so these two are, and Json's mapper injects null for these ids; a value in the
     * JSON wins (useInput).
     */
    /** The injection id that reads an absent {@code openLoop} as null. */
    public static final String ABSENT_OPEN_LOOP = "io.objbench.work.absent.openLoop";
    /** The injection id that reads an absent {@code thinkTime} as null. */
    public static final String ABSENT_THINK_TIME = "io.objbench.work.absent.thinkTime";
    /** The injection id that reads an absent {@code stability} as null. */
    public static final String ABSENT_STABILITY = "io.objbench.work.absent.stability";

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
        if (openLoop != null && thinkTime != null) {
            throw new IllegalArgumentException("work " + name + ": thinktime is for closed loop, not with a rate");
        }
    }

    /** A closed-loop work without think time, as COSBench runs every work. */
    public Work(String name, WorkType type, int workers, int interval, Division division,
                int runtime, int rampup, int rampdown, long totalOps, long totalBytes, int afr,
                String driver, Map<String, String> config, AdaptorSpec auth, AdaptorSpec storage,
                List<Operation> operations) {
        this(name, type, workers, interval, division, runtime, rampup, rampdown, totalOps, totalBytes, afr, driver,
                config, auth, storage, operations, null, null, null);
    }

    /** A work paced as given that runs to its limits ({@code until="stable"} absent). */
    public Work(String name, WorkType type, int workers, int interval, Division division,
                int runtime, int rampup, int rampdown, long totalOps, long totalBytes, int afr,
                String driver, Map<String, String> config, AdaptorSpec auth, AdaptorSpec storage,
                List<Operation> operations, OpenLoop openLoop, String thinkTime) {
        this(name, type, workers, interval, division, runtime, rampup, rampdown, totalOps, totalBytes, afr, driver,
                config, auth, storage, operations, openLoop, thinkTime, null);
    }

    /** This work ending when stable per {@code s} (null: at its limits). */
    public Work withStability(Stability s) {
        return new Work(name, type, workers, interval, division, runtime, rampup, rampdown, totalOps, totalBytes, afr,
                driver, config, auth, storage, operations, openLoop, thinkTime, s);
    }

    /** False when the work config says {@code histogram=false} (no latency percentiles). */
    public boolean histogram() {
        return !"false".equalsIgnoreCase(config.getOrDefault("histogram", "true").trim());
    }
}
