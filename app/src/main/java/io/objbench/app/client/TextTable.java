package io.objbench.app.client;

import java.util.ArrayList;
import java.util.List;

/** A plain-text table: a header, rows, columns padded to their widest cell, two spaces apart. */
final class TextTable {

    private final List<String[]> rows = new ArrayList<>();
    private final int columns;

    TextTable(String... header) {
        this.columns = header.length;
        rows.add(header);
    }

    /** Adds a row; missing cells are blank, null shows as {@code -}. */
    TextTable row(String... cells) {
        String[] r = new String[columns];
        for (int i = 0; i < columns; i++) {
            r[i] = i < cells.length && cells[i] != null ? cells[i] : i < cells.length ? "-" : "";
        }
        rows.add(r);
        return this;
    }

    /** The number of rows below the header. */
    int size() {
        return rows.size() - 1;
    }

    /** The table, one line per row, each ending in a newline, no trailing blanks. */
    String render() {
        int[] width = new int[columns];
        for (String[] r : rows) {
            for (int i = 0; i < columns; i++) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String[] r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < columns; i++) {
                line.append(r[i]);
                if (i < columns - 1) {
                    line.append(" ".repeat(width[i] - r[i].length() + 2));
                }
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }
}
