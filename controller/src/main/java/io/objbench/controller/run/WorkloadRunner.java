package io.objbench.controller.run;

import io.objbench.core.driver.DriverClient;
import io.objbench.controller.driver.DriverSet;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Runs a workload: stages one after another as its {@link StageSequence} gives them (the
 * workload's list, or a capacity search's steps chosen from the previous results), each through a {@link StageRunner} over the drivers
 * live when it starts (asked from a supplier, so a lost driver gets no more work). A TERMINATED stage ends the run (the remaining stages are ABORTED, the run
 * TERMINATED); a FAILED stage lets the next ones run but the run ends FAILED; a cancel stops the
 * current stage (partial results kept) and cancels the rest. A workload's trigger runs on the
 * drivers live at its start from before the first stage to after the last; a stage's trigger on
 * the stage's drivers from before its missions to their end (before its closure delay); both are
 * stopped however the run ends.
 */
public final class WorkloadRunner {

    private final Supplier<DriverSet> drivers;
    private final RunSettings settings;
    private final RunListener listener;
    private volatile boolean cancelled;
    private volatile StageRunner current;

    /**
     * @param drivers  the drivers by name, in configuration order (the scheduler's order)
     * @param settings clock, sleeps, seeds
     * @param listener live progress
     */
    public WorkloadRunner(Map<String, DriverClient> drivers, RunSettings settings, RunListener listener) {
        this(fixed(drivers), settings, listener);
    }

    /**
     * @param drivers  asked at each stage's start for the drivers it may use (e.g.
     *                 {@code DriverPool::driverSet})
     * @param settings clock, sleeps, seeds
     * @param listener live progress
     */
    public WorkloadRunner(Supplier<DriverSet> drivers, RunSettings settings, RunListener listener) {
        this.drivers = Objects.requireNonNull(drivers, "drivers");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    private static Supplier<DriverSet> fixed(Map<String, DriverClient> drivers) {
        if (drivers.isEmpty()) {
            throw new IllegalArgumentException("no driver");
        }
        DriverSet set = DriverSet.allLive(drivers);
        return () -> set;
    }

    /** Runs {@code workload} as run {@code id} to its end; blocks. */
    public WorkloadResult run(String id, Workload workload) {
        Instant submitted = settings.clock().instant();
        StateHistory<WorkloadState> history = new StateHistory<>(settings.clock(), WorkloadState.QUEUING);
        history.move(WorkloadState.PROCESSING);
        Instant started = settings.clock().instant();
        listener.workloadStarted(id, workload);
        List<StageResult> results = new ArrayList<>();
        List<TriggerLog> triggers = new ArrayList<>();
        boolean terminated = false;
        boolean failed = false;
        // the workload's trigger spans every stage; it is stopped whatever happens (finally)
        RunningTriggers workloadTrigger = workload.trigger() == null || cancelled ? null
                : RunningTriggers.start(id, id, workload.trigger(), drivers.get().live(), settings.clock());
        StageSequence sequence = StageSequence.of(workload);
        try {
            while (true) {
                if (cancelled || terminated) {
                    for (Stage stage : sequence.rest()) {
                        StageResult r = notRun(stage, cancelled ? StageState.CANCELLED : StageState.ABORTED, "");
                        listener.stageStarted(id, stage);
                        results.add(r);
                        listener.stageEnded(id, r);
                    }
                    break;
                }
                Stage stage = sequence.next(results);
                if (stage == null) {
                    break;
                }
                StageResult r;
                DriverSet set = drivers.get();
                current = new StageRunner(id, stage, set, settings, listener);
                if (cancelled) {
                    current.cancel();
                }
                RunningTriggers stageTrigger = stage.trigger() == null || cancelled ? null
                        : RunningTriggers.start(id, stage.id(), stage.trigger(), set.live(), settings.clock());
                if (stageTrigger != null) {
                    current.afterWork(() -> triggers.addAll(stageTrigger.stop()));
                }
                try {
                    r = current.run();
                } catch (RuntimeException e) {
                    // a bug must still end the run cleanly, archived, with the cause
                    current.cancel();
                    r = notRun(stage, StageState.TERMINATED, "internal error: " + e);
                } finally {
                    if (stageTrigger != null) {
                        triggers.addAll(stageTrigger.stop()); // nothing more when afterWork stopped it
                    }
                }
                current = null;
                results.add(r);
                listener.stageEnded(id, r);
                terminated |= r.state() == StageState.TERMINATED;
                failed |= sequence.failsRun(r);
            }
        } finally {
            if (workloadTrigger != null) {
                triggers.addAll(workloadTrigger.stop());
            }
        }
        WorkloadState end = cancelled ? WorkloadState.CANCELLED
                : terminated ? WorkloadState.TERMINATED
                : failed ? WorkloadState.FAILED : WorkloadState.FINISHED;
        history.move(end);
        WorkloadResult result = new WorkloadResult(id, workload, end, history.changes(), submitted, started,
                settings.clock().instant(), results, triggers);
        listener.workloadEnded(result);
        return result;
    }

    /** Cancels the run: the running stage aborts its missions, the rest never start. Any thread. */
    public void cancel() {
        cancelled = true;
        StageRunner stage = current;
        if (stage != null) {
            stage.cancel();
        }
    }

    private StageResult notRun(Stage stage, StageState state, String message) {
        StateHistory<StageState> h = new StateHistory<>(settings.clock(), StageState.WAITING);
        h.move(state);
        return new StageResult(stage, state, h.changes(), List.of(), List.of(), List.of(), message);
    }
}
