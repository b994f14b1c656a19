package io.objbench.controller.run;

import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.Operation;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the snapshots the missions of a stage deliver and, once per tick, merges what arrived
 * into one {@link TimelineRow}: counts, bytes, sums and histograms added exactly; rates computed
 * per mission over its own intervals, then summed (missions' intervals need not line up).
 * Not thread-safe: the stage runner's thread owns it.
 */
public final class TimelineMerger {

    private final List<Operation> ops;
    private final Map<String, List<Snapshot>> pending = new LinkedHashMap<>();
    private final Map<String, String> driverOfMission = new HashMap<>();
    private long rows;

    public TimelineMerger(List<Operation> ops) {
        this.ops = List.copyOf(ops);
    }

    /** Adds snapshots a mission running on {@code driver} delivered (the row then breaks them down per driver). */
    public void add(String missionId, String driver, List<Snapshot> snapshots) {
        driverOfMission.put(missionId, driver);
        add(missionId, snapshots);
    }

    /** Adds snapshots a mission delivered. */
    public void add(String missionId, List<Snapshot> snapshots) {
        if (!snapshots.isEmpty()) {
            pending.computeIfAbsent(missionId, k -> new ArrayList<>()).addAll(snapshots);
        }
    }

    /** True when snapshots arrived since the last row. */
    public boolean hasPending() {
        return !pending.isEmpty();
    }

    /** Merges what arrived since the last row into a row stamped {@code at}, or null when nothing arrived. */
    public TimelineRow flush(Instant at) {
        if (pending.isEmpty()) {
            return null;
        }
        Map<String, OpStats> merged = new HashMap<>();
        Map<String, double[]> rates = new HashMap<>();
        Map<String, PerDriver> perDriver = new LinkedHashMap<>();
        long minSeq = Long.MAX_VALUE;
        long maxSeq = Long.MIN_VALUE;
        long start = Long.MAX_VALUE;
        long end = Long.MIN_VALUE;
        for (Map.Entry<String, List<Snapshot>> mission : pending.entrySet()) {
            List<Snapshot> snapshots = mission.getValue();
            String driver = driverOfMission.get(mission.getKey());
            Map<String, long[]> perMission = new HashMap<>();
            double seconds = 0;
            for (Snapshot s : snapshots) {
                seconds += s.seconds();
                minSeq = Math.min(minSeq, s.sequence());
                maxSeq = Math.max(maxSeq, s.sequence());
                start = Math.min(start, s.startMicros());
                end = Math.max(end, s.endMicros());
                for (OpStats o : s.ops()) {
                    merged.merge(o.opId(), o, OpStats::plus);
                    long[] sums = perMission.computeIfAbsent(o.opId(), k -> new long[2]);
                    sums[0] += o.successes();
                    sums[1] += o.bytes();
                }
            }
            if (seconds > 0) {
                for (Map.Entry<String, long[]> e : perMission.entrySet()) {
                    double[] r = rates.computeIfAbsent(e.getKey(), k -> new double[2]);
                    r[0] += e.getValue()[0] / seconds;
                    r[1] += e.getValue()[1] / seconds;
                }
            }
            if (driver != null) {
                perDriver.computeIfAbsent(driver, d -> new PerDriver()).add(snapshots, seconds);
            }
        }
        pending.clear();
        List<TimelineRow.RowOp> rowOps = new ArrayList<>(ops.size());
        for (Operation op : ops) {
            OpStats stats = merged.getOrDefault(op.id(), StageOps.empty(op));
            double[] r = rates.getOrDefault(op.id(), new double[2]);
            rowOps.add(TimelineRow.RowOp.of(stats, r[0], r[1]));
        }
        List<TimelineRow.DriverOp> drivers = new ArrayList<>();
        perDriver.forEach((driver, parts) -> {
            for (Operation op : ops) {
                OpStats stats = parts.merged.get(op.id());
                if (stats != null) {
                    double[] r = parts.rates.getOrDefault(op.id(), new double[2]);
                    double p99 = stats.successes() == 0 ? Double.NaN
                            : stats.responseHistogram().getValueAtPercentile(99.0) / 1000.0;
                    drivers.add(new TimelineRow.DriverOp(driver, op.id(), stats.successes(), stats.failures(),
                            r[0], r[1], p99));
                }
            }
        });
        rows++;
        return new TimelineRow(at, start, end, rowOps, minSeq, rows, maxSeq, drivers);
    }

    /** One driver's part of a row: merged stats and per-mission rates summed. */
    private static final class PerDriver {
        final Map<String, OpStats> merged = new HashMap<>();
        final Map<String, double[]> rates = new HashMap<>();

        void add(List<Snapshot> snapshots, double seconds) {
            Map<String, OpStats> mission = new HashMap<>();
            for (Snapshot s : snapshots) {
                for (OpStats o : s.ops()) {
                    mission.merge(o.opId(), o, OpStats::plus);
                }
            }
            mission.forEach((opId, stats) -> {
                merged.merge(opId, stats, OpStats::plus);
                if (seconds > 0) {
                    double[] r = rates.computeIfAbsent(opId, k -> new double[2]);
                    r[0] += stats.successes() / seconds;
                    r[1] += stats.bytes() / seconds;
                }
            });
        }
    }
}
