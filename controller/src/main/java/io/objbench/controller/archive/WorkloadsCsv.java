package io.objbench.controller.archive;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkloadResult;
import java.util.List;

/**
 * The cross-run matrix {@code workloads.csv} (cosbench-format.md §5.5): one row per (run, stage,
 * operation), appended after every run.
 */
public final class WorkloadsCsv {

    /** COSBench's header, exactly. */
    public static final String HEADER = "Id,Op-Name,Op-Count,Byte-Count,Worker-Count,Avg-ResTime,Avg-ProcTime,"
            + "60%-ResTime,80%-ResTime,90%-ResTime,95%-ResTime,99%-ResTime,100%-ResTime,"
            + "Throughput,Bandwidth,Succ-Ratio,Config-Info\n";

    private WorkloadsCsv() {
    }

    /** The rows of one run (no header). */
    public static String rows(WorkloadResult run, CsvFormat f) {
        StringBuilder sb = new StringBuilder();
        for (StageResult stage : run.stages()) {
            for (ReportedOp op : ReportedOp.of(stage)) {
                List<String> m = SummaryCsv.metricCells(op, f);
                java.util.ArrayList<String> cells = new java.util.ArrayList<>();
                // the stage part as in the stage's file names
                cells.add(run.id() + "-" + ArchiveNames.part(stage.stage().id()) + "-" + op.stageOpIndex());
                cells.add(op.operation().label());
                cells.add(m.get(0));
                cells.add(m.get(1));
                cells.add(Integer.toString(op.work().work().workers()));
                cells.addAll(m.subList(2, m.size()));
                cells.add(configInfo(op));
                sb.append(CsvFormat.line(cells));
            }
        }
        return sb.toString();
    }

    /** {@code <ratio>% <config>} with ',' → '-' and ';' → ' ' so the cell never needs quoting. */
    static String configInfo(ReportedOp op) {
        String config = op.operation().config().replace(',', '-').replace(';', ' ').trim();
        return op.operation().ratio() + "%" + (config.isEmpty() ? "" : " " + config);
    }
}
