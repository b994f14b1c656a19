package io.objbench.adaptor.workloadkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkResult;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.stats.OpStats;

/**
 * What a {@link FiveStageWorkload} run produced, with the checks every adaptor must pass.
 *
 * @param workload the runner's result: stages in order init, prepare, main, cleanup, dispose
 */
public record FiveStageResult(WorkloadResult workload) {

    /**
     * The workload finished; no operation of any stage failed (hashCheck included); prepare wrote
     * every object with its full size; the main stage ran exactly its operations, about 80 % of
     * them reads; dispose removed both containers.
     */
    public FiveStageResult assertCleanRun() {
        assertThat(workload.state()).as("workload state; stages: %s", workload.stages().stream()
                .map(s -> s.stage().name() + "=" + s.state() + " " + s.message()).toList()).isEqualTo(WorkloadState.FINISHED);
        for (StageResult stage : workload.stages()) {
            for (WorkResult work : stage.works()) {
                for (OpStats op : work.ops()) {
                    assertThat(op.failures()).as("failures of %s in stage %s: %s", op.opName(), stage.stage().name(),
                            op.errors()).isZero();
                }
            }
        }
        OpStats prepare = op("prepare", "prepare");
        assertThat(prepare.successes()).as("objects prepared").isEqualTo(FiveStageWorkload.PREPARED_OBJECTS);
        assertThat(prepare.bytes()).as("bytes prepared")
                .isEqualTo(FiveStageWorkload.PREPARED_OBJECTS * FiveStageWorkload.PREPARED_SIZE);
        long mainOps = stage("main").works().get(0).ops().stream().mapToLong(OpStats::successes).sum();
        assertThat(mainOps).as("main-stage operations").isEqualTo(FiveStageWorkload.MAIN_OPS);
        OpStats reads = op("main", "read");
        assertThat(reads.successes()).as("hash-checked reads of the 80/15/5 mix").isBetween(250L, 370L);
        assertThat(reads.bytes()).as("bytes read").isEqualTo(reads.successes() * FiveStageWorkload.PREPARED_SIZE);
        assertThat(op("dispose", "dispose").successes()).as("containers disposed").isEqualTo(2);
        return this;
    }

    /** The stage called {@code name}. */
    public StageResult stage(String name) {
        return workload.stages().stream().filter(s -> s.stage().name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no stage " + name + " in " + workload.stages()));
    }

    /** The statistics of operation type {@code opType} in the first work of stage {@code stageName}. */
    public OpStats op(String stageName, String opType) {
        StageResult stage = stage(stageName);
        return stage.works().get(0).ops().stream().filter(o -> o.opType().equals(opType)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + opType + " operation in stage " + stageName + ": "
                        + stage.works().get(0).ops()));
    }
}
