package io.objbench.controller.run;

import io.objbench.core.mission.MissionReport;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.stats.interval.Mser;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds where a stage's warm-up ended and sums its steady window (docs/metrics.md, "Warm-up
 * detection"): MSER-5 on the stage's throughput per interval, merged over every mission from the
 * start of the load (rampup included); the window then starts at the later of the detected end
 * and COSBench's rampup, on an interval boundary. When the detected end is after rampup, each
 * mission's report becomes the exact sum of the in-window parts of its intervals from the cut on
 * (counts, bytes, sums and histograms added, nothing re-estimated); otherwise the reports stay
 * COSBench's window exactly.
 */
final class SteadyWindows {

    /** An interval shorter than this share of the work's interval is the final partial one. */
    private static final double FULL_INTERVAL = 0.9;
    /** How many standard deviations of the steady intervals an interval may be off and still look steady. */
    static final double BAND = 3.0;
    /** The median absolute deviation times this is the standard deviation of normal data. */
    private static final double MAD_TO_SD = 1.4826;

    /**
     * The decision and the mission logs to report from.
     *
     * @param steady where the window began; null for a stage that ran no mission
     * @param logs   the mission logs with their reports for the steady window (the input ones when
     *               no cut was made)
     */
    record Found(SteadyWindow steady, List<MissionLog> logs) {
    }

    private SteadyWindows() {
    }

    /**
     * @param logs      the stage's missions' ends
     * @param intervals each mission's received intervals, in the order of {@code logs}
     */
    static Found find(Stage stage, List<MissionLog> logs, List<List<IntervalPart>> intervals) {
        if (logs.isEmpty() || stage.works().isEmpty()) {
            return new Found(null, logs);
        }
        int rampup = 0;
        int interval = -1;
        int lastFull = Integer.MAX_VALUE;
        for (Work w : stage.works()) {
            int i = Math.max(1, w.interval());
            if (interval != -1 && interval != i) {
                return none(logs, null, "the works have different intervals: their series do not line up");
            }
            interval = i;
            if (w.runtime() > 0) {
                rampup = Math.max(rampup, w.rampup());
                lastFull = Math.min(lastFull, (w.rampup() + w.runtime()) / i);
            }
        }
        double rampupAt = rampup;
        if (stage.fixedWarmup()) {
            return new Found(new SteadyWindow(rampupAt, 0, SteadyWindow.FIXED,
                    "warmup=\"fixed\": COSBench's window, from rampup on"), logs);
        }
        int n = lastFull;
        for (int m = 0; m < logs.size(); m++) {
            if (logs.get(m).partial()) {
                return none(logs, rampupAt, "mission " + logs.get(m).report().missionId()
                        + " has no final report from its driver");
            }
            List<IntervalPart> parts = intervals.get(m);
            int usable = 0;
            for (int k = 0; k < parts.size(); k++) {
                if (parts.get(k).sequence() != k + 1) {
                    return none(logs, rampupAt, "mission " + logs.get(m).report().missionId()
                            + " delivered its snapshots out of order or with gaps");
                }
                if (usable == k && parts.get(k).seconds() >= FULL_INTERVAL * interval) {
                    usable++;
                }
            }
            n = Math.min(n, usable);
        }
        double[] series = new double[n];
        for (List<IntervalPart> parts : intervals) {
            for (int k = 0; k < n; k++) {
                series[k] += parts.get(k).throughput();
            }
        }
        int detected = warmupEnd(series);
        if ((long) detected * interval <= rampup) {
            // the transient, if any, ended within rampup: COSBench's window as it is
            return new Found(new SteadyWindow(rampupAt, detected, SteadyWindow.MSER5,
                    detected == 0 ? "" : "ended within rampup"), logs);
        }
        List<MissionLog> steady = new ArrayList<>(logs.size());
        for (int m = 0; m < logs.size(); m++) {
            MissionLog log = logs.get(m);
            steady.add(new MissionLog(log.driverName(), log.workIndex(), from(log.report(), intervals.get(m), detected),
                    log.partial()));
        }
        return new Found(new SteadyWindow((double) detected * interval, detected, SteadyWindow.MSER5, ""), steady);
    }

    /**
     * The index of the first steady interval of {@code series} (0 = no warm-up): MSER-5's cut,
     * then moved back over the intervals just before it that lie within {@link #BAND} robust
     * standard deviations (1.4826 × the median absolute deviation) of the median of the intervals
     * after it. MSER-5 alone, on the short series of a stage, often cuts one or two batches late
     * (in a simulation of 40 one-second intervals with a 10-interval transient, 40 % of the cuts
     * were at 15 or 20) and cuts a stationary series by chance about half the time: the intervals
     * it cut that are indistinguishable from the steady ones are given back, and so is a lone
     * outlier among them (a stall, not a warm-up: the transient is where two intervals in a row
     * are off, or the very first one is). The median and MAD
     * keep a load spike elsewhere in the stage from widening the band (docs/metrics.md, "Warm-up
     * detection").
     */
    static int warmupEnd(double[] series) {
        int cut = Mser.truncation(series);
        if (cut == 0) {
            return 0;
        }
        double[] steady = java.util.Arrays.copyOfRange(series, cut, series.length);
        double median = median(steady);
        double[] deviations = new double[steady.length];
        for (int k = 0; k < steady.length; k++) {
            deviations[k] = Math.abs(steady[k] - median);
        }
        double band = BAND * MAD_TO_SD * median(deviations);
        // give back what looks steady, and a lone outlier among steady intervals (a stall is no
        // warm-up); stop at two outliers in a row, or one at the very start
        while (cut > 0) {
            boolean off = Math.abs(series[cut - 1] - median) > band;
            boolean offBefore = cut < 2 || Math.abs(series[cut - 2] - median) > band;
            if (off && offBefore) {
                break;
            }
            cut--;
        }
        return cut;
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        java.util.Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    private static Found none(List<MissionLog> logs, Double rampup, String why) {
        return new Found(new SteadyWindow(rampup, 0, SteadyWindow.NONE, why + "; the window is COSBench's"), logs);
    }

    /** The report of the intervals after the first {@code cut}: their in-window parts summed exactly. */
    static MissionReport from(MissionReport report, List<IntervalPart> parts, int cut) {
        Map<String, OpStatsSum> sums = new LinkedHashMap<>();
        for (OpStats o : report.ops()) {
            sums.put(o.opId(), OpStatsSum.like(o));
        }
        for (int k = cut; k < parts.size(); k++) {
            for (IntervalPart.Packed p : parts.get(k).window()) {
                OpStatsSum sum = sums.get(p.opId());
                if (sum != null) {
                    sum.add(p.unpack());
                }
            }
        }
        List<OpStats> ops = new ArrayList<>(sums.size());
        for (OpStats o : report.ops()) {
            OpStatsSum sum = sums.get(o.opId());
            // an open-loop operation stays open loop, a read keeps its first-byte histogram, even
            // with nothing in the steady window
            OpStats steady = o.openLoop() && !sum.openLoop() ? emptyOpenLoop(o) : sum.toOpStats();
            ops.add(o.hasFirstByte() && !steady.hasFirstByte() ? steady.withFirstByte(HistogramCodec.newHistogram()) : steady);
        }
        long start = cut < parts.size() ? parts.get(cut).startMicros() : report.windowEndMicros();
        long end = Math.max(start, report.windowEndMicros());
        return new MissionReport(report.missionId(), report.state(), ops, start, end, report.message(), report.log(),
                report.maxInFlight());
    }

    private static OpStats emptyOpenLoop(OpStats o) {
        return new OpStats(o.opId(), o.opName(), o.opType(), o.sampleType(), 0, 0, 0, 0, 0, Map.of(),
                HistogramCodec.newHistogram(), Long.MAX_VALUE, Long.MIN_VALUE, HistogramCodec.newHistogram(),
                HistogramCodec.newHistogram());
    }
}
