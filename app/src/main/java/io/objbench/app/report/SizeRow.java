package io.objbench.app.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A row of ssbench's size table: a size class, its share of the operations and its CRUD shares
 * in percent, and its byte range. objbench's shares are the operations done in the window
 * (successes and failures), not the configured ratios: what ran, which a rounded ratio or an
 * unavailable object can make differ from what was asked.
 *
 * @param name    the class, {@code all} for operations without one
 * @param pct     its share of all the stage's reported operations, %
 * @param crudPct create, read, update, delete shares within the class, %
 * @param range   ssbench's size range text ({@code " 99  B - 100  B"}), blank when unknown
 */
record SizeRow(String name, double pct, double[] crudPct, String range) {

    static List<SizeRow> of(SsbenchRun run) {
        Map<String, long[]> done = new LinkedHashMap<>();
        long total = 0;
        for (ReportOp op : run.ops()) {
            String row = op.sizeClass() != null ? op.sizeClass() : SsbenchRun.ALL;
            long n = op.json().opCount() + op.json().failures();
            done.computeIfAbsent(row, k -> new long[4])[op.crud().ordinal()] += n;
            total += n;
        }
        List<SizeRow> rows = new ArrayList<>();
        for (Map.Entry<String, long[]> e : done.entrySet()) {
            long[] c = e.getValue();
            long sum = c[0] + c[1] + c[2] + c[3];
            double[] pct = new double[4];
            for (int i = 0; i < 4; i++) {
                pct[i] = sum == 0 ? 0 : 100.0 * c[i] / sum;
            }
            rows.add(new SizeRow(e.getKey(), total == 0 ? 0 : 100.0 * sum / total, pct,
                    range(run.classes().get(e.getKey()))));
        }
        return rows;
    }

    /** ssbench's {@code size_range}: one value padded to 15 for a fixed size, else {@code lo - hi}. */
    static String range(long[] r) {
        if (r == null) {
            return " ".repeat(15);
        }
        return r[0] == r[1] ? String.format(java.util.Locale.ROOT, "%-15s", bytes(r[0]))
                : bytes(r[0]) + " - " + bytes(r[1]);
    }

    /** ssbench's {@code _format_bytes}: decimal units, {@code %3.0f} then the unit. */
    static String bytes(long count) {
        String[] units = {" B", "kB", "MB", "GB", "TB", "PB"};
        double v = count;
        int i = 0;
        while (Math.round(v / 1000.0 * 1000.0) / 1000.0 >= 1.0 && i < units.length - 1) {
            v /= 1000.0;
            i++;
        }
        return String.format(java.util.Locale.ROOT, "%3.0f %s", (double) Math.round(v), units[i]);
    }
}
