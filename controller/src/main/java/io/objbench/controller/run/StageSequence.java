package io.objbench.controller.run;

import io.objbench.controller.search.SearchSequence;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import java.util.List;

/**
 * The stages a run runs, chosen one at a time from the results so far: a workload's fixed list,
 * or a capacity search whose next step depends on how the previous one did. Used by one runner
 * thread; not thread-safe.
 */
public interface StageSequence {

    /**
     * The next stage to run given every stage ended so far (in order), or {@code null} when the
     * run is complete.
     */
    Stage next(List<StageResult> ended);

    /**
     * The stages not run yet that would have run whatever the results (listed as not run when a
     * run stops early), in order.
     */
    List<Stage> rest();

    /** Whether {@code result} makes the run end FAILED (by default: the stage FAILED). */
    default boolean failsRun(StageResult result) {
        return result.state() == StageState.FAILED;
    }

    /** The sequence of {@code workload}: its search when it has one, else its stages in order. */
    static StageSequence of(Workload workload) {
        return workload.search() != null ? new SearchSequence(workload) : fixed(workload.stages());
    }

    /** The stages in order. */
    static StageSequence fixed(List<Stage> stages) {
        List<Stage> all = List.copyOf(stages);
        return new StageSequence() {
            private int next;

            @Override
            public Stage next(List<StageResult> ended) {
                return next < all.size() ? all.get(next++) : null;
            }

            @Override
            public List<Stage> rest() {
                return all.subList(next, all.size());
            }
        };
    }
}
