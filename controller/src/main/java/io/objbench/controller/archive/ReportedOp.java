package io.objbench.controller.archive;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkResult;
import io.objbench.core.stats.OpMetrics;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Percentiles;
import io.objbench.core.workload.Operation;
import java.util.ArrayList;
import java.util.List;

/**
 * One operation of a stage as every report shows it: its in-window measurement merged over
 * missions and the metrics over its work's window.
 *
 * @param stageOpIndex 1-based position among the stage's operations (COSBench's op index)
 * @param work         the work's result
 * @param operation    the operation
 * @param stats        the exact in-window measurement
 * @param metrics      the derived numbers (throughput and bandwidth over the work's window)
 */
public record ReportedOp(int stageOpIndex, WorkResult work, Operation operation, OpStats stats, OpMetrics metrics) {

    /** The stage's operations with results, in op order; empty when the stage never ran. */
    public static List<ReportedOp> of(StageResult stage) {
        return of(stage.works());
    }

    /**
     * The operations of {@code works} (a stage's steady or whole window, {@link StageResult#whole}),
     * in op order.
     */
    public static List<ReportedOp> of(List<WorkResult> works) {
        List<ReportedOp> out = new ArrayList<>();
        int index = 0;
        for (WorkResult w : works) {
            List<Operation> ops = w.work().operations();
            for (int i = 0; i < ops.size(); i++) {
                OpStats s = w.ops().get(i);
                out.add(new ReportedOp(++index, w, ops.get(i), s, OpMetrics.of(s, w.windowSeconds())));
            }
        }
        return out;
    }

    /** False when the work says {@code histogram=false}: no percentiles then. */
    public boolean hasPercentiles() {
        return work.work().histogram();
    }

    /** True for an operation of an open-loop work that measured service time and schedule lag. */
    public boolean openLoop() {
        return stats.openLoop();
    }

    /**
     * The service time's reported percentiles in ms ({@link Percentiles#REPORTED} order), or
     * {@code null} for a closed-loop operation or when the work says {@code histogram=false}.
     */
    public java.util.Map<Double, Double> servicePercentilesMs() {
        return openLoop() && hasPercentiles() ? OpMetrics.percentilesMs(stats.serviceHistogram()) : null;
    }

    /** The schedule lag's reported percentiles in ms, as {@link #servicePercentilesMs}. */
    public java.util.Map<Double, Double> lagPercentilesMs() {
        return openLoop() && hasPercentiles() ? OpMetrics.percentilesMs(stats.lagHistogram()) : null;
    }

    /** True for a read that measured its times to first byte (docs/metrics.md, "First byte"). */
    public boolean hasFirstByte() {
        return stats.hasFirstByte();
    }

    /**
     * The time to first byte's reported percentiles in ms ({@link Percentiles#REPORTED} order), or
     * {@code null} for an operation without a first byte or when the work says {@code histogram=false}.
     */
    public java.util.Map<Double, Double> firstBytePercentilesMs() {
        return hasFirstByte() && hasPercentiles() ? OpMetrics.percentilesMs(stats.firstByteHistogram()) : null;
    }

    /**
     * Open loop: the operation's target rate (its work's rate × its ratio), operations per
     * second; NaN for closed loop.
     */
    public double targetRate() {
        return work.work().openLoop() == null ? Double.NaN : work.work().openLoop().rate() * operation.ratio() / 100.0;
    }

    /** Operations started (successes and failures) per second of the work's window; NaN without a window. */
    public double achievedRate() {
        return work.windowSeconds() > 0 ? stats.total() / work.windowSeconds() : Double.NaN;
    }

    /** The response time at {@code percentile} in ms, NaN when undefined or disabled. */
    public double percentileMs(double percentile) {
        return hasPercentiles() ? metrics.percentileMs(percentile) : Double.NaN;
    }
}
