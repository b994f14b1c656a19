package io.objbench.controller.run;

import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.telemetry.DriverTelemetry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.HdrHistogram.Histogram;

/**
 * The rules of the stage verdict (docs/metrics.md, "Stage verdict"), each judged over the stage's
 * measured window: the union of its works' windows. A rule without data (an older driver sent no
 * telemetry, a skew was never measured) is not judged: the verdict never claims what was not
 * measured, and docs/metrics.md says so.
 */
public final class StageValidity {

    private StageValidity() {
    }

    /**
     * The verdict of a stage that ran.
     *
     * @param works      per work, the in-window results
     * @param telemetry  every driver's telemetry rows of the stage
     * @param skewMillis per driver of the stage, its clock minus the controller's, when measured
     * @param t          the rules' limits
     */
    public static StageVerdict judge(List<WorkResult> works, List<TelemetryRow> telemetry,
                                     Map<String, Long> skewMillis, ValidityThresholds t) {
        List<StageVerdict.Reason> reasons = new ArrayList<>();
        long from = Long.MAX_VALUE;
        long to = Long.MIN_VALUE;
        int minInterval = Integer.MAX_VALUE;
        Histogram latency = HistogramCodec.newHistogram();
        for (WorkResult w : works) {
            minInterval = Math.min(minInterval, Math.max(1, w.work().interval()));
            if (w.windowSeconds() > 0) {
                from = Math.min(from, w.windowStartMicros());
                to = Math.max(to, w.windowEndMicros());
            }
            for (OpStats o : w.ops()) {
                if (o.responseHistogram() != null) {
                    latency.add(o.responseHistogram());
                }
            }
        }
        // a stage of preparation works only (init/prepare/cleanup/dispose) loads or removes data as
        // fast as it can: a busy client is expected there and its figures are not the answer
        boolean measures = works.stream().anyMatch(w -> !w.work().type().special());
        if (from < to && measures) {
            Map<String, List<TelemetryRow>> perDriver = new LinkedHashMap<>();
            telemetry.forEach(r -> perDriver.computeIfAbsent(r.driver(), d -> new ArrayList<>()).add(r));
            long p99 = latency.getTotalCount() == 0 ? -1 : latency.highestEquivalentValue(latency.getValueAtPercentile(99));
            for (Map.Entry<String, List<TelemetryRow>> d : perDriver.entrySet()) {
                judgeDriver(d.getKey(), d.getValue(), from, to, p99, t, reasons);
            }
        }
        if (minInterval != Integer.MAX_VALUE) {
            for (Map.Entry<String, Long> s : skewMillis.entrySet()) {
                if (s.getValue() != null && Math.abs(s.getValue()) > minInterval * 1000L) {
                    reasons.add(new StageVerdict.Reason("clock-skew", "clock skew", s.getKey(), Math.abs(s.getValue()),
                            minInterval * 1000.0, String.format(Locale.ROOT,
                            "driver %s: clock skew %d ms, more than the interval (%d ms): its intervals do not line up",
                            s.getKey(), s.getValue(), minInterval * 1000L)));
                }
            }
        }
        for (WorkResult w : works) {
            judgeWork(w, t, reasons);
        }
        return new StageVerdict(reasons);
    }

    private static void judgeDriver(String driver, List<TelemetryRow> rows, long from, long to, long p99,
                                    ValidityThresholds t, List<StageVerdict.Reason> reasons) {
        double window = to - from;
        cpu(driver, rows, from, to, t.cpuBusy(), DriverTelemetry::processCpu, "client-cpu", "client CPU",
                "process", t, reasons);
        cpu(driver, rows, from, to, t.hostCpuBusy(), DriverTelemetry::hostCpu, "client-host-cpu", "client CPU",
                "host (every process)", t, reasons);
        long pauses = 0;
        long longest = 0;
        for (TelemetryRow r : rows) {
            if (r.overlapMicros(from, to) > 0) {
                pauses += r.telemetry().gcPauseMicros();
                longest = Math.max(longest, r.telemetry().gcMaxPauseMicros());
            }
        }
        double gcShare = pauses / window;
        if (gcShare > t.gcTimeShare()) {
            reasons.add(new StageVerdict.Reason("gc-time", "GC", driver, gcShare, t.gcTimeShare(), String.format(
                    Locale.ROOT, "driver %s: GC pauses took %.2f %% of the window (limit %.2f %%)", driver,
                    gcShare * 100, t.gcTimeShare() * 100)));
        }
        if (p99 >= 0 && longest > p99) {
            reasons.add(new StageVerdict.Reason("gc-pause", "GC", driver, longest / 1e3, p99 / 1e3, String.format(
                    Locale.ROOT, "driver %s: a GC pause of %.1f ms, longer than the stage's p99 (%.3f ms)", driver,
                    longest / 1e3, p99 / 1e3)));
        }
    }

    private static void cpu(String driver, List<TelemetryRow> rows, long from, long to, double busy,
                            Function<DriverTelemetry, Double> share, String code, String label, String what,
                            ValidityThresholds t, List<StageVerdict.Reason> reasons) {
        long busyMicros = 0;
        boolean measured = false;
        for (TelemetryRow r : rows) {
            Double s = share.apply(r.telemetry());
            if (s != null) {
                measured = true;
                if (s > busy) {
                    busyMicros += r.overlapMicros(from, to);
                }
            }
        }
        double part = busyMicros / (double) (to - from);
        if (measured && part > t.cpuTimeShare()) {
            reasons.add(new StageVerdict.Reason(code, label, driver, part, t.cpuTimeShare(), String.format(Locale.ROOT,
                    "driver %s: %s CPU above %.0f %% for %.0f %% of the window (limit %.0f %%): the client may be"
                            + " the bottleneck", driver, what, busy * 100, part * 100, t.cpuTimeShare() * 100)));
        }
    }

    private static void judgeWork(WorkResult w, ValidityThresholds t, List<StageVerdict.Reason> reasons) {
        String name = w.work().name();
        long ops = 0;
        for (OpStats o : w.ops()) {
            ops += o.total();
        }
        if (w.afrExceeded()) {
            reasons.add(new StageVerdict.Reason("error-ratio", "errors", name, w.failureRatio(), w.work().afr() / 1e6,
                    String.format(Locale.ROOT, "work %s: %.4f %% of the operations failed, above its afr (%.4f %%)",
                            name, w.failureRatio() * 100, w.work().afr() / 1e4)));
        }
        GeneratorVerdict g = w.verdict();
        if (g != null && g.saturated()) {
            reasons.add(new StageVerdict.Reason("schedule-lag", "schedule lag", name,
                    g.saturation().lagP99Micros() / 1e3, g.lagLimitMicros() / 1e3, "work " + name + ": " + g.mark()));
        }
        if (w.work().type().special()) {
            // init/prepare/cleanup/dispose do a fixed set of objects, not a rate over a window: few
            // operations or a short window is what they are asked to do, not a sign of bad figures
            return;
        }
        if (ops < w.work().workers()) {
            reasons.add(new StageVerdict.Reason("few-ops", "few operations", name, ops, w.work().workers(),
                    String.format(Locale.ROOT, "work %s: %d operations in the window, fewer than its %d workers",
                            name, ops, w.work().workers())));
        }
        int interval = Math.max(1, w.work().interval());
        double intervals = w.windowSeconds() / interval;
        if (intervals < t.minIntervals()) {
            reasons.add(new StageVerdict.Reason("short-window", "short window", name, intervals, t.minIntervals(),
                    String.format(Locale.ROOT, "work %s: the window lasted %.1f intervals of %d s, fewer than %d",
                            name, intervals, interval, t.minIntervals())));
        }
    }
}
