package io.objbench.driver;

import io.objbench.core.concurrent.ControlThreads;
import io.objbench.core.mission.DriverInfo;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.protocol.ApiErrorKind;
import io.objbench.core.protocol.MissionSummary;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.net.NetworkMeter;
import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.driver.inventory.Inventories;
import io.objbench.driver.run.MissionRun;
import io.objbench.driver.run.RunRefused;
import io.objbench.driver.trigger.TriggerScripts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The driver's missions: what the controller calls, in process or over HTTP. A mission goes
 * submit → login → launch → (polls) → close, or abort at any point. Thread-safe. This is the one
 * registry of the driver's missions (each a {@link HeldMission}: its run and its lease times), and
 * the one place where the engine's refusals ({@link RunRefused}) become {@link MissionException}s.
 *
 * <p><b>Polls.</b> {@link #status} only reads; a snapshot stays until {@link #ack} says the poller
 * has it. {@link #poll} is the controller's poll: it acknowledges what the poller holds and reads
 * the rest.
 *
 * <p><b>Lease.</b> A launched mission lives on its controller's polls: when no call for it came
 * for {@link #leaseTicks()} × its work's {@code interval} (the controller polls every mission once
 * per tick, the smallest interval of its stage, so at least once per the mission's own interval),
 * {@link #sweep()} aborts it, so load nobody asked for stops by itself after a controller died or
 * lost this driver. A mission not launched yet holds no load and gets {@link #IDLE_NOT_LAUNCHED}.
 *
 * <p><b>Eviction.</b> An ended mission is forgotten {@link #READ_KEPT} after its final report was
 * read (close, or abort), long enough for a retried call to still answer, or
 * {@link #UNREAD_KEPT} after it ended when nobody read it.
 */
public final class MissionManager {

    /** Launched missions without a call for this many intervals are aborted, by default. */
    public static final int DEFAULT_LEASE_TICKS = 5;
    /** Idle time after which a mission submitted or logged in but never launched is aborted. */
    static final Duration IDLE_NOT_LAUNCHED = Duration.ofMinutes(15);
    /** How long an ended mission is kept after its report was read: a retried close or abort still answers. */
    static final Duration READ_KEPT = Duration.ofSeconds(60);
    /** How long an ended mission nobody read is kept (a restarted controller may still collect it). */
    static final Duration UNREAD_KEPT = Duration.ofMinutes(10);
    /**
     * At most this many ended missions whose report was read are kept, the most recently read: each
     * holds its recorders' histograms (a few MB), and a burst of short runs (hundreds a minute)
     * kept for {@link #READ_KEPT} each ran a 512 MB driver out of heap. A retried close or abort
     * comes within seconds of the first, long before this many later missions have been read.
     */
    static final int READ_KEPT_MAX = 32;

    private static final System.Logger LOG = System.getLogger(MissionManager.class.getName());

    private final String driverName;
    private final AdaptorRegistry registry;
    private final Clock clock;
    private final ConcurrentMap<String, HeldMission> missions = new ConcurrentHashMap<>();
    /** The runs' confirmed-object inventories, kept across their missions on this driver. */
    private final Inventories inventories;
    private volatile int maxWorkers = DEFAULT_MAX_WORKERS;
    private volatile int leaseTicks = DEFAULT_LEASE_TICKS;
    private volatile StorageAliases aliases = StorageAliases.DEFAULTS;
    private volatile NetworkMeter network = NetworkMeter.system(java.util.Map.of());

    /** Workers one driver runs at once by default ({@code max_workers} in driver.conf). */
    public static final int DEFAULT_MAX_WORKERS = 10_000;

    public MissionManager(String driverName, AdaptorRegistry registry, Clock clock) {
        this.driverName = Objects.requireNonNull(driverName, "driverName");
        this.registry = Objects.requireNonNull(registry, "registry");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.inventories = new Inventories(Inventories.DEFAULT_IDLE, Inventories.DEFAULT_MAX_RUNS, clock::nanoTime);
    }

    /** The confirmed-object inventories of the runs on this driver. */
    public Inventories inventories() {
        return inventories;
    }

    /** A manager with the adaptors found by {@link java.util.ServiceLoader} and the system clock. */
    public static MissionManager withDefaults(String driverName) {
        return new MissionManager(driverName, new ServiceLoaderAdaptorRegistry(), Clock.system());
    }

    /** Sets how many workers this driver runs at once, over all its missions. */
    public MissionManager maxWorkers(int max) {
        if (max < 1) {
            throw new IllegalArgumentException("max_workers must be at least 1, got " + max);
        }
        this.maxWorkers = max;
        return this;
    }

    /** Sets the lease: a launched mission without a call for {@code ticks} × its interval is aborted. */
    public MissionManager leaseTicks(int ticks) {
        if (ticks < 2) {
            throw new IllegalArgumentException("lease_ticks must be at least 2, got " + ticks);
        }
        this.leaseTicks = ticks;
        return this;
    }

    /** The lease in ticks (intervals of the mission's work). */
    public int leaseTicks() {
        return leaseTicks;
    }

    /**
     * Sets the storage type aliases ({@code [storage_aliases]} of driver.conf over the defaults);
     * {@link StorageAliases#DEFAULTS} until then, so an embedded driver has them too.
     */
    public MissionManager aliases(StorageAliases aliases) {
        this.aliases = Objects.requireNonNull(aliases, "aliases");
        return this;
    }

    /**
     * Sets how the host's network interfaces are measured per snapshot ({@code link_speed} of
     * driver.conf declares link speeds); the host's interfaces without declared speeds until then,
     * so an embedded driver measures them too.
     */
    public MissionManager network(NetworkMeter meter) {
        this.network = Objects.requireNonNull(meter, "meter");
        return this;
    }

    /** The storage types a workload may name here: the adaptors' and the aliases whose target is one. */
    private java.util.List<String> storageTypes() {
        java.util.TreeSet<String> types = new java.util.TreeSet<>(registry.storageTypes());
        aliases.targets().forEach((alias, target) -> {
            if (registry.storageTypes().contains(target)) {
                types.add(alias);
            }
        });
        return new ArrayList<>(types);
    }

    /** Name, version, adaptor types, cores, clock and missions of this driver. */
    public DriverInfo info() {
        String version = MissionManager.class.getPackage().getImplementationVersion();
        return new DriverInfo(driverName, version == null ? "dev" : version,
                storageTypes(), new ArrayList<>(registry.authTypes()),
                Runtime.getRuntime().availableProcessors(), clock.epochMicros() / 1_000L, list());
    }

    /**
     * Accepts a mission after checking it can run here (adaptor types known, selectors workable
     * for every worker).
     *
     * @return the mission id
     * @throws MissionException BAD_REQUEST when it cannot run, CONFLICT when the id is taken
     */
    public String submit(Mission mission) throws MissionException {
        // ended missions past their time go first, also where no sweeper runs (embedded runs)
        evictEnded(clock.nanoTime());
        inventories.sweep(missions.values().stream().filter(h -> !h.run.state().isFinal())
                .map(h -> h.run.mission().workloadId()).filter(java.util.Objects::nonNull)
                .collect(java.util.stream.Collectors.toSet()));
        inventories.touch(mission.workloadId());
        // before anything is allocated for the mission's workers: a mission this driver cannot
        // hold is refused, not attempted until the heap runs out
        int running = missions.values().stream().filter(h -> !h.run.state().isFinal())
                .mapToInt(h -> h.run.mission().workers()).sum();
        if ((long) running + mission.workers() > maxWorkers) {
            throw new MissionException(ApiErrorKind.BAD_REQUEST, "driver " + driverName + " runs at most "
                    + maxWorkers + " workers at once (max_workers in driver.conf): mission " + mission.id()
                    + " asks for " + mission.workers() + " with " + running + " already running");
        }
        if (missions.containsKey(mission.id())) {
            throw new MissionException(ApiErrorKind.CONFLICT, "mission " + mission.id() + " already exists");
        }
        MissionRun run = engineCall(() -> {
            AdaptorRegistry adaptors = registry.withAliases(aliases);
            return MissionRun.submit(mission, storageFactory(mission, adaptors), authFactory(mission, adaptors),
                    adaptors.workerBinding(), clock, network, inventories);
        });
        if (missions.putIfAbsent(mission.id(), new HeldMission(run, clock.nanoTime())) != null) {
            throw new MissionException(ApiErrorKind.CONFLICT, "mission " + mission.id() + " already exists");
        }
        return mission.id();
    }

    /** Logs every worker in; blocks until done. The mission is then AUTHED, or TERMINATED on failure. */
    public void login(String id) throws MissionException {
        HeldMission h = get(id);
        try {
            engineCall(() -> {
                h.run.login();
                return null;
            });
        } finally {
            // the lease counts from the end of a login, however long it took
            h.called(clock.nanoTime());
        }
    }

    /** Starts the workers; returns at once. */
    public void launch(String id) throws MissionException {
        HeldMission h = get(id);
        engineCall(() -> {
            h.run.launch();
            return null;
        });
    }

    /** The mission's state and its snapshots with a sequence above {@code afterSequence}; changes nothing. */
    public MissionStatus status(String id, long afterSequence) throws MissionException {
        return get(id).run.status(afterSequence);
    }

    /** The poller holds the mission's snapshots up to {@code sequence}: they are dropped. */
    public void ack(String id, long sequence) throws MissionException {
        get(id).run.ack(sequence);
    }

    /**
     * The controller's poll: acknowledges the snapshots up to {@code afterSequence} (the poller
     * has them) and returns the state and the newer ones.
     */
    public MissionStatus poll(String id, long afterSequence) throws MissionException {
        MissionRun run = get(id).run;
        run.ack(afterSequence);
        return run.status(afterSequence);
    }

    /**
     * {@link #poll(String, long)} after waiting up to {@code waitForEnd} for the mission to end
     * (answering as soon as it does); the wait counts as a call for the lease from its start.
     */
    public MissionStatus poll(String id, long afterSequence, Duration waitForEnd) throws MissionException {
        MissionRun run = get(id).run;
        if (!waitForEnd.isZero() && !waitForEnd.isNegative() && !run.state().isFinal()) {
            run.awaitFinal(waitForEnd);
        }
        return poll(id, afterSequence);
    }

    /** The final report; CONFLICT while the mission is not in a final state. */
    public MissionReport close(String id) throws MissionException {
        HeldMission h = get(id);
        MissionReport report = engineCall(h.run::close);
        h.reportRead(clock.nanoTime());
        inventories.touch(h.run.mission().workloadId());
        return report;
    }

    /**
     * Ends the mission's measured window now, a normal end ({@link MissionRun#finish}); returns its
     * state (no snapshots: the polls deliver them). CONFLICT before the launch, BAD_REQUEST for a
     * work without a runtime.
     */
    public MissionStatus finish(String id) throws MissionException {
        HeldMission h = get(id);
        engineCall(() -> {
            h.run.finish();
            return null;
        });
        return h.run.status(Long.MAX_VALUE);
    }

    /** Stops every worker promptly and reports what was measured; final state ABORTED. */
    public MissionReport abort(String id) throws MissionException {
        HeldMission h = get(id);
        MissionReport report = h.run.abort();
        if (h.run.state().isFinal()) {
            h.reportRead(clock.nanoTime());
        }
        return report;
    }

    /** Waits until the mission is in a final state or {@code timeout} elapsed (check {@link #status}). */
    public void awaitFinal(String id, Duration timeout) throws MissionException {
        get(id).run.awaitFinal(timeout);
    }

    /** Every mission held now, in no particular order. */
    public List<MissionSummary> list() {
        long now = clock.nanoTime();
        List<MissionSummary> list = new ArrayList<>();
        for (HeldMission h : missions.values()) {
            Mission m = h.run.mission();
            list.add(new MissionSummary(m.id(), m.workloadId(), m.stageId(), h.run.state(),
                    Math.max(0, now - h.lastCallNanos()) / 1_000_000L, h.reportRead()));
        }
        return list;
    }

    /** The driver's configured name. */
    public String name() {
        return driverName;
    }

    /** What every mission held now did so far, in no particular order (the driver's /metrics). */
    public List<MissionTotals> totals() {
        List<MissionTotals> all = new ArrayList<>();
        for (HeldMission h : missions.values()) {
            all.add(new MissionTotals(h.run.mission(), h.run.state(), h.run.totals()));
        }
        return all;
    }

    /**
     * Enforces the lease and evicts ended missions past their time: aborts (each on its own
     * platform thread, see {@link ControlThreads}; abort waits for the workers) every launched
     * mission without a call for {@link #leaseTicks()} × its interval and every mission idle
     * {@link #IDLE_NOT_LAUNCHED} before launch. The driver server calls it twice a second.
     *
     * @return the ids of the missions whose abort this call started
     */
    public List<String> sweep() {
        long now = clock.nanoTime();
        evictEnded(now);
        List<String> expired = new ArrayList<>();
        for (HeldMission h : missions.values()) {
            MissionState state = h.run.state();
            if (state.isFinal() || state == MissionState.AUTHING || h.leaseExpired) {
                continue; // a login in progress is a call in progress
            }
            long idle = now - h.lastCallNanos();
            long limit = state == MissionState.LAUNCHED ? lease(h.run.mission()).toNanos() : IDLE_NOT_LAUNCHED.toNanos();
            if (idle > limit) {
                h.leaseExpired = true;
                String id = h.run.mission().id();
                expired.add(id);
                LOG.log(System.Logger.Level.WARNING, "mission " + id + " (" + state + ") had no call from the controller for "
                        + idle / 1_000_000L + " ms, over its lease of " + limit / 1_000_000L + " ms: aborted");
                ControlThreads.start("lease-abort-" + id, h.run::abort);
            }
        }
        return expired;
    }

    /** A launched mission's lease: {@link #leaseTicks()} intervals of its work. */
    public Duration lease(Mission mission) {
        return Duration.ofSeconds((long) leaseTicks * Math.max(1, mission.work().interval()));
    }

    /** Aborts every mission not ended yet, at once, and waits for each (driver shutdown). */
    public int abortAll() {
        List<Thread> aborts = new ArrayList<>();
        for (HeldMission h : missions.values()) {
            if (!h.run.state().isFinal()) {
                aborts.add(ControlThreads.start("abort-" + h.run.mission().id(), h.run::abort));
            }
        }
        for (Thread t : aborts) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return aborts.size();
    }

    private void evictEnded(long now) {
        missions.values().removeIf(h -> {
            if (!h.run.state().isFinal()) {
                return false;
            }
            long endedSince = h.endedSince(now);
            return h.reportRead() ? now - h.reportReadNanos() > READ_KEPT.toNanos()
                    : now - endedSince > UNREAD_KEPT.toNanos();
        });
        List<HeldMission> read = missions.values().stream()
                .filter(h -> h.reportRead() && h.run.state().isFinal())
                .sorted(java.util.Comparator.comparingLong(HeldMission::reportReadNanos))
                .toList();
        for (int i = 0; i < read.size() - READ_KEPT_MAX; i++) {
            HeldMission oldest = read.get(i);
            missions.values().remove(oldest);
        }
    }

    /** The storage factory of the mission's type (an alias resolved), or BAD_REQUEST naming what there is. */
    private StorageAdaptorFactory storageFactory(Mission mission, AdaptorRegistry adaptors) throws MissionException {
        String type = mission.work().storage().type();
        String target = adaptors.storageAliases().get(type);
        return adaptors.storage(type).orElseThrow(() -> new MissionException(ApiErrorKind.BAD_REQUEST,
                "mission " + mission.id() + ": storage type '" + type + "' "
                + (target == null ? "" : "runs on the '" + target + "' adaptor (driver.conf [storage_aliases]), which ")
                + "is not available on this driver (available: " + adaptors.storageTypes() + aliasList(adaptors) + ")"));
    }

    /** The auth factory of the mission's type; {@code null} for {@code none} when no adaptor provides it. */
    private static AuthAdaptorFactory authFactory(Mission mission, AdaptorRegistry adaptors) throws MissionException {
        String type = mission.work().auth().type();
        AuthAdaptorFactory factory = adaptors.auth(type).orElse(null);
        if (factory == null && !"none".equals(type)) {
            throw new MissionException(ApiErrorKind.BAD_REQUEST, "mission " + mission.id() + ": auth type '"
                    + type + "' is not available on this driver (available: " + adaptors.authTypes() + ")");
        }
        return factory;
    }

    private static String aliasList(AdaptorRegistry adaptors) {
        if (adaptors.storageAliases().isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("; aliases: ");
        adaptors.storageAliases().forEach((a, t) -> sb.append(sb.length() > 11 ? ", " : "").append(a).append(" = ").append(t));
        return sb.append(" (driver.conf [storage_aliases])").toString();
    }

    /** A call into the engine that may be refused or fail with a {@link MissionException}. */
    private interface EngineCall<T> {
        T call() throws RunRefused, MissionException;
    }

    /** Runs an engine call, its refusal mapped once: INVALID → BAD_REQUEST, WRONG_STATE → CONFLICT. */
    private static <T> T engineCall(EngineCall<T> call) throws MissionException {
        try {
            return call.call();
        } catch (RunRefused e) {
            throw new MissionException(switch (e.reason()) {
                case INVALID -> ApiErrorKind.BAD_REQUEST;
                case WRONG_STATE -> ApiErrorKind.CONFLICT;
            }, e.getMessage());
        }
    }

    private HeldMission get(String id) throws MissionException {
        HeldMission h = missions.get(id);
        if (h == null) {
            throw new MissionException(ApiErrorKind.NOT_FOUND, "no mission " + id + " on driver " + driverName);
        }
        h.called(clock.nanoTime());
        return h;
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
