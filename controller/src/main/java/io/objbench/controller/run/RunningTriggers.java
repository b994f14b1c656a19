package io.objbench.controller.run;

import io.objbench.core.concurrent.ControlThreads;
import io.objbench.core.driver.DriverClient;
import io.objbench.core.driver.DriverException;
import io.objbench.core.protocol.TriggerReport;
import io.objbench.core.protocol.TriggerStart;
import io.objbench.core.protocol.TriggerStarted;
import io.objbench.core.workload.Trigger;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

/**
 * A workload's or a stage's trigger, started on every driver given (all at once) and stopped on
 * each driver where it started. As in COSBench a trigger that cannot start (missing script, driver
 * down) or fails is reported, by name, in {@code scripts.log} and the run goes on.
 */
final class RunningTriggers {

    private static final System.Logger LOG = System.getLogger(RunningTriggers.class.getName());

    private final String scope;
    private final Trigger trigger;
    private final Clock clock;
    private final List<Started> started;
    private final AtomicBoolean stopped = new AtomicBoolean();

    /** The start on one driver: its id there when it runs, else why not. */
    private record Started(String driverName, DriverClient client, Instant at, TriggerStarted started,
                           String problem) {
    }

    private RunningTriggers(String scope, Trigger trigger, Clock clock, List<Started> started) {
        this.scope = scope;
        this.trigger = trigger;
        this.clock = clock;
        this.started = started;
    }

    /**
     * Starts {@code trigger} on every driver of {@code drivers} and waits for their replies.
     *
     * @param runId the run id
     * @param scope the run id for a workload trigger, the stage id for a stage trigger
     */
    static RunningTriggers start(String runId, String scope, Trigger trigger, Map<String, DriverClient> drivers,
                                 Clock clock) {
        TriggerStart request = new TriggerStart(runId, scope, trigger.script(), trigger.args());
        List<Map.Entry<String, DriverClient>> targets = List.copyOf(drivers.entrySet());
        List<Started> started = each(targets, e -> {
            Instant at = clock.instant();
            try {
                return new Started(e.getKey(), e.getValue(), at, e.getValue().startTrigger(request), "");
            } catch (DriverException | RuntimeException ex) {
                String problem = "trigger " + trigger.spec() + " did not start: " + ex.getMessage();
                LOG.log(System.Logger.Level.WARNING, runId + " " + scope + ": " + problem);
                return new Started(e.getKey(), e.getValue(), at, null, problem);
            }
        });
        return new RunningTriggers(scope, trigger, clock, started);
    }

    /**
     * Stops the trigger on every driver where it started (all at once) and returns one log per
     * driver; the second and later calls return nothing. Goes on when the thread was interrupted
     * (a cancelled run must not leave scripts running), restoring the flag afterwards.
     */
    List<TriggerLog> stop() {
        if (!stopped.compareAndSet(false, true)) {
            return List.of();
        }
        boolean interrupted = Thread.interrupted();
        try {
            return each(started, s -> {
                if (s.started() == null) {
                    return new TriggerLog(scope, s.driverName(), trigger, s.at(), clock.instant(), 0, null, s.problem());
                }
                try {
                    TriggerReport report = s.client().stopTrigger(s.started().triggerId());
                    if (!report.message().isEmpty()) {
                        LOG.log(System.Logger.Level.WARNING, scope + ": trigger " + trigger.spec() + " on "
                                + s.driverName() + ": " + report.message());
                    }
                    return new TriggerLog(scope, s.driverName(), trigger, s.at(), clock.instant(), s.started().pid(),
                            report, "");
                } catch (DriverException | RuntimeException ex) {
                    String problem = "trigger " + trigger.spec() + " could not be stopped: " + ex.getMessage();
                    LOG.log(System.Logger.Level.WARNING, scope + ": " + problem);
                    return new TriggerLog(scope, s.driverName(), trigger, s.at(), clock.instant(), s.started().pid(),
                            null, problem);
                }
            });
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** {@code call} on every item at once (drivers answer in parallel), results in the items' order. */
    private static <T, R> List<R> each(List<T> items, Function<T, R> call) {
        if (items.size() <= 1) {
            return items.stream().map(call).toList();
        }
        List<R> results = new ArrayList<>();
        try (ExecutorService pool = ControlThreads.perTask("trigger-")) {
            List<Future<R>> futures = new ArrayList<>();
            for (T item : items) {
                futures.add(pool.submit(() -> call.apply(item)));
            }
            boolean interrupted = false;
            for (Future<R> f : futures) {
                // the calls catch everything themselves; an interrupt does not cut the wait (see stop)
                while (true) {
                    try {
                        results.add(f.get());
                        break;
                    } catch (InterruptedException e) {
                        interrupted = true;
                    } catch (java.util.concurrent.ExecutionException e) {
                        throw new IllegalStateException(e.getCause());
                    }
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        return results;
    }
}
