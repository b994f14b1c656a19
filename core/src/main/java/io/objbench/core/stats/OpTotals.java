package io.objbench.core.stats;

import io.objbench.api.ErrorKind;
import java.util.Map;

/**
 * What one operation did so far, as {@code /metrics} shows it: counts, bytes, the response-time
 * sum and the successes' response times in {@link LatencyBuckets}.
 *
 * @param successes        successful operations
 * @param failures         failed operations (the sum of {@code errors})
 * @param bytes            bytes of successes
 * @param responseNanosSum the sum of the successes' response times, ns
 * @param errors           failures by kind
 * @param buckets          per {@link LatencyBuckets} bucket (not cumulative); a copy
 */
public record OpTotals(long successes, long failures, long bytes, long responseNanosSum,
                       Map<ErrorKind, Long> errors, long[] buckets) {

    public OpTotals {
        errors = Map.copyOf(errors);
        buckets = buckets.clone();
    }

    @Override
    public long[] buckets() {
        return buckets.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OpTotals t && successes == t.successes && failures == t.failures && bytes == t.bytes
                && responseNanosSum == t.responseNanosSum && errors.equals(t.errors)
                && java.util.Arrays.equals(buckets, t.buckets);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(successes, failures, bytes, responseNanosSum, errors)
                * 31 + java.util.Arrays.hashCode(buckets);
    }

    @Override
    public String toString() {
        return "OpTotals[successes=" + successes + ", failures=" + failures + ", bytes=" + bytes
                + ", responseNanosSum=" + responseNanosSum + ", errors=" + errors + ", buckets="
                + java.util.Arrays.toString(buckets) + "]";
    }
}
