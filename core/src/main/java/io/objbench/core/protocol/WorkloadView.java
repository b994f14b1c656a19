package io.objbench.core.protocol;

import java.util.List;

/**
 * A workload as the controller's API shows it: queued, running or finished.
 *
 * @param id              run id, e.g. {@code w7}
 * @param name            workload name
 * @param state           QUEUING, PROCESSING, FINISHED, FAILED, TERMINATED, CANCELLED (or INTERRUPTED
 *                        for a run cut short by a controller restart)
 * @param submittedMillis epoch ms
 * @param startedMillis   epoch ms, 0 while queued
 * @param stoppedMillis   epoch ms, 0 while not ended
 * @param currentStage    id of the running stage, empty when none
 * @param stages          the stages in order
 * @param message         why it failed/terminated, empty otherwise
 */
public record WorkloadView(String id, String name, String state, long submittedMillis, long startedMillis,
                           long stoppedMillis, String currentStage, List<StageView> stages, String message) {

    public WorkloadView {
        stages = List.copyOf(stages);
        currentStage = currentStage == null ? "" : currentStage;
        message = message == null ? "" : message;
    }

    /**
     * One stage.
     *
     * @param id    stage id {@code s<k>-<name>}
     * @param state stage state (WAITING … COMPLETED/FAILED/TERMINATED/CANCELLED/ABORTED)
     * @param ops   the latest numbers per operation: the last timeline row while running, the
     *              final report once ended; empty before the stage ran
     */
    public record StageView(String id, String state, List<OpView> ops) {
        public StageView {
            ops = List.copyOf(ops);
        }
    }

    /**
     * Numbers of one operation of a stage (NaN where undefined).
     *
     * @param label       COSBench's op label, e.g. {@code read} or {@code prepare-write}
     * @param ops         successful operations
     * @param bytes       bytes of successful operations
     * @param throughput  ops/s
     * @param bandwidth   bytes/s
     * @param avgMs       mean response time
     * @param p99Ms       99th percentile response time
     * @param maxMs       max response time
     * @param errors      failed operations
     * @param successRatio successes / attempts
     */
    public record OpView(String label, long ops, long bytes, double throughput, double bandwidth,
                         double avgMs, double p99Ms, double maxMs, long errors, double successRatio) {
    }
}
