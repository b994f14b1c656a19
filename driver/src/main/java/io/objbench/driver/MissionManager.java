package io.objbench.driver;

import io.objbench.core.mission.DriverInfo;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionStatus;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.plugin.PluginHost;
import io.objbench.driver.run.MissionRun;
import io.objbench.driver.trigger.TriggerScripts;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The driver's missions: what the controller calls, in process or over HTTP. A mission goes
 * submit → login → launch → (status polls) → close, or abort at any point. Thread-safe.
 */
public final class MissionManager {

    /** Closed missions kept so a repeated close or abort still answers. */
    static final int CLOSED_KEPT = 100;

    private final String driverName;
    private final AdaptorRegistry registry;
    private final Clock clock;
    private final ConcurrentMap<String, MissionRun> missions = new ConcurrentHashMap<>();
    private volatile int maxWorkers = DEFAULT_MAX_WORKERS;

    /** Workers one driver runs at once by default ({@code max_workers} in driver.conf). */
    public static final int DEFAULT_MAX_WORKERS = 10_000;
    private final Deque<String> closed = new ArrayDeque<>();

    public MissionManager(String driverName, AdaptorRegistry registry, Clock clock) {
        this.driverName = Objects.requireNonNull(driverName, "driverName");
        this.registry = Objects.requireNonNull(registry, "registry");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** A manager with the adaptors found by {@link java.util.ServiceLoader} and the system clock. */
    public static MissionManager withDefaults(String driverName) {
        return new MissionManager(driverName, new ServiceLoaderAdaptorRegistry(), Clock.system());
    }

    /** A manager with the adaptors of the bundles {@code host} runs, and the system clock. */
    public static MissionManager withPlugins(String driverName, PluginHost host) {
        return new MissionManager(driverName, host.registry(), Clock.system());
    }

    /** Sets how many workers this driver runs at once, over all its missions. */
    public MissionManager maxWorkers(int max) {
        if (max < 1) {
            throw new IllegalArgumentException("max_workers must be at least 1, got " + max);
        }
        this.maxWorkers = max;
        return this;
    }

    /** Name, version, adaptor types, cores and clock of this driver. */
    public DriverInfo info() {
        String version = MissionManager.class.getPackage().getImplementationVersion();
        return new DriverInfo(driverName, version == null ? "dev" : version,
                new ArrayList<>(registry.storageTypes()), new ArrayList<>(registry.authTypes()),
                Runtime.getRuntime().availableProcessors(), clock.epochMicros() / 1_000L);
    }

    /**
     * Accepts a mission after checking it can run here (adaptor types known, selectors workable
     * for every worker).
     *
     * @return the mission id
     * @throws MissionException BAD_REQUEST when it cannot run, CONFLICT when the id is taken
     */
    public String submit(Mission mission) throws MissionException {
        // before anything is allocated for the mission's workers: a mission this driver cannot
        // hold is refused, not attempted until the heap runs out
        int running = missions.values().stream().filter(r -> !r.state().isFinal())
                .mapToInt(r -> r.mission().workers()).sum();
        if ((long) running + mission.workers() > maxWorkers) {
            throw new MissionException(MissionException.Kind.BAD_REQUEST, "driver " + driverName + " runs at most "
                    + maxWorkers + " workers at once (max_workers in driver.conf): mission " + mission.id()
                    + " asks for " + mission.workers() + " with " + running + " already running");
        }
        MissionRun run = MissionRun.submit(mission, registry, clock);
        if (missions.putIfAbsent(mission.id(), run) != null) {
            throw new MissionException(MissionException.Kind.CONFLICT, "mission " + mission.id() + " already exists");
        }
        return mission.id();
    }

    /** Logs every worker in; blocks until done. The mission is then AUTHED, or TERMINATED on failure. */
    public void login(String id) throws MissionException {
        get(id).login();
    }

    /** Starts the workers; returns at once. */
    public void launch(String id) throws MissionException {
        get(id).launch();
    }

    /** The mission's state and its snapshots with a sequence above {@code afterSequence}. */
    public MissionStatus status(String id, long afterSequence) throws MissionException {
        return get(id).status(afterSequence);
    }

    /** The final report; CONFLICT while the mission is not in a final state. */
    public MissionReport close(String id) throws MissionException {
        MissionReport report = get(id).close();
        remember(id);
        return report;
    }

    /** Stops every worker promptly and reports what was measured; final state ABORTED. */
    public MissionReport abort(String id) throws MissionException {
        return get(id).abort();
    }

    /** Waits until the mission is in a final state or {@code timeout} elapsed (check {@link #status}). */
    public void awaitFinal(String id, Duration timeout) throws MissionException {
        get(id).awaitFinal(timeout);
    }

    private MissionRun get(String id) throws MissionException {
        MissionRun run = missions.get(id);
        if (run == null) {
            throw new MissionException(MissionException.Kind.NOT_FOUND, "no mission " + id + " on driver " + driverName);
        }
        return run;
    }

    private synchronized void remember(String id) {
        if (closed.contains(id)) {
            return;
        }
        closed.addLast(id);
        while (closed.size() > CLOSED_KEPT) {
            missions.remove(closed.removeFirst());
        }
    }

    private volatile TriggerScripts triggers;

    /** Sets the trigger scripts this driver runs (driver.conf {@code scripts_dir}); replaces the default. */
    public MissionManager triggers(TriggerScripts scripts) {
        this.triggers = Objects.requireNonNull(scripts, "scripts");
        return this;
    }

    /** The trigger scripts this driver runs: those set, else from {@link TriggerScripts#defaultDir()}. */
    public TriggerScripts triggers() {
        TriggerScripts t = triggers;
        if (t == null) {
            synchronized (this) {
                if (triggers == null) {
                    triggers = new TriggerScripts(driverName, TriggerScripts.defaultDir(), TriggerScripts.DEFAULT_STOP_WAIT);
                }
                t = triggers;
            }
        }
        return t;
    }
}
