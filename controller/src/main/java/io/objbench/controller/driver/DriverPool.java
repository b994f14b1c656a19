package io.objbench.controller.driver;

import io.objbench.core.concurrent.ControlThreads;
import io.objbench.core.driver.DriverException;
import io.objbench.core.driver.DriverClient;
import io.objbench.controller.driver.http.HttpDriverClient;
import io.objbench.core.mission.DriverInfo;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.protocol.MissionSummary;
import io.objbench.core.protocol.DriverView;
import java.time.Clock;
import io.objbench.http.tls.TlsContexts;
import io.objbench.http.tls.TlsSettings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The controller's drivers and their liveness. {@link #start()} polls every driver's info each
 * poll interval, each poll on its own virtual thread with a short timeout (half the interval,
 * 0.5 to 5 s) so a hung driver delays no other and no later poll; a poll without a reply in that
 * time counts as missed. A driver is alive from its first answer until it misses
 * {@code missedPollsToLose} polls in a row; a refused connection (nothing listens) or a stage
 * finding it certainly down ({@link PoolLink#down}) takes it out at once, and one good answer
 * brings it back. Clock skew (driver minus controller, at the middle of the round trip) is
 * measured and reported, never corrected.
 *
 * <p>Every time a poll reaches a driver (the first one after start-up, after it was lost, each
 * round) the pool reads the driver's missions (from the info reply; a driver whose reply lists
 * none is asked for the list) and aborts, before the driver counts as alive,
 * every running one that no stage of this controller owns ({@link PoolLink#own}): load left by
 * a controller that died, or by a stage that lost the driver, stops there; and it reads the
 * unread report of every ended mission nobody owns. Those reports go to {@link #onOrphanReport}.
 *
 * <p>Beside the configured drivers, the pool takes self-registered ones once
 * {@link #acceptRegistrations} is called: {@link #register} adds a driver (polled at once, then
 * like the others), {@link #deregister} removes it, and one whose heartbeats stop is dropped after
 * the {@link DriverRegistry}'s limit. A registered driver is polled and scheduled exactly as a
 * configured one; the registration only decides whether it is in the list. A stage that already
 * runs on a driver the list drops keeps following its missions with its own polls: the stage's
 * loss rules (missed polls, refused connection) decide what happens to them, the registry never
 * ends a mission.
 */
public final class DriverPool implements AutoCloseable {

    /** How often drivers are polled when the configuration says nothing. */
    public static final Duration DEFAULT_POLL_INTERVAL = Duration.ofSeconds(5);

    private static final System.Logger LOG = System.getLogger(DriverPool.class.getName());

    // copy-on-write: registrations add and drop drivers while polls and stages read the list
    private final List<DriverHealth> drivers = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final Object membership = new Object();
    private volatile java.util.function.Function<DriverEndpoint, DriverClient> clientFactory;
    // the HTTP client the drivers' clients share (http pools), closed with the pool
    private volatile java.net.http.HttpClient sharedHttp;
    private volatile DriverRegistry registry;
    private final Set<String> owned = ConcurrentHashMap.newKeySet();
    private final PoolLink link = new Link();
    private final Duration pollTimeout;
    private volatile BiConsumer<String, MissionReport> orphanReports = (driver, report) -> { };
    private final int missedPollsToLose;
    private final Duration pollInterval;
    private final Clock clock;
    private ScheduledExecutorService timer;

    /**
     * @param clients           each configured driver and its client, in configuration order
     * @param missedPollsToLose consecutive missed polls after which a driver is lost (≥ 1)
     * @param pollInterval      time between info polls
     * @param clock             the controller's wall clock (skew, last seen)
     */
    public DriverPool(Map<DriverEndpoint, ? extends DriverClient> clients, int missedPollsToLose,
                      Duration pollInterval, Clock clock) {
        if (missedPollsToLose < 1) {
            throw new IllegalArgumentException("missedPollsToLose must be at least 1, got " + missedPollsToLose);
        }
        if (pollInterval.isNegative() || pollInterval.isZero()) {
            throw new IllegalArgumentException("poll interval must be positive, got " + pollInterval);
        }
        this.missedPollsToLose = missedPollsToLose;
        this.pollInterval = pollInterval;
        this.pollTimeout = pollTimeout(pollInterval);
        this.clock = Objects.requireNonNull(clock, "clock");
        Set<String> names = new HashSet<>();
        long since = clock.millis();
        clients.forEach((endpoint, client) -> {
            if (!names.add(endpoint.name())) {
                throw new IllegalArgumentException("driver name '" + endpoint.name() + "' is configured twice");
            }
            drivers.add(new DriverHealth(endpoint, client, missedPollsToLose, since));
        });
    }

    /** The timeout of one liveness poll: half the interval, at least 0.5 s, at most 5 s. */
    static Duration pollTimeout(Duration pollInterval) {
        Duration half = pollInterval.dividedBy(2);
        return half.compareTo(Duration.ofMillis(500)) < 0 ? Duration.ofMillis(500)
                : half.compareTo(Duration.ofSeconds(5)) > 0 ? Duration.ofSeconds(5) : half;
    }

    /** Drivers reached over HTTP with the shared {@code token} (null or blank for none). */
    public static DriverPool http(List<DriverEndpoint> endpoints, String token, int missedPollsToLose,
                                  Duration pollInterval) {
        return http(endpoints, token, missedPollsToLose, pollInterval, TlsSettings.NONE);
    }

    /**
     * Drivers reached over HTTP or HTTPS with the shared {@code token}; an https driver's
     * certificate is verified against {@code tls.ca()} (the JDK's CAs when none) and its host
     * name, and the controller shows its own certificate to drivers that ask for one.
     */
    public static DriverPool http(List<DriverEndpoint> endpoints, String token, int missedPollsToLose,
                                  Duration pollInterval, TlsSettings tls) {
        // one context for every driver: the trust and key managers are read once
        javax.net.ssl.SSLContext context = TlsContexts.client(tls);
        // and one HTTP client: a fleet of a hundred drivers is one selector thread and one pool of
        // connections (kept alive between polls), not a hundred of each
        java.net.http.HttpClient http = HttpDriverClient.sharedHttp(HttpDriverClient.Timeouts.DEFAULTS, context);
        Map<DriverEndpoint, DriverClient> clients = new LinkedHashMap<>();
        for (DriverEndpoint e : endpoints) {
            clients.put(e, new HttpDriverClient(e.name(), e.url(), token, HttpDriverClient.Timeouts.DEFAULTS, http));
        }
        DriverPool pool = new DriverPool(clients, missedPollsToLose, pollInterval, Clock.systemUTC());
        pool.clientFactory = e -> new HttpDriverClient(e.name(), e.url(), token, HttpDriverClient.Timeouts.DEFAULTS,
                http);
        pool.sharedHttp = http;
        return pool;
    }

    /**
     * The embedded run's pool: one in-process driver (the caller's client over the driver's
     * mission manager, so the controller needs no driver code), polled once now so it is alive
     * at once.
     */
    public static DriverPool local(DriverClient client) {
        String name;
        try {
            name = client.info().name();
        } catch (DriverException e) {
            throw new IllegalStateException("the in-process driver does not answer: " + e.getMessage(), e);
        }
        DriverPool pool = new DriverPool(Map.of(new DriverEndpoint(name, "local:"), client),
                DriverSet.DEFAULT_MISSED_POLLS, DEFAULT_POLL_INTERVAL, Clock.systemUTC());
        pool.pollNow();
        return pool;
    }

    /** Starts polling every poll interval, beginning now, and dropping lapsed registrations. Idempotent. */
    public synchronized void start() {
        if (timer == null) {
            timer = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon().name("driver-pool").factory());
            timer.scheduleAtFixedRate(this::pollRound, 0, pollInterval.toMillis(), TimeUnit.MILLISECONDS);
            // a quarter of the heartbeat: a silent driver leaves the list at most that late
            DriverRegistry reg = registry;
            long sweep = reg == null ? 1000 : Math.max(100, reg.interval().toMillis() / 4);
            timer.scheduleWithFixedDelay(this::expireRegistrations, sweep, sweep, TimeUnit.MILLISECONDS);
        }
    }

    /**
     * Takes self-registered drivers from now on, reached over HTTP like the configured ones (only
     * for a pool made by {@link #http}). Call before {@link #start()}.
     *
     * @param interval how often registered drivers call again
     * @param missed   heartbeats missed in a row after which a driver is dropped
     */
    public void acceptRegistrations(Duration interval, int missed) {
        if (clientFactory == null) {
            throw new IllegalStateException("this pool reaches no drivers over HTTP: give a client factory");
        }
        acceptRegistrations(interval, missed, clientFactory);
    }

    /** As {@link #acceptRegistrations(Duration, int)}, reaching each registered driver with {@code clients}. */
    public void acceptRegistrations(Duration interval, int missed,
                                    java.util.function.Function<DriverEndpoint, DriverClient> clients) {
        Set<String> names = new HashSet<>();
        for (DriverHealth h : drivers) {
            names.add(h.endpoint().name());
        }
        this.clientFactory = Objects.requireNonNull(clients, "clients");
        this.registry = new DriverRegistry(names, interval, missed, clock);
    }

    /** Whether this pool takes self-registered drivers. */
    public boolean acceptsRegistrations() {
        return registry != null;
    }

    /**
     * A driver's registration or heartbeat ({@link DriverRegistry} says how it is taken). A new
     * or replaced driver is polled at once (on its own thread), so it is alive within a round trip.
     *
     * @throws DriverRegistry.NameTaken when the name is a configured driver's or another live driver's
     * @throws IllegalStateException    when the pool takes no registrations
     */
    public io.objbench.core.protocol.RegistrationReply register(String name, String url, String instance,
                                                                String version) throws DriverRegistry.NameTaken {
        DriverRegistry reg = registry;
        if (reg == null) {
            throw new IllegalStateException("this controller takes no driver registrations");
        }
        DriverHealth fresh = null;
        DriverRegistry.Result result;
        synchronized (membership) {
            result = reg.register(name, url, instance, version);
            DriverRegistry.Entry e = result.entry();
            if (result.outcome() == DriverRegistry.Outcome.RENEWED) {
                for (DriverHealth h : drivers) {
                    if (h.endpoint().name().equals(name)) {
                        h.heartbeat(e.lastHeartbeatMillis());
                    }
                }
            } else {
                DriverEndpoint endpoint = new DriverEndpoint(name, url);
                fresh = new DriverHealth(endpoint, clientFactory.apply(endpoint), missedPollsToLose,
                        io.objbench.core.protocol.DriverView.REGISTERED, e.joinedMillis(), e.lastHeartbeatMillis());
                replace(name, fresh);
            }
        }
        if (fresh != null) {
            LOG.log(System.Logger.Level.INFO, "driver " + name + " at " + url + (result.outcome()
                    == DriverRegistry.Outcome.JOINED ? " registered" : " registered again (replacing "
                    + result.previous().url() + (result.previous().instance().isEmpty() ? "" : ", process "
                    + result.previous().instance()) + ")"));
            DriverHealth h = fresh;
            long poll = h.startPoll();
            ControlThreads.start("poll-" + name, () -> poll(h, poll));
        }
        return new io.objbench.core.protocol.RegistrationReply(name, result.outcome().word(),
                reg.interval().toMillis(), reg.limit().toMillis());
    }

    /** Puts {@code fresh} where the driver of that name was (a rejoin keeps its place), else at the end. */
    private void replace(String name, DriverHealth fresh) {
        for (int i = 0; i < drivers.size(); i++) {
            if (drivers.get(i).endpoint().name().equals(name)) {
                // the old client is not closed: a stage may still follow its missions with it
                drivers.set(i, fresh);
                return;
            }
        }
        drivers.add(fresh);
    }

    /**
     * A registered driver stops cleanly: out of the list at once.
     *
     * @param instance the stopping process's id; a registration of another process (the driver
     *                 already restarted) is kept. Null or empty: whichever is registered.
     * @return whether a registration was removed
     */
    public boolean deregister(String name, String instance) {
        DriverRegistry reg = registry;
        if (reg == null) {
            return false;
        }
        synchronized (membership) {
            var left = reg.leave(name, instance);
            if (left.isEmpty()) {
                return false;
            }
            drop(left.get());
        }
        LOG.log(System.Logger.Level.INFO, "driver " + name + " deregistered (clean stop)");
        return true;
    }

    /** Drops every registered driver whose heartbeats stopped; run by the pool's timer. */
    void expireRegistrations() {
        DriverRegistry reg = registry;
        if (reg == null) {
            return;
        }
        try {
            synchronized (membership) {
                for (DriverRegistry.Entry e : reg.expire()) {
                    drop(e);
                    LOG.log(System.Logger.Level.WARNING, "driver " + e.name() + " at " + e.url() + " dropped: no heartbeat"
                            + " for more than " + reg.limit().toMillis() + " ms");
                }
            }
        } catch (RuntimeException e) {
            // a failed sweep must not end the schedule
            LOG.log(System.Logger.Level.ERROR, "dropping lapsed registrations failed", e);
        }
    }

    private void drop(DriverRegistry.Entry e) {
        // the client stays open: a running stage may still hold it (it is collected after)
        drivers.removeIf(h -> h.endpoint().name().equals(e.name()) && h.endpoint().url().equals(e.url()));
    }

    /**
     * Polls every driver once and waits for the answers (at most one poll interval, plus the
     * time to start); for startup and tests. An answer that comes later still counts.
     */
    public void pollNow() {
        List<Thread> polls = pollRound();
        long deadline = System.nanoTime() + Math.max(pollInterval.toNanos(), TimeUnit.SECONDS.toNanos(1));
        for (Thread t : polls) {
            try {
                long left = deadline - System.nanoTime();
                if (left > 0) {
                    t.join(Duration.ofNanos(left));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private List<Thread> pollRound() {
        List<Thread> started = new ArrayList<>();
        for (DriverHealth h : drivers) {
            long poll = h.startPoll();
            started.add(ControlThreads.start("poll-" + h.endpoint().name(), () -> poll(h, poll)));
        }
        return started;
    }

    private void poll(DriverHealth h, long poll) {
        long sent = clock.millis();
        try {
            DriverInfo info = h.client().info(pollTimeout);
            long received = clock.millis();
            abortOrphans(h, info.missions());
            boolean wasAlive = h.alive();
            h.answered(poll, info, sent, received);
            if (!wasAlive && h.alive()) {
                LOG.log(System.Logger.Level.INFO, "driver " + h.endpoint().name() + " is alive (" + h.endpoint().url() + ")");
            }
        } catch (DriverException e) {
            if (e.refused()) {
                markDown(h, e.getMessage());
            } else {
                boolean wasAlive = h.alive();
                h.failed(poll, e.getMessage());
                if (wasAlive && !h.alive()) {
                    LOG.log(System.Logger.Level.WARNING, "driver " + h.endpoint().name() + " lost: "
                            + missedPollsToLose + " liveness polls in a row failed (last: " + e.getMessage() + ")");
                }
            }
        } catch (RuntimeException e) {
            h.failed(poll, h.endpoint().name() + ": " + e);
        }
    }

    private void markDown(DriverHealth h, String why) {
        if (h.down(why)) {
            LOG.log(System.Logger.Level.WARNING, "driver " + h.endpoint().name() + " is down: " + why);
        }
    }

    /**
     * Aborts every mission the driver runs that no stage owns, all at once, each with the poll
     * timeout (the driver goes on stopping it if the reply is late). Failures are logged: the
     * driver's lease ends such a mission anyway.
     */
    private void abortOrphans(DriverHealth h, List<MissionSummary> told) {
        String name = h.endpoint().name();
        List<MissionSummary> held = told;
        if (held == null) {
            // a driver whose info carries no mission list: ask for it
            try {
                held = h.client().missions(pollTimeout);
            } catch (DriverException e) {
                LOG.log(System.Logger.Level.WARNING, "cannot list the missions of driver " + name + ": " + e.getMessage());
                return;
            }
        }
        List<Thread> aborts = new ArrayList<>();
        for (MissionSummary m : held) {
            if (owned.contains(m.missionId()) || m.state().isFinal() && m.reportRead()) {
                continue;
            }
            if (m.state().isFinal()) {
                // ended by its lease with nobody reading it: read its report once (abort of an ended
                // mission returns it), e.g. for the run a controller crash interrupted
                aborts.add(ControlThreads.start("orphan-report-" + m.missionId(), () -> {
                    try {
                        orphanReports.accept(name, h.client().abort(m.missionId(), pollTimeout));
                        LOG.log(System.Logger.Level.INFO, "read the report of ended mission " + m.missionId()
                                + " (" + m.state() + ") on driver " + name + ": no run of this controller owns it");
                    } catch (DriverException | RuntimeException e) {
                        LOG.log(System.Logger.Level.WARNING, "cannot read the report of ended mission " + m.missionId()
                                + " on driver " + name + ": " + e.getMessage());
                    }
                }));
                continue;
            }
            LOG.log(System.Logger.Level.WARNING, "aborting mission " + m.missionId() + " (workload " + m.workloadId()
                    + ", stage " + m.stageId() + ", " + m.state() + ", no call for " + m.idleMillis() + " ms) on driver "
                    + name + ": no run of this controller owns it");
            aborts.add(ControlThreads.start("orphan-abort-" + m.missionId(), () -> {
                try {
                    orphanReports.accept(name, h.client().abort(m.missionId(), pollTimeout));
                } catch (DriverException | RuntimeException e) {
                    LOG.log(System.Logger.Level.WARNING, "abort of orphan mission " + m.missionId() + " on driver "
                            + name + " failed (its lease will end it): " + e.getMessage());
                }
            }));
        }
        for (Thread t : aborts) {
            try {
                t.join(pollTimeout.plusMillis(500));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * Receives the report of every orphan mission the pool aborted, and of every ended orphan
     * mission whose report nobody had read (driver name, report), e.g. to keep what a run
     * interrupted by a controller crash still measured. Called on the poll's threads.
     */
    public void onOrphanReport(BiConsumer<String, MissionReport> consumer) {
        this.orphanReports = Objects.requireNonNull(consumer, "consumer");
    }

    /** What stages tell this pool: the missions they own, the drivers they found down. */
    public PoolLink link() {
        return link;
    }

    /** The link of {@link #link()}: owned mission ids, drivers marked down at once. */
    private final class Link implements PoolLink {
        @Override
        public void own(String missionId) {
            owned.add(missionId);
        }

        @Override
        public void release(String missionId) {
            owned.remove(missionId);
        }

        @Override
        public void down(String driver, String why) {
            for (DriverHealth h : drivers) {
                if (h.endpoint().name().equals(driver)) {
                    markDown(h, why);
                }
            }
        }
    }

    /** Every configured driver as seen now, in configuration order. */
    public List<DriverView> views() {
        return drivers.stream().map(DriverHealth::view).toList();
    }

    /** The drivers alive now, by name, in configuration order. */
    public Map<String, DriverClient> liveClients() {
        Map<String, DriverClient> live = new LinkedHashMap<>();
        for (DriverHealth h : drivers) {
            if (h.alive()) {
                live.put(h.endpoint().name(), h.client());
            }
        }
        return live;
    }

    /** What a stage starting now may use: the live drivers, every name, skews, the loss threshold. */
    public DriverSet driverSet() {
        Map<String, DriverClient> live = new LinkedHashMap<>();
        Map<String, Long> skews = new LinkedHashMap<>();
        List<String> names = new ArrayList<>();
        for (DriverHealth h : drivers) {
            names.add(h.endpoint().name());
            if (h.alive()) {
                live.put(h.endpoint().name(), h.client());
                skews.put(h.endpoint().name(), h.skewMillis());
            }
        }
        return new DriverSet(live, names, skews, missedPollsToLose, link);
    }

    /** Consecutive missed polls after which a driver is lost. */
    public int missedPollsToLose() {
        return missedPollsToLose;
    }

    /** Stops polling and closes the drivers' HTTP clients (their requests in flight fail). */
    @Override
    public synchronized void close() {
        if (timer != null) {
            timer.shutdownNow();
            timer = null;
        }
        for (DriverHealth h : drivers) {
            if (h.client() instanceof AutoCloseable c) {
                try {
                    c.close();
                } catch (Exception e) {
                    // closing is best effort at shutdown
                }
            }
        }
        if (sharedHttp != null) {
            sharedHttp.shutdownNow();
        }
    }
}
