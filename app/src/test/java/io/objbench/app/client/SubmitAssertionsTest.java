package io.objbench.app.client;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.app.ExitCodes;
import io.objbench.app.ObjbenchCommand;
import io.objbench.app.check.JunitSchema;
import io.objbench.controller.driver.DriverEndpoint;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.history.History;
import io.objbench.controller.queue.QueueTestKit;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.server.ControllerServer;
import io.objbench.controller.server.ServerSettings;
import io.objbench.core.json.Json;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code objbench submit --wait} with assertions against a standing controller on port 0 (mock storage). */
class SubmitAssertionsTest {

    private static final String TOKEN = "assert-tok";

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

    record Run(int exit, String out, String err) {
    }

    private Run submit(String... args) {
        List<String> all = new ArrayList<>(List.of("submit"));
        all.addAll(List.of(args));
        all.addAll(List.of("--url", server.uri().toString(), "--token", TOKEN));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ObjbenchCommand.execute(all.toArray(String[]::new), new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(exit, out.toString(), err.toString());
    }

    private Path workload(String name, String assertions) throws Exception {
        return Files.writeString(dir.resolve(name + ".xml"),
                QueueTestKit.quick(name).replace("</workload>", assertions + "</workload>"));
    }

    @Test
    void passingAssertionsExitZeroAndTheReportsNameTheController() throws Exception {
        Path junit = dir.resolve("junit.xml");
        Path json = dir.resolve("summary.json");
        Run r = submit(workload("ok", "<assertions><assert check=\"main.write.success ge 100%\"/></assertions>").toString(),
                "--wait", "--assert", "main.write.throughput>0", "--junit", junit.toString(), "--json", json.toString());
        assertThat(r.exit()).as(r.out() + r.err()).isZero();
        assertThat(r.out()).contains("assertions: 2 passed, 0 failed").endsWith("workload w1 FINISHED\n");
        JunitSchema.validate(Files.readString(junit));
        JsonNode summary = Json.mapper().readTree(json.toFile());
        assertThat(summary.get("passed").asBoolean()).isTrue();
        assertThat(summary.get("archive").asText()).isEqualTo(server.uri() + "/objbench/v1/controller/workloads/w1/report");
        assertThat(summary.get("assertions").get(0).get("source").asText()).isEqualTo("workload");
    }

    @Test
    void aFailedWorkloadAssertionExitsSixEvenWithoutOptions() throws Exception {
        Run r = submit(workload("bad", "<assertions><assert check=\"main.write.throughput gt 1e12\"/></assertions>")
                .toString(), "--wait");
        assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(ExitCodes.ASSERTION_FAILED);
        assertThat(r.out()).contains("main.write.throughput gt 1e12").contains("FAIL")
                .contains("assertions: 0 passed, 1 failed");
    }

    @Test
    void aFailedCommandLineAssertionExitsSix() throws Exception {
        Run r = submit(workload("cli", "").toString(), "--wait", "--assert", "main.nosuch.p99<1s");
        assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(6);
        assertThat(r.out()).contains("FAIL: no operation 'nosuch' in stage 'main'");
    }

    @Test
    void badSyntaxOrNoWaitIsRefusedBeforeSubmitting() throws Exception {
        Path w = workload("refused", "");
        Run syntax = submit(w.toString(), "--wait", "--assert", "p99 < 20 parsecs");
        assertThat(syntax.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(syntax.err()).isEqualTo("objbench submit: assertion 'p99 < 20 parsecs': expected a unit of p99:"
                + " ms, us, µs, s (none: ms), found 'parsecs' at column 10\n");
        Run noWait = submit(w.toString(), "--assert", "p99<20ms");
        assertThat(noWait.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(noWait.err()).isEqualTo("objbench submit: --assert, --junit and --json need --wait\n");
        assertThat(queue.list()).isEmpty();
    }
}
