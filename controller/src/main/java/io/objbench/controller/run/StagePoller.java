package io.objbench.controller.run;

import io.objbench.core.driver.DriverException;
import io.objbench.controller.driver.PoolLink;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.protocol.ApiErrorKind;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.DriverLossPolicy;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Polls a stage's running missions until all are final: every poll period (once per tick over
 * HTTP) all missions at once, each poll waited for a bounded time; snapshots merged into one
 * timeline row per tick (the stage's minimum work interval). Over HTTP the first polls come
 * sooner — {@link #FIRST_POLL} after launch, then twice as long each time up to the period — so a
 * short stage ends when its missions do, not a whole interval later; in steady state polling is
 * no busier than the period. In real time each poll's wait is spent in the driver
 * ({@code DriverClient.status} with a wait), which answers as soon as its mission ends, so a
 * stage's end is seen when it happens (a driver that cannot wait answers at once and the poller
 * waits the rest itself). A mission that terminates stops the polling; so does a driver whose
 * polls failed (error or no reply in time) in {@code missedPollsToLose} consecutive rounds of
 * the full period, or at once when it is certainly gone (connection refused, or it no longer
 * knows the mission: it was restarted): its missions are marked lost and the pool told. With
 * {@code onDriverLoss="continue"} the other drivers' missions go on instead
 * ({@link #declareLost}).
 */
final class StagePoller {

    /** Shortest wait for an in-process round of polls: a busy but healthy driver must not look lost. */
    private static final Duration MIN_LOCAL_WAIT = Duration.ofSeconds(1);
    /** Shortest wait for a remote round (its half period bounds how long a lost driver can hold a stage). */
    private static final Duration MIN_REMOTE_WAIT = Duration.ofMillis(100);
    /** Delay of the first poll after launch (when shorter than the period). */
    static final Duration FIRST_POLL = Duration.ofMillis(50);

    private final List<MissionHandle> handles;
    private final RunSettings settings;
    private final Consumer<TimelineRow> rows;
    private final TimelineMerger merger;
    private final Duration tick;
    private final Duration period;
    private final Duration pollWait;
    private final int missedPollsToLose;
    /** Remote missions: the first polls come sooner (in process the check period is short already). */
    private final boolean remote;
    private final Map<String, Integer> missedRounds = new HashMap<>();
    private final DriverLossPolicy policy;
    private final List<DriverLoss> losses = new java.util.ArrayList<>();
    private PoolLink link = PoolLink.NONE;
    private final Consumer<DriverEvent> events;
    private final String where;
    /** The stage's until="stable" judge, or null. */
    private StableWatch watch;
    private Instant launched;

    private static final System.Logger LOG = System.getLogger(StagePoller.class.getName());

    StagePoller(Stage stage, List<MissionHandle> handles, RunSettings settings, int missedPollsToLose,
                Consumer<TimelineRow> rows) {
        this(stage, handles, settings, missedPollsToLose, rows, e -> { }, stage.id());
    }

    /**
     * @param events missed polls, returns, long snapshots and losses of drivers, as they happen
     * @param where  the run and stage, for the log
     */
    StagePoller(Stage stage, List<MissionHandle> handles, RunSettings settings, int missedPollsToLose,
                Consumer<TimelineRow> rows, Consumer<DriverEvent> events, String where) {
        this.events = events;
        this.where = where;
        this.handles = handles;
        this.settings = settings;
        this.rows = rows;
        this.merger = new TimelineMerger(StageOps.of(stage), StageOps.targetRates(stage));
        this.policy = stage.onDriverLoss();
        this.tick = settings.tick() != null ? settings.tick() : Duration.ofSeconds(minInterval(stage));
        // over HTTP a poll per mission per tick is enough; in process the faster check is free
        boolean remote = handles.stream().anyMatch(h -> h.client.remote());
        this.period = remote ? tick : settings.pollPeriod(tick);
        this.remote = remote;
        Duration half = period.dividedBy(2);
        Duration min = remote ? MIN_REMOTE_WAIT : MIN_LOCAL_WAIT;
        this.pollWait = half.compareTo(min) < 0 ? min : half;
        this.missedPollsToLose = missedPollsToLose;
    }

    /**
     * Lets {@code watch} judge the snapshots after each round; when it finds the precision
     * reached, the judged missions are finished (their windows end now, a normal end) on every
     * driver at once and polled sooner, so the stage ends with them.
     */
    StagePoller watch(StableWatch watch) {
        this.watch = watch;
        return this;
    }

    /**
     * Polls until every mission is final, {@code cancelled} says so, or a problem goes to
     * {@code stop}; a count-down of {@code wake} ends a wait at once (cancel). Drivers found
     * certainly down are reported to {@code link}.
     */
    void poll(BooleanSupplier cancelled, Consumer<String> stop, CountDownLatch wake, PoolLink link)
            throws InterruptedException {
        this.link = link;
        // Platform threads: an in-process driver whose workers never block (storage "none") keeps
        // every virtual-thread carrier busy, and a virtual poller would then look like a lost driver.
        ExecutorService pool = Executors.newCachedThreadPool(Thread.ofPlatform().daemon().name("stage-poll-", 1).factory());
        try {
            launched = settings.clock().instant();
            // Rows are cut half a tick after the drivers' interval boundaries (missions began just
            // before this poller did, so their k-th snapshot closes at about launched + k ticks).
            // Cut on the boundary, a mission whose snapshot closed a millisecond late would miss
            // its row and double the next: that row would show 0 operations per second for it and
            // the next row its normal rate, a series whose mean understates the throughput. In
            // simulated time the drivers' snapshots come with the polls, not with the clock.
            Instant nextTick = launched.plus(tick).plus(settings.sleeper().realTime() ? tick.dividedBy(2) : Duration.ZERO);
            Duration step = remote && FIRST_POLL.compareTo(period) < 0 ? FIRST_POLL : period;
            while (true) {
                Duration untilTick = Duration.between(settings.clock().instant(), nextTick);
                Duration wait = untilTick.compareTo(step) < 0 && !untilTick.isNegative() ? untilTick : step;
                // rounds closer together than the period do not count towards a loss by timeouts
                boolean fullRound = step.compareTo(period) >= 0;
                step = step.multipliedBy(2).compareTo(period) < 0 ? step.multipliedBy(2) : period;
                String problem;
                if (settings.sleeper().realTime()) {
                    // the wait is spent in the drivers, which answer as soon as a mission ends: a
                    // stage's end is seen when it happens, not up to a poll period later
                    Instant roundStart = settings.clock().instant();
                    if (cancelled.getAsBoolean()) {
                        return;
                    }
                    long endedBefore = handles.stream().filter(h -> h.state.isFinal()).count();
                    problem = round(pool, fullRound, wait);
                    if (cancelled.getAsBoolean()) {
                        return;
                    }
                    Duration rest = wait.minus(Duration.between(roundStart, settings.clock().instant()));
                    if (problem == null && !rest.isNegative() && !rest.isZero()
                            && handles.stream().filter(h -> h.state.isFinal()).count() == endedBefore) {
                        // every driver answered before the wait without an end: one that cannot wait
                        settings.sleeper().sleep(rest, wake);
                        if (cancelled.getAsBoolean()) {
                            return;
                        }
                    }
                } else {
                    if (!cancelled.getAsBoolean()) {
                        settings.sleeper().sleep(wait, wake);
                    }
                    if (cancelled.getAsBoolean()) {
                        return;
                    }
                    problem = round(pool, fullRound, Duration.ZERO);
                }
                boolean allFinal = handles.stream().allMatch(h -> h.state.isFinal());
                Instant now = settings.clock().instant();
                if (allFinal || problem != null || !now.isBefore(nextTick)) {
                    TimelineRow row = merger.flush(now);
                    if (row != null) {
                        rows.accept(row);
                    }
                    while (!now.isBefore(nextTick)) {
                        nextTick = nextTick.plus(tick);
                    }
                }
                if (problem != null) {
                    stop.accept(problem);
                    return;
                }
                if (allFinal) {
                    return;
                }
                if (watch != null && watch.decide(Duration.between(launched, now).toNanos() / 1e9, now)) {
                    finish(pool);
                    // the missions end within moments now: look again soon rather than a period later
                    step = remote && FIRST_POLL.compareTo(period) < 0 ? FIRST_POLL : step;
                }
            }
        } finally {
            // a poll still hanging on a lost driver must not hold the stage: interrupt, don't wait
            pool.shutdownNow();
        }
    }

    /**
     * Ends the judged missions' windows now, every driver at once, each call waited for a bounded
     * time; a mission whose driver did not take it runs on to its limit (logged), the stage then
     * ending with it.
     */
    private void finish(ExecutorService pool) throws InterruptedException {
        Map<MissionHandle, Future<?>> calls = new LinkedHashMap<>();
        for (MissionHandle h : watch.judged()) {
            if (!h.state.isFinal() && !h.lost) {
                calls.put(h, pool.submit(() -> h.client.finish(h.id)));
            }
        }
        long deadline = System.nanoTime() + Math.max(pollWait.toNanos(), MIN_LOCAL_WAIT.toNanos());
        for (Map.Entry<MissionHandle, Future<?>> e : calls.entrySet()) {
            MissionHandle h = e.getKey();
            try {
                e.getValue().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (ExecutionException | TimeoutException ex) {
                e.getValue().cancel(true);
                LOG.log(System.Logger.Level.WARNING, where + ": mission " + h.id + " on " + h.assignment.driverName()
                        + " could not be finished early (it runs to its limit): "
                        + (ex instanceof ExecutionException ? ex.getCause() : "no reply in time"));
            }
        }
    }

    /**
     * Polls every running mission at once, each driver waiting up to {@code waitForEnd} for its
     * mission to end; returns why the stage must stop, or null.
     */
    private String round(ExecutorService pool, boolean fullRound, Duration waitForEnd) throws InterruptedException {
        Map<MissionHandle, Future<MissionStatus>> polls = new LinkedHashMap<>();
        for (MissionHandle h : handles) {
            if (!h.state.isFinal()) {
                polls.put(h, pool.submit(() -> waitForEnd.isZero() ? h.client.status(h.id, h.lastSequence)
                        : h.client.status(h.id, h.lastSequence, waitForEnd)));
            }
        }
        long deadline = System.nanoTime() + waitForEnd.toNanos() + pollWait.toNanos();
        Map<String, String> failedDrivers = new LinkedHashMap<>();
        Set<String> answered = new HashSet<>();
        String problem = null;
        for (Map.Entry<MissionHandle, Future<MissionStatus>> e : polls.entrySet()) {
            MissionHandle h = e.getKey();
            String driver = h.assignment.driverName();
            try {
                // an in-process driver cannot be lost: wait for its answer however busy it is
                MissionStatus s = h.client.remote()
                        ? e.getValue().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)
                        : e.getValue().get();
                answered.add(driver);
                problem = problem != null ? problem : accept(h, s);
            } catch (ExecutionException ex) {
                Throwable cause = ex.getCause();
                if (cause instanceof DriverException de && (de.refused() || de.kind() == ApiErrorKind.NOT_FOUND)) {
                    // certain news, no guess: nothing listens, or the driver forgot the mission (restarted)
                    link.down(driver, de.getMessage());
                    if (problem == null && !h.lost) {
                        problem = declareLost(driver, missedRounds.getOrDefault(driver, 0), de.getMessage());
                    }
                    continue;
                }
                failedDrivers.putIfAbsent(driver, cause instanceof DriverException ? cause.getMessage()
                        : driver + ": " + cause);
            } catch (TimeoutException ex) {
                e.getValue().cancel(true);
                failedDrivers.putIfAbsent(driver, driver + ": no reply to a status poll within "
                        + waitForEnd.plus(pollWait).toMillis() + " ms");
            }
        }
        // COSBench ignores a failed query; a driver failing several rounds in a row is lost
        for (String driver : answered) {
            if (!failedDrivers.containsKey(driver)) {
                Integer missed = missedRounds.remove(driver);
                if (missed != null) {
                    event(driver, DriverEvent.Kind.RESUMED, missed, "answered again after " + missed
                            + " missed status polls");
                }
            }
        }
        for (Map.Entry<String, String> f : failedDrivers.entrySet()) {
            // under continue a driver lost earlier in this round (refused on another mission) is lost once
            if (!fullRound || policy == DriverLossPolicy.CONTINUE && lostAlready(f.getKey())) {
                continue;
            }
            int missed = missedRounds.merge(f.getKey(), 1, Integer::sum);
            event(f.getKey(), DriverEvent.Kind.MISSED_POLL, missed, f.getValue());
            if (missed >= missedPollsToLose && problem == null) {
                problem = declareLost(f.getKey(), missed, missed + " consecutive status polls failed (last: "
                        + f.getValue() + ")");
            }
        }
        return problem;
    }

    private void event(String driver, DriverEvent.Kind kind, int missed, String detail) {
        DriverEvent e = new DriverEvent(settings.clock().instant(), driver, kind, missed, detail);
        System.Logger.Level level = kind == DriverEvent.Kind.RESUMED ? System.Logger.Level.INFO
                : System.Logger.Level.WARNING;
        LOG.log(level, where + ": driver " + driver + " " + kind.name().toLowerCase(Locale.ROOT).replace('_', ' ')
                + (missed > 0 ? " (" + missed + " of " + missedPollsToLose + " missed polls)" : "") + ": " + detail);
        events.accept(e);
    }

    /**
     * Declares {@code driver} lost (a refused connection or forgotten mission at once, else after
     * {@code missedPollsToLose} failed rounds): its missions get no more calls. Under
     * onDriverLoss="terminate", or when no other driver is left, returns why the stage must stop.
     * Under "continue" the stage goes on: each of its missions keeps what was accepted up to now
     * as its report and ignores any later answer, is released (the pool aborts it should the
     * driver answer again), the driver is marked down for the pool (a later stage gets it only
     * once it answers a liveness poll again), and the loss is kept for the verdict; returns null.
     */
    private String declareLost(String driver, int missed, String why) {
        String problem = "driver " + driver + " lost: " + why;
        boolean others = false;
        long carried = 0;
        long all = 0;
        for (MissionHandle h : handles) {
            all += h.receivedOps();
            if (h.assignment.driverName().equals(driver)) {
                h.lost = true;
                carried += h.receivedOps();
            } else if (!h.lost) {
                others = true;
            }
        }
        missedRounds.remove(driver);
        if (policy == DriverLossPolicy.TERMINATE || !others) {
            event(driver, DriverEvent.Kind.LOST, missed, problem);
            return policy == DriverLossPolicy.TERMINATE ? problem : problem + "; no other driver is left";
        }
        DriverLoss loss = new DriverLoss(driver, settings.clock().instant(), carried, all, why);
        for (MissionHandle h : handles) {
            if (h.assignment.driverName().equals(driver)) {
                h.lossTolerated = true;
                h.freeze(problem + "; the stage went on with the other drivers (onDriverLoss=continue)");
                h.state = MissionState.TERMINATED;
                link.release(h.mission.id());
            }
        }
        link.down(driver, problem);
        losses.add(loss);
        event(driver, DriverEvent.Kind.LOST, missed, String.format(Locale.ROOT, "%s; the stage goes on with the other"
                + " drivers (onDriverLoss=continue): %d of the stage's %d operations so far (%.0f %%) were its own,"
                + " kept; none after", problem, carried, all, loss.share() * 100));
        return null;
    }

    private boolean lostAlready(String driver) {
        return handles.stream().anyMatch(h -> h.lost && h.assignment.driverName().equals(driver));
    }

    /** The drivers the stage lost and went on without, in the order they were lost. */
    List<DriverLoss> losses() {
        return List.copyOf(losses);
    }

    /** Takes one poll's answer; returns why the stage must stop, or null. */
    private String accept(MissionHandle h, MissionStatus s) {
        // under continue, a late answer of a lost driver (one that was only stopped) must not
        // change its frozen results (under terminate the stage stops at the loss anyway)
        if (policy == DriverLossPolicy.CONTINUE && h.lost || !h.received(s.snapshots())) {
            return null;
        }
        merger.add(h.id, h.assignment.driverName(), s.snapshots());
        if (watch != null) {
            watch.add(h, s.snapshots());
        }
        for (Snapshot snap : s.snapshots()) {
            h.lastSequence = Math.max(h.lastSequence, snap.sequence());
            // the driver samples each work every interval: one snapshot far longer means it was paused
            double expected = Math.max(Math.max(1, h.mission.work().interval()), tick.toMillis() / 1000.0);
            if (snap.seconds() > 2 * expected) {
                event(h.assignment.driverName(), DriverEvent.Kind.LONG_INTERVAL, 0, String.format(Locale.ROOT,
                        "mission %s: snapshot %d spans %.3f s (interval %.3f s): the driver did not sample meanwhile",
                        h.id, snap.sequence(), snap.seconds(), expected));
            }
        }
        h.state = s.state();
        if (s.state() == MissionState.TERMINATED || s.state() == MissionState.ABORTED) {
            return "mission " + h.id + " on " + h.assignment.driverName() + " " + s.state().name().toLowerCase(Locale.ROOT)
                    + (s.message().isEmpty() ? "" : ": " + s.message());
        }
        return null;
    }

    private static int minInterval(Stage stage) {
        int min = Integer.MAX_VALUE;
        for (Work w : stage.works()) {
            min = Math.min(min, Math.max(1, w.interval()));
        }
        return min == Integer.MAX_VALUE ? 5 : min;
    }
}
