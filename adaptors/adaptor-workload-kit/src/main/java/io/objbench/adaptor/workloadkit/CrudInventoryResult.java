package io.objbench.adaptor.workloadkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.adaptor.workloadkit.CrudInventoryWorkload.SizeClass;
import io.objbench.api.ErrorKind;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkResult;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.stats.OpStats;
import java.util.Map;

/**
 * What a {@link CrudInventoryWorkload} (or any inventory workload run by the kit) produced, with
 * the checks of ssbench's model: the run finished; no operation failed, and in particular no read,
 * update or delete met a missing object (NOT_FOUND), since the inventory names only confirmed ones.
 *
 * @param workload the runner's result
 */
public record CrudInventoryResult(WorkloadResult workload) {

    /** The workload FINISHED, with no failure of kind NOT_FOUND and then no failure at all in any stage. */
    public CrudInventoryResult assertFinishedWithoutFailures() {
        assertThat(workload.state()).as("workload state; stages: %s", workload.stages().stream()
                .map(s -> s.stage().name() + "=" + s.state() + " " + s.message()).toList()).isEqualTo(WorkloadState.FINISHED);
        for (StageResult stage : workload.stages()) {
            for (WorkResult work : stage.works()) {
                for (OpStats op : work.ops()) {
                    assertThat(op.errors().getOrDefault(ErrorKind.NOT_FOUND, 0L))
                            .as("NOT_FOUND failures of %s in stage %s", op.opName(), stage.stage().name()).isZero();
                    assertThat(op.failures()).as("failures of %s in stage %s: %s", op.opName(), stage.stage().name(),
                            op.errors()).isZero();
                }
            }
        }
        return this;
    }

    /** Every class's create, read and update ran at least once in the main stage, and prepare wrote every object. */
    public CrudInventoryResult assertEveryClassRan() {
        for (SizeClass c : CrudInventoryWorkload.CLASSES) {
            assertThat(work("prepare", "prepare-" + c.name()).ops().stream().mapToLong(OpStats::successes).sum())
                    .as("objects prepared of %s", c.name())
                    .isEqualTo(CrudInventoryWorkload.PREPARED_PER_CLASS);
            for (String verb : new String[] {"create", "read", "update"}) {
                assertThat(op("main", verb + "-" + c.name()).successes()).as("%s-%s successes", verb, c.name()).isPositive();
            }
        }
        return this;
    }

    /**
     * Checks what the server holds in the run's containers ({@code stored}: object name → size, from
     * the server's own listing): exactly the objects prepared plus created minus deleted; each of
     * its class's create or update size; and, for every class, some object at the update size
     * (an update rewrote it) but no more of them than there were updates.
     */
    public CrudInventoryResult assertStored(Map<String, Long> stored) {
        long expected = 0;
        for (SizeClass c : CrudInventoryWorkload.CLASSES) {
            long creates = op("main", "create-" + c.name()).successes();
            long updates = op("main", "update-" + c.name()).successes();
            long deletes = op("main", "delete-" + c.name()).successes();
            expected += CrudInventoryWorkload.PREPARED_PER_CLASS + creates - deletes;
            Map<String, Long> ofClass = stored.entrySet().stream().filter(e -> e.getKey().startsWith(c.name() + "_"))
                    .collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
            assertThat(ofClass.values()).as("sizes of the %s objects", c.name())
                    .allMatch(size -> size == c.createSize() || size == c.updateSize());
            long updated = ofClass.values().stream().filter(size -> size == c.updateSize()).count();
            assertThat(updated).as("%s objects at the update size %d (%d updates)", c.name(), c.updateSize(), updates)
                    .isBetween(1L, updates);
        }
        assertThat(stored).as("objects in the run's containers").hasSize((int) expected);
        return this;
    }

    /** The work named {@code workName} of stage {@code stageName}. */
    public WorkResult work(String stageName, String workName) {
        return stage(stageName).works().stream().filter(w -> w.work().name().equals(workName)).findFirst()
                .orElseThrow(() -> new AssertionError("no work " + workName + " in stage " + stageName));
    }

    /** The stage called {@code name}. */
    public StageResult stage(String name) {
        return workload.stages().stream().filter(s -> s.stage().name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no stage " + name + " in " + workload.stages()));
    }

    /** The successes of the operation named {@code opName} in stage {@code stageName}; 0 when the stage has no such operation. */
    public long successes(String stageName, String opName) {
        return stage(stageName).works().stream().flatMap(w -> w.ops().stream()).filter(o -> o.opName().equals(opName))
                .mapToLong(OpStats::successes).sum();
    }

    /** The statistics of the operation named {@code opName} in stage {@code stageName}, over its works. */
    public OpStats op(String stageName, String opName) {
        StageResult stage = stage(stageName);
        return stage.works().stream().flatMap(w -> w.ops().stream()).filter(o -> o.opName().equals(opName)).findFirst()
                .orElseThrow(() -> new AssertionError("no operation " + opName + " in stage " + stageName + ": "
                        + stage.works().stream().flatMap(w -> w.ops().stream()).map(OpStats::opName).toList()));
    }
}
