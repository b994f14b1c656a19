package io.objbench.controller.search;

import io.objbench.api.ErrorKind;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.WorkResult;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Synthetic ended stages for the search's tests: no engine, each operation of each work with
 * {@code successes} response times spread evenly from 1 ms to {@code p100Ms}, and
 * {@code failures} failures, over a window of {@code seconds}.
 */
final class StepResults {

    private StepResults() {
    }

    /** {@code stage} ended in {@code state}; every operation of every work alike. */
    static StageResult of(Stage stage, StageState state, long successes, long failures, double p100Ms, int seconds) {
        List<WorkResult> works = new ArrayList<>();
        for (int w = 0; w < stage.works().size(); w++) {
            Work work = stage.works().get(w);
            List<OpStats> ops = new ArrayList<>();
            for (Operation op : work.operations()) {
                ops.add(stats(op, successes, failures, p100Ms));
            }
            works.add(new WorkResult(w + 1, work, ops, 0, seconds * 1_000_000L));
        }
        return new StageResult(stage, state, List.of(), works, List.of(), List.of(), "");
    }

    /** A completed stage of 1,000 successes and no failures, its slowest at {@code p100Ms}. */
    static StageResult completed(Stage stage, double p100Ms) {
        return of(stage, StageState.COMPLETED, 1000, 0, p100Ms, 10);
    }

    private static OpStats stats(Operation op, long successes, long failures, double p100Ms) {
        Histogram h = HistogramCodec.newHistogram();
        long sumNanos = 0;
        for (long i = 1; i <= successes; i++) {
            long micros = Math.round(1000 + (p100Ms * 1000 - 1000) * i / successes);
            h.recordValue(micros);
            sumNanos += micros * 1000;
        }
        return new OpStats(op.id(), op.name(), op.type(), op.sampleType(), successes, failures, 0, sumNanos, sumNanos,
                Map.of(ErrorKind.SERVER_ERROR, failures), h, 0, 0);
    }
}
