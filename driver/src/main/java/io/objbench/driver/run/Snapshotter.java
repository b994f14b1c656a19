package io.objbench.driver.run;

import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.Exemplar;
import io.objbench.core.stats.Exemplars;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.stats.OpTotals;
import io.objbench.core.stats.RunningOpTotals;
import io.objbench.core.stats.Snapshot;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.measure.EpochMapping;
import io.objbench.driver.net.NetworkMeter;
import io.objbench.driver.telemetry.JvmTelemetry;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;

/**
 * Takes a mission's interval snapshots every {@code interval} seconds of its clock, plus a final
 * one ({@link #takeFinal}) when the mission's workers ended. Each snapshot holds every sample of
 * its interval (the timeline) and is kept until the poller acknowledges it ({@link #ack}): reading
 * ({@link #after}) changes nothing. The in-window part of each interval is added to the final
 * report.
 *
 * <p>Runs on a platform thread: workers of a storage that never blocks keep the virtual-thread
 * carriers busy, and snapshots must still come on time.
 */
final class Snapshotter {

    private static final long MAX_WAIT_NANOS = 50_000_000L;

    private final String missionId;
    private final List<OpPlan> ops;
    private final long intervalNanos;
    private final Clock clock;
    private final EpochMapping epoch;
    private final IntSupplier activeWorkers;
    private final CountDownLatch ended = new CountDownLatch(1);
    private final List<Snapshot> snapshots = new ArrayList<>();
    // the workers' kept slowest samples of one operation, reused (only take() touches it)
    private final List<Exemplar> workerExemplars = new ArrayList<>();
    // the window's running sums, one per operation, merged in place every interval
    private final OpStatsSum[] inWindow;
    // the in-window part of the current interval alone, one per operation, reused
    private final OpStatsSum[] intervalInWindow;
    // every interval's figures since the launch (rampup included), one per operation, for /metrics
    private final RunningOpTotals[] whole;
    private long sequence;
    private long lastNanos;
    private boolean closed;
    private TimeWindow window;
    // open loop: the in-flight peaks each snapshot and the report carry; null for closed loop
    private OpenLoopPace pace;
    private final NetworkMeter meter;
    // the host's interface counters since the previous snapshot; from the launch on
    private NetworkMeter.Cursor network;
    // the driver JVM's own CPU, GC and lag since the previous snapshot; from the launch on
    private JvmTelemetry.Cursor telemetry;
    // the mission's adaptors' retries and connects since the previous snapshot; from the launch on
    private AdaptorCounters adaptorCounters;
    private volatile Thread thread;

    Snapshotter(String missionId, MissionPlan plan, Clock clock, EpochMapping epoch, IntSupplier activeWorkers,
                NetworkMeter meter) {
        this.meter = meter;
        this.missionId = missionId;
        this.ops = plan.ops();
        this.intervalNanos = Math.max(1, plan.work.interval()) * 1_000_000_000L;
        this.clock = clock;
        this.epoch = epoch;
        this.activeWorkers = activeWorkers;
        inWindow = new OpStatsSum[ops.size()];
        intervalInWindow = new OpStatsSum[ops.size()];
        whole = new RunningOpTotals[ops.size()];
        for (OpPlan op : ops) {
            var o = op.operation;
            inWindow[op.index] = new OpStatsSum(o.id(), o.name(), o.type(), o.sampleType());
            intervalInWindow[op.index] = new OpStatsSum(o.id(), o.name(), o.type(), o.sampleType());
            if (op.recorder.classes() != null) {
                inWindow[op.index].withClasses(op.recorder.classes()); // a report before any interval has them too
            }
            whole[op.index] = new RunningOpTotals();
        }
    }

    /**
     * Starts taking a snapshot every interval from {@code launchNanos}; {@code pace} null for
     * closed loop; {@code adaptors} the mission's storage adaptors, whose counts each snapshot's
     * telemetry carries.
     */
    void start(long launchNanos, TimeWindow window, OpenLoopPace pace, AdaptorCounters adaptors) {
        synchronized (this) {
            this.adaptorCounters = adaptors;
            this.window = window;
            this.pace = pace;
            this.lastNanos = launchNanos;
            this.network = meter.start();
            this.telemetry = JvmTelemetry.shared().start();
        }
        thread = Thread.ofPlatform().daemon().name("objbench-" + missionId + "-snapshots").start(() -> loop(launchNanos));
    }

    private void loop(long launchNanos) {
        long next = launchNanos + intervalNanos;
        boolean done = false;
        while (!done) {
            long now = clock.nanoTime();
            if (now >= next) {
                take(now);
                next += intervalNanos * ((now - next) / intervalNanos + 1);
            }
            try {
                done = ended.await(Math.min(MAX_WAIT_NANOS, Math.max(1, next - now)), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                done = true;
            }
        }
    }

    /** Ends the current interval at {@code nowNanos}; nothing once the final snapshot was taken. */
    private synchronized void take(long nowNanos) {
        if (closed) {
            return;
        }
        List<OpStats> all = new ArrayList<>(inWindow.length);
        List<Exemplar> slowest = new ArrayList<>();
        long total = 0;
        long counted = 0;
        for (OpPlan op : ops) {
            workerExemplars.clear();
            OpStats taken = op.recorder.take(epoch, inWindow[op.index], intervalInWindow[op.index], workerExemplars);
            // each worker kept its k slowest: the k slowest of the driver are among them
            slowest.addAll(Exemplars.slowest(workerExemplars, op.exemplars));
            all.add(taken);
            whole[op.index].add(taken); // once per interval, on the snapshot thread: no per-operation cost
            total += taken.total();
            counted += intervalInWindow[op.index].total();
        }
        snapshots.add(new Snapshot(++sequence, epoch.toEpochMicros(lastNanos), epoch.toEpochMicros(nowNanos),
                activeWorkers.getAsInt(), all, pace == null ? null : pace.takeIntervalPeak(),
                windowPart(total, counted), network == null ? null : network.take(), slowest,
                telemetry == null ? null : adaptorCounters.addTo(telemetry.take())));
        lastNanos = nowNanos;
    }

    /**
     * The snapshot's in-window part: null when every sample of the interval counts (the usual
     * case: nothing extra on the wire), empty when none does (rampup), else every operation's part.
     */
    private List<OpStats> windowPart(long total, long counted) {
        if (counted == total) {
            return null;
        }
        if (counted == 0) {
            return List.of();
        }
        List<OpStats> part = new ArrayList<>(intervalInWindow.length);
        for (OpStatsSum s : intervalInWindow) {
            part.add(s.toOpStats());
        }
        return part;
    }

    /** Takes the last snapshot (every worker ended) and stops the periodic ones. */
    void takeFinal() {
        synchronized (this) {
            take(clock.nanoTime());
            closed = true;
            if (telemetry != null) {
                telemetry.close();
            }
        }
        ended.countDown();
        // the snapshot thread ends at once; wait (briefly) so an ended mission leaves no thread behind
        Thread t = thread;
        if (t != null && t != Thread.currentThread()) {
            try {
                t.join(1_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** The snapshots newer than {@code afterSequence} not acknowledged yet; changes nothing. */
    synchronized List<Snapshot> after(long afterSequence) {
        List<Snapshot> newer = new ArrayList<>(snapshots.size());
        for (Snapshot s : snapshots) {
            if (s.sequence() > afterSequence) {
                newer.add(s);
            }
        }
        return newer;
    }

    /** What each operation (in plan order) did since the launch, every interval taken so far. */
    synchronized List<OpTotals> totals() {
        List<OpTotals> all = new ArrayList<>(whole.length);
        for (RunningOpTotals t : whole) {
            all.add(t.totals());
        }
        return all;
    }

    /** The poller holds every snapshot up to {@code sequence}: they are dropped (each holds full histograms). */
    synchronized void ack(long sequence) {
        snapshots.removeIf(s -> s.sequence() <= sequence);
    }

    /** COSBench's FAILED rule: the first operation with attempts but no success in the window, or null. */
    synchronized String failedOperation() {
        for (OpStatsSum s : inWindow) {
            if (s.total() > 0 && s.successes() == 0) {
                return "operation " + s.opId() + " (" + s.opName() + ") had " + s.total()
                        + " attempts in the window and no success";
            }
        }
        return null;
    }

    /** The report of what was measured in the window so far. */
    synchronized MissionReport partialReport(MissionState state, String message, List<String> log) {
        long start = 0;
        long end = 0;
        long firstStart = Long.MAX_VALUE;
        long lastEnd = Long.MIN_VALUE;
        List<OpStats> ops = new ArrayList<>(inWindow.length);
        for (OpStatsSum s : inWindow) {
            ops.add(s.toOpStats());
            firstStart = Math.min(firstStart, s.firstStartMicros());
            lastEnd = Math.max(lastEnd, s.lastEndMicros());
        }
        if (window != null && window.timed()) {
            start = epoch.toEpochMicros(window.begin());
            end = lastEnd == Long.MIN_VALUE ? start : Math.min(epoch.toEpochMicros(window.end()), lastEnd);
        } else if (lastEnd != Long.MIN_VALUE) {
            start = firstStart;
            end = lastEnd;
        }
        return new MissionReport(missionId, state, ops, start, end, message, log,
                pace == null ? null : pace.windowPeak());
    }
}
