package io.objbench.driver.load;

import io.objbench.core.stats.HistogramCodec;
import org.HdrHistogram.Histogram;

/**
 * The three latency histograms of open-loop operations (µs, {@link HistogramCodec} precision):
 *
 * @param response completion − intended start: what a client arriving on schedule waited (the
 *                 honest number, free of coordinated omission)
 * @param service  completion − actual start: what the storage took once asked
 * @param lag      actual start − intended start: how late the generator issued the operation
 */
public record Latencies(Histogram response, Histogram service, Histogram lag) {

    /** Three empty histograms. */
    public static Latencies empty() {
        return new Latencies(HistogramCodec.newHistogram(), HistogramCodec.newHistogram(), HistogramCodec.newHistogram());
    }

    /** Adds {@code other}'s three histograms into these (exact merge, as across drivers). */
    public void add(Latencies other) {
        response.add(other.response);
        service.add(other.service);
        lag.add(other.lag);
    }

    /** Empties the three histograms. */
    public void reset() {
        response.reset();
        service.reset();
        lag.reset();
    }

    /** How many operations were recorded (the same in all three). */
    public long count() {
        return response.getTotalCount();
    }
}
