package io.objbench.driver.bench;

import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import io.objbench.driver.MissionManager;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The harness ceiling: a mission of {@code read} (50 %) and {@code write} (50 %) operations on
 * storage {@code none} at N workers for T seconds, printing ops/s, ns per op and the heap used.
 * What it measures is objbench's own cost per operation. Needs the {@code none} adaptor on the
 * class path. Usage: {@code HarnessCeiling [workers=64] [seconds=10]}.
 */
public final class HarnessCeiling {

    private HarnessCeiling() {
    }

    public static void main(String[] args) throws Exception {
        int workers = args.length > 0 ? Integer.parseInt(args[0]) : 64;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        MissionManager manager = MissionManager.withDefaults("harness");
        run(manager, "warmup", workers, Math.min(3, seconds), new long[1]);
        System.gc();
        long[] heap = new long[1];
        MissionReport report = run(manager, "measure", workers, seconds, heap);
        long ops = report.ops().stream().mapToLong(OpStats::total).sum();
        double window = report.windowSeconds();
        Runtime rt = Runtime.getRuntime();
        System.out.println(String.format(Locale.ROOT,
                "workers=%d seconds=%.1f ops=%d ops/s=%.0f ns/op(busy core)=%.1f cores=%d heapWhileRunningMiB=%d maxHeapMiB=%d",
                workers, window, ops, ops / window, Math.min(workers, rt.availableProcessors()) * window * 1e9 / ops,
                rt.availableProcessors(), heap[0] >> 20, rt.maxMemory() >> 20));
    }

    /** Runs one mission; {@code heap[0]} gets the heap in use (after a GC) halfway through. */
    private static MissionReport run(MissionManager manager, String id, int workers, int seconds, long[] heap)
            throws Exception {
        String keys = "containers=u(1,100);objects=u(1,1000);sizes=c(4)KB";
        List<Operation> ops = List.of(
                new Operation("op1", "read", 50, Division.NONE, keys, Map.of("containers", "u(1,100)", "objects", "u(1,1000)"), "read", "read"),
                new Operation("op2", "write", 50, Division.NONE, keys, Map.of("containers", "u(1,100)", "objects", "u(1,1000)", "sizes", "c(4)KB"), "write", "write"));
        Work work = new Work("ceiling", WorkType.NORMAL, workers, 5, Division.NONE, seconds, 0, 0, 0, 0, 200_000,
                null, Map.of(), AdaptorSpec.NONE, AdaptorSpec.NONE, ops);
        Mission mission = new Mission(id, "w0", "s1-ceiling", work, workers, 0, 1L);
        manager.submit(mission);
        manager.login(id);
        manager.launch(id);
        Thread.sleep(seconds * 500L);
        System.gc();
        Runtime rt = Runtime.getRuntime();
        heap[0] = rt.totalMemory() - rt.freeMemory();
        manager.awaitFinal(id, Duration.ofSeconds(seconds + 120L));
        return manager.close(id);
    }
}
