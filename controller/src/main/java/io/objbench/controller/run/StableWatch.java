package io.objbench.controller.run;

import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.stats.interval.BatchMeans;
import io.objbench.core.stats.interval.HalfSplit;
import io.objbench.core.stats.interval.BatchPlan;
import io.objbench.core.stats.interval.Drift;
import io.objbench.core.stats.interval.MeanEstimate;
import io.objbench.core.stats.interval.WarmupEnd;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stability;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Decides when a stage's {@code until="stable"} works have their answer (objbench extension). It
 * merges the snapshots of those works' missions per interval number over every driver (interval
 * {@code k} of every mission covers the same time from the launch, so the merge is exact and does
 * not depend on when each poll arrived), leaves out the rampup and the warm-up {@link WarmupEnd}
 * finds on the merged throughput from the launch (the rule and series the stage's figures are cut
 * by, and its cut is handed to them, so the judged series and the figures start together; none with
 * {@code warmup="fixed"}), and after each poll round computes the 95 % batch-means interval of each judged metric: mean
 * throughput, and for a percentile the per-batch percentile of the batch's merged histograms.
 * Stable once every metric's half-width is within the precision of its mean, with at least
 * {@link #MIN_BATCHES} batches and {@code minRuntime} of the window behind.
 *
 * <p>With several such works in a stage, their operations are judged together (throughput summed,
 * histograms merged) with the strictest precision, the union of their metrics, the longest
 * minRuntime and rampup. Owned by the stage runner's thread.
 */
final class StableWatch {

    /**
     * The fewest batches judged: with two or three, Student's t is so wide that only an
     * implausibly quiet series passes, and stopping at the first pass of a short noisy series
     * would cover the true mean too rarely.
     */
    static final int MIN_BATCHES = 4;

    private final double precision;
    private final List<String> metrics;
    private final double[] percentiles;
    private final int minRuntime;
    private final int rampup;
    private final int intervalSeconds;
    private final int skip;
    /** warmup="fixed": COSBench's window, nothing detected (as for the figures). */
    private final boolean fixed;
    private final int lastInWindow;
    private final Set<String> opIds = new HashSet<>();
    private final Set<MissionHandle> judged = new LinkedHashSet<>();
    private final TreeMap<Long, Slot> open = new TreeMap<>();
    private long next = 1;
    // per complete interval (index 0 = sequence 1): merged throughput, and with percentiles the
    // merged histogram kept sparse (value, count pairs)
    private final List<Double> throughput = new ArrayList<>();
    private final List<long[]> sparse = new ArrayList<>();
    private final Histogram batch = HistogramCodec.newHistogram();
    private boolean fresh;
    private Evaluation decision;
    private double decidedAfter = Double.NaN;
    private java.time.Instant decidedAt;

    private StableWatch(Stage stage, List<MissionHandle> handles) {
        double p = 1;
        Set<String> on = new LinkedHashSet<>();
        int min = 0;
        int up = 0;
        int limit = 0;
        int interval = 0;
        for (Work w : stage.works()) {
            Stability s = w.stability();
            if (s == null) {
                continue;
            }
            p = Math.min(p, s.precision());
            on.addAll(s.on());
            min = Math.max(min, s.minRuntime());
            up = Math.max(up, w.rampup());
            limit = Math.max(limit, w.rampup() + w.runtime());
            interval = Math.max(interval, Math.max(1, w.interval()));
            for (Operation op : w.operations()) {
                opIds.add(op.id());
            }
        }
        for (MissionHandle h : handles) {
            if (h.mission.work().stability() != null) {
                judged.add(h);
            }
        }
        this.precision = p;
        this.metrics = List.copyOf(on);
        this.percentiles = metrics.stream().filter(m -> !Stability.isThroughput(m))
                .mapToDouble(Stability::percentile).toArray();
        this.minRuntime = min;
        this.rampup = up;
        this.intervalSeconds = interval;
        this.skip = (up + interval - 1) / interval;
        this.fixed = stage.fixedWarmup();
        this.lastInWindow = limit / interval;
    }

    /** The watch of {@code stage}, or null when none of its works has {@code until="stable"}. */
    static StableWatch of(Stage stage, List<MissionHandle> handles) {
        boolean any = stage.works().stream().anyMatch(w -> w.stability() != null);
        return any ? new StableWatch(stage, handles) : null;
    }

    /** The missions of the judged works: those to end together. */
    Set<MissionHandle> judged() {
        return judged;
    }

    /** True once the precision was reached. */
    boolean decided() {
        return decision != null;
    }

    /** Takes a poll's snapshots of mission {@code h}. */
    void add(MissionHandle h, List<Snapshot> snapshots) {
        if (!judged.contains(h)) {
            return;
        }
        for (Snapshot s : snapshots) {
            if (s.sequence() < next || s.sequence() > lastInWindow || !(s.seconds() > 0)) {
                continue; // already merged, past the window (rampdown, the final part), or empty
            }
            Slot slot = open.computeIfAbsent(s.sequence(), k -> new Slot(percentiles.length > 0));
            slot.add(s, opIds);
        }
        for (Slot slot = open.get(next); slot != null && slot.missions == judged.size(); slot = open.get(next)) {
            open.remove(next);
            throughput.add(slot.throughput);
            if (percentiles.length > 0) {
                sparse.add(sparse(slot.histogram));
            }
            next++;
            fresh = true;
        }
    }

    /**
     * Judges the intervals merged so far, once per new interval; true the first time the
     * precision is reached ({@code secondsSinceLaunch} is kept as the decision's time).
     */
    boolean decide(double secondsSinceLaunch, java.time.Instant now) {
        if (decision != null || !fresh) {
            return false;
        }
        fresh = false;
        if ((double) throughput.size() * intervalSeconds - rampup < minRuntime) {
            return false;
        }
        Evaluation e = evaluate();
        if (e != null && e.met(precision)) {
            decision = e;
            decidedAfter = secondsSinceLaunch;
            decidedAt = now;
            return true;
        }
        return false;
    }

    /**
     * The verdict at the stage's end: the decision's estimates when stable, else the estimates of
     * every interval merged ("not steady" when the stage completed, null otherwise).
     *
     * @param completed whether the stage ran to an end (completed or failed by its afr)
     * @param endedBy   what ended it when not stable
     */
    SteadyVerdict verdict(boolean completed, String endedBy) {
        Evaluation e = decision != null ? decision : evaluate();
        Boolean stable = decision != null ? Boolean.TRUE : completed ? Boolean.FALSE : null;
        String by = decision != null ? "stable" : endedBy;
        if (e == null) {
            return new SteadyVerdict(stable, Double.NaN, precision, Double.NaN, by, skip, skip * (double) intervalSeconds,
                    0, intervalSeconds, decidedAfter, decidedAt, List.of());
        }
        double achieved = 0;
        for (SteadyVerdict.Estimate m : e.estimates()) {
            achieved = Math.max(achieved, m.relativeHalfWidth());
        }
        return new SteadyVerdict(stable, Double.isInfinite(achieved) ? Double.NaN : achieved, precision, e.drift(), by,
                e.start(), e.start() * (double) intervalSeconds, e.steady(), intervalSeconds, decidedAfter,
                decidedAt, e.estimates());
    }

    /**
     * The warm-up end the judgement uses, in intervals from the launch (the decision's, else over
     * everything merged): the stage's figures start here too. Null before any interval past the
     * rampup was merged.
     */
    Integer warmupEnd() {
        Evaluation e = decision != null ? decision : evaluate();
        return e == null ? null : e.detected();
    }

    /** The estimates over the steady part of what was merged; null before any interval past the rampup. */
    private Evaluation evaluate() {
        if (throughput.size() <= skip) {
            return null;
        }
        double[] all = new double[throughput.size()];
        for (int i = 0; i < all.length; i++) {
            all[i] = throughput.get(i);
        }
        int detected = fixed ? 0 : WarmupEnd.of(all);
        // the rampup stays a minimum; the cut is at most half-way, so something is always left
        int start = Math.max(detected, skip);
        double[] steady = Arrays.copyOfRange(all, start, all.length);
        List<SteadyVerdict.Estimate> estimates = new ArrayList<>();
        int batches = Integer.MAX_VALUE;
        int pi = 0;
        for (String metric : metrics) {
            MeanEstimate m = Stability.isThroughput(metric) ? BatchMeans.estimate(steady)
                    : percentileEstimate(percentiles[pi++], start, steady.length);
            batches = Math.min(batches, m.batches());
            estimates.add(new SteadyVerdict.Estimate(metric, m.mean(), m.known() ? m.low() : Double.NaN,
                    m.known() ? m.high() : Double.NaN, m.known() ? m.relativeHalfWidth() : Double.POSITIVE_INFINITY));
        }
        // a slow drift can give a narrow interval around a moving mean: the halves must agree, and
        // on a short series (too few batches for the halves) the trend must be within the precision
        return new Evaluation(detected, start, steady.length, batches, Drift.relativePerMinute(steady, intervalSeconds),
                estimates, HalfSplit.drifts(steady, precision) || Drift.beyond(steady, precision));
    }

    /** The batch-means interval of a percentile: each batch's percentile of its intervals' merged histograms. */
    private MeanEstimate percentileEstimate(double percentile, int from, int n) {
        BatchPlan plan = BatchMeans.plan(n);
        double[] values = new double[plan.batches()];
        for (int b = 0; b < plan.batches(); b++) {
            batch.reset();
            for (int i = plan.start(b); i < plan.end(b); i++) {
                long[] pairs = sparse.get(from + i);
                for (int j = 0; j < pairs.length; j += 2) {
                    batch.recordValueWithCount(pairs[j], pairs[j + 1]);
                }
            }
            values[b] = batch.getTotalCount() == 0 ? 0 : batch.getValueAtPercentile(percentile) / 1000.0;
        }
        MeanEstimate iid = BatchMeans.iid(values, BatchMeans.CONFIDENCE);
        return new MeanEstimate(iid.mean(), iid.halfWidth(), iid.batches(), plan.size());
    }

    /** A histogram's recorded buckets as (value, count) pairs: what a batch needs of it, small. */
    private static long[] sparse(Histogram h) {
        List<Long> pairs = new ArrayList<>();
        for (HistogramIterationValue v : h.recordedValues()) {
            pairs.add(v.getValueIteratedTo());
            pairs.add(v.getCountAtValueIteratedTo());
        }
        long[] out = new long[pairs.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = pairs.get(i);
        }
        return out;
    }

    /**
     * One judgement: the warm-up end detected and where the judged series starts (both in
     * intervals from the launch; the start is the later of the end and the rampup), the steady
     * length, the estimates, and whether the steady throughput drifts beyond the precision (its
     * halves differ, or its trend does: never stable).
     */
    private record Evaluation(int detected, int start, int steady, int batches, double drift,
                              List<SteadyVerdict.Estimate> estimates, boolean drifts) {

        boolean met(double precision) {
            if (batches < MIN_BATCHES || batches == Integer.MAX_VALUE || drifts) {
                return false;
            }
            for (SteadyVerdict.Estimate e : estimates) {
                if (!(e.relativeHalfWidth() <= precision)) {
                    return false;
                }
            }
            return true;
        }
    }

    /** One interval number while its missions' snapshots arrive. */
    private static final class Slot {
        int missions;
        double throughput;
        final Histogram histogram;

        Slot(boolean histograms) {
            histogram = histograms ? HistogramCodec.newHistogram() : null;
        }

        void add(Snapshot s, Set<String> opIds) {
            missions++;
            long successes = 0;
            for (OpStats o : s.ops()) {
                if (opIds.contains(o.opId())) {
                    successes += o.successes();
                    if (histogram != null) {
                        histogram.add(o.responseHistogram());
                    }
                }
            }
            throughput += successes / s.seconds();
        }
    }

    /** For tests: the merged throughput of each complete interval so far. */
    List<Double> series() {
        return List.copyOf(throughput);
    }
}
