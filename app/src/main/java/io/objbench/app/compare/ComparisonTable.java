package io.objbench.app.compare;

import io.objbench.controller.compare.MetricChange;
import io.objbench.controller.compare.OpComparison;
import io.objbench.controller.compare.RunComparison;
import io.objbench.controller.compare.Unmatched;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The terminal table of a {@link RunComparison}: one line per stage, operation and metric. */
public final class ComparisonTable {

    private ComparisonTable() {
    }

    /** The table's text, with a heading saying what was compared and how, and the unmatched stages and operations. */
    public static String render(RunComparison c) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%s (B) against %s (A): change of B/A with its %.0f %% interval from"
                + " batch means of the in-window intervals;%n", c.b(), c.a(), c.confidence() * 100));
        sb.append(String.format(Locale.ROOT, "a difference is called when significant after Holm-Bonferroni"
                + " (alpha %.2f) and at least %s.%n", c.alpha(), Percent.signed(c.minChange()).substring(1)));
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"stage", "op", "metric", "A", "B", "change", "95 % interval", "batches", "verdict"});
        for (OpComparison op : c.ops()) {
            for (MetricChange m : op.metrics()) {
                rows.add(new String[] {op.stage(), op.op(), m.metric().label() + " " + m.metric().unit(), num(m.a()),
                    num(m.b()), Percent.signed(m.change()), interval(m), m.batchesA() + "/" + m.batchesB(),
                    m.verdict().text()});
            }
        }
        sb.append(PaddedTable.render(rows));
        if (c.ops().isEmpty()) {
            sb.append("no operation is in both runs\n");
        }
        for (Unmatched u : c.unmatched()) {
            sb.append("not compared: ").append(u.describe()).append('\n');
        }
        return sb.toString();
    }

    private static String interval(MetricChange m) {
        if (!Double.isFinite(m.low()) || !Double.isFinite(m.high())) {
            return "-";
        }
        return "[" + Percent.signed(m.low() - 1) + ", " + Percent.signed(m.high() - 1) + "]";
    }

    private static String num(double v) {
        if (!Double.isFinite(v)) {
            return "-";
        }
        return String.format(Locale.ROOT, Math.abs(v) >= 100 ? "%.1f" : "%.3f", v);
    }
}
