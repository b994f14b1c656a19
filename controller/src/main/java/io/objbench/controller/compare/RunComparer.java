package io.objbench.controller.compare;

import io.objbench.core.stats.interval.BatchMeans;
import io.objbench.core.stats.interval.BatchPlan;
import io.objbench.core.stats.interval.RatioEstimate;
import io.objbench.core.stats.interval.TwoSamples;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Compares two archived runs (docs/metrics.md, "Comparing runs"). Per matched operation and
 * metric: the in-window intervals are cut into batches ({@link BatchMeans#plan}: consecutive
 * intervals are correlated, batches of them much less), each batch's statistic computed from its
 * merged histogram, and the two runs' batch values compared with {@link TwoSamples#ratio}. A
 * change is called only when Holm–Bonferroni over every metric of the comparison finds it
 * significant and it is at least the noise floor.
 */
public final class RunComparer {

    /** The default noise floor: 1 %. */
    public static final double DEFAULT_MIN_CHANGE = 0.01;
    /** The family-wise error level of the verdicts. */
    public static final double ALPHA = 0.05;

    private RunComparer() {
    }

    /** B against A, every operation, with the default noise floor. */
    public static RunComparison compare(RunIntervals a, RunIntervals b) {
        return compare(a, b, DEFAULT_MIN_CHANGE, op -> true);
    }

    /**
     * B against A over the matched operations {@code include} accepts (Holm–Bonferroni over
     * their metrics only), with noise floor {@code minChange} (0.01 = 1 %).
     */
    public static RunComparison compare(RunIntervals a, RunIntervals b, double minChange,
                                        Predicate<OpIntervals> include) {
        if (!(minChange >= 0) || Double.isInfinite(minChange)) {
            throw new IllegalArgumentException("the noise floor must be a finite change >= 0, not " + minChange);
        }
        List<Unmatched> unmatched = new ArrayList<>();
        List<OpIntervals[]> pairs = new ArrayList<>();
        Map<String, RunIntervals.StageIntervals> stagesA = new LinkedHashMap<>();
        a.stages().forEach(s -> stagesA.put(s.id(), s));
        Map<String, RunIntervals.StageIntervals> stagesB = new LinkedHashMap<>();
        b.stages().forEach(s -> stagesB.put(s.id(), s));
        for (RunIntervals.StageIntervals s : a.stages()) {
            if (!stagesB.containsKey(s.id())) {
                unmatched.add(new Unmatched(s.id(), null, a.id()));
            }
        }
        for (RunIntervals.StageIntervals sb : b.stages()) {
            RunIntervals.StageIntervals sa = stagesA.get(sb.id());
            if (sa == null) {
                unmatched.add(new Unmatched(sb.id(), null, b.id()));
                continue;
            }
            Map<String, OpIntervals> opsA = new LinkedHashMap<>();
            sa.ops().forEach(o -> opsA.put(o.key(), o));
            Map<String, OpIntervals> opsB = new LinkedHashMap<>();
            sb.ops().forEach(o -> opsB.put(o.key(), o));
            for (OpIntervals oa : sa.ops()) {
                if (!opsB.containsKey(oa.key())) {
                    unmatched.add(new Unmatched(sb.id(), oa.key(), a.id()));
                }
            }
            for (OpIntervals ob : sb.ops()) {
                OpIntervals oa = opsA.get(ob.key());
                if (oa == null) {
                    unmatched.add(new Unmatched(sb.id(), ob.key(), b.id()));
                } else if (include.test(ob)) {
                    pairs.add(new OpIntervals[] {oa, ob});
                }
            }
        }
        // every estimate first, then Holm over all of them, then the verdicts
        List<Estimated> estimated = new ArrayList<>();
        for (OpIntervals[] pair : pairs) {
            List<Batch> batchesA = Batch.group(pair[0].intervals(), BatchMeans.plan(pair[0].intervals().size()));
            List<Batch> batchesB = Batch.group(pair[1].intervals(), BatchMeans.plan(pair[1].intervals().size()));
            for (Metric m : Metric.values()) {
                double[] va = values(batchesA, m);
                double[] vb = values(batchesB, m);
                estimated.add(new Estimated(m, va, vb, TwoSamples.ratio(va, vb, BatchMeans.CONFIDENCE)));
            }
        }
        double[] p = estimated.stream().mapToDouble(e -> e.estimate().pValue()).toArray();
        boolean[] significant = TwoSamples.holm(p, ALPHA);
        List<OpComparison> ops = new ArrayList<>();
        int k = 0;
        for (OpIntervals[] pair : pairs) {
            List<MetricChange> changes = new ArrayList<>();
            for (int i = 0; i < Metric.values().length; i++, k++) {
                changes.add(change(estimated.get(k), significant[k], minChange));
            }
            ops.add(new OpComparison(pair[1].stage(), pair[1].key(), pair[0].intervals().size(),
                    pair[1].intervals().size(), changes));
        }
        return new RunComparison(a.id(), b.id(), BatchMeans.CONFIDENCE, ALPHA, minChange, ops, unmatched);
    }

    /** The metric's value per batch, batches without one (no successes) left out. */
    static double[] values(List<Batch> batches, Metric metric) {
        return batches.stream().mapToDouble(metric::of).filter(Double::isFinite).toArray();
    }

    private static MetricChange change(Estimated e, boolean significant, double minChange) {
        RatioEstimate r = e.estimate();
        double meanA = Arrays.stream(e.a()).average().orElse(Double.NaN);
        double meanB = Arrays.stream(e.b()).average().orElse(Double.NaN);
        Verdict verdict;
        if (e.a().length < 2 || e.b().length < 2 || Double.isNaN(r.pValue())) {
            verdict = Verdict.NOT_ENOUGH_INTERVALS;
            significant = false;
        } else if (significant && Math.abs(r.ratio() - 1) >= minChange) {
            boolean up = r.ratio() > 1;
            verdict = up == e.metric().higherIsFaster() ? Verdict.FASTER : Verdict.SLOWER;
        } else {
            verdict = Verdict.NO_DIFFERENCE;
        }
        return new MetricChange(e.metric(), meanA, meanB, r.ratio(), r.low(), r.high(), r.pValue(), e.a().length,
                e.b().length, significant, verdict);
    }

    private record Estimated(Metric metric, double[] a, double[] b, RatioEstimate estimate) {
    }
}
