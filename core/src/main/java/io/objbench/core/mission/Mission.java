package io.objbench.core.mission;

import io.objbench.core.workload.Work;
import java.util.Objects;

/**
 * The part of a work one driver runs (COSBench's mission): {@code workers} of the work's
 * workers, whose global indices are {@code workerOffset+1 … workerOffset+workers}, so division
 * slices and op budgets are computed globally and never overlap across drivers.
 *
 * @param id           unique id, e.g. {@code w3-s2-prepare-w1-d1}
 * @param workloadId   the workload run id, e.g. {@code w3}
 * @param stageId      the stage id, e.g. {@code s2-prepare}
 * @param work         the resolved work (operations, auth, storage, limits)
 * @param workers      how many workers this driver runs, ≥ 1
 * @param workerOffset global index of this driver's first worker minus 1
 * @param seed         base seed of the workers' randoms (reproducible runs)
 */
public record Mission(String id, String workloadId, String stageId, Work work,
                      int workers, int workerOffset, long seed) {

    public Mission {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(work, "work");
        if (workers < 1 || workerOffset < 0 || (long) workerOffset + workers > work.workers()) { // long: no overflow
            throw new IllegalArgumentException("mission " + id + ": workers " + (workerOffset + 1L) + ".."
                    + ((long) workerOffset + workers) + " are not within 1.." + work.workers());
        }
    }

    /**
     * The operations per second this mission issues in open loop, its share of the work's
     * {@code rate} by workers ({@link io.objbench.core.workload.OpenLoop#missionRate}); 0 when the
     * work runs closed loop.
     */
    public double openLoopRate() {
        return work.openLoop() == null ? 0 : work.openLoop().missionRate(workers, work.workers());
    }

    /** The work's total workers across all drivers. */
    public int totalWorkers() {
        return work.workers();
    }
}
