package io.objbench.web.data;

import java.util.List;
import java.util.Map;

/**
 * One operation's final numbers in a stage, as the report and compare pages show them (times
 * ms, rates per second, ratio 0..1, null where undefined).
 *
 * @param stage         stage id
 * @param opId          operation id
 * @param label         COSBench label, e.g. {@code read}
 * @param type          operation type
 * @param work          the work's name
 * @param workers       the work's workers
 * @param sizes         the size selector of the operation's config (empty when none)
 * @param sizeBytes     a representative object size: the selector's midpoint in bytes (null when none)
 * @param opCount       successes
 * @param failures      failures
 * @param byteCount     bytes
 * @param avgResTimeMs  mean response time
 * @param avgProcTimeMs mean processing time
 * @param throughput    ops/s
 * @param bandwidth     bytes/s
 * @param successRatio  successes / attempts
 * @param percentilesMs {@code p50} … {@code p99.99}, {@code max}
 * @param errors        failures by kind
 * @param drivers       each mission's share
 * @param distribution  histogram buckets and CDF of the merged response times
 * @param openLoop      an open-loop operation's service time, schedule lag and rates; null for closed loop
 * @param firstBytePercentilesMs a read's time to first byte by label ({@code p50} … {@code max});
 *                      null for other operations and archives without it, empty with {@code histogram=false}
 * @param classes       per size class when the sizes come from {@code h(…)} (docs/metrics.md,
 *                      "Results per size class"); null otherwise and for archives without them
 */
public record OpReport(String stage, String opId, String label, String type, String work, int workers, String sizes,
                       Long sizeBytes, long opCount, long failures, long byteCount, Double avgResTimeMs,
                       Double avgProcTimeMs, Double throughput, Double bandwidth, Double successRatio,
                       Map<String, Double> percentilesMs, Map<String, Long> errors, List<DriverPart> drivers,
                       LatencyDistribution distribution, OpenLoopPart openLoop,
                       Map<String, Double> firstBytePercentilesMs, List<ClassPart> classes) {

    public OpReport {
        errors = byKind(errors);
        classes = classes == null ? null : List.copyOf(classes);
    }

    /** An operation's report without size classes. */
    public OpReport(String stage, String opId, String label, String type, String work, int workers, String sizes,
                    Long sizeBytes, long opCount, long failures, long byteCount, Double avgResTimeMs,
                    Double avgProcTimeMs, Double throughput, Double bandwidth, Double successRatio,
                    Map<String, Double> percentilesMs, Map<String, Long> errors, List<DriverPart> drivers,
                    LatencyDistribution distribution, OpenLoopPart openLoop, Map<String, Double> firstBytePercentilesMs) {
        this(stage, opId, label, type, work, workers, sizes, sizeBytes, opCount, failures, byteCount, avgResTimeMs,
                avgProcTimeMs, throughput, bandwidth, successRatio, percentilesMs, errors, drivers, distribution, openLoop,
                firstBytePercentilesMs, null);
    }

    /**
     * One size class of the operation: the samples whose size was drawn from one bucket of
     * {@code h(…)}; rates over the operation's window.
     *
     * @param label                  the class, {@code 1-4KB}
     * @param lowBytes               its smallest size
     * @param highBytes              its largest size
     * @param weight                 its bucket's weight
     * @param percentilesMs          response time by label; empty with {@code histogram=false}
     * @param firstBytePercentilesMs time to first byte by label; null unless a read
     */
    public record ClassPart(String label, long lowBytes, long highBytes, long weight, long opCount, long failures,
                            long byteCount, Double avgResTimeMs, Double throughput, Double bandwidth,
                            Double successRatio, Map<String, Double> percentilesMs,
                            Map<String, Double> firstBytePercentilesMs) {

        /** A percentile by label ({@code p99}, {@code max}), null when undefined. */
        public Double pct(String label) {
            return percentilesMs == null ? null : percentilesMs.get(label);
        }
    }

    /** A closed-loop operation's report. */
    public OpReport(String stage, String opId, String label, String type, String work, int workers, String sizes,
                    Long sizeBytes, long opCount, long failures, long byteCount, Double avgResTimeMs,
                    Double avgProcTimeMs, Double throughput, Double bandwidth, Double successRatio,
                    Map<String, Double> percentilesMs, Map<String, Long> errors, List<DriverPart> drivers,
                    LatencyDistribution distribution) {
        this(stage, opId, label, type, work, workers, sizes, sizeBytes, opCount, failures, byteCount, avgResTimeMs,
                avgProcTimeMs, throughput, bandwidth, successRatio, percentilesMs, errors, drivers, distribution, null,
                null, null);
    }

    /**
     * An open-loop operation's extra numbers ({@code percentilesMs} of the operation then being
     * the response time from the intended start).
     *
     * @param targetRate            the operation's target, ops/s
     * @param achievedRate          operations started per second of the window
     * @param servicePercentilesMs  service time (actual start → completion) by label; empty with {@code histogram=false}
     * @param lagPercentilesMs      schedule lag (intended → actual start) by label; likewise
     */
    public record OpenLoopPart(Double targetRate, Double achievedRate, Map<String, Double> servicePercentilesMs,
                               Map<String, Double> lagPercentilesMs) {
    }

    /** Errors in {@link io.objbench.api.ErrorKind} order (unknown names last, alphabetically), so pages never reshuffle. */
    static Map<String, Long> byKind(Map<String, Long> errors) {
        if (errors == null) {
            return Map.of();
        }
        java.util.TreeMap<String, Long> sorted = new java.util.TreeMap<>(java.util.Comparator
                .comparingInt(OpReport::kindOrder).thenComparing(java.util.Comparator.naturalOrder()));
        sorted.putAll(errors);
        return java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(sorted));
    }

    private static int kindOrder(String name) {
        for (io.objbench.api.ErrorKind k : io.objbench.api.ErrorKind.values()) {
            if (k.name().equals(name)) {
                return k.ordinal();
            }
        }
        return Integer.MAX_VALUE;
    }

    /** A percentile by label ({@code p99}, {@code max}), null when undefined. */
    public Double pct(String label) {
        return percentilesMs == null ? null : percentilesMs.get(label);
    }

    /**
     * One mission's share of the operation.
     *
     * @param missionId the mission
     * @param driver    the driver it ran on
     */
    public record DriverPart(String missionId, String driver, long opCount, long failures, long byteCount,
                             Double avgResTimeMs, Double throughput, Double bandwidth, Double successRatio,
                             Double p99Ms, Double maxMs, Map<String, Long> errors) {
    }
}
