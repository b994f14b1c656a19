package io.objbench.controller.archive;

import io.objbench.controller.run.StageOps;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.TimelineRow;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A stage's time series {@code s<k>-<stage>.csv} (cosbench-format.md §5.5): two header lines
 * (each metric label followed by one empty cell per further operation; then the op labels seven
 * times and the version columns), then one row per merged interval. Empty for a stage without
 * operations. Averages and rates of a row are over that interval only.
 */
public final class TimelineCsv {

    /** Successes of the interval (header of the first line, over the op labels). */
    public static final String OP_COUNT = "Op-Count";
    /** Bytes moved in the interval. */
    public static final String BYTE_COUNT = "Byte-Count";
    /** Average response time of the interval's successes, ms. */
    public static final String AVG_RES_TIME = "Avg-ResTime";
    /** Average processing time, ms. */
    public static final String AVG_PROC_TIME = "Avg-ProcTime";
    /** Successes per second. */
    public static final String THROUGHPUT = "Throughput";
    /** Bytes per second. */
    public static final String BANDWIDTH = "Bandwidth";
    /** Successes over attempts, {@code 0.##%}. */
    public static final String SUCC_RATIO = "Succ-Ratio";

    private static final String[] METRICS = {OP_COUNT, BYTE_COUNT, AVG_RES_TIME, AVG_PROC_TIME, THROUGHPUT,
        BANDWIDTH, SUCC_RATIO};

    private TimelineCsv() {
    }

    /** The file's text. */
    public static String render(StageResult stage, CsvFormat f) {
        StringBuilder sb = new StringBuilder(header(stage.stage()));
        if (sb.isEmpty()) {
            return "";
        }
        for (TimelineRow row : stage.timeline()) {
            sb.append(CsvFormat.line(cells(row, f)));
        }
        return sb.toString();
    }

    /** The two header lines of a stage's file; empty for a stage without operations. */
    public static String header(Stage stage) {
        List<Operation> ops = StageOps.of(stage);
        if (ops.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        List<String> first = new ArrayList<>();
        List<String> second = new ArrayList<>();
        first.add("Timestamp");
        second.add("");
        for (String metric : METRICS) {
            for (int i = 0; i < ops.size(); i++) {
                first.add(i == 0 ? metric : "");
                second.add(ops.get(i).label());
            }
        }
        first.addAll(List.of("Version-Info", "", ""));
        second.addAll(List.of("Min-Version", "Version", "Max-Version"));
        sb.append(CsvFormat.line(first)).append(CsvFormat.line(second));
        return sb.toString();
    }

    /** One interval's line. */
    public static String row(TimelineRow row, CsvFormat f) {
        return CsvFormat.line(cells(row, f));
    }

    private static List<String> cells(TimelineRow row, CsvFormat f) {
        List<String> cells = new ArrayList<>();
        cells.add(f.time(row.at()));
        each(row, cells, r -> Long.toString(r.successes()));
        each(row, cells, r -> Long.toString(r.bytes()));
        // COSBench's timeline: averages N/A unless > 0, rates always numbers, the success ratio N/A
        // only without any sample (an interval where everything failed shows 0%)
        each(row, cells, r -> f.positive(r.avgResponseMs()));
        each(row, cells, r -> f.positive(r.avgProcessingMs()));
        each(row, cells, r -> f.rate(r.throughput()));
        each(row, cells, r -> f.rate(r.bandwidth()));
        each(row, cells, r -> f.percent(r.successRatio()));
        cells.add(Long.toString(row.minVersion()));
        cells.add(Long.toString(row.version()));
        cells.add(Long.toString(row.maxVersion()));
        return cells;
    }

    private static void each(TimelineRow row, List<String> cells, Function<TimelineRow.RowOp, String> cell) {
        for (TimelineRow.RowOp op : row.ops()) {
            cells.add(cell.apply(op));
        }
    }
}
