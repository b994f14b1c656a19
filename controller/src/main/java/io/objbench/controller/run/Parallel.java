package io.objbench.controller.run;

import io.objbench.controller.driver.DriverException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

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
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<String>> results = new ArrayList<>();
            for (MissionHandle h : handles) {
                results.add(pool.submit(() -> attempt(h, call)));
            }
            String first = null;
            for (Future<String> f : results) {
                try {
                    String problem = f.get();
                    first = first == null ? problem : first;
                } catch (ExecutionException e) {
                    first = first == null ? String.valueOf(e.getCause()) : first;
                }
            }
            return first;
        }
    }

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
