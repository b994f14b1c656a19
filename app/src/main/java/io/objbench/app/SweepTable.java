package io.objbench.app;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkResult;
import io.objbench.core.check.Figures;
import io.objbench.core.stats.OpStats;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The sweep's two tables on the terminal ({@code objbench sweep}): operations per second and MB/s
 * (decimal, as COSBench) by size and operation, from the stages named {@code <size>-<op>}; "-" for
 * a stage that measured nothing or did not run, and for the bandwidth of deletes.
 */
public final class SweepTable {

    private SweepTable() {
    }

    /** The tables of {@code result}'s sweep stages. */
    public static String render(io.objbench.controller.run.WorkloadResult result) {
        Map<String, Map<String, Figures>> bySize = new LinkedHashMap<>();
        List<String> ops = new ArrayList<>();
        for (StageResult s : result.stages()) {
            String name = s.stage().name();
            int dash = name.lastIndexOf('-');
            String op = dash < 0 ? "" : name.substring(dash + 1);
            if (!SweepPlan.OPERATIONS.contains(op) || s.works().isEmpty()) {
                continue;
            }
            if (!ops.contains(op)) {
                ops.add(op);
            }
            bySize.computeIfAbsent(name.substring(0, dash), k -> new LinkedHashMap<>()).put(op, figures(s.works().getFirst()));
        }
        ops.sort(java.util.Comparator.comparingInt(SweepPlan.OPERATIONS::indexOf));
        StringBuilder sb = new StringBuilder();
        table(sb, "operations per second", bySize, ops, false);
        table(sb, "MB/s", bySize, ops, true);
        return sb.toString();
    }

    private static void table(StringBuilder sb, String title, Map<String, Map<String, Figures>> bySize,
                              List<String> ops, boolean bandwidth) {
        sb.append("sweep: ").append(title).append('\n');
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-10s", "size"));
        ops.forEach(op -> head.append(String.format(Locale.ROOT, " %10s", op)));
        sb.append(head).append('\n');
        bySize.forEach((size, cells) -> {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-10s", size));
            for (String op : ops) {
                Figures f = cells.get(op);
                // a delete moves no bytes: "-" rather than a bandwidth of 0
                double v = f == null || bandwidth && op.equals("delete") ? Double.NaN
                        : bandwidth ? f.bandwidth() / 1_000_000 : f.throughput();
                row.append(String.format(Locale.ROOT, " %10s", Double.isNaN(v) || Double.isInfinite(v) ? "-"
                        : String.format(Locale.ROOT, "%.2f", v)));
            }
            sb.append(row).append('\n');
        });
    }

    /** The work's operations taken together over its window, null when it measured nothing. */
    private static Figures figures(WorkResult w) {
        List<Figures> ops = new ArrayList<>();
        for (OpStats o : w.ops()) {
            ops.add(Figures.of(o, w.windowSeconds()));
        }
        return ops.isEmpty() ? null : Figures.parallel(ops);
    }
}
