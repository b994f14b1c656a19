package io.objbench.app;

import io.objbench.controller.archive.ReportedOp;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkloadResult;
import java.util.Locale;

/** The table printed at the end of a run: per stage and operation, the in-window results. */
final class SummaryTable {

    private static final String ROW = "%-16s %-16s %10s %14s %9s %9s %9s %9s %10s %9s %8s%n";

    private SummaryTable() {
    }

    /** The table's text. */
    static String render(WorkloadResult run) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, ROW, "stage", "op", "ops", "bytes", "avg ms", "p50 ms", "p99 ms",
                "max ms", "ops/s", "MB/s", "success"));
        for (StageResult stage : run.stages()) {
            var ops = ReportedOp.of(stage);
            if (ops.isEmpty()) {
                sb.append(String.format(Locale.ROOT, "%-16s %s%n", stage.stage().id(), "(" + stage.state().csvName() + ")"));
            }
            for (ReportedOp op : ops) {
                var m = op.metrics();
                sb.append(String.format(Locale.ROOT, ROW, stage.stage().id(), op.operation().label(),
                        m.opCount(), m.byteCount(), num(m.avgResponseMs()), num(op.percentileMs(50)),
                        num(op.percentileMs(99)), num(op.percentileMs(100)), num(m.throughput()),
                        num(m.bandwidth() / 1e6), pct(m.successRatio())));
            }
        }
        return sb.toString();
    }

    private static String num(double v) {
        return Double.isNaN(v) || Double.isInfinite(v) ? "-" : String.format(Locale.ROOT, "%.2f", v);
    }

    private static String pct(double ratio) {
        return Double.isNaN(ratio) ? "-" : String.format(Locale.ROOT, "%.2f%%", ratio * 100);
    }
}
