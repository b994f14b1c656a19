package io.objbench.core.stats;

import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * Whether an open-loop generator kept its schedule over a stage or an interval: it did not when
 * the schedule lag's p99 exceeds the work's {@code lagLimit}, or when the achieved rate falls
 * more than {@value #RATE_TOLERANCE_PERCENT} % below the target. Computed from merged figures
 * (the lag histogram summed over drivers, the operations counted over drivers), never averaged.
 *
 * @param saturated    whether either limit was crossed
 * @param reason       what was crossed, for the summary, report and log ({@code ""} when not)
 * @param targetRate   the target, operations per second
 * @param achievedRate operations started per second of the window
 * @param lagP99Micros the schedule lag's p99 in µs (0 without samples)
 */
public record Saturation(boolean saturated, String reason, double targetRate, double achievedRate,
                         long lagP99Micros) {

    /** How far below the target the achieved rate may fall, in percent. */
    public static final double RATE_TOLERANCE_PERCENT = 1.0;

    /**
     * Judges one window.
     *
     * @param targetRate     the work's rate (or the missions' summed share), operations per second
     * @param started        operations started in the window (any outcome)
     * @param windowSeconds  the window's length, &gt; 0
     * @param lag            the schedule lag histogram (µs) of the window
     * @param lagLimitMicros the work's {@code lagLimit}
     */
    public static Saturation judge(double targetRate, long started, double windowSeconds, Histogram lag,
                                   long lagLimitMicros) {
        if (!(targetRate > 0) || !(windowSeconds > 0) || lagLimitMicros <= 0) {
            throw new IllegalArgumentException("target rate, window and lag limit must be > 0");
        }
        double achieved = started / windowSeconds;
        long p99 = lag.getTotalCount() == 0 ? 0 : lag.highestEquivalentValue(lag.getValueAtPercentile(99));
        StringBuilder reason = new StringBuilder();
        if (p99 > lagLimitMicros) {
            reason.append(String.format(Locale.ROOT, "schedule lag p99 %.3f ms above the limit %.3f ms",
                    p99 / 1e3, lagLimitMicros / 1e3));
        }
        if (achieved < targetRate * (1 - RATE_TOLERANCE_PERCENT / 100)) {
            reason.append(reason.isEmpty() ? "" : "; ").append(String.format(Locale.ROOT,
                    "achieved %.1f ops/s, %.2f %% below the target %.1f ops/s", achieved,
                    100 * (targetRate - achieved) / targetRate, targetRate));
        }
        return new Saturation(!reason.isEmpty(), reason.toString(), targetRate, achieved, p99);
    }
}
