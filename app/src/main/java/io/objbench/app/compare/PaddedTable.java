package io.objbench.app.compare;

import java.util.List;

/** Rows of cells as text columns padded to their widest cell, two spaces apart, no trailing blanks. */
final class PaddedTable {

    private PaddedTable() {
    }

    static String render(List<String[]> rows) {
        int columns = rows.stream().mapToInt(r -> r.length).max().orElse(0);
        int[] width = new int[columns];
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String[] r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.length; i++) {
                line.append(r[i]).append(" ".repeat(width[i] - r[i].length() + 2));
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }
}
