package io.objbench.app.compare;

import io.objbench.controller.compare.Repetitions;
import io.objbench.core.stats.interval.MeanEstimate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The table {@code run --repeat N} ends with: per stage, operation and figure, the mean over the runs ± the 95 % half-width. */
public final class RepetitionsTable {

    private RepetitionsTable() {
    }

    /** The table's text. */
    public static String render(Repetitions r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%d repetitions (%s): mean over the runs ± half-width of its 95 %%"
                + " interval (Student t)%n", r.runs().size(), String.join(", ", r.runs())));
        List<String[]> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("stage", "op"));
        for (String f : Repetitions.FIGURES) {
            header.add(f.equals("throughput") ? "ops/s" : f + " ms");
        }
        rows.add(header.toArray(String[]::new));
        for (Repetitions.RepeatedOp op : r.ops()) {
            List<String> row = new ArrayList<>(List.of(op.stage(), op.op()));
            for (String f : Repetitions.FIGURES) {
                row.add(cell(op.figures().get(f)));
            }
            rows.add(row.toArray(String[]::new));
        }
        sb.append(PaddedTable.render(rows));
        return sb.toString();
    }

    /** {@code 812.3 ± 4.1}; {@code 812.3 ± ?} with fewer than two runs; {@code -} without any value. */
    static String cell(MeanEstimate e) {
        if (e == null || e.batches() == 0) {
            return "-";
        }
        String format = Math.abs(e.mean()) >= 100 ? "%.1f" : "%.3f";
        String mean = String.format(Locale.ROOT, format, e.mean());
        return mean + " ± " + (e.known() ? String.format(Locale.ROOT, format, e.halfWidth()) : "?");
    }
}
