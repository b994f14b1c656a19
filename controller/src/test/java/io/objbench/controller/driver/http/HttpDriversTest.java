package io.objbench.controller.driver.http;

import io.objbench.core.protocol.ApiErrorKind;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.objbench.controller.archive.WorkloadLog;
import io.objbench.controller.driver.DriverEndpoint;
import io.objbench.core.driver.DriverException;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.mission.Mission;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import io.objbench.driver.http.DriverServer;
import io.objbench.driver.http.DriverServerSettings;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The HTTP client against real driver servers on loopback: errors as the driver words them, and a whole run. */
class HttpDriversTest {

    private static final String TOKEN = "t0ken";
    private final List<DriverServer> servers = new ArrayList<>();

    private DriverServer server(String name) throws Exception {
        DriverServer s = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, TOKEN),
                MissionManager.withDefaults(name));
        s.start();
        servers.add(s);
        return s;
    }

    @AfterEach
    void stop() throws Exception {
        for (DriverServer s : servers) {
            s.stop();
        }
    }

    private static Workload fiveStages() throws Exception {
        return read("five-stages.xml");
    }

    private static Workload read(String name) throws Exception {
        try (InputStream in = HttpDriversTest.class.getResourceAsStream("/e2e/" + name)) {
            String xml = new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .replace("PREFIX", "http" + UUID.randomUUID().toString().substring(0, 8));
            return WorkloadReader.read(xml, name);
        }
    }

    @Test
    void refusalsCarryTheDriversStatusAndMessage() throws Exception {
        DriverServer s = server("d1");
        HttpDriverClient client = new HttpDriverClient("d1", s.url(), TOKEN);
        assertThat(client.info().name()).isEqualTo("d1");

        DriverException unauthorized = catchThrowableOfType(DriverException.class,
                () -> new HttpDriverClient("d1", s.url(), "wrong").info());
        assertThat(unauthorized.kind()).isEqualTo(ApiErrorKind.UNAUTHORIZED);
        assertThat(catchThrowableOfType(DriverException.class, () -> new HttpDriverClient("d1", s.url(), null).info())
                .kind()).isEqualTo(ApiErrorKind.UNAUTHORIZED);

        DriverException notFound = catchThrowableOfType(DriverException.class, () -> client.close("no-such-mission"));
        assertThat(notFound.kind()).isEqualTo(ApiErrorKind.NOT_FOUND);
        assertThat(notFound.getMessage()).startsWith("d1: ").contains("no-such-mission");

        Workload w = fiveStages();
        var work = w.stages().get(2).works().get(0);
        var badWork = new io.objbench.core.workload.Work(work.name(), work.type(), work.workers(), work.interval(),
                work.division(), work.runtime(), work.rampup(), work.rampdown(), work.totalOps(), work.totalBytes(),
                work.afr(), work.driver(), work.config(), work.auth(),
                new io.objbench.core.workload.AdaptorSpec("nosuch", ""), work.operations());
        DriverException bad = catchThrowableOfType(DriverException.class,
                () -> client.submit(new Mission("m-bad", "w1", "s3-main", badWork, 1, 0, 1)));
        assertThat(bad.kind()).isEqualTo(ApiErrorKind.BAD_REQUEST);
        assertThat(bad.getMessage()).contains("storage type 'nosuch' is not available on this driver");

        String id = client.submit(new Mission("m-ok", "w1", "s3-main", work, 1, 0, 1));
        DriverException conflict = catchThrowableOfType(DriverException.class, () -> client.close(id));
        assertThat(conflict.kind()).isEqualTo(ApiErrorKind.CONFLICT);
        assertThat(client.abort(id).missionId()).isEqualTo(id);
    }

    @Test
    void aWorkloadRunsOverTwoHttpDriversAsItDoesInProcess() throws Exception {
        DriverServer d1 = server("d1");
        DriverServer d2 = server("d2");
        try (DriverPool pool = DriverPool.http(List.of(new DriverEndpoint("d1", d1.url()),
                new DriverEndpoint("d2", d2.url())), TOKEN, 3, Duration.ofSeconds(1))) {
            pool.pollNow();
            assertThat(pool.liveClients()).containsOnlyKeys("d1", "d2");
            WorkloadResult r = new WorkloadRunner(pool::driverSet,
                    RunSettings.distributed().withTick(Duration.ofMillis(300)), RunListener.NONE).run("w1", fiveStages());

            assertThat(r.state()).as(WorkloadLog.render(r)).isEqualTo(WorkloadState.FINISHED);
            StageResult prepare = r.stages().get(1);
            assertThat(prepare.missions()).extracting(m -> m.driverName()).containsExactly("d1", "d2");
            assertThat(prepare.works().get(0).ops().get(0).successes()).isEqualTo(40);
            StageResult main = r.stages().get(2);
            assertThat(main.works().get(0).ops().get(0).successes() + main.works().get(0).ops().get(1).successes())
                    .isEqualTo(400);
            assertThat(main.works().get(0).ops().get(0).responseHistogram().getTotalCount())
                    .isEqualTo(main.works().get(0).ops().get(0).successes());
            assertThat(r.stages().get(3).works().get(0).ops().get(0).successes()).isEqualTo(40);
            // each driver's measured skew goes to workload.log (same host: a few ms at most)
            assertThat(WorkloadLog.render(r)).containsPattern("driver d1 clock skew [+-]\\d+ ms")
                    .containsPattern("driver d2 clock skew [+-]\\d+ ms");
        }
    }

    @Test
    void aDriverThatGoesAwayMidStageIsLostAndTheOthersStop() throws Exception {
        DriverServer d1 = server("d1");
        DriverServer d2 = server("d2");
        try (DriverPool pool = DriverPool.http(List.of(new DriverEndpoint("d1", d1.url()),
                new DriverEndpoint("d2", d2.url())), TOKEN, 3, Duration.ofSeconds(1))) {
            pool.pollNow();
            java.util.concurrent.CountDownLatch running = new java.util.concurrent.CountDownLatch(1);
            RunListener listener = new RunListener() {
                @Override
                public void timelineRow(String id, io.objbench.core.workload.Stage stage,
                                        io.objbench.controller.run.TimelineRow row) {
                    if (stage.name().equals("main")) {
                        running.countDown();
                    }
                }
            };
            Duration tick = Duration.ofMillis(300);
            var run = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                try {
                    return new WorkloadRunner(pool::driverSet, RunSettings.distributed().withTick(tick), listener)
                            .run("w1", read("long-main.xml"));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }, Thread::startVirtualThread);
            assertThat(running.await(20, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
            long killed = System.nanoTime();
            d2.stop();
            WorkloadResult r = run.get(30, java.util.concurrent.TimeUnit.SECONDS);
            Duration took = Duration.ofNanos(System.nanoTime() - killed);

            assertThat(r.state()).isEqualTo(WorkloadState.TERMINATED);
            StageResult main = r.stages().get(1);
            assertThat(main.state()).isEqualTo(io.objbench.controller.run.StageState.TERMINATED);
            // a refused connection is certain news: lost at the first such poll
            assertThat(main.message()).startsWith("driver d2 lost: ").contains("connection refused");
            assertThat(main.missions()).extracting(m -> m.driverName() + " " + m.report().state())
                    .containsExactly("d1 ABORTED", "d2 TERMINATED");
            assertThat(r.stages().get(2).state()).isEqualTo(io.objbench.controller.run.StageState.ABORTED);
            // one tick, with slack for a loaded build machine (a guess would take 2 × N × interval)
            assertThat(took).isLessThan(tick.plusSeconds(3));
        }
    }
}
