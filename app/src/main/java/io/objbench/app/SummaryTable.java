package io.objbench.app;

import io.objbench.controller.archive.ReportedOp;
import io.objbench.controller.run.GeneratorVerdict;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.SteadyWindow;
import io.objbench.controller.run.WorkResult;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.core.stats.Exemplar;
import io.objbench.core.stats.Exemplars;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The table printed at the end of a run: per stage and operation, the in-window results. A
 * read's row is followed by its time to first byte ({@code first byte}: the mean, which is
 * Avg-ProcTime, p50, p99 and max). An open-loop operation's row shows the response time from the intended start, followed by its
 * service time and schedule lag rows; a stage with open-loop works ends with each work's
 * generator verdict ("generator saturated" with the reason, or the schedule kept); a stage with
 * {@code until="stable"} works, with its steady verdict ("ended: stable after …" or "not steady").
 * A stage whose warm-up was detected past rampup says where its figures begin.
 * Each stage's drivers' share of their network links follows, and "client network-bound" when
 * one ran at 90 % or more of its link. An operation on a confirmed-object inventory whose turns
 * found it empty has a row with their count ("unavailable"). An operation whose sizes come from
 * {@code h(…)} is followed by one indented row per size class ({@code   1-4KB}: the samples whose size
 * was drawn from that bucket; rates over the operation's window, docs/metrics.md).
 * A stage's three slowest requests follow its rows, with the server's request id when the
 * adaptor reports one.
 */
final class SummaryTable {

    // the slowest requests printed per stage: a hint; the report and the archive have them all
    private static final int SLOWEST_SHOWN = 3;
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
                if (op.hasFirstByte()) {
                    latencyRow(sb, "  first byte", num(m.avgProcessingMs()), op.firstBytePercentilesMs());
                }
                if (op.stats().unavailable() != 0) {
                    sb.append(String.format(Locale.ROOT, "%-16s %-16s %10d unavailable (inventory empty: not sent)%n",
                            stage.stage().id(), "  " + op.operation().label(), op.stats().unavailable()));
                }
                if (op.openLoop()) {
                    latencyRow(sb, "  service", "", op.servicePercentilesMs());
                    latencyRow(sb, "  lag", "", op.lagPercentilesMs());
                }
                classRows(sb, op);
            }
            String steady = steadyNote(stage);
            if (steady != null) {
                sb.append(String.format(Locale.ROOT, "%-16s %s%n", stage.stage().id(), steady));
            }
            for (WorkResult w : stage.works()) {
                GeneratorVerdict verdict = w.verdict();
                if (verdict != null) {
                    sb.append(String.format(Locale.ROOT, "%-16s work '%s' %s%n", stage.stage().id(), w.work().name(),
                            verdict.describe()));
                }
            }
            if (stage.steady() != null) {
                // until="stable": "ended: stable after 47 s (...)" or "not steady: ran to its runtime (...)"
                sb.append(String.format(Locale.ROOT, "%-16s %s%n", stage.stage().id(), stage.steady().describe()));
            }
            clientNetwork(sb, stage);
            if (stage.verdict() != null) {
                for (String line : stage.verdict().describe()) {
                    sb.append(String.format(Locale.ROOT, "%-16s %s%n", stage.stage().id(), line.strip()));
                }
            }
            slowest(sb, stage);
        }
        overhead(sb, run);
        return sb.toString();
    }

    /** The time objbench itself spent between stages (docs/metrics.md, "Overhead between stages"). */
    private static void overhead(StringBuilder sb, WorkloadResult run) {
        java.util.List<Double> each = io.objbench.controller.run.StageOverhead.millis(run.stages());
        io.objbench.controller.run.StageOverhead.Total total = io.objbench.controller.run.StageOverhead.total(run.stages());
        if (total.stages() == 0) {
            return;
        }
        double max = each.stream().filter(java.util.Objects::nonNull).mapToDouble(Double::doubleValue).max().orElse(0);
        sb.append(String.format(Locale.ROOT, "overhead between stages: %.1f ms over %d stage%s (max %.1f ms)%n",
                total.millis(), total.stages(), total.stages() == 1 ? "" : "s", max));
    }

    /**
     * Where the figures above begin when a warm-up was detected past rampup (docs/metrics.md,
     * "Warm-up detection"), or why detection could not run; null otherwise.
     */
    static String steadyNote(StageResult stage) {
        SteadyWindow w = stage.window();
        if (w == null) {
            return null;
        }
        if (SteadyWindow.NONE.equals(w.method())) {
            return "warm-up not detected: " + w.note();
        }
        if (stage.whole() == stage.works() || w.warmupEndsAt() == null) {
            return null;
        }
        long cosbench = 0;
        for (ReportedOp op : ReportedOp.of(stage.whole())) {
            cosbench += op.metrics().opCount();
        }
        return String.format(Locale.ROOT, "steady window from %.0f s: %s found %d warm-up intervals (%d ops in"
                + " COSBench's window from rampup on, in the JSON's \"whole\")", w.warmupEndsAt(), w.method(),
                w.warmupIntervals(), cosbench);
    }

    /** Each driver's share of its link, then the "client network-bound" mark when one ran at 90 % or more. */
    private static void clientNetwork(StringBuilder sb, StageResult stage) {
        var net = stage.clientNetwork();
        // nothing moved (mock, none, a stage that made no call): a line of zeros says nothing
        if (net == null || net.drivers().stream().allMatch(d -> d.sentBytes() + d.receivedBytes() + d.loopbackBytes() == 0
                && d.peakShare() == null)) {
            return;
        }
        for (String line : net.describe()) {
            sb.append(String.format(Locale.ROOT, "%-16s %s%n", stage.stage().id(), line));
        }
        if (net.networkBound()) {
            sb.append(String.format(Locale.ROOT, "%-16s %s%n", stage.stage().id(), net.mark()));
        }
    }

    /** One row per size class below an operation whose sizes come from {@code h(…)}. */
    private static void classRows(StringBuilder sb, ReportedOp op) {
        if (!op.stats().hasClasses()) {
            return;
        }
        for (var c : op.stats().classes()) {
            var m = io.objbench.core.stats.OpMetrics.of(c.stats(), op.metrics().windowSeconds());
            boolean pct = op.hasPercentiles();
            sb.append(String.format(Locale.ROOT, ROW, "", "  " + c.sizeClass().label(), m.opCount(), m.byteCount(),
                    num(m.avgResponseMs()), pct ? num(m.percentileMs(50)) : "-", pct ? num(m.percentileMs(99)) : "-",
                    pct ? num(m.percentileMs(100)) : "-", num(m.throughput()), num(m.bandwidth() / 1e6),
                    pct(m.successRatio())));
        }
    }

    /**
     * The stage's three slowest requests of any operation, one line each: latency, operation,
     * container/object, driver, status unless ok, and the server's request id when there is one
     * (the report page and {@code -slowest.csv} list them all).
     */
    private static void slowest(StringBuilder sb, StageResult stage) {
        if (stage.stage().works().stream().allMatch(w -> w.type().special())) {
            return; // a preparation stage's slowest calls are in the archive and on the report page
        }
        List<Exemplar> top = stage.slowest().stream().sorted(Exemplars.SLOWEST_FIRST).limit(SLOWEST_SHOWN).toList();
        Map<String, String> labels = new HashMap<>();
        for (ReportedOp op : ReportedOp.of(stage)) {
            labels.put(op.operation().id(), op.operation().label());
        }
        for (Exemplar e : top) {
            String target = e.object().isEmpty() ? e.container() : e.container() + "/" + e.object();
            sb.append(String.format(Locale.ROOT, "%-16s slowest %s ms %s %s (%s%s)%s%n", stage.stage().id(),
                    num(e.latencyMicros() / 1000.0), labels.getOrDefault(e.opId(), e.opId()), target,
                    e.driver() == null ? "" : e.driver(), "ok".equals(e.status()) ? "" : ", " + e.status(),
                    e.requestId() == null ? "" : " id " + e.requestId()));
        }
    }

    /** A latency below its operation's row (first byte, service, lag): its mean when given, p50, p99 and max. */
    private static void latencyRow(StringBuilder sb, String name, String avg, java.util.Map<Double, Double> percentiles) {
        if (percentiles == null) {
            return; // histogram=false: no percentiles
        }
        sb.append(String.format(Locale.ROOT, ROW, "", name, "", "", avg, num(percentiles.get(50.0)),
                num(percentiles.get(99.0)), num(percentiles.get(100.0)), "", "", ""));
    }

    private static String num(double v) {
        return Double.isNaN(v) || Double.isInfinite(v) ? "-" : String.format(Locale.ROOT, "%.2f", v);
    }

    private static String pct(double ratio) {
        return Double.isNaN(ratio) ? "-" : String.format(Locale.ROOT, "%.2f%%", ratio * 100);
    }
}
