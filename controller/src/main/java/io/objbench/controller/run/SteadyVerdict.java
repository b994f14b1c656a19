package io.objbench.controller.run;

import java.util.List;
import java.util.Locale;

/**
 * Whether a stage with {@code until="stable"} works reached its precision (objbench extension;
 * docs/metrics.md, "Stages that end when the answer is known"): judged on the interval series of
 * those works merged over every driver, after the warm-up (the works' rampup as a minimum, then
 * {@code WarmupEnd}: the cut the stage's figures use).
 *
 * @param stable              true when the precision was reached and the works were ended then;
 *                            false when the stage ran to its limit without reaching it ("not
 *                            steady"); null when the stage did not run to an end (cancelled,
 *                            terminated, failed to start)
 * @param precision           the achieved relative half-width of the 95 % interval (the largest over
 *                            the metrics), at the decision or at the end; NaN when unknown
 * @param target              the precision asked for
 * @param driftPerMinute      the least-squares trend of the steady throughput, as a share of its
 *                            mean per minute (0.05 = +5 %/min)
 * @param endedBy             {@code stable}, {@code runtime}, {@code totalOps}, {@code totalBytes},
 *                            or the stage's end state when it did not complete
 * @param warmupIntervals     intervals left out before the steady series (rampup and the warm-up)
 * @param warmupEndsAt        seconds from the launch where the steady series begins
 * @param steadyIntervals     intervals in the steady series judged
 * @param intervalSeconds     the works' interval
 * @param decidedAfterSeconds seconds from the launch to the decision; NaN when not stable
 * @param decidedAt           the controller's time of the decision; null when not stable
 * @param metrics             per judged metric its mean and 95 % interval over the steady series
 */
public record SteadyVerdict(Boolean stable, double precision, double target, double driftPerMinute, String endedBy,
                            int warmupIntervals, double warmupEndsAt, int steadyIntervals, double intervalSeconds,
                            double decidedAfterSeconds, java.time.Instant decidedAt, List<Estimate> metrics) {

    /** The method the warm-up cut uses (named in the JSON). */
    public static final String METHOD = "MSER-5";

    public SteadyVerdict {
        metrics = List.copyOf(metrics);
    }

    /**
     * One metric's estimate.
     *
     * @param metric            {@code throughput} (ops/s) or a percentile such as {@code p99} (ms)
     * @param mean              the mean over the steady series (of the batch values for a percentile)
     * @param low               the 95 % interval's low end; NaN when unknown
     * @param high              its high end; NaN when unknown
     * @param relativeHalfWidth half-width over the mean; +Inf when unknown
     */
    public record Estimate(String metric, double mean, double low, double high, double relativeHalfWidth) {
    }

    /** The throughput's estimate, or null when throughput was not judged. */
    public Estimate throughput() {
        return metrics.stream().filter(e -> e.metric().equals("throughput")).findFirst().orElse(null);
    }

    /** One line for people: "ended: stable after 47 s (...)" or "not steady: ...". */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        if (Boolean.TRUE.equals(stable)) {
            sb.append(String.format(Locale.ROOT, "ended: stable after %.0f s", decidedAfterSeconds));
        } else if (Boolean.FALSE.equals(stable)) {
            sb.append("not steady: ran to its ").append(endedBy);
        } else {
            sb.append("stability not judged: ").append(endedBy);
        }
        sb.append(String.format(Locale.ROOT, " (precision %s of %.1f %%", percent(precision), target * 100));
        for (Estimate e : metrics) {
            sb.append(String.format(Locale.ROOT, "; %s %.4g ± %s", e.metric(), e.mean(), percent(e.relativeHalfWidth())));
        }
        if (!Double.isNaN(driftPerMinute)) {
            sb.append(String.format(Locale.ROOT, "; drift %+.1f %%/min", driftPerMinute * 100));
        }
        sb.append(String.format(Locale.ROOT, "; warm-up %.0f s)", warmupEndsAt));
        return sb.toString();
    }

    private static String percent(double v) {
        return Double.isNaN(v) || Double.isInfinite(v) ? "unknown" : String.format(Locale.ROOT, "%.1f %%", v * 100);
    }
}
