package io.objbench.core.check;

import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The measured figures a criterion is evaluated against: one operation of one stage, or several
 * combined. Every percentile is exact to the histogram's precision because histograms are merged,
 * never averaged.
 *
 * @param successes        successful operations
 * @param failures         failed operations
 * @param bytes            bytes moved by successes
 * @param responseNanosSum sum of the successes' response times, ns (exact average)
 * @param histogram        response times of successes, µs (not changed by this class; do not
 *                         change it afterwards)
 * @param seconds          the measured time the rates are over: the window of a stage; for
 *                         figures of several stages the sum of their windows (see
 *                         {@link #sequential})
 */
public record Figures(long successes, long failures, long bytes, long responseNanosSum,
                      Histogram histogram, double seconds) {

    /** The figures of one operation measured over a window of {@code windowSeconds}. */
    public static Figures of(OpStats stats, double windowSeconds) {
        return new Figures(stats.successes(), stats.failures(), stats.bytes(), stats.responseNanosSum(),
                stats.responseHistogram(), windowSeconds);
    }

    /**
     * Operations that ran side by side in one stage, taken together: counts and bytes summed,
     * histograms merged, the time the longest of their windows (all works of a stage run at
     * once, so with the usual common window the throughput is the sum of theirs).
     */
    public static Figures parallel(List<Figures> ops) {
        return combine(ops, false);
    }

    /**
     * Stages that ran one after another, taken together: counts summed, histograms merged and
     * the windows added, so throughput and bandwidth are the average rate over the measured
     * time of all of them (not the sum of the stages' rates, not the lowest).
     */
    public static Figures sequential(List<Figures> stages) {
        return combine(stages, true);
    }

    private static Figures combine(List<Figures> parts, boolean addTime) {
        if (parts.size() == 1) {
            return parts.get(0);
        }
        Histogram merged = HistogramCodec.newHistogram();
        long ok = 0;
        long failed = 0;
        long bytes = 0;
        long nanos = 0;
        double time = 0;
        for (Figures f : parts) {
            ok += f.successes;
            failed += f.failures;
            bytes += f.bytes;
            nanos += f.responseNanosSum;
            merged.add(f.histogram);
            time = addTime ? time + f.seconds : Math.max(time, f.seconds);
        }
        return new Figures(ok, failed, bytes, nanos, merged, time);
    }

    /** Successes and failures. */
    public long attempts() {
        return successes + failures;
    }

    /** Response time at {@code percentile} (0..100) in ms; NaN without successes. */
    public double percentileMs(double percentile) {
        return histogram.getTotalCount() == 0 ? Double.NaN : histogram.getValueAtPercentile(percentile) / 1000.0;
    }

    /** Mean response time of successes, ms; NaN without successes. */
    public double avgMs() {
        return successes == 0 ? Double.NaN : responseNanosSum / 1e6 / successes;
    }

    /** Largest response time of a success, ms; NaN without successes. */
    public double maxMs() {
        return histogram.getTotalCount() == 0 ? Double.NaN : histogram.getMaxValue() / 1000.0;
    }

    /** Successes per second; NaN without measured time. */
    public double throughput() {
        return seconds > 0 ? successes / seconds : Double.NaN;
    }

    /** Bytes of successes per second; NaN without measured time. */
    public double bandwidth() {
        return seconds > 0 ? bytes / seconds : Double.NaN;
    }

    /** failures / attempts, 0..1; NaN without attempts. */
    public double errorRatio() {
        return attempts() == 0 ? Double.NaN : (double) failures / attempts();
    }

    /** successes / attempts, 0..1; NaN without attempts. */
    public double successRatio() {
        return attempts() == 0 ? Double.NaN : (double) successes / attempts();
    }
}
