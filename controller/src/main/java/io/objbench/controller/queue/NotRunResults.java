package io.objbench.controller.queue;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.StateChange;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Results of runs whose stages never ran: cancelled while queued, or no runner could be made. */
final class NotRunResults {

    private NotRunResults() {
    }

    /**
     * A run that ended in {@code end} at {@code at} without running a stage; every stage gets
     * {@code stageEnd}, the first one carrying {@code message}.
     */
    static WorkloadResult of(String id, Workload workload, Instant submitted, Instant started, Instant at,
                             WorkloadState end, StageState stageEnd, String message) {
        List<StateChange<WorkloadState>> history = new ArrayList<>();
        history.add(new StateChange<>(WorkloadState.QUEUING, submitted));
        if (started != null) {
            history.add(new StateChange<>(WorkloadState.PROCESSING, started));
        }
        history.add(new StateChange<>(end, at));
        List<StageResult> stages = new ArrayList<>();
        for (Stage s : workload.stages()) {
            List<StateChange<StageState>> h = List.of(new StateChange<>(StageState.WAITING, at),
                    new StateChange<>(stageEnd, at));
            stages.add(new StageResult(s, stageEnd, h, List.of(), List.of(), List.of(),
                    stages.isEmpty() ? message : ""));
        }
        return new WorkloadResult(id, workload, end, history, submitted, started, at,
                stages);
    }

    /** {@code run} with its real submission time (the runner only knows when it started). */
    static WorkloadResult submittedAt(WorkloadResult run, Instant submitted) {
        List<StateChange<WorkloadState>> history = new ArrayList<>(run.history());
        if (!history.isEmpty() && history.get(0).state() == WorkloadState.QUEUING) {
            history.set(0, new StateChange<>(WorkloadState.QUEUING, submitted));
        }
        return new WorkloadResult(run.id(), run.workload(), run.state(), history, submitted, run.startedAt(),
                run.stoppedAt(), run.stages(), run.triggers());
    }
}
