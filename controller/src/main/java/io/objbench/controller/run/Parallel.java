package io.objbench.controller.run;

import io.objbench.core.concurrent.ControlThreads;
import io.objbench.core.driver.DriverException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.time.Duration;

/** Runs one driver call per mission at once (drivers work in parallel; login blocks). */
final class Parallel {

    /** A driver call on one mission. */
    @FunctionalInterface
    interface Call {
        void run(MissionHandle handle) throws DriverException;
    }

    private Parallel() {
    }

    /**
     * Calls {@code call} for every handle in parallel and waits for all; returns the first
     * failure's message, or null when every call succeeded.
     */
    static String forEach(List<MissionHandle> handles, Call call) throws InterruptedException {
        if (handles.size() == 1) {
            return attempt(handles.get(0), call);
        }
        return forEach(handles, call, () -> false, Duration.ZERO);
    }

    /**
     * As {@link #forEach(List, Call)}, but once {@code stop} says so (a cancel) the calls still
     * running get at most {@code grace} more, then are interrupted and given up: a login blocked
     * on a stopped driver must not hold a cancelled stage for the login timeout.
     */
    static String forEach(List<MissionHandle> handles, Call call, BooleanSupplier stop, Duration grace)
            throws InterruptedException {
        ExecutorService pool = ControlThreads.perTask("call-");
        try {
            List<Future<String>> results = new ArrayList<>();
            for (MissionHandle h : handles) {
                results.add(pool.submit(() -> attempt(h, call)));
            }
            String first = null;
            long stopDeadline = 0;
            boolean stopping = false;
            for (int i = 0; i < results.size(); i++) {
                Future<String> f = results.get(i);
                try {
                    String problem = f.get(POLL.toMillis(), TimeUnit.MILLISECONDS);
                    first = first == null ? problem : first;
                } catch (ExecutionException e) {
                    first = first == null ? String.valueOf(e.getCause()) : first;
                } catch (TimeoutException e) {
                    if (!stopping && stop.getAsBoolean()) {
                        stopping = true;
                        stopDeadline = System.nanoTime() + grace.toNanos();
                    }
                    if (stopping && System.nanoTime() - stopDeadline >= 0) {
                        f.cancel(true);
                        first = first == null ? handles.get(i).assignment.driverName()
                                + ": no reply before the cancel gave up on it" : first;
                        continue;
                    }
                    i--; // wait for the same call again
                }
            }
            return first;
        } finally {
            pool.shutdownNow(); // interrupts only calls given up on; the others are done
        }
    }

    /** How often a wait for parallel calls checks whether it must stop. */
    private static final Duration POLL = Duration.ofMillis(50);

    private static String attempt(MissionHandle h, Call call) {
        try {
            call.run(h);
            return null;
        } catch (DriverException e) {
            return e.getMessage();
        } catch (RuntimeException e) {
            // a driver bug must not hang or kill the stage: it terminates it, with the cause
            return h.assignment.driverName() + ": " + e;
        }
    }
}
