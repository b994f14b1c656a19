package io.objbench.controller.driver;

import io.objbench.controller.driver.http.HttpDriverClient;
import io.objbench.core.mission.DriverInfo;
import io.objbench.core.protocol.DriverView;
import io.objbench.driver.MissionManager;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The controller's drivers and their liveness. {@link #start()} polls every driver's info each
 * poll interval, each poll on its own virtual thread so a hung driver delays no other; a poll
 * still unanswered at the next round counts as missed. A driver is alive from its first answer
 * until it misses {@code missedPollsToLose} polls in a row. Clock skew (driver minus controller,
 * at the middle of the round trip) is measured and reported, never corrected.
 */
public final class DriverPool implements AutoCloseable {

    /** How often drivers are polled when the configuration says nothing. */
    public static final Duration DEFAULT_POLL_INTERVAL = Duration.ofSeconds(5);

    private final List<DriverHealth> drivers = new ArrayList<>();
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
        this.clock = Objects.requireNonNull(clock, "clock");
        Set<String> names = new HashSet<>();
        clients.forEach((endpoint, client) -> {
            if (!names.add(endpoint.name())) {
                throw new IllegalArgumentException("driver name '" + endpoint.name() + "' is configured twice");
            }
            drivers.add(new DriverHealth(endpoint, client, missedPollsToLose));
        });
    }

    /** Drivers reached over HTTP with the shared {@code token} (null or blank for none). */
    public static DriverPool http(List<DriverEndpoint> endpoints, String token, int missedPollsToLose,
                                  Duration pollInterval) {
        Map<DriverEndpoint, DriverClient> clients = new LinkedHashMap<>();
        for (DriverEndpoint e : endpoints) {
            clients.put(e, new HttpDriverClient(e.name(), e.url(), token));
        }
        return new DriverPool(clients, missedPollsToLose, pollInterval, Clock.systemUTC());
    }

    /** The embedded run's pool: one in-process driver, polled once now so it is alive at once. */
    public static DriverPool local(MissionManager manager) {
        LocalDriverClient client = new LocalDriverClient(manager);
        DriverPool pool = new DriverPool(Map.of(new DriverEndpoint(manager.info().name(), "local:"), client),
                DriverSet.DEFAULT_MISSED_POLLS, DEFAULT_POLL_INTERVAL, Clock.systemUTC());
        pool.pollNow();
        return pool;
    }

    /** Starts polling every poll interval, beginning now. Idempotent. */
    public synchronized void start() {
        if (timer == null) {
            timer = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon().name("driver-pool").factory());
            timer.scheduleAtFixedRate(this::pollRound, 0, pollInterval.toMillis(), TimeUnit.MILLISECONDS);
        }
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
            if (h.startPoll()) {
                started.add(Thread.ofVirtual().name("poll-" + h.endpoint().name()).start(() -> poll(h)));
            }
        }
        return started;
    }

    private void poll(DriverHealth h) {
        long sent = clock.millis();
        try {
            DriverInfo info = h.client().info();
            h.answered(info, sent, clock.millis());
        } catch (DriverException e) {
            h.failed(e.getMessage());
        } catch (RuntimeException e) {
            h.failed(h.endpoint().name() + ": " + e);
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
        return new DriverSet(live, names, skews, missedPollsToLose);
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
    }
}
