package io.objbench.controller.run;

import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Saturation;
import io.objbench.core.workload.OpenLoop;
import org.HdrHistogram.Histogram;

/**
 * Whether the open-loop generator of one work kept its schedule over the stage's window, judged
 * by the controller from the merged results ({@link Saturation#judge}: the lag histogram summed
 * over operations and drivers, the operations counted over drivers) and, when it did not, why
 * (docs/metrics.md, "Generator saturated"):
 * <ul>
 *   <li>{@value #ALL_WORKERS_BUSY}: the missions' peaks of operations in flight add up to the
 *       work's workers, so every mission had all its workers busy at some moment and late starts
 *       waited for a free worker;</li>
 *   <li>{@value #DRIVER_CPU}: the peaks stayed below the workers, so a worker was free and still
 *       the operations started late or too few started: the driver could not issue them in time;</li>
 *   <li>{@value #UNKNOWN}: the drivers reported no in-flight count.</li>
 * </ul>
 *
 * @param saturation   the judgement (target and achieved rate, lag p99, reason)
 * @param lagLimitMicros the work's {@code lagLimit}
 * @param workers      the work's workers (the most operations in flight over all drivers)
 * @param peakInFlight the missions' peaks of operations in flight, summed; {@code null} when no
 *                     driver reported one
 * @param cause        {@value #ALL_WORKERS_BUSY}, {@value #DRIVER_CPU} or {@value #UNKNOWN} when
 *                     saturated, {@code ""} otherwise
 */
public record GeneratorVerdict(Saturation saturation, long lagLimitMicros, int workers, Integer peakInFlight,
                               String cause) {

    /** Cause: every worker was busy (raise {@code workers}, or the storage is too slow for the rate). */
    public static final String ALL_WORKERS_BUSY = "all workers busy";
    /** Cause: workers were free, the driver could not issue on time. */
    public static final String DRIVER_CPU = "driver CPU";
    /** Cause: the drivers did not say how many operations were in flight. */
    public static final String UNKNOWN = "cause unknown: no in-flight count reported";

    /**
     * The verdict on a work's merged result; {@code null} for a closed-loop work or one that
     * measured no window (nothing to judge).
     */
    public static GeneratorVerdict of(WorkResult result) {
        OpenLoop openLoop = result.work().openLoop();
        if (openLoop == null || !(result.windowSeconds() > 0)) {
            return null;
        }
        Histogram lag = HistogramCodec.newHistogram();
        long started = 0;
        for (OpStats s : result.ops()) {
            started += s.total();
            if (s.lagHistogram() != null) {
                lag.add(s.lagHistogram());
            }
        }
        Saturation saturation = Saturation.judge(openLoop.rate(), started, result.windowSeconds(), lag,
                openLoop.lagLimitMicros());
        return new GeneratorVerdict(saturation, openLoop.lagLimitMicros(), result.work().workers(),
                result.peakInFlight(), causeOf(saturation.saturated(), result.peakInFlight(), result.work().workers()));
    }

    /** The cause rule above, for a window judged {@code saturated}. */
    public static String causeOf(boolean saturated, Integer peakInFlight, int workers) {
        if (!saturated) {
            return "";
        }
        if (peakInFlight == null) {
            return UNKNOWN;
        }
        return peakInFlight >= workers ? ALL_WORKERS_BUSY : DRIVER_CPU;
    }

    /** True when the generator did not keep its schedule. */
    public boolean saturated() {
        return saturation.saturated();
    }

    /**
     * The mark every report shows: {@code generator saturated (<cause>): <reason>}, or
     * {@code ""} when the generator kept its schedule.
     */
    public String mark() {
        return saturated() ? "generator saturated (" + cause + "): " + saturation.reason() : "";
    }

    /**
     * One line for the logs and the CLI: the {@link #mark} when saturated, else that the
     * generator kept its schedule, with the figures.
     */
    public String describe() {
        if (saturated()) {
            return mark();
        }
        return String.format(java.util.Locale.ROOT,
                "open loop kept its schedule: achieved %.1f of %.1f ops/s, schedule lag p99 %.3f ms (limit %.3f ms)",
                saturation.achievedRate(), saturation.targetRate(), saturation.lagP99Micros() / 1e3,
                lagLimitMicros / 1e3);
    }
}
