package io.objbench.controller.metrics;

import io.objbench.controller.run.TimelineRow;
import io.objbench.core.stats.LatencyBuckets;
import io.objbench.core.stats.RunningOpTotals;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The running totals of one run for {@code /metrics}: each merged timeline row is added as it
 * arrives (about once a second per stage, on the stage's poller thread), so a scrape reads sums
 * and never touches a histogram. The rows of a stage cover its missions' intervals without gap or
 * overlap, so the totals end equal to the archive's timeline. Guarded by its own monitor.
 */
public final class RunTally {

    private final String id;
    private final String name;
    /** Stage id → op id → totals, in arrival order. */
    private final Map<String, Map<String, Sum>> stages = new LinkedHashMap<>();
    /** Stage id → reasons a stage's verdict gave (empty: none known, or valid). */
    private final Map<String, List<String>> flags = new LinkedHashMap<>();

    RunTally(String id, String name) {
        this.id = id;
        this.name = name;
    }

    /** The run's id. */
    public String id() {
        return id;
    }

    /** The workload's name. */
    public String name() {
        return name;
    }

    /** Adds one merged row of {@code stage}. */
    public void add(Stage stage, TimelineRow row) {
        // the histograms are decoded and bucketed outside the lock: a scrape never waits on them
        List<long[]> buckets = new ArrayList<>(row.ops().size());
        for (TimelineRow.RowOp op : row.ops()) {
            long[] b = new long[LatencyBuckets.size()];
            if (op.successes() > 0) {
                Histogram h = op.histogram();
                LatencyBuckets.addTo(h, b);
            }
            buckets.add(b);
        }
        synchronized (this) {
            Map<String, Sum> ops = stages.computeIfAbsent(stage.id(), k -> new LinkedHashMap<>());
            for (int i = 0; i < row.ops().size(); i++) {
                TimelineRow.RowOp op = row.ops().get(i);
                ops.computeIfAbsent(op.opId(), k -> Sum.of(stage, k)).add(op, buckets.get(i));
            }
        }
    }

    /**
     * Records the verdict of a stage when it ends: the codes of the reasons it is suspect
     * ({@code client-cpu}, {@code gc-time}, …; docs/metrics.md, "Stage verdict"), none when valid.
     * A stage without a verdict (not run, delay only) has no {@code objbench_stage_valid}.
     */
    public synchronized void verdict(String stageId, List<String> reasons) {
        flags.put(stageId, List.copyOf(reasons));
    }

    /** Every operation's totals so far, stage by stage. */
    public synchronized List<StageOpTotals> totals() {
        List<StageOpTotals> all = new ArrayList<>();
        stages.forEach((stage, ops) -> ops.forEach((opId, s) -> all.add(new StageOpTotals(stage, opId, s.opName,
                s.opType, s.totals.totals()))));
        return all;
    }

    /** The verdicts recorded so far: stage id → reasons (empty: valid). */
    public synchronized Map<String, List<String>> verdicts() {
        return Map.copyOf(flags);
    }

    /** The running sums of one operation and its labels. */
    private static final class Sum {
        final String opName;
        final String opType;
        final RunningOpTotals totals = new RunningOpTotals();

        private Sum(String opName, String opType) {
            this.opName = opName;
            this.opType = opType;
        }

        static Sum of(Stage stage, String opId) {
            for (Work w : stage.works()) {
                for (Operation op : w.operations()) {
                    if (op.id().equals(opId)) {
                        return new Sum(op.label(), op.type());
                    }
                }
            }
            return new Sum(opId, ""); // not in the stage's plan (not expected): labelled by its id
        }

        void add(TimelineRow.RowOp op, long[] rowBuckets) {
            totals.add(op.successes(), op.failures(), op.bytes(), op.responseNanosSum(), op.errors(), rowBuckets);
        }
    }
}
