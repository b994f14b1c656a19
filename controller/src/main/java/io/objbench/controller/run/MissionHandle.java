package io.objbench.controller.run;

import io.objbench.core.driver.DriverClient;
import io.objbench.controller.schedule.Assignment;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.stats.Exemplar;
import io.objbench.core.stats.Exemplars;
import io.objbench.core.stats.HistogramEncoder;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.Operation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A stage's view of one mission it sent: where it runs, the last snapshot sequence seen, its
 * last known state and, at the end, its report. Touched by the runner thread; {@link #report}
 * may also be set by a cancelling thread, hence the synchronization.
 */
final class MissionHandle {

    final Assignment assignment;
    final Mission mission;
    final DriverClient client;
    volatile String id;
    long lastSequence;
    MissionState state = MissionState.SUBMITTED;
    /** The mission's state as its login answered it (null before the login). */
    volatile MissionStatus afterLogin;
    /** Set when the mission's driver was lost: it gets no more calls. */
    volatile boolean lost;
    /**
     * Set when the stage went on without the lost driver (onDriverLoss="continue"): its
     * TERMINATED report does not end the stage.
     */
    volatile boolean lossTolerated;
    private MissionReport report;
    // once frozen (the driver lost), a late answer adds nothing: the results stop at the last accepted snapshot
    private boolean frozen;
    private long receivedOps;
    // what the polls delivered, merged per operation: a lost driver's partial report. Summed
    // only when that report is asked for (rarely: a driver lost), from the packed intervals: a
    // fleet's controller spent 6 % of its CPU adding every snapshot into sums it almost never read
    private final Map<String, OpStatsSum> received = new LinkedHashMap<>();
    // per interval received, its whole operations packed when they differ from its window's (a
    // rampup or rampdown edge), else null: the window's packs are the whole
    private final List<List<IntervalPart.Packed>> wholeOutsideWindow = new ArrayList<>();
    private int summedIntervals;
    private long receivedStartMicros = Long.MAX_VALUE;
    private long receivedEndMicros = Long.MIN_VALUE;
    private int receivedSnapshots;
    private long firstOpMicros = Long.MAX_VALUE;
    private long lastOpMicros = Long.MIN_VALUE;
    private Integer receivedMaxInFlight;
    private boolean partial;
    // every interval received, compactly, for the steady window (SteadyWindows)
    private final List<IntervalPart> intervals = new ArrayList<>();
    private final HistogramEncoder encoder = new HistogramEncoder();
    // the driver host's interface counters, summed over the snapshots received
    private final LinkTally linkTally = new LinkTally();
    // the slowest in-window requests the snapshots showed, at most each operation's exemplars key
    private List<Exemplar> slowest = List.of();
    // the driver's own telemetry, one row per interval received
    private final List<TelemetryRow> telemetry = new ArrayList<>();

    MissionHandle(Assignment assignment, Mission mission, DriverClient client) {
        this.assignment = assignment;
        this.mission = mission;
        this.client = client;
    }

    synchronized MissionReport report() {
        return report;
    }

    /** Keeps the first report set; later ones are ignored. */
    synchronized void reportIfAbsent(MissionReport r) {
        if (report == null && r != null) {
            report = r;
        }
    }

    /**
     * Keeps what a status poll delivered (merged into the timeline too), for {@link #syntheticReport};
     * returns false, keeping nothing, once the handle is {@link #freeze frozen}.
     */
    synchronized boolean received(List<Snapshot> snapshots) {
        if (frozen) {
            return false;
        }
        for (Snapshot snap : snapshots) {
            intervals.add(IntervalPart.of(snap, encoder));
            wholeOutsideWindow.add(snap.window() == null ? null : IntervalPart.packed(snap.ops(), encoder));
            receivedSnapshots++;
            receivedStartMicros = Math.min(receivedStartMicros, snap.startMicros());
            receivedEndMicros = Math.max(receivedEndMicros, snap.endMicros());
            linkTally.add(snap);
            if (snap.exemplars() != null) {
                List<Exemplar> all = new ArrayList<>(slowest);
                for (Exemplar e : snap.exemplars()) {
                    all.add(e.withDriver(assignment.driverName()));
                }
                slowest = Exemplars.slowest(all, this::exemplarsKept);
            }
            if (snap.telemetry() != null) {
                telemetry.add(new TelemetryRow(assignment.driverName(), snap.startMicros(), snap.endMicros(),
                        snap.activeWorkers(), snap.maxInFlight(), snap.telemetry()));
            }
            if (snap.maxInFlight() != null) {
                receivedMaxInFlight = receivedMaxInFlight == null ? snap.maxInFlight()
                        : Math.max(receivedMaxInFlight, snap.maxInFlight());
            }
            for (OpStats o : snap.ops()) {
                if (o.successes() + o.failures() > 0) {
                    firstOpMicros = Math.min(firstOpMicros, o.firstStartMicros());
                    lastOpMicros = Math.max(lastOpMicros, o.lastEndMicros());
                }
                received.computeIfAbsent(o.opId(), k -> OpStatsSum.like(o));
                receivedOps += o.successes() + o.failures();
            }
        }
        return true;
    }

    /**
     * Ends the mission's results here (its driver was lost and the stage goes on): its report
     * becomes the synthetic one of what was received so far, and later answers are ignored.
     */
    synchronized void freeze(String message) {
        reportIfAbsent(syntheticReport(MissionState.TERMINATED, message));
        frozen = true;
    }

    /** Operations (successes and failures) the accepted snapshots held. */
    synchronized long receivedOps() {
        return receivedOps;
    }

    /**
     * A report for a mission whose driver gave none (lost, unreachable, never submitted). When
     * status polls delivered snapshots, it holds everything they measured, so the summary counts
     * what the timeline received, and is {@link #partial()}.
     */
    synchronized MissionReport syntheticReport(MissionState finalState, String message) {
        String missionId = id == null ? mission.id() : id;
        if (received.isEmpty()) {
            return new MissionReport(missionId, finalState, List.of(), 0, 0, message, List.of());
        }
        partial = true;
        for (; summedIntervals < intervals.size(); summedIntervals++) {
            List<IntervalPart.Packed> whole = wholeOutsideWindow.get(summedIntervals);
            for (IntervalPart.Packed p : whole != null ? whole : intervals.get(summedIntervals).window()) {
                received.get(p.opId()).add(p.unpack());
            }
        }
        List<OpStats> ops = new ArrayList<>();
        Set<String> added = new HashSet<>();
        for (Operation op : mission.work().operations()) {
            OpStatsSum o = received.get(op.id());
            if (o != null && added.add(op.id())) {
                ops.add(o.toOpStats());
            }
        }
        for (Map.Entry<String, OpStatsSum> e : received.entrySet()) {
            if (added.add(e.getKey())) {
                ops.add(e.getValue().toOpStats());
            }
        }
        String note = "partial report: the " + receivedSnapshots + " snapshots received before the driver gave no"
                + " final report (everything after them is missing; rampup and rampdown included)";
        return new MissionReport(missionId, finalState, ops, receivedStartMicros, receivedEndMicros,
                message + " (" + note + ")", List.of(note), receivedMaxInFlight);
    }

    /** Epoch µs of the first operation start the snapshots showed; {@code Long.MAX_VALUE} when none. */
    synchronized long firstOpMicros() {
        return firstOpMicros;
    }

    /** Epoch µs of the last operation end the snapshots showed; {@code Long.MIN_VALUE} when none. */
    synchronized long lastOpMicros() {
        return lastOpMicros;
    }

    /** Every interval the polls delivered, in the order received. */
    synchronized List<IntervalPart> intervals() {
        return List.copyOf(intervals);
    }

    /** The slowest in-window requests of the snapshots received so far, per operation slowest first. */
    synchronized List<Exemplar> slowest() {
        return slowest;
    }

    /** The exemplars key of operation {@code opId} of this mission's work. */
    int exemplarsKept(String opId) {
        for (Operation op : mission.work().operations()) {
            if (op.id().equals(opId)) {
                return Exemplars.keep(op.effectiveConfig());
            }
        }
        return Exemplars.DEFAULT_KEEP;
    }

    /** The driver host's network figures from the snapshots received so far. */
    synchronized LinkTally linkTally() {
        return linkTally;
    }

    /** The driver's telemetry rows received so far. */
    synchronized List<TelemetryRow> telemetry() {
        return List.copyOf(telemetry);
    }

    /** True once {@link #syntheticReport} built its report from received snapshots. */
    synchronized boolean partial() {
        return partial;
    }

    boolean submitted() {
        return id != null;
    }
}
