package io.objbench.controller.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Run B compared with run A ({@link RunComparer}): every matched operation's metrics with their
 * intervals and verdicts, and what only one run has.
 *
 * @param a          A's id (the baseline)
 * @param b          B's id
 * @param confidence the level of the intervals (0.95)
 * @param alpha      the family-wise level of Holm–Bonferroni over all metrics of the comparison
 * @param minChange  the noise floor: a smaller relative change is never called (0.01 = 1 %)
 * @param ops        the matched operations, in B's stage and operation order
 * @param unmatched  stages and operations only one run has
 */
public record RunComparison(String a, String b, double confidence, double alpha, double minChange,
                            List<OpComparison> ops, List<Unmatched> unmatched) {

    public RunComparison {
        ops = List.copyOf(ops);
        unmatched = List.copyOf(unmatched);
    }

    /** The metric of the comparison that is significantly worse by the most, if any is. */
    public Optional<MetricChange> worstRegression() {
        MetricChange worst = null;
        for (OpComparison op : ops) {
            for (MetricChange m : op.metrics()) {
                if (m.verdict() == Verdict.SLOWER && (worst == null || m.worsening() > worst.worsening())) {
                    worst = m;
                }
            }
        }
        return Optional.ofNullable(worst);
    }

    /**
     * The regressions beyond {@code limit} (0.05 = 5 %): metrics called slower whose worsening
     * exceeds it, as {@code stage op metric} texts.
     */
    public List<String> regressionsBeyond(double limit) {
        List<String> out = new ArrayList<>();
        for (OpComparison op : ops) {
            for (MetricChange m : op.metrics()) {
                if (m.verdict() == Verdict.SLOWER && m.worsening() > limit) {
                    out.add(op.stage() + " " + op.op() + " " + m.metric().label());
                }
            }
        }
        return out;
    }

    /** The comparison as JSON-ready maps (unknown numbers as null). */
    public Map<String, Object> json() {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("a", a);
        root.put("b", b);
        root.put("confidence", confidence);
        root.put("alpha", alpha);
        root.put("minChange", minChange);
        List<Object> list = new ArrayList<>();
        for (OpComparison op : ops) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("stage", op.stage());
            o.put("op", op.op());
            o.put("intervalsA", op.intervalsA());
            o.put("intervalsB", op.intervalsB());
            List<Object> metrics = new ArrayList<>();
            for (MetricChange m : op.metrics()) {
                Map<String, Object> j = new LinkedHashMap<>();
                j.put("metric", m.metric().label());
                j.put("unit", m.metric().unit());
                j.put("a", num(m.a()));
                j.put("b", num(m.b()));
                j.put("ratio", num(m.ratio()));
                j.put("low", num(m.low()));
                j.put("high", num(m.high()));
                j.put("pValue", num(m.pValue()));
                j.put("batchesA", m.batchesA());
                j.put("batchesB", m.batchesB());
                j.put("significant", m.significant());
                j.put("verdict", m.verdict().text());
                metrics.add(j);
            }
            o.put("metrics", metrics);
            list.add(o);
        }
        root.put("ops", list);
        root.put("unmatched", unmatched.stream().map(u -> {
            Map<String, Object> j = new LinkedHashMap<>();
            j.put("stage", u.stage());
            j.put("op", u.op());
            j.put("onlyIn", u.onlyIn());
            return j;
        }).toList());
        return root;
    }

    private static Double num(double v) {
        return Double.isFinite(v) ? v : null;
    }
}
