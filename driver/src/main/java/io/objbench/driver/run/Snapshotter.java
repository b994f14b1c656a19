package io.objbench.driver.run;

import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.stats.OpStatsSum;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Takes a mission's interval snapshots every {@code interval} seconds of its clock, plus a final
 * one when every worker ended, then ends the mission. Each snapshot holds every sample of its
 * interval (the timeline); the in-window part of each interval is added to the final report.
 *
 * <p>Runs on a platform thread: workers of a storage that never blocks keep the virtual-thread
 * carriers busy, and snapshots must still come on time.
 */
final class Snapshotter {

    private static final long MAX_WAIT_NANOS = 50_000_000L;

    private final MissionRun run;
    private final List<Snapshot> snapshots = new ArrayList<>();
    // the window's running sums, one per operation, merged in place every interval
    private final OpStatsSum[] inWindow;
    private long sequence;
    private long lastNanos;
    private TimeWindow window;

    Snapshotter(MissionRun run) {
        this.run = run;
        List<OpPlan> ops = run.plan().ops();
        inWindow = new OpStatsSum[ops.size()];
        for (OpPlan op : ops) {
            var o = op.operation;
            inWindow[op.index] = new OpStatsSum(o.id(), o.name(), o.type(), o.sampleType());
        }
    }

    void start(long launchNanos, TimeWindow window, CountDownLatch workersDone) {
        synchronized (this) {
            this.window = window;
            this.lastNanos = launchNanos;
        }
        Thread.ofPlatform().daemon().name("objbench-" + run.mission().id() + "-snapshots")
                .start(() -> loop(launchNanos, workersDone));
    }

    private void loop(long launchNanos, CountDownLatch workersDone) {
        long interval = Math.max(1, run.plan().work.interval()) * 1_000_000_000L;
        long next = launchNanos + interval;
        boolean done = false;
        while (!done) {
            long now = run.clock().nanoTime();
            if (now >= next) {
                take(now);
                next += interval * ((now - next) / interval + 1);
            }
            try {
                done = workersDone.await(Math.min(MAX_WAIT_NANOS, Math.max(1, next - now)), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                done = true;
            }
        }
        try {
            workersDone.await(); // an interrupted wait still lets every worker finish first
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        take(run.clock().nanoTime());
        run.workersFinished();
    }

    /** Ends the current interval at {@code nowNanos}. */
    synchronized void take(long nowNanos) {
        List<OpStats> all = new ArrayList<>(inWindow.length);
        for (OpPlan op : run.plan().ops()) {
            all.add(op.recorder.take(run.epoch(), inWindow[op.index]));
        }
        snapshots.add(new Snapshot(++sequence, run.epoch().toEpochMicros(lastNanos), run.epoch().toEpochMicros(nowNanos),
                run.activeWorkers(), all));
        lastNanos = nowNanos;
    }

    /**
     * The snapshots newer than {@code afterSequence}. Those up to it are dropped: the poller has
     * them, and each holds full histograms.
     */
    synchronized List<Snapshot> after(long afterSequence) {
        snapshots.removeIf(s -> s.sequence() <= afterSequence);
        return List.copyOf(snapshots);
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
    synchronized MissionReport partialReport(MissionState state, String message) {
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
            start = run.epoch().toEpochMicros(window.begin());
            end = lastEnd == Long.MIN_VALUE ? start : Math.min(run.epoch().toEpochMicros(window.end()), lastEnd);
        } else if (lastEnd != Long.MIN_VALUE) {
            start = firstStart;
            end = lastEnd;
        }
        return new MissionReport(run.mission().id(), state, ops, start, end, message,
                run.events().lines());
    }
}
