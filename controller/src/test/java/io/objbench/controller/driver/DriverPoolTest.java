package io.objbench.controller.driver;

import io.objbench.core.protocol.ApiErrorKind;
import io.objbench.core.driver.DriverException;
import io.objbench.core.driver.DriverClient;
import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.mission.DriverInfo;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.mission.MissionState;
import io.objbench.core.protocol.MissionSummary;
import io.objbench.core.protocol.DriverView;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.driver.http.DriverServer;
import io.objbench.driver.http.DriverServerSettings;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class DriverPoolTest {

    /** A driver whose info answers or fails at will, with a clock of its own. */
    static final class SwitchableDriver implements DriverClient {
        final String name;
        volatile boolean up = true;
        volatile long driverEpochMillis;
        /** What the driver says it holds; aborted ones turn ABORTED. */
        final List<MissionSummary> held = new java.util.concurrent.CopyOnWriteArrayList<>();
        final List<String> aborted = new java.util.concurrent.CopyOnWriteArrayList<>();
        /** When set, info waits this long before answering (a hung driver). */
        volatile Duration infoDelay = Duration.ZERO;
        volatile boolean refuse;
        /** Whether info carries the mission list (a driver of this version) or not (an older one). */
        volatile boolean listInInfo = true;
        final java.util.concurrent.atomic.AtomicInteger listCalls = new java.util.concurrent.atomic.AtomicInteger();

        SwitchableDriver(String name) {
            this.name = name;
        }

        @Override
        public DriverInfo info() throws DriverException {
            if (refuse) {
                throw new DriverException(name, ApiErrorKind.UNAVAILABLE, "unreachable at http://x (connection refused)",
                        new java.net.ConnectException("Connection refused"));
            }
            if (!up) {
                throw new DriverException(name, ApiErrorKind.UNAVAILABLE, "unreachable at http://x (connection refused)", null);
            }
            return new DriverInfo(name, "9.9", List.of("mock", "none"), List.of("none", "mock"), 4, driverEpochMillis,
                    listInInfo ? List.copyOf(held) : null);
        }

        @Override
        public DriverInfo info(Duration timeout) throws DriverException {
            if (infoDelay.compareTo(timeout) > 0) {
                try {
                    Thread.sleep(timeout.toMillis());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                throw new DriverException(name, ApiErrorKind.UNAVAILABLE, "no reply within " + timeout, null);
            }
            return info();
        }

        @Override
        public List<MissionSummary> missions(Duration timeout) {
            listCalls.incrementAndGet();
            return List.copyOf(held);
        }

        @Override
        public String submit(Mission mission) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void login(String missionId) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void launch(String missionId) {
            throw new UnsupportedOperationException();
        }

        @Override
        public MissionStatus status(String missionId, long afterSequence) {
            throw new UnsupportedOperationException();
        }

        @Override
        public MissionReport close(String missionId) {
            throw new UnsupportedOperationException();
        }

        @Override
        public MissionReport abort(String missionId) {
            aborted.add(missionId);
            held.replaceAll(m -> m.missionId().equals(missionId) ? new MissionSummary(m.missionId(), m.workloadId(),
                    m.stageId(), MissionState.ABORTED, 0, true) : m);
            return new MissionReport(missionId, MissionState.ABORTED, List.of(), 0, 0, "aborted", List.of());
        }
    }

    /** A controller clock the test sets (polls run on several threads: it must not move by itself). */
    private static Clock settableClock(AtomicLong millis) {
        return new Clock() {
            @Override
            public ZoneOffset getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(java.time.ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                return Instant.ofEpochMilli(millis.get());
            }
        };
    }

    private static DriverView view(DriverPool pool, String name) {
        return pool.views().stream().filter(v -> v.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void aliveMissedLostAndBackAlive() {
        SwitchableDriver d1 = new SwitchableDriver("d1");
        SwitchableDriver d2 = new SwitchableDriver("d2");
        AtomicLong now = new AtomicLong(1_000_000);
        d1.driverEpochMillis = 1_000_000 + 250; // driver 250 ms ahead
        d2.up = false;
        Map<DriverEndpoint, DriverClient> clients = new LinkedHashMap<>();
        clients.put(new DriverEndpoint("d1", "http://h1:18088"), d1);
        clients.put(new DriverEndpoint("d2", "http://h2:18088"), d2);
        DriverPool pool = new DriverPool(clients, 3, Duration.ofSeconds(5), settableClock(now));

        // before any poll nobody is alive
        assertThat(pool.liveClients()).isEmpty();
        assertThat(view(pool, "d1").alive()).isFalse();

        pool.pollNow();
        DriverView v1 = view(pool, "d1");
        assertThat(v1.alive()).isTrue();
        assertThat(v1.version()).isEqualTo("9.9");
        assertThat(v1.storageTypes()).containsExactly("mock", "none");
        assertThat(v1.clockSkewMillis()).isEqualTo(250);
        assertThat(v1.lastSeenMillis()).isEqualTo(1_000_000);
        // a driver that never answered is not alive, however few polls it missed
        DriverView v2 = view(pool, "d2");
        assertThat(v2.alive()).isFalse();
        assertThat(v2.missedPolls()).isEqualTo(1);
        assertThat(v2.lastError()).contains("connection refused");
        assertThat(pool.liveClients()).containsOnlyKeys("d1");
        assertThat(pool.driverSet().configured()).containsExactly("d1", "d2");
        assertThat(pool.driverSet().clockSkewMillis()).containsEntry("d1", 250L);

        d1.up = false;
        now.set(2_000_000);
        pool.pollNow();
        pool.pollNow();
        assertThat(view(pool, "d1").missedPolls()).isEqualTo(2);
        assertThat(view(pool, "d1").alive()).as("missed 2 of 3").isTrue();
        pool.pollNow();
        assertThat(view(pool, "d1").alive()).as("lost after 3").isFalse();
        assertThat(view(pool, "d1").lastSeenMillis()).isEqualTo(1_000_000);
        assertThat(pool.liveClients()).isEmpty();

        d1.up = true;
        d2.up = true;
        pool.pollNow();
        assertThat(pool.liveClients().keySet()).containsExactly("d1", "d2");
        assertThat(view(pool, "d1").missedPolls()).isZero();
        assertThat(view(pool, "d1").lastError()).isEmpty();
    }

    @Test
    void skewIsTheDriverClockMinusTheMiddleOfTheRoundTrip() {
        DriverHealth h = new DriverHealth(new DriverEndpoint("d1", "http://h"), new SwitchableDriver("d1"), 3);
        h.answered(h.startPoll(), new DriverInfo("d1", "1", List.of(), List.of(), 1, 10_000), 9_000, 9_100);
        assertThat(h.view().clockSkewMillis()).isEqualTo(950);
        h.answered(h.startPoll(), new DriverInfo("d1", "1", List.of(), List.of(), 1, 8_000), 9_000, 9_100);
        assertThat(h.view().clockSkewMillis()).isEqualTo(-1050);
        assertThat(h.view().lastSeenMillis()).isEqualTo(9_100);
    }

    @Test
    void aLatePollNeitherBlocksTheNextNorOverridesItsOutcome() {
        DriverHealth h = new DriverHealth(new DriverEndpoint("d1", "http://h"), new SwitchableDriver("d1"), 1);
        long hung = h.startPoll();
        long next = h.startPoll();
        assertThat(next).as("a poll starts while the previous one still waits").isGreaterThan(hung);
        h.answered(next, new DriverInfo("d1", "1", List.of(), List.of(), 1, 0), 0, 0);
        h.failed(hung, "d1: no reply within PT2.5S");
        assertThat(h.alive()).as("the late failure of an older poll is dropped").isTrue();
        h.failed(h.startPoll(), "d1: no reply within PT2.5S");
        assertThat(h.alive()).isFalse();
    }

    @Test
    void livenessPollsTimeOutWithinTheInterval() {
        assertThat(DriverPool.pollTimeout(Duration.ofSeconds(5))).isEqualTo(Duration.ofMillis(2500));
        assertThat(DriverPool.pollTimeout(Duration.ofMillis(100))).isEqualTo(Duration.ofMillis(500));
        assertThat(DriverPool.pollTimeout(Duration.ofSeconds(60))).isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void aHungDriverCostsOnePollAndRejoinsAtTheFirstAnswer() {
        SwitchableDriver d1 = new SwitchableDriver("d1");
        DriverPool pool = new DriverPool(Map.of(new DriverEndpoint("d1", "http://h1"), d1), 1, Duration.ofSeconds(1),
                Clock.systemUTC());
        d1.infoDelay = Duration.ofSeconds(30);
        long t0 = System.nanoTime();
        pool.pollNow();
        assertThat(Duration.ofNanos(System.nanoTime() - t0)).as("a hung poll gives up after its timeout")
                .isLessThan(Duration.ofSeconds(5));
        assertThat(view(pool, "d1").alive()).isFalse();
        assertThat(view(pool, "d1").lastError()).contains("no reply within");
        d1.infoDelay = Duration.ZERO;
        pool.pollNow();
        assertThat(view(pool, "d1").alive()).as("healed: alive at the next poll").isTrue();
    }

    @Test
    void aRefusedConnectionTakesADriverDownAtOnce() {
        SwitchableDriver d1 = new SwitchableDriver("d1");
        DriverPool pool = new DriverPool(Map.of(new DriverEndpoint("d1", "http://h1"), d1), 3, Duration.ofSeconds(5),
                Clock.systemUTC());
        pool.pollNow();
        assertThat(pool.liveClients()).containsOnlyKeys("d1");
        d1.refuse = true;
        pool.pollNow();
        assertThat(pool.liveClients()).as("down after one refused poll, not 3").isEmpty();
        d1.refuse = false;
        pool.pollNow();
        assertThat(pool.liveClients()).containsOnlyKeys("d1");

        pool.link().down("d1", "d1: unreachable (connection refused) at mission submit");
        assertThat(pool.liveClients()).as("a stage's news counts as well").isEmpty();
        assertThat(view(pool, "d1").lastError()).contains("at mission submit");
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "mission list in the info reply: {0}")
    @org.junit.jupiter.params.provider.ValueSource(booleans = {true, false})
    void reachingADriverAbortsTheRunningMissionsNoStageOwns(boolean listInInfo) {
        SwitchableDriver d1 = new SwitchableDriver("d1");
        d1.listInInfo = listInInfo;
        d1.held.add(new MissionSummary("w1-s2-main-w1-d1", "w1", "s2-main", MissionState.LAUNCHED, 40_000, false));
        d1.held.add(new MissionSummary("w2-s1-init-w1-d1", "w2", "s1-init", MissionState.AUTHED, 10, false));
        d1.held.add(new MissionSummary("w0-s1-init-w1-d1", "w0", "s1-init", MissionState.ACCOMPLISHED, 10, true));
        DriverPool pool = new DriverPool(Map.of(new DriverEndpoint("d1", "http://h1"), d1), 3, Duration.ofSeconds(5),
                Clock.systemUTC());
        List<String> reported = new java.util.concurrent.CopyOnWriteArrayList<>();
        pool.onOrphanReport((driver, report) -> reported.add(driver + ":" + report.missionId()));
        pool.link().own("w2-s1-init-w1-d1");

        pool.pollNow();
        assertThat(d1.aborted).as("only the running mission nobody owns").containsExactly("w1-s2-main-w1-d1");
        assertThat(reported).containsExactly("d1:w1-s2-main-w1-d1");
        assertThat(pool.liveClients()).containsOnlyKeys("d1");

        pool.link().release("w2-s1-init-w1-d1");
        pool.pollNow();
        assertThat(d1.aborted).as("released by its stage, still held: aborted")
                .containsExactly("w1-s2-main-w1-d1", "w2-s1-init-w1-d1");
        assertThat(d1.listCalls).as("a poll is one request when the info reply lists the missions")
                .hasValue(listInInfo ? 0 : 2);
    }

    @Test
    void startedPoolFollowsARealDriverGoingAwayAndComingBack() throws Exception {
        DriverServer server = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, "tok"),
                MissionManager.withDefaults("real"));
        server.start();
        int port = server.port();
        try (DriverPool pool = DriverPool.http(List.of(new DriverEndpoint("real", server.url())), "tok", 2,
                Duration.ofMillis(100))) {
            pool.start();
            awaitAlive(pool, "real", true);
            assertThat(view(pool, "real").storageTypes()).contains("mock");
            assertThat(Math.abs(view(pool, "real").clockSkewMillis())).isLessThan(1000);

            server.stop();
            awaitAlive(pool, "real", false);
            assertThat(view(pool, "real").missedPolls()).isGreaterThanOrEqualTo(2);

            server = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", port, "tok"),
                    MissionManager.withDefaults("real"));
            server.start();
            awaitAlive(pool, "real", true);
        } finally {
            server.stop();
        }
    }

    @Test
    void theLocalPoolIsAliveAtOnce() {
        DriverPool pool = DriverPool.local(new LocalDriverClient(MissionManager.withDefaults("driver1")));
        assertThat(pool.liveClients()).containsOnlyKeys("driver1");
        assertThat(pool.liveClients().get("driver1")).isInstanceOf(LocalDriverClient.class);
        assertThat(pool.views().get(0).storageTypes()).contains("mock");
    }

    private static void awaitAlive(DriverPool pool, String name, boolean alive) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (view(pool, name).alive() != alive && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(view(pool, name).alive()).as(view(pool, name).toString()).isEqualTo(alive);
    }
}
