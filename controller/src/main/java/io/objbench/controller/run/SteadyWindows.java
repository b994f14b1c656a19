package io.objbench.controller.run;

import io.objbench.core.mission.MissionReport;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.stats.interval.WarmupEnd;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds where a stage's warm-up ended and sums its steady window (docs/metrics.md, "Warm-up
 * detection"): {@link WarmupEnd} (MSER-5 with its give-back) on the stage's throughput per
 * interval, merged over every mission from the start of the load (rampup included), or the cut an
 * until="stable" judgement of the stage already made with the same rule; the window then starts at the later of the detected end
 * and COSBench's rampup, on an interval boundary. When the detected end is after rampup, each
 * mission's report becomes the exact sum of the in-window parts of its intervals from the cut on
 * (counts, bytes, sums and histograms added, nothing re-estimated); otherwise the reports stay
 * COSBench's window exactly.
 */
final class SteadyWindows {

    /** An interval shorter than this share of the work's interval is the final partial one. */
    private static final double FULL_INTERVAL = 0.9;

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
     * @param judged    the warm-up end (intervals from the launch) the stage's until="stable"
     *                  judgement used ({@link StableWatch#warmupEnd}), or null to detect it here:
     *                  the figures then start where the judged series did
     */
    static Found find(Stage stage, List<MissionLog> logs, List<List<IntervalPart>> intervals, Integer judged) {
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
        // the same rule on the same kind of series; a judgement's own cut wins so both agree
        int detected = judged != null ? Math.min(judged, n) : WarmupEnd.of(series);
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
            steady = o.hasFirstByte() && !steady.hasFirstByte() ? steady.withFirstByte(HistogramCodec.newHistogram()) : steady;
            // likewise an operation with size classes keeps them
            ops.add(o.hasClasses() && !steady.hasClasses() ? steady.withClasses(emptyClasses(o)) : steady);
        }
        long start = cut < parts.size() ? parts.get(cut).startMicros() : report.windowEndMicros();
        long end = Math.max(start, report.windowEndMicros());
        return new MissionReport(report.missionId(), report.state(), ops, start, end, report.message(), report.log(),
                report.maxInFlight());
    }

    private static List<io.objbench.core.stats.SizeClassStats> emptyClasses(OpStats o) {
        return o.classes().stream().map(c -> new io.objbench.core.stats.SizeClassStats(c.sizeClass(),
                OpStatsSum.like(o).toOpStats())).toList();
    }

    private static OpStats emptyOpenLoop(OpStats o) {
        return new OpStats(o.opId(), o.opName(), o.opType(), o.sampleType(), 0, 0, 0, 0, 0, Map.of(),
                HistogramCodec.newHistogram(), Long.MAX_VALUE, Long.MIN_VALUE, HistogramCodec.newHistogram(),
                HistogramCodec.newHistogram());
    }
}
