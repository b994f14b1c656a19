package io.objbench.app;

import io.objbench.controller.archive.ReportedOp;
import io.objbench.controller.run.GeneratorVerdict;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkResult;
import io.objbench.controller.run.WorkloadResult;
import java.util.Locale;

/**
 * The table printed at the end of a run: per stage and operation, the in-window results. An
 * open-loop operation's row shows the response time from the intended start, followed by its
 * service time and schedule lag rows; a stage with open-loop works ends with each work's
 * generator verdict ("generator saturated" with the reason, or the schedule kept); each stage's
 * drivers' share of their network links follows, and "client network-bound" when one ran at 90 %
 * or more of its link.
 */
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
                if (op.openLoop()) {
                    latencyRow(sb, "  service", op.servicePercentilesMs());
                    latencyRow(sb, "  lag", op.lagPercentilesMs());
                }
            }
            for (WorkResult w : stage.works()) {
                GeneratorVerdict verdict = w.verdict();
                if (verdict != null) {
                    sb.append(String.format(Locale.ROOT, "%-16s work '%s' %s%n", stage.stage().id(), w.work().name(),
                            verdict.describe()));
                }
            }
            clientNetwork(sb, stage);
        }
        return sb.toString();
    }

    /** Each driver's share of its link, then the "client network-bound" mark when one ran at 90 % or more. */
    private static void clientNetwork(StringBuilder sb, StageResult stage) {
        var net = stage.clientNetwork();
        if (net == null) {
            return;
        }
        for (String line : net.describe()) {
            sb.append(String.format(Locale.ROOT, "%-16s %s%n", stage.stage().id(), line));
        }
        if (net.networkBound()) {
            sb.append(String.format(Locale.ROOT, "%-16s %s%n", stage.stage().id(), net.mark()));
        }
    }

    /** An open-loop latency below its operation's row: p50, p99 and max only. */
    private static void latencyRow(StringBuilder sb, String name, java.util.Map<Double, Double> percentiles) {
        if (percentiles == null) {
            return; // histogram=false: no percentiles
        }
        sb.append(String.format(Locale.ROOT, ROW, "", name, "", "", "", num(percentiles.get(50.0)),
                num(percentiles.get(99.0)), num(percentiles.get(100.0)), "", "", ""));
    }

    private static String num(double v) {
        return Double.isNaN(v) || Double.isInfinite(v) ? "-" : String.format(Locale.ROOT, "%.2f", v);
    }

    private static String pct(double ratio) {
        return Double.isNaN(ratio) ? "-" : String.format(Locale.ROOT, "%.2f%%", ratio * 100);
    }
}
