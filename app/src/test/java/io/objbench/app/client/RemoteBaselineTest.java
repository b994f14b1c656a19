package io.objbench.app.client;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.app.ExitCodes;
import io.objbench.app.ObjbenchCommand;
import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.driver.DriverEndpoint;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.history.History;
import io.objbench.controller.queue.QueueTestKit;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.server.ControllerServer;
import io.objbench.controller.server.ServerSettings;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code submit --wait --baseline} and {@code compare --url} with runs that are not in the local
 * {@code --archive}: fetched through a real controller's file routes (token, port 0, mock storage).
 */
class RemoteBaselineTest {

    private static final String TOKEN = "remote-tok";

    @TempDir
    Path dir;

    private Path controllerArchive;
    private Path elsewhere;
    private WorkloadQueue queue;
    private DriverPool pool;
    private ControllerServer server;

    @BeforeEach
    void start() throws Exception {
        controllerArchive = dir.resolve("controller-archive");
        elsewhere = Files.createDirectory(dir.resolve("runner-archive")); // the CI runner's: none of the runs
        History history = QueueTestKit.history(controllerArchive);
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

    record Run(int exit, String out, String err) {
    }

    private static Run objbench(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ObjbenchCommand.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(exit, out.toString(), err.toString());
    }

    private String url() {
        return server.uri().toString();
    }

    /** 4 mock readers for 4 one-second intervals (enough for two batches), with a secret in the storage config. */
    private Path workload(String name) throws Exception {
        return Files.writeString(dir.resolve(name + ".xml"), """
                <?xml version="1.0" encoding="UTF-8" ?>
                <workload name="%s" description="remote baseline">
                  <storage type="mock" config="latency=fixed(2);secretkey=TOPSECRETVALUE" />
                  <workflow>
                    <workstage name="main">
                      <work name="main" workers="4" runtime="4" interval="1">
                        <operation type="read" ratio="100" config="containers=c(1);objects=u(1,100)" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(name));
    }

    private Run submitWait(String name, String... more) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("submit", workload(name).toString(), "--wait",
                "--url", url(), "--token", TOKEN));
        args.addAll(List.of(more));
        return objbench(args.toArray(String[]::new));
    }

    @Test
    void submitWaitComparesWithABaselineFetchedFromTheControllerAndTheComparisonIsTheLocalOnes() throws Exception {
        Run base = submitWait("base");
        assertThat(base.exit()).as(base.out() + base.err()).isZero();

        Run next = submitWait("next", "--baseline", "w1", "--archive", elsewhere.toString(),
                "--fail-on-regression", "900%");
        assertThat(next.exit()).as(next.out() + next.err()).isZero();
        assertThat(next.out()).contains("workload w2 FINISHED", "w2 (B) against w1 (A)")
                .containsPattern("s1-main +read +throughput ")
                .contains("no significant regression beyond 900.0 %");
        assertThat(elsewhere).isEmptyDirectory();

        // fetched, the runs compare exactly as they do read where the controller wrote them
        Run remote = objbench("compare", "w1", "w2", "--json", "--archive", elsewhere.toString(), "--url", url(),
                "--token", TOKEN);
        Run local = objbench("compare", "w1", "w2", "--json", "--archive", controllerArchive.toString());
        assertThat(remote.exit()).as(remote.err()).isZero();
        assertThat(local.exit()).as(local.err()).isZero();
        assertThat(remote.out()).isEqualTo(local.out()).contains("\"intervalsA\" : ");
    }

    @Test
    void aStaleLocalRunOfTheSameIdNeverStandsInForTheControllersRun() throws Exception {
        assertThat(submitWait("base").exit()).isZero();
        assertThat(submitWait("next").exit()).isZero();
        // an earlier embedded run on the CI runner left its own w1 and w2 in the local archive
        Path stale = dir.resolve("stale-archive");
        Run old = objbench("run", workload("stale").toString(), "--archive", stale.toString(), "--quiet");
        assertThat(old.exit()).as(old.out() + old.err()).isZero();
        assertThat(objbench("run", workload("stale2").toString(), "--archive", stale.toString(), "--quiet").exit()).isZero();

        Run viaController = objbench("compare", "w1", "w2", "--json", "--archive", stale.toString(), "--url", url(),
                "--token", TOKEN);
        Run controllers = objbench("compare", "w1", "w2", "--json", "--archive", controllerArchive.toString());
        assertThat(viaController.exit()).as(viaController.err()).isZero();
        assertThat(viaController.out()).isEqualTo(controllers.out()); // the stale runs' figures differ in every digit
    }

    @Test
    void theFetchedFilesAreTheArchivedOnesWithOnlyTheSecretMaskedAndAreDeletedOnClose() throws Exception {
        assertThat(submitWait("base").exit()).isZero();
        Path archived = ArchiveLayout.findRunDir(controllerArchive, "w1").orElseThrow();
        Path fetchedDir;
        try (ArchivedRun run = ArchivedRun.open("w1", elsewhere, new ControllerClient(url(), TOKEN))) {
            assertThat(run.fetched()).isTrue();
            fetchedDir = run.dir();
            assertThat(fetchedDir.getFileName()).isEqualTo(archived.getFileName());
            List<String> names;
            try (Stream<Path> s = Files.list(fetchedDir)) {
                names = s.map(p -> p.getFileName().toString()).sorted().toList();
            }
            assertThat(names).containsExactlyInAnyOrder("s1-main.csv", "s1-main-read.hlog", "w1-base.json", "workload-config.xml");
            // the .hlog's base64 lines, the CSV and the JSON come through byte for byte
            for (String n : List.of("s1-main.csv", "s1-main-read.hlog", "w1-base.json")) {
                assertThat(Files.mismatch(fetchedDir.resolve(n), archived.resolve(n))).as(n).isEqualTo(-1L);
            }
            assertThat(Files.readString(fetchedDir.resolve("s1-main-read.hlog"))).containsPattern("\nTag=op1,[0-9.]+,[0-9.]+,[0-9.]+,HIST");
            assertThat(Files.readString(fetchedDir.resolve("workload-config.xml")))
                    .contains("secretkey=******").doesNotContain("TOPSECRETVALUE");
        }
        assertThat(fetchedDir).doesNotExist();
        assertThat(fetchedDir.getParent()).doesNotExist();
    }

    @Test
    void aRunNeitherHereNorAtTheControllerIsBadInputNamingBoth() throws Exception {
        Run missing = objbench("submit", workload("never").toString(), "--wait", "--baseline", "w9", "--archive",
                elsewhere.toString(), "--url", url(), "--token", TOKEN);
        assertThat(missing.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(missing.err()).contains("no run w9 in the archive " + elsewhere.toAbsolutePath(),
                "nor at the controller " + url());
        assertThat(queue.list()).as("nothing was submitted").isEmpty();

        Run compare = objbench("compare", "w9", "w10", "--archive", elsewhere.toString(), "--url", url(), "--token", TOKEN);
        assertThat(compare.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(compare.err()).contains("no run w9 in the archive", "nor at the controller " + url());

        Run wrongToken = objbench("compare", "w9", "w10", "--archive", elsewhere.toString(), "--url", url(),
                "--token", "wrong");
        assertThat(wrongToken.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(wrongToken.err()).contains("cannot fetch run w9 from the controller " + url(), "missing or wrong token");
    }

    @Test
    void compareWithAControllerThatIsNotThereExitsFour() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Run r = objbench("compare", "w1", "w2", "--archive", elsewhere.toString(), "--url", "http://127.0.0.1:" + port);
        assertThat(r.exit()).isEqualTo(4);
        assertThat(r.err()).contains("cannot fetch run w1 from the controller http://127.0.0.1:" + port, "no controller at");
    }
}
