package io.objbench.driver.bench;

import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Arrival;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.OpenLoop;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import io.objbench.driver.MissionManager;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The open-loop benchmark of issue 10: one driver runs {@code read} operations on storage
 * {@code none} open loop at each given rate (fixed arrivals) for T seconds and prints the target
 * and achieved rate (operations started in the window per second), the schedule lag's p50, p99 and
 * max, the response p99 and the peak of operations in flight. The highest rate whose lag p99 stays
 * under 1 ms is the driver's open-loop ceiling. Needs the {@code none} adaptor on the class path.
 * Usage: {@code OpenLoopCeiling <workers> <seconds> <rate> [<rate> ...]}.
 */
public final class OpenLoopCeiling {

    private OpenLoopCeiling() {
    }

    public static void main(String[] args) throws Exception {
        int workers = Integer.parseInt(args[0]);
        int seconds = Integer.parseInt(args[1]);
        MissionManager manager = MissionManager.withDefaults("open-loop-bench");
        run(manager, "warmup", workers, 2, Double.parseDouble(args[2]));
        for (int i = 2; i < args.length; i++) {
            double rate = Double.parseDouble(args[i]);
            MissionReport report = run(manager, "rate-" + i, workers, seconds, rate);
            OpStats read = report.ops().getFirst();
            Histogram lag = read.lagHistogram();
            double window = report.windowSeconds();
            System.out.println(String.format(Locale.ROOT,
                    "workers=%d seconds=%.1f target=%.0f achieved=%.1f (%.3f %%) lag p50=%.1f µs p99=%.1f µs max=%.1f µs"
                            + " response p99=%.1f µs peakInFlight=%d cores=%d",
                    workers, window, rate, read.total() / window, 100.0 * (read.total() / window - rate) / rate,
                    (double) lag.getValueAtPercentile(50), (double) lag.getValueAtPercentile(99),
                    (double) lag.getMaxValue(), (double) read.responseHistogram().getValueAtPercentile(99),
                    report.maxInFlight(), Runtime.getRuntime().availableProcessors()));
        }
    }

    private static MissionReport run(MissionManager manager, String id, int workers, int seconds, double rate)
            throws Exception {
        List<Operation> ops = List.of(new Operation("op1", "read", 100, Division.NONE,
                "containers=u(1,100);objects=u(1,1000)", Map.of("containers", "u(1,100)", "objects", "u(1,1000)"),
                "read", "read"));
        Work work = new Work("open-loop-ceiling", WorkType.NORMAL, workers, 5, Division.NONE, seconds, 0, 0, 0, 0,
                200_000, null, Map.of(), AdaptorSpec.NONE, AdaptorSpec.NONE, ops,
                new OpenLoop(rate, Arrival.FIXED, OpenLoop.DEFAULT_LAG_LIMIT_MICROS), null);
        Mission mission = new Mission(id, "w0", "s1-open-loop", work, workers, 0, 1L);
        manager.submit(mission);
        manager.login(id);
        manager.launch(id);
        manager.awaitFinal(id, Duration.ofSeconds(seconds + 120L));
        return manager.close(id);
    }
}
