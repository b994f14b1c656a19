package io.objbench.controller.run;

import io.objbench.core.stats.HistogramEncoder;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.OpStatsSum;
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
 * Histograms are added into sums the merger keeps from row to row, so a row allocates no
 * histogram. Not thread-safe: the stage runner's thread owns it.
 */
public final class TimelineMerger {

    private final List<Operation> ops;
    private final Map<String, List<Snapshot>> pending = new LinkedHashMap<>();
    private final Map<String, String> driverOfMission = new HashMap<>();
    // the row's and one driver's sums per operation, reused from row to row: merging allocates
    // no histogram (a full one is ~190 KB; 100 drivers × 4 operations would be ~76 MB per row)
    private final Map<String, OpStatsSum> rowSums = new HashMap<>();
    private final Map<String, OpStatsSum> driverSums = new HashMap<>();
    private final HistogramEncoder encoder = new HistogramEncoder();
    private final Map<String, Double> targetRates;
    private long rows;

    /** A merger for closed-loop operations (no target rates). */
    public TimelineMerger(List<Operation> ops) {
        this(ops, Map.of());
    }

    /**
     * A merger for {@code ops}; {@code targetRates} holds the target (operations per second) of
     * each open-loop operation by op id ({@link StageOps#targetRates}), shown in each row.
     */
    public TimelineMerger(List<Operation> ops, Map<String, Double> targetRates) {
        this.ops = List.copyOf(ops);
        this.targetRates = Map.copyOf(targetRates);
        for (Operation op : this.ops) {
            rowSums.put(op.id(), sumOf(op));
            driverSums.put(op.id(), sumOf(op));
        }
    }

    private static OpStatsSum sumOf(Operation op) {
        return new OpStatsSum(op.id(), op.name(), op.type(), op.sampleType());
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
        for (OpStatsSum sum : rowSums.values()) {
            sum.reset();
        }
        Map<String, double[]> rates = new HashMap<>();
        Map<String, List<MissionPart>> perDriver = new LinkedHashMap<>();
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
                    OpStatsSum sum = rowSums.get(o.opId());
                    if (sum != null) { // an operation the stage does not have would not show in the row
                        sum.add(o);
                    }
                    long[] sums = perMission.computeIfAbsent(o.opId(), k -> new long[3]);
                    sums[0] += o.successes();
                    sums[1] += o.bytes();
                    sums[2] += o.total();
                }
            }
            if (seconds > 0) {
                for (Map.Entry<String, long[]> e : perMission.entrySet()) {
                    double[] r = rates.computeIfAbsent(e.getKey(), k -> new double[3]);
                    r[0] += e.getValue()[0] / seconds;
                    r[1] += e.getValue()[1] / seconds;
                    r[2] += e.getValue()[2] / seconds;
                }
            }
            if (driver != null) {
                perDriver.computeIfAbsent(driver, d -> new ArrayList<>()).add(new MissionPart(snapshots, seconds, perMission));
            }
        }
        pending.clear();
        List<TimelineRow.RowOp> rowOps = new ArrayList<>(ops.size());
        for (Operation op : ops) {
            double[] r = rates.getOrDefault(op.id(), new double[3]);
            rowOps.add(TimelineRow.RowOp.of(rowSums.get(op.id()), encoder, r[0], r[1],
                    targetRates.getOrDefault(op.id(), 0.0), r[2]));
        }
        List<TimelineRow.DriverOp> drivers = new ArrayList<>();
        perDriver.forEach((driver, parts) -> addDriver(driver, parts, drivers));
        rows++;
        return new TimelineRow(at, start, end, rowOps, minSeq, rows, maxSeq, drivers);
    }

    /**
     * One driver's part of a row: its missions' snapshots merged exactly into the reused
     * per-driver sums (one driver at a time), rates per mission summed.
     */
    private void addDriver(String driver, List<MissionPart> parts, List<TimelineRow.DriverOp> drivers) {
        if (parts.size() == 1 && parts.get(0).snapshots().size() == 1) {
            oneSnapshot(driver, parts.get(0), drivers);
            return;
        }
        for (OpStatsSum sum : driverSums.values()) {
            sum.reset();
        }
        Map<String, double[]> rates = new HashMap<>();
        for (MissionPart part : parts) {
            for (Snapshot s : part.snapshots()) {
                for (OpStats o : s.ops()) {
                    OpStatsSum sum = driverSums.get(o.opId());
                    if (sum != null) {
                        sum.add(o);
                    }
                }
            }
            if (part.seconds() > 0) {
                part.sums().forEach((opId, sums) -> {
                    double[] r = rates.computeIfAbsent(opId, k -> new double[2]);
                    r[0] += sums[0] / part.seconds();
                    r[1] += sums[1] / part.seconds();
                });
            }
        }
        for (Operation op : ops) {
            OpStatsSum stats = driverSums.get(op.id());
            if (stats.added()) {
                double[] r = rates.getOrDefault(op.id(), new double[2]);
                double p99 = stats.successes() == 0 ? Double.NaN
                        : stats.histogram().getValueAtPercentile(99.0) / 1000.0;
                drivers.add(new TimelineRow.DriverOp(driver, op.id(), stats.successes(), stats.failures(),
                        r[0], r[1], p99));
            }
        }
    }

    /**
     * The usual row of a fleet: the driver sent one snapshot of one mission, which is its part as
     * it is (no sum to clear and add into: for 100 drivers × 4 operations that was 400 histogram
     * resets and adds per row).
     */
    private void oneSnapshot(String driver, MissionPart part, List<TimelineRow.DriverOp> drivers) {
        Snapshot s = part.snapshots().get(0);
        for (Operation op : ops) {
            for (OpStats o : s.ops()) {
                if (o.opId().equals(op.id())) {
                    long[] sums = part.sums().get(op.id());
                    double seconds = part.seconds();
                    double p99 = o.successes() == 0 ? Double.NaN
                            : o.responseHistogram().getValueAtPercentile(99.0) / 1000.0;
                    drivers.add(new TimelineRow.DriverOp(driver, op.id(), o.successes(), o.failures(),
                            seconds > 0 ? sums[0] / seconds : 0, seconds > 0 ? sums[1] / seconds : 0, p99));
                    break;
                }
            }
        }
    }

    /** One mission's snapshots of a row, their seconds, and its successes and bytes per operation. */
    private record MissionPart(List<Snapshot> snapshots, double seconds, Map<String, long[]> sums) {
    }
}
