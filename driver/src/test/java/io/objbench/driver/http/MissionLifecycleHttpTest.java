package io.objbench.driver.http;

import static io.objbench.driver.http.DriverClient.json;
import static io.objbench.driver.http.DriverClient.read;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import io.objbench.core.mission.DriverInfo;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.protocol.DriverRoutes;
import io.objbench.core.protocol.MissionCreated;
import io.objbench.core.protocol.MissionSummary;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.driver.MissionManager;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A mission driven entirely over HTTP gives what the in-process manager gives. */
class MissionLifecycleHttpTest {

    private static final String TOKEN = "lifecycle-token";

    private final MissionManager manager = MissionManager.withDefaults("d1");
    private DriverServer server;
    private DriverClient client;

    @BeforeEach
    void start() throws Exception {
        server = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, TOKEN), manager);
        server.start();
        client = new DriverClient(server.url(), TOKEN);
    }

    @AfterEach
    void stop() throws Exception {
        server.stop();
    }

    @Test
    void infoNamesTheDriverAndItsAdaptors() throws Exception {
        assertThat(server.port()).isPositive();
        assertThat(server.url()).isEqualTo("http://127.0.0.1:" + server.port());
        DriverInfo info = read(client.get(DriverRoutes.INFO), 200, DriverInfo.class);
        assertThat(info.name()).isEqualTo("d1");
        assertThat(info.storageTypes()).contains("mock", "none");
        assertThat(info.authTypes()).contains("mock", "none");
        assertThat(info.cores()).isPositive();
        assertThat(info.epochMillis()).isCloseTo(System.currentTimeMillis(), org.assertj.core.data.Offset.offset(60_000L));
        assertThat(info.missions()).as("no mission held yet, and the list is said").isEmpty();
    }

    @Test
    void fullLifecycleMatchesTheInProcessReportExactly() throws Exception {
        for (Mission special : List.of(TestMissions.init("m-init"), TestMissions.prepare("m-prepare"))) {
            MissionReport r = runToEnd(special);
            assertThat(r.state()).as(r.message()).isEqualTo(MissionState.ACCOMPLISHED);
            assertThat(r.ops().get(0).failures()).isZero();
        }
        Mission mission = TestMissions.mixed("m1", 4, 2000);
        MissionCreated created = read(client.post(DriverRoutes.MISSIONS, json(mission)), 201, MissionCreated.class);
        assertThat(created.missionId()).isEqualTo("m1");
        // the info reply lists what the driver holds (the controller's liveness poll is one request)
        assertThat(read(client.get(DriverRoutes.INFO), 200, DriverInfo.class).missions())
                .extracting(io.objbench.core.protocol.MissionSummary::missionId).contains("m1");

        MissionStatus authed = read(client.post(DriverRoutes.mission("m1", DriverRoutes.LOGIN), ""), 200, MissionStatus.class);
        assertThat(authed.state()).isEqualTo(MissionState.AUTHED);
        MissionStatus launched = read(client.post(DriverRoutes.mission("m1", DriverRoutes.LAUNCH), ""), 200, MissionStatus.class);
        assertThat(launched.state()).isIn(MissionState.LAUNCHED, MissionState.ACCOMPLISHED);

        List<Snapshot> seen = pollUntilFinal("m1");
        assertThat(seen).isNotEmpty();
        for (int i = 1; i < seen.size(); i++) {
            assertThat(seen.get(i).sequence()).as("each snapshot seen once, in order").isGreaterThan(seen.get(i - 1).sequence());
        }

        MissionReport overHttp = read(client.post(DriverRoutes.mission("m1", DriverRoutes.CLOSE), ""), 200, MissionReport.class);
        assertThat(overHttp.state()).as(overHttp.message()).isEqualTo(MissionState.ACCOMPLISHED);
        long total = overHttp.ops().stream().mapToLong(OpStats::total).sum();
        assertThat(total).isEqualTo(2000);
        assertThat(overHttp.ops()).allSatisfy(op -> assertThat(op.failures()).as(op.opId()).isZero());
        for (OpStats op : overHttp.ops()) {
            assertThat(op.responseHistogram().getTotalCount()).as(op.opId()).isEqualTo(op.successes()).isPositive();
        }
        long inSnapshots = seen.stream().flatMap(s -> s.ops().stream()).mapToLong(OpStats::total).sum();
        assertThat(inSnapshots).as("the polled snapshots add up to every op").isEqualTo(2000);

        // the report decoded from JSON equals the in-process one, histograms bucket for bucket
        MissionReport inProcess = manager.close("m1");
        assertThat(overHttp).isEqualTo(inProcess);
        for (int i = 0; i < inProcess.ops().size(); i++) {
            OpStats a = overHttp.ops().get(i);
            OpStats b = inProcess.ops().get(i);
            assertThat(a.responseHistogram()).isEqualTo(b.responseHistogram());
            for (double p : new double[] {50, 90, 99, 99.9, 100}) {
                assertThat(a.responseHistogram().getValueAtPercentile(p)).isEqualTo(b.responseHistogram().getValueAtPercentile(p));
            }
        }
        assertThat(overHttp.log()).isNotEmpty();
    }

    @Test
    void aPollWithAWaitAnswersWhenTheMissionEnds() throws Exception {
        read(client.post(DriverRoutes.MISSIONS, json(TestMissions.timed("short", 1))), 201, MissionCreated.class);
        read(client.post(DriverRoutes.mission("short", DriverRoutes.LOGIN), ""), 200, MissionStatus.class);
        read(client.post(DriverRoutes.mission("short", DriverRoutes.LAUNCH), ""), 200, MissionStatus.class);
        long start = System.nanoTime();
        MissionStatus s = read(client.get(DriverRoutes.mission("short", DriverRoutes.STATUS) + "?after=0&"
                + DriverRoutes.WAIT + "=30000"), 200, MissionStatus.class);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(s.state()).as("answered at the end, with the final snapshot").isEqualTo(MissionState.ACCOMPLISHED);
        assertThat(s.snapshots()).isNotEmpty();
        assertThat(seconds).as("waited for the 1 s runtime, not for the 30 s wait").isBetween(0.3, 15.0);
        read(client.post(DriverRoutes.mission("short", DriverRoutes.CLOSE), ""), 200, MissionReport.class);
    }

    @Test
    void abortStopsARunningMissionPromptly() throws Exception {
        Mission mission = TestMissions.timed("long", 60);
        read(client.post(DriverRoutes.MISSIONS, json(mission)), 201, MissionCreated.class);
        read(client.post(DriverRoutes.mission("long", DriverRoutes.LOGIN), ""), 200, MissionStatus.class);
        read(client.post(DriverRoutes.mission("long", DriverRoutes.LAUNCH), ""), 200, MissionStatus.class);
        Thread.sleep(300);

        long t0 = System.nanoTime();
        MissionReport aborted = read(client.post(DriverRoutes.mission("long", DriverRoutes.ABORT), ""), 200, MissionReport.class);
        assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(10));
        assertThat(aborted.state()).isEqualTo(MissionState.ABORTED);
        assertThat(aborted.ops().get(0).total()).as("partial results are kept").isPositive();

        MissionStatus status = read(client.get(DriverRoutes.mission("long", DriverRoutes.STATUS)), 200, MissionStatus.class);
        assertThat(status.state()).isEqualTo(MissionState.ABORTED);
        List<MissionSummary> held = read(client.get(DriverRoutes.MISSIONS), 200, new TypeReference<List<MissionSummary>>() {
        });
        assertThat(held).singleElement().satisfies(s -> {
            assertThat(s.missionId()).isEqualTo("long");
            assertThat(s.state()).isEqualTo(MissionState.ABORTED);
            assertThat(s.reportRead()).as("the abort returned its report").isTrue();
        });
        MissionReport closed = read(client.post(DriverRoutes.mission("long", DriverRoutes.CLOSE), ""), 200, MissionReport.class);
        assertThat(closed.state()).isEqualTo(MissionState.ABORTED);
    }

    @Test
    void stoppingTheServerAbortsMissionsStillOpen() throws Exception {
        read(client.post(DriverRoutes.MISSIONS, json(TestMissions.timed("open", 60))), 201, MissionCreated.class);
        read(client.post(DriverRoutes.mission("open", DriverRoutes.LOGIN), ""), 200, MissionStatus.class);
        read(client.post(DriverRoutes.mission("open", DriverRoutes.LAUNCH), ""), 200, MissionStatus.class);

        assertThat(server.stop()).isEqualTo(1);
        assertThat(manager.status("open", 0).state()).isEqualTo(MissionState.ABORTED);
    }

    @Test
    void loginMayBlockLongerThanTheIdleTimeout() throws Exception {
        server.stop();
        server = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, TOKEN)
                .withIdleTimeout(Duration.ofMillis(200)), manager);
        server.start();
        client = new DriverClient(server.url(), TOKEN);
        Mission slowLogin = TestMissions.all("slow", TestMissions.workWith(
                "<auth type=\"mock\" config=\"delay=1200\" /><storage type=\"none\" />", """
                <work name="main" workers="1" totalOps="1">
                  <operation type="read" ratio="100" config="containers=c(1);objects=c(1)" />
                </work>"""));
        read(client.post(DriverRoutes.MISSIONS, json(slowLogin)), 201, MissionCreated.class);

        long t0 = System.nanoTime();
        MissionStatus authed = read(client.post(DriverRoutes.mission("slow", DriverRoutes.LOGIN), ""), 200, MissionStatus.class);
        assertThat(Duration.ofNanos(System.nanoTime() - t0)).isGreaterThan(Duration.ofMillis(1000));
        assertThat(authed.state()).isEqualTo(MissionState.AUTHED);
    }

    /** Submit, login, launch, poll, close: the whole protocol for one mission. */
    private MissionReport runToEnd(Mission m) throws Exception {
        read(client.post(DriverRoutes.MISSIONS, json(m)), 201, MissionCreated.class);
        read(client.post(DriverRoutes.mission(m.id(), DriverRoutes.LOGIN), ""), 200, MissionStatus.class);
        read(client.post(DriverRoutes.mission(m.id(), DriverRoutes.LAUNCH), ""), 200, MissionStatus.class);
        pollUntilFinal(m.id());
        return read(client.post(DriverRoutes.mission(m.id(), DriverRoutes.CLOSE), ""), 200, MissionReport.class);
    }

    /** Polls with {@code after} = the last sequence seen until the mission is final, then once more. */
    private List<Snapshot> pollUntilFinal(String id) throws Exception {
        List<Snapshot> seen = new ArrayList<>();
        long after = 0;
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        boolean fin = false;
        for (int extra = 0; extra < 2 && System.nanoTime() < deadline; ) {
            MissionStatus s = read(client.get(DriverRoutes.mission(id, DriverRoutes.STATUS) + "?" + DriverRoutes.AFTER + "=" + after),
                    200, MissionStatus.class);
            for (Snapshot snap : s.snapshots()) {
                assertThat(snap.sequence()).as("only snapshots after " + after).isGreaterThan(after);
            }
            seen.addAll(s.snapshots());
            if (!s.snapshots().isEmpty()) {
                after = s.snapshots().get(s.snapshots().size() - 1).sequence();
            }
            fin |= s.state().isFinal();
            if (fin) {
                extra++;
            } else {
                Thread.sleep(100);
            }
        }
        assertThat(fin).as("mission %s ended within 30 s", id).isTrue();
        return seen;
    }
}
