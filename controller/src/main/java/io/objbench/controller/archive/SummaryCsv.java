package io.objbench.controller.archive;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkloadResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The workload summary {@code w<N>-<name>.csv} (cosbench-format.md §5.5): one row per stage
 * operation, the stage's status and its history spilling over as many columns as it has
 * changes; a stage without measurements gets one row of N/A. Percentiles are exact
 * (HdrHistogram) in ms, not COSBench's 10 ms bucket edges.
 */
public final class SummaryCsv {

    /** COSBench's header, exactly. */
    public static final String HEADER = "Stage,Op-Name,Op-Type,Op-Count,Byte-Count,Avg-ResTime,Avg-ProcTime,"
            + "60%-ResTime,80%-ResTime,90%-ResTime,95%-ResTime,99%-ResTime,100%-ResTime,"
            + "Throughput,Bandwidth,Succ-Ratio,Status,Detailed Status\n";

    /** The percentiles of the summary columns, in order. */
    static final double[] COLUMNS = {60, 80, 90, 95, 99, 100};

    private SummaryCsv() {
    }

    /** The file's text. */
    public static String render(WorkloadResult run, CsvFormat f) {
        StringBuilder sb = new StringBuilder(HEADER);
        for (StageResult stage : run.stages()) {
            List<String> tail = new ArrayList<>();
            tail.add(stage.state().csvName());
            tail.addAll(f.history(stage.history()));
            if (stage.partial() && !stage.history().isEmpty()) {
                // a lost driver's share is what its snapshots delivered: said where the state is
                tail.add("partial @ " + f.dateTime(stage.history().get(stage.history().size() - 1).at()));
            }
            if (stage.recovered() != null) {
                // collected from the drivers after a controller crash: said where the state is
                tail.add("recovered @ " + f.dateTime(stage.recovered()));
            }
            List<ReportedOp> ops = ReportedOp.of(stage);
            if (ops.isEmpty()) {
                List<String> cells = new ArrayList<>();
                cells.add(stage.stage().id());
                cells.addAll(Collections.nCopies(15, CsvFormat.NA));
                cells.addAll(tail);
                sb.append(CsvFormat.line(cells));
            }
            for (ReportedOp op : ops) {
                List<String> cells = new ArrayList<>(metricCells(op, f));
                cells.add(0, op.operation().type());
                cells.add(0, op.operation().label());
                cells.add(0, stage.stage().id());
                cells.addAll(tail);
                sb.append(CsvFormat.line(cells));
            }
        }
        return sb.toString();
    }

    /** Op-Count … Succ-Ratio: the 13 metric cells shared with {@code workloads.csv} (with Worker-Count there). */
    static List<String> metricCells(ReportedOp op, CsvFormat f) {
        List<String> cells = new ArrayList<>();
        cells.add(Long.toString(op.metrics().opCount()));
        cells.add(Long.toString(op.metrics().byteCount()));
        // COSBench's N/A: averages and the success ratio unless above 0, percentiles without a
        // successful sample (or with histogram=false); throughput and bandwidth are always numbers
        cells.add(f.positive(op.metrics().avgResponseMs()));
        cells.add(f.positive(op.metrics().avgProcessingMs()));
        for (double p : COLUMNS) {
            cells.add(f.millis(op.percentileMs(p)));
        }
        cells.add(f.rate(op.metrics().throughput()));
        cells.add(f.rate(op.metrics().bandwidth()));
        cells.add(f.ratio(op.metrics().successRatio()));
        return cells;
    }
}
