package io.objbench.core.stats;

import io.objbench.api.ErrorKind;
import java.util.LinkedHashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The numbers a report shows for one operation, derived from {@link OpStats} and a window length.
 * Times in milliseconds; NaN where undefined (no successes).
 *
 * @param opCount          successful operations
 * @param byteCount        bytes of successful operations
 * @param avgResponseMs    mean response time of successes
 * @param avgProcessingMs  mean processing time (to first byte) of successes
 * @param throughput       successes per second of window
 * @param bandwidth        bytes per second of window
 * @param successRatio     successes / attempts, 0..1 (NaN with no attempts)
 * @param percentilesMs    reported percentile → response time in ms (see {@link Percentiles})
 * @param errors           failures by kind
 * @param windowSeconds    the window length the rates use
 */
public record OpMetrics(long opCount, long byteCount, double avgResponseMs, double avgProcessingMs,
                        double throughput, double bandwidth, double successRatio,
                        Map<Double, Double> percentilesMs, Map<ErrorKind, Long> errors, double windowSeconds) {

    /** Computes the metrics of {@code stats} over a window of {@code windowSeconds}. */
    public static OpMetrics of(OpStats stats, double windowSeconds) {
        long ok = stats.successes();
        double avgRes = ok == 0 ? Double.NaN : stats.responseNanosSum() / 1e6 / ok;
        double avgProc = ok == 0 ? Double.NaN : stats.processingNanosSum() / 1e6 / ok;
        double tput = windowSeconds > 0 ? ok / windowSeconds : Double.NaN;
        double bw = windowSeconds > 0 ? stats.bytes() / windowSeconds : Double.NaN;
        double ratio = stats.total() == 0 ? Double.NaN : (double) ok / stats.total();
        Map<Double, Double> pct = percentilesMs(stats.responseHistogram());
        return new OpMetrics(ok, stats.bytes(), avgRes, avgProc, tput, bw, ratio, pct, stats.errors(), windowSeconds);
    }

    /**
     * Each {@link Percentiles#REPORTED} percentile of a µs histogram in ms (NaN when it is
     * empty), as the response time's: also used for an open-loop operation's service time and
     * schedule lag.
     */
    public static Map<Double, Double> percentilesMs(Histogram h) {
        Map<Double, Double> pct = new LinkedHashMap<>();
        for (double p : Percentiles.REPORTED) {
            pct.put(p, h.getTotalCount() == 0 ? Double.NaN
                    : (p >= 100.0 ? h.getMaxValue() : h.getValueAtPercentile(p)) / 1000.0);
        }
        return pct;
    }

    /** The response time at {@code percentile} (one of {@link Percentiles#REPORTED}), ms. */
    public double percentileMs(double percentile) {
        Double v = percentilesMs.get(percentile);
        if (v == null) {
            throw new IllegalArgumentException(percentile + " is not a reported percentile");
        }
        return v;
    }
}
