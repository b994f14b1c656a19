package io.objbench.controller.run;

import io.objbench.core.workload.Workload;
import java.time.Instant;
import java.util.List;

/**
 * A finished workload run: everything the archive and the summary need.
 *
 * @param id          the run id, {@code w<N>}
 * @param workload    the workload
 * @param state       the final state
 * @param history     the state changes (queuing, processing, final)
 * @param submittedAt when the run was submitted
 * @param startedAt   when it started processing; null if it never started (cancelled while queued)
 * @param stoppedAt   when it ended
 * @param stages      one result per stage, in order (never-run stages included)
 * @param triggers    every trigger run on every driver, in the order they stopped ({@code scripts.log})
 */
public record WorkloadResult(String id, Workload workload, WorkloadState state,
                             List<StateChange<WorkloadState>> history, Instant submittedAt, Instant startedAt,
                             Instant stoppedAt, List<StageResult> stages, List<TriggerLog> triggers) {

    public WorkloadResult {
        history = List.copyOf(history);
        stages = List.copyOf(stages);
        triggers = triggers == null ? List.of() : List.copyOf(triggers);
    }

    /** A result without triggers. */
    public WorkloadResult(String id, Workload workload, WorkloadState state, List<StateChange<WorkloadState>> history,
                          Instant submittedAt, Instant startedAt, Instant stoppedAt, List<StageResult> stages) {
        this(id, workload, state, history, submittedAt, startedAt, stoppedAt, stages, List.of());
    }
}
