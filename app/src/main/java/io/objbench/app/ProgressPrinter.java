package io.objbench.app;

import io.objbench.controller.plan.TimeEstimate;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.TimelineRow;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * Live progress on the terminal: one line refreshed in place ({@code \r}) on a TTY, one plain
 * line per interval otherwise: stage, elapsed / remaining, the run's time left (from the limits
 * of the stages still to run: exact, at most, or a lower bound), ops/s, MB/s (10^6 B), p99 ms
 * and the stage's errors so far; after each stage, the run's time left again.
 */
final class ProgressPrinter implements RunListener {

    private final PrintWriter out;
    private final boolean tty;
    private final Clock clock;
    private Instant stageStart;
    private long stageErrors;
    private long stageAttempts;
    private int lastWidth;
    private java.util.List<Stage> stages = java.util.List.of();
    private int stageIndex = -1;

    ProgressPrinter(PrintWriter out, boolean tty, Clock clock) {
        this.out = out;
        this.tty = tty;
        this.clock = clock;
    }

    @Override
    public synchronized void workloadStarted(String workloadId, io.objbench.core.workload.Workload workload) {
        stages = workload.stages();
        stageIndex = -1;
    }

    @Override
    public synchronized void stageStarted(String workloadId, Stage stage) {
        stageIndex = stages.indexOf(stage);
        stageStart = clock.instant();
        stageErrors = 0;
        stageAttempts = 0;
        lastWidth = 0;
    }

    @Override
    public synchronized void timelineRow(String workloadId, Stage stage, TimelineRow row) {
        double ops = 0;
        double bytes = 0;
        Histogram merged = HistogramCodec.newHistogram();
        Histogram lag = null;
        double target = 0;
        double achieved = 0;
        for (TimelineRow.RowOp op : row.ops()) {
            ops += op.throughput();
            bytes += op.bandwidth();
            stageErrors += op.failures();
            stageAttempts += op.total();
            merged.add(op.histogram());
            if (op.openLoop()) {
                lag = lag == null ? HistogramCodec.newHistogram() : lag;
                lag.add(op.lagHistogram());
                target += op.targetRate();
                achieved += op.achievedRate();
            }
        }
        String p99 = merged.getTotalCount() == 0 ? "-"
                : String.format(Locale.ROOT, "%.2f", merged.getValueAtPercentile(99) / 1000.0);
        long elapsed = Duration.between(stageStart, clock.instant()).toSeconds();
        long planned = plannedSeconds(stage);
        long budget = opBudget(stage);
        String remaining = planned > 0 ? Math.max(0, planned - elapsed) + "s"
                : budget > 0 ? Math.max(0, budget - stageAttempts) + " ops" : "?";
        String run = stageIndex < 0 ? "" : " (run " + TimeEstimate.left(stages, stageIndex, elapsed).brief() + ")";
        String line = String.format(Locale.ROOT, "%s  %ds elapsed, %s left%s  %.1f ops/s  %.2f MB/s  p99 %s ms"
                + "  errors %d", stage.id(), elapsed, remaining, run, ops, bytes / 1e6, p99, stageErrors);
        if (lag != null) {
            // open loop: the p99 above is from the intended start; say whether the schedule holds
            line += String.format(Locale.ROOT, "  open loop %.1f/%.1f ops/s lag p99 %s ms", achieved, target,
                    lag.getTotalCount() == 0 ? "-" : String.format(Locale.ROOT, "%.2f", lag.getValueAtPercentile(99) / 1000.0));
        }
        if (tty) {
            out.print("\r" + line + " ".repeat(Math.max(0, lastWidth - line.length())));
            lastWidth = line.length();
        } else {
            out.println(line);
        }
        out.flush();
    }

    @Override
    public synchronized void stageEnded(String workloadId, StageResult result) {
        if (tty && lastWidth > 0) {
            out.println();
        }
        long seconds = stageStart == null ? 0 : Duration.between(stageStart, clock.instant()).toSeconds();
        out.println(result.stage().id() + ": " + result.state().csvName() + " (" + seconds + " s)"
                + (result.message().isEmpty() ? "" : ": " + result.message())
                + (stageIndex >= 0 && stageIndex + 1 < stages.size()
                ? "; run left: " + TimeEstimate.left(stages, stageIndex + 1, 0).brief() : ""));
        for (io.objbench.controller.run.WorkResult w : result.works()) {
            io.objbench.controller.run.GeneratorVerdict verdict = w.verdict();
            if (verdict != null && verdict.saturated()) {
                out.println(result.stage().id() + ": work '" + w.work().name() + "' " + verdict.mark());
            }
        }
        for (io.objbench.controller.archive.ReportedOp op : io.objbench.controller.archive.ReportedOp.of(result)) {
            if (op.stats().unavailable() != 0) {
                out.println(result.stage().id() + ": " + op.operation().label() + " unavailable " + op.stats().unavailable()
                        + " times (inventory empty: not sent)");
            }
        }
        if (result.clientNetwork() != null && result.clientNetwork().networkBound()) {
            out.println(result.stage().id() + ": " + result.clientNetwork().mark());
        }
        out.flush();
        lastWidth = 0;
    }

    /** The sum of the totalOps of the stage's normal works, 0 when one of them has none. */
    static long opBudget(Stage stage) {
        long sum = 0;
        for (Work w : stage.works()) {
            if (w.type().special() || w.totalOps() <= 0) {
                return 0;
            }
            sum += w.totalOps();
        }
        return sum;
    }

    /** rampup + runtime + rampdown of the longest timed work, 0 when no work has a runtime. */
    static long plannedSeconds(Stage stage) {
        long max = 0;
        for (Work w : stage.works()) {
            if (w.runtime() > 0) {
                max = Math.max(max, (long) w.rampup() + w.runtime() + w.rampdown());
            }
        }
        return stage.delayOnly() ? stage.closureDelay() : max;
    }
}
