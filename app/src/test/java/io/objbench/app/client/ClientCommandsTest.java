package io.objbench.app.client;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.app.ObjbenchCommand;
import io.objbench.controller.driver.DriverEndpoint;
import io.objbench.controller.driver.DriverPool;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.controller.history.History;
import io.objbench.controller.queue.QueueTestKit;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.server.ControllerServer;
import io.objbench.controller.server.ServerSettings;
import io.objbench.driver.MissionManager;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code objbench submit/cancel/status/list/info} against a real controller server on port 0. */
class ClientCommandsTest {

    private static final String TOKEN = "client-tok";

    @TempDir
    Path dir;

    private WorkloadQueue queue;
    private DriverPool pool;
    private ControllerServer server;

    @BeforeEach
    void start() throws Exception {
        History history = QueueTestKit.history(dir.resolve("archive"));
        queue = new WorkloadQueue(history, 1, QueueTestKit.runners(), Clock.systemUTC());
        pool = new DriverPool(Map.of(new DriverEndpoint("driver1", "http://127.0.0.1:18088"),
                new LocalDriverClient(MissionManager.withDefaults("driver1"))), 3, Duration.ofSeconds(5), Clock.systemUTC());
        pool.pollNow();
        server = ControllerServer.newServer(new ServerSettings("127.0.0.1", 0, TOKEN, ZoneOffset.UTC), queue, history, pool);
        server.start();
    }

    @AfterEach
    void stop() throws Exception {
        queue.shutdown(Duration.ofSeconds(30));
        server.stop();
        pool.close();
    }

    /** The outcome of one command line. */
    record Run(int exit, String out, String err) {
    }

    private Run objbench(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ObjbenchCommand.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(exit, out.toString(), err.toString());
    }

    /** The command with the server's --url and the token appended. */
    private Run cmd(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--url", server.uri().toString(), "--token", TOKEN));
        return objbench(all.toArray(String[]::new));
    }

    private Path file(String name, String xml) throws Exception {
        return Files.writeString(dir.resolve(name), xml);
    }

    @Test
    void submitWaitFollowsTheRunAndExitsZeroWhenFinished() throws Exception {
        Run r = cmd("submit", file("quick.xml", QueueTestKit.quick("quick")).toString(), "--wait");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("Accepted with ID: w1\n")
                .contains("s1-init: completed (").contains("s2-main: completed (")
                .containsPattern("\ns2-main +completed +write +20 ")
                .endsWith("workload w1 FINISHED\n");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void submitConvertsAScenarioAndTheControllerArchivesItBesideTheXml() throws Exception {
        String scenario = """
                {"name": "cli scenario", "container_base": "cli%s", "container_count": 2,
                 "sizes": [{"name": "tiny", "size_min": 10, "size_max": 20}],
                 "initial_files": {"tiny": 3}, "operation_count": 40, "crud_profile": [1, 1, 1, 1], "user_count": 1}
                """.formatted(java.util.UUID.randomUUID().toString().substring(0, 8));
        Run r = cmd("submit", file("s.scenario", scenario).toString(), "--users", "2", "--storage-config", "delay=0",
                "--wait");
        assertThat(r.exit()).as(r.out() + r.err()).isZero();
        assertThat(r.out()).contains("s3-main: completed (").endsWith("workload w1 FINISHED\n");
        Path run;
        try (java.util.stream.Stream<Path> s = Files.list(dir.resolve("archive"))) {
            run = s.filter(p -> p.getFileName().toString().startsWith("w1-")).findFirst().orElseThrow();
        }
        assertThat(Files.readString(run.resolve("ssbench.scenario"))).isEqualTo(scenario);
        assertThat(Files.readString(run.resolve("workload-config.xml"))).contains("workers=\"2\" totalOps=\"40\"");

        Run xml = cmd("submit", file("x.xml", QueueTestKit.quick("x")).toString(), "--keep");
        assertThat(xml.exit()).isEqualTo(2);
        assertThat(xml.err()).contains("--keep applies to ssbench scenario files only");
    }

    @Test
    void submitWaitWithABaselineComparesTheEndedRunFromTheArchive() throws Exception {
        String archive = dir.resolve("archive").toString();
        assertThat(cmd("submit", file("base.xml", QueueTestKit.quick("base")).toString(), "--wait").exit()).isZero();
        Run r = cmd("submit", file("next.xml", QueueTestKit.quick("next")).toString(), "--wait", "--baseline", "w1",
                "--archive", archive, "--fail-on-regression", "5%");
        assertThat(r.exit()).as(r.out() + r.err()).isZero();
        // a run of 20 operations has too few intervals for any verdict: said so, never a regression
        assertThat(r.out()).contains("workload w2 FINISHED", "w2 (B) against w1 (A)")
                .containsPattern("s2-main +write +p99 ms .* not enough intervals")
                .contains("no significant regression beyond 5.0 %");

        Run noWait = cmd("submit", file("next.xml", QueueTestKit.quick("next")).toString(), "--baseline", "w1",
                "--archive", archive);
        assertThat(noWait.exit()).isEqualTo(2);
        assertThat(noWait.err()).contains("--baseline needs --wait");
        Run missing = cmd("submit", file("next.xml", QueueTestKit.quick("next")).toString(), "--wait", "--baseline",
                "w9", "--archive", archive);
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("no run w9 in the archive");
    }

    @Test
    void aRejectedWorkloadPrintsTheControllersMessageAndExitsTwo() throws Exception {
        String bad = "<?xml version=\"1.0\"?>\n<workload name=\"bad\">\n  <workflow>\n    <workstage name=\"s\" bogus=\"1\"/>\n"
                + "  </workflow>\n</workload>\n";
        Run r = cmd("submit", file("bad.xml", bad).toString(), "--wait");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).matches("bad\\.xml:4:\\d+: .*\n");
        assertThat(cmd("submit", dir.resolve("missing.xml").toString()).exit()).isEqualTo(2);
    }

    @Test
    void statusListCancelOfARunningWorkloadAndWaitExitsThree() throws Exception {
        CompletableFuture<Run> waiting = CompletableFuture.supplyAsync(() -> {
            try {
                return cmd("submit", file("slow.xml", QueueTestKit.slow("slow")).toString(), "--wait");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, Thread::startVirtualThread);
        QueueTestKit.await(queue, "w1", v -> v.currentStage().equals("s2-main"));
        Run queued = cmd("submit", file("q.xml", QueueTestKit.quick("later")).toString());
        assertThat(queued.out()).isEqualTo("Accepted with ID: w2\n");

        Run status = cmd("status", "w1");
        assertThat(status.exit()).isZero();
        assertThat(status.out()).startsWith("w1  slow  PROCESSING\n").contains("current stage s2-main")
                .containsPattern("s1-init +completed +init")
                .containsPattern("s3-after +waiting");
        Run list = cmd("list");
        assertThat(list.out().lines().toList()).hasSize(3);
        assertThat(list.out().lines().toList().get(0)).matches("id +name +state +submitted +stage");
        assertThat(list.out()).containsPattern("w1 +slow +PROCESSING +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d +s2-main\n")
                .containsPattern("w2 +later +QUEUING +\\S+ \\S+ +-\n");

        Run cancelQueued = cmd("cancel", "w2");
        assertThat(cancelQueued.exit()).isZero();
        assertThat(cancelQueued.out()).matches("w2\t\\S+ \\S+\tCANCELLED\n");
        assertThat(cmd("cancel", "w1").exit()).isZero();
        Run waited = waiting.get(30, TimeUnit.SECONDS);
        assertThat(waited.exit()).as(waited.out() + waited.err()).isEqualTo(3);
        assertThat(waited.out()).contains("s2-main  ").contains("ops/s").contains("s2-main: cancelled (")
                .endsWith("workload w1 CANCELLED\n");
        assertThat(cmd("status", "w1").out()).startsWith("w1  slow  CANCELLED\n");
    }

    @Test
    void unknownIdsWrongTokensAndNoControllerFailClearly() throws Exception {
        Run unknown = cmd("cancel", "w42");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).isEqualTo("no such workload: w42\n");
        assertThat(cmd("status", "w42").err()).isEqualTo("no such workload: w42\n");

        Run wrong = objbench("list", "--url", server.uri().toString(), "--token", "nope");
        assertThat(wrong.exit()).isEqualTo(2);
        assertThat(wrong.err()).contains("missing or wrong token").contains("Authorization: Bearer");

        int freePort;
        try (ServerSocket s = new ServerSocket(0)) {
            freePort = s.getLocalPort();
        }
        Run badUrl = objbench("list", "--url", "http://bad host:1");
        assertThat(badUrl.exit()).isEqualTo(2);
        assertThat(badUrl.err()).isEqualTo("not a controller URL: 'http://bad host:1' (e.g. http://host:19088)\n");
        Run none = objbench("info", "--url", "http://127.0.0.1:" + freePort);
        assertThat(none.exit()).isEqualTo(ClientCommand.UNREACHABLE);
        assertThat(none.err()).isEqualTo("no controller at http://127.0.0.1:" + freePort
                + ": start one with `objbench controller` or pass --url\n");
    }

    @Test
    void infoListsTheDrivers() {
        Run info = cmd("info");
        assertThat(info.exit()).as(info.err()).isZero();
        List<String> lines = info.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("controller " + server.uri() + ", 1 drivers");
        assertThat(lines.get(1)).matches("name +url +alive +version +storage +auth +skew-ms +joined +last-error");
        assertThat(lines.get(2)).matches("driver1 +http://127\\.0\\.0\\.1:18088 +yes +\\S+ +\\S*mock\\S* +\\S+ +-?\\d+ +static +-");
    }

    @Test
    void theConfGivesUrlAndToken() throws Exception {
        Path conf = file("controller.conf", """
                [controller]
                drivers = 1
                url = http://127.0.0.1:1/controller
                port = %d
                token = %s
                [driver1]
                name = driver1
                url = http://127.0.0.1:18088/driver
                """.formatted(server.port(), TOKEN));
        Run list = objbench("list", "--conf", conf.toString());
        assertThat(list.exit()).as(list.err()).isZero();
        assertThat(list.out()).isEqualTo("no workloads\n");
    }
}
