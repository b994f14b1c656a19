package io.objbench.driver.run;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.core.mission.Mission;
import io.objbench.core.selector.Selector;
import io.objbench.core.selector.Slice;
import io.objbench.core.selector.WriteFrontier;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Work;
import io.objbench.driver.inventory.Inventories;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Everything a mission needs before it runs, checked at submit: the adaptor factories and configs,
 * the operations with their selectors, the ratio table, and every worker's cursors (so an
 * unworkable selector is refused up front instead of terminating the mission later).
 */
final class MissionPlan {

    /** Operation keys objbench interprets itself; any other key is passed to the storage adaptor. */
    static final Set<String> DRIVER_KEYS = Set.of("containers", "objects", "sizes", "cprefix", "csuffix",
            "oprefix", "osuffix", "chunked", "content", "hashCheck", "createContainer", "deleteContainer",
            "fileselection", "files", "name", "histogram", "cdigits", "coffset", "odigits", "ooffset",
            "inventory", "update", "headFirst", "spread");

    final Mission mission;
    final Work work;
    final List<OpPlan> ops;
    final StorageAdaptorFactory storageFactory;
    /** Distinct storage configs: the storage keys with each operation's unknown keys merged over them. */
    final List<AdaptorConfig> storageConfigs;
    /** {@code null} for auth {@code none} when no adaptor provides it: every login yields no token. */
    final AuthAdaptorFactory authFactory;
    final AdaptorConfig authConfig;
    final boolean special;
    private final OpPlan[] pickTable = new OpPlan[100];
    private final WorkerCursor[][] cursors;

    private MissionPlan(Mission mission, StorageAdaptorFactory storageFactory, AuthAdaptorFactory authFactory,
                        Inventories inventories) throws RunRefused {
        this.mission = mission;
        this.work = mission.work();
        this.storageFactory = storageFactory;
        this.authFactory = authFactory;
        try {
            authConfig = AdaptorConfig.of(work.auth().configMap());
            Map<String, String> storageKeys = work.storage().configMap();
            storageConfigs = new ArrayList<>();
            ops = new ArrayList<>();
            for (Operation op : work.operations()) {
                AdaptorConfig config = AdaptorConfig.of(withUnknownKeys(storageKeys, op.effectiveConfig()));
                int adaptor = storageConfigs.indexOf(config);
                if (adaptor < 0) {
                    adaptor = storageConfigs.size();
                    storageConfigs.add(config);
                }
                OpPlan plan = new OpPlan(ops.size(), op, adaptor, mission, mission.work().openLoop() != null);
                if (plan.inventoryName != null) {
                    plan.inventory = inventories.of(mission.workloadId(), plan.inventoryName);
                }
                ops.add(plan);
            }
            if (ops.isEmpty()) {
                throw new IllegalArgumentException("the work has no operations");
            }
            // the work's type, not its first operation's: prepare & co. also run inside normal works
            special = work.type() != io.objbench.core.workload.WorkType.NORMAL;
            if (!special && work.runtime() <= 0 && work.totalOps() <= 0 && work.totalBytes() <= 0) {
                throw new IllegalArgumentException("the work has no ending condition: set runtime, totalOps or totalBytes");
            }
            fillPickTable();
            cursors = new WorkerCursor[mission.workers()][];
            Slice missionWorkers = new Slice(mission.workerOffset() + 1, mission.workerOffset() + mission.workers());
            if (!special) {
                connectLatest(missionWorkers);
            }
            for (int w = 0; w < mission.workers(); w++) {
                int global = mission.workerOffset() + w + 1;
                cursors[w] = new WorkerCursor[ops.size()];
                for (OpPlan op : ops) {
                    cursors[w][op.index] = op.cursorFor(global, mission.totalWorkers(), missionWorkers);
                }
            }
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
    }

    /**
     * Gives each {@code latest()} operation the frontier of the write that feeds it: the work's write
     * to the same object names walking numbers in order (the reader checked there is at most one,
     * above the latest range). The frontier is this mission's: each driver's reads follow the
     * objects its own workers wrote.
     */
    private void connectLatest(Slice missionWorkers) {
        for (OpPlan reader : ops) {
            if (!(reader.objects instanceof Selector.Latest latest)) {
                continue;
            }
            for (OpPlan writer : ops) {
                if (writer.kind != OpKind.WRITE || writer == reader || writer.objects == null
                        || writer.objects instanceof Selector.Latest
                        || !writer.objectNames.samePattern(reader.objectNames)) {
                    continue;
                }
                long start = writer.objectWalkStart(missionWorkers, mission.totalWorkers());
                if (start <= latest.hi()) {
                    throw new IllegalArgumentException(writer.describe() + " writes the names " + reader.describe()
                            + " reads with latest(), but does not walk numbers in order above " + latest.hi());
                }
                if (writer.frontier == null) {
                    writer.frontier = new WriteFrontier(start);
                }
                reader.frontier = writer.frontier;
                reader.objectNames = writer.objectNames.spanning(latest.lo());
            }
        }
    }

    /**
     * Checks and prepares a mission whose adaptor factories the driver found.
     *
     * @param authFactory {@code null} for auth {@code none} when no adaptor provides it
     * @param inventories the driver's confirmed-object inventories, where the operations with
     *                    {@code inventory=NAME} find theirs
     */
    static MissionPlan of(Mission mission, StorageAdaptorFactory storageFactory, AuthAdaptorFactory authFactory,
                          Inventories inventories) throws RunRefused {
        return new MissionPlan(mission, storageFactory, authFactory, inventories);
    }

    private RunRefused bad(String why) {
        return new RunRefused(RunRefused.Reason.INVALID, "mission " + mission.id() + ": " + why);
    }

    private static Map<String, String> withUnknownKeys(Map<String, String> storage, Map<String, String> op) {
        Map<String, String> merged = new LinkedHashMap<>(storage);
        op.forEach((k, v) -> {
            if (!DRIVER_KEYS.contains(k)) {
                merged.put(k, v);
            }
        });
        return merged;
    }

    private void fillPickTable() {
        int at = 0;
        for (OpPlan op : ops) {
            for (int i = 0; i < op.operation.ratio() && at < 100; i++) {
                pickTable[at++] = op;
            }
        }
        if (at != 100 && !special) {
            throw new IllegalArgumentException("operation ratios sum to " + at + ", not 100");
        }
        while (at < 100) {
            pickTable[at] = ops.getLast();
            at++;
        }
    }

    /** COSBench's choice: r ∈ [1,100] against the cumulative ratios in declaration order. */
    OpPlan pick(SplittableRandom random) {
        return pickTable[random.nextInt(100)];
    }

    /** The cursors of the mission's {@code local}-th worker (0-based). */
    WorkerCursor[] cursors(int local) {
        return cursors[local];
    }

    /** A worker's share of a work-wide budget; {@link Long#MAX_VALUE} when there is no budget. */
    static long share(long total, int globalIndex, int totalWorkers) {
        if (total <= 0) {
            return Long.MAX_VALUE;
        }
        long base = total / totalWorkers;
        long extra = total % totalWorkers;
        return base + (globalIndex <= extra ? 1 : 0);
    }

    /** The mission's operations in declaration order. */
    List<OpPlan> ops() {
        return ops;
    }
}
