package io.objbench.controller.history;

import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.ReportedOp;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.TimelineRow;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.core.protocol.WorkloadView.OpView;
import io.objbench.core.protocol.WorkloadView.StageView;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.stats.OpMetrics;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/** Builds the API's {@link WorkloadView} pieces from runner results, timeline rows and archived summaries. */
public final class RunViews {

    private RunViews() {
    }

    /** The view of a finished run. */
    public static WorkloadView of(WorkloadResult run, String message) {
        List<StageView> stages = run.stages().stream().map(RunViews::stage).toList();
        return new WorkloadView(run.id(), run.workload().name(), run.state().name(), run.submittedAt().toEpochMilli(),
                run.startedAt() == null ? 0 : run.startedAt().toEpochMilli(), run.stoppedAt().toEpochMilli(), "", stages,
                message);
    }

    /** A stage's final numbers: the in-window report of each operation. */
    public static StageView stage(StageResult s) {
        List<OpView> ops = new ArrayList<>();
        for (ReportedOp op : ReportedOp.of(s)) {
            OpMetrics m = op.metrics();
            ops.add(new OpView(op.operation().label(), m.opCount(), m.byteCount(), m.throughput(), m.bandwidth(),
                    m.avgResponseMs(), op.percentileMs(99.0), op.percentileMs(100.0), op.stats().failures(),
                    m.successRatio()));
        }
        return new StageView(s.stage().id(), s.state().name(), ops);
    }

    /** The numbers of one merged timeline row of {@code stage}, labelled by the stage's operations. */
    public static List<OpView> row(Stage stage, TimelineRow row) {
        List<OpView> ops = new ArrayList<>();
        for (TimelineRow.RowOp r : row.ops()) {
            Histogram h = r.successes() == 0 ? null : r.histogram();
            double p99 = h == null ? Double.NaN : h.getValueAtPercentile(99.0) / 1000.0;
            double max = h == null ? Double.NaN : h.getMaxValue() / 1000.0;
            ops.add(new OpView(label(stage, r.opId()), r.successes(), r.bytes(), r.throughput(), r.bandwidth(),
                    r.avgResponseMs(), p99, max, r.failures(), r.successRatio()));
        }
        return ops;
    }

    /** The view of a run read back from its archived JSON summary. */
    public static WorkloadView of(JsonSummary.RunJson run, String state, String message) {
        List<StageView> stages = new ArrayList<>();
        for (JsonSummary.StageJson s : run.stages()) {
            List<OpView> ops = s.ops().stream().map(o -> new OpView(o.label(), o.opCount(), o.byteCount(),
                    num(o.throughput()), num(o.bandwidth()), num(o.avgResTimeMs()),
                    num(o.percentilesMs().get("p99")), num(o.percentilesMs().get("max")), o.failures(),
                    num(o.successRatio()))).toList();
            stages.add(new StageView(s.id(), s.state().toUpperCase(java.util.Locale.ROOT), ops));
        }
        return new WorkloadView(run.id(), run.name(), state, millis(run.submittedAt()), millis(run.startedAt()),
                millis(run.stoppedAt()), "", stages, message);
    }

    private static String label(Stage stage, String opId) {
        for (Work w : stage.works()) {
            for (Operation op : w.operations()) {
                if (op.id().equals(opId)) {
                    return op.label();
                }
            }
        }
        return opId;
    }

    private static double num(Double v) {
        return v == null ? Double.NaN : v;
    }

    private static long millis(String iso) {
        return iso == null ? 0 : Instant.parse(iso).toEpochMilli();
    }
}
