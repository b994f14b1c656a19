package io.objbench.core.workload;

import java.util.Map;
import java.util.Objects;

/**
 * A resolved {@code <operation>} of a work (user-written for normal works, generated for special
 * works).
 *
 * @param id       stage-wide id {@code op<n>}, numbered across all works of the stage, 1-based
 * @param type     {@code read}, {@code write}, {@code delete}, {@code list}, {@code head},
 *                 {@code filewrite}, {@code init}, {@code prepare}, {@code cleanup}, {@code dispose}
 *                 (also in normal works, as in COSBench), or {@code delay} for a delay work
 * @param ratio    percentage 1..100 (ratios of a work's operations sum to 100)
 * @param division the effective division (the op's own, else the work's; forced for special works)
 * @param config   the merged config string as COSBench keeps it (and writes as Config-Info): the
 *                 config strings workload;workflow;workstage;work;operation as written, parent-first,
 *                 empty ones left out; for a special work {@code <work>;<injected>;<work>}
 * @param effectiveConfig the inherited config, parent-first, last key wins:
 *                 workload;workflow;workstage;work;operation
 * @param name     display name: the {@code name} key if given, else the type; {@code <k>-<type>}
 *                 when a work has several operations of the same type
 * @param sampleType the type samples are reported under: the type, or write/delete for special works
 */
public record Operation(String id, String type, int ratio, Division division, String config,
                        Map<String, String> effectiveConfig, String name, String sampleType) {

    public Operation {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(division, "division");
        config = config == null ? "" : config;
        effectiveConfig = Map.copyOf(effectiveConfig);
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sampleType, "sampleType");
    }

    /**
     * Whether the operation's samples get a first-byte histogram (docs/metrics.md, "First byte"):
     * only reads, whose processing time is the time to the response's first byte. A write's is
     * its response minus the upload, anything else's its response time: no first byte to show.
     */
    public boolean measuresFirstByte() {
        return "read".equals(sampleType);
    }

    /** COSBench's label: the name if it equals the sample type, else {@code name-sampleType}. */
    public String label() {
        return name.equals(sampleType) ? name : name + "-" + sampleType;
    }
}
