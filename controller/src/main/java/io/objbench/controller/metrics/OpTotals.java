package io.objbench.controller.metrics;

import io.objbench.api.ErrorKind;
import java.util.Map;

/**
 * What one operation of one stage of a run did so far: the sum of the stage's merged timeline
 * rows, so the same numbers as the archive's timeline.
 *
 * @param stage              the stage id
 * @param opId               the operation id ({@code op1})
 * @param opName             the operation's display label (COSBench's, as in the reports)
 * @param opType             the operation type ({@code read}, {@code write}, …)
 * @param successes          successful operations
 * @param failures           failed operations (the sum of {@code errors})
 * @param bytes              bytes of successes
 * @param responseNanosSum   the sum of the successes' response times, ns
 * @param errors             failures by kind
 * @param buckets            the successes' response times in {@link io.objbench.core.stats.LatencyBuckets}
 *                           (per bucket, not cumulative); a copy
 */
public record OpTotals(String stage, String opId, String opName, String opType, long successes, long failures,
                       long bytes, long responseNanosSum, Map<ErrorKind, Long> errors, long[] buckets) {

    public OpTotals {
        errors = Map.copyOf(errors);
        buckets = buckets.clone();
    }

    @Override
    public long[] buckets() {
        return buckets.clone();
    }
}
