package io.objbench.controller.archive;

import java.util.List;

/**
 * A stage's timeline CSV read back ({@link TimelineCsv} wrote it): its two header lines and its
 * data rows. A value is found by the metric's name in the first header line and the operation's
 * position under it, never by a fixed column number, so files with other operations or metrics
 * read as they were written.
 *
 * @param metrics the first header line: each metric's name over its first operation's column
 * @param labels  the second header line: the operation labels under each metric
 * @param rows    the data rows, one per merged interval, oldest first
 */
public record TimelineTable(List<String> metrics, List<String> labels, List<List<String>> rows) {

    /** A stage without a timeline file (or an empty one). */
    public static final TimelineTable EMPTY = new TimelineTable(List.of(), List.of(), List.of());

    public TimelineTable {
        metrics = List.copyOf(metrics);
        labels = List.copyOf(labels);
        rows = rows.stream().map(List::copyOf).toList();
    }

    /** The number of data rows. */
    public int size() {
        return rows.size();
    }

    /**
     * The number in row {@code row} (0-based) for {@code metric} (a {@link TimelineCsv} name) of
     * the operation at {@code op} (0-based, in the stage's operation order); a ratio's {@code %}
     * is dropped ({@code 100%} reads 100). Null when the row, metric or operation is not in the
     * file or the cell is not a number ({@code N/A}).
     */
    public Double value(int row, String metric, int op) {
        int first = metrics.indexOf(metric);
        if (first < 0 || op < 0 || op >= width(first) || row < 0 || row >= rows.size()) {
            return null;
        }
        List<String> cells = rows.get(row);
        int column = first + op;
        if (column >= cells.size()) {
            return null;
        }
        String text = cells.get(column).trim();
        if (text.endsWith("%")) {
            text = text.substring(0, text.length() - 1);
        }
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            return null; // N/A
        }
    }

    /** How many operation columns the metric starting at {@code first} spans: up to the next named header. */
    private int width(int first) {
        int end = first + 1;
        while (end < metrics.size() && metrics.get(end).isEmpty()) {
            end++;
        }
        return end - first;
    }
}
