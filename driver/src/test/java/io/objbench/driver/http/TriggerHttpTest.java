package io.objbench.driver.http;

import static io.objbench.driver.http.DriverClient.error;
import static io.objbench.driver.http.DriverClient.json;
import static io.objbench.driver.http.DriverClient.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.objbench.core.protocol.DriverRoutes;
import io.objbench.core.protocol.TriggerReport;
import io.objbench.core.protocol.TriggerStart;
import io.objbench.core.protocol.TriggerStarted;
import io.objbench.driver.MissionManager;
import io.objbench.driver.trigger.TriggerScripts;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The trigger routes: start and stop over HTTP, 400 for a bad name, 404 for a missing script or trigger. */
class TriggerHttpTest {

    private static final String TOKEN = "trigger-token";

    @TempDir
    Path dir;
    private DriverServer server;
    private DriverClient client;

    @BeforeEach
    void start() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "triggers need /bin/sh");
        MissionManager manager = MissionManager.withDefaults("d5")
                .triggers(new TriggerScripts("d5", dir, Duration.ofSeconds(5)));
        server = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, TOKEN), manager);
        server.start();
        client = new DriverClient(server.url(), TOKEN);
    }

    @AfterEach
    void stop() throws Exception {
        if (server != null) {
            server.stop();
        }
    }

    @Test
    void startThenStopReturnsTheOutput() throws Exception {
        // the script leaves a mark once it has written its line, so the stop (which runs the script
        // again with -k) cannot overtake it on a loaded machine
        Path wrote = dir.resolve("wrote-there");
        Files.writeString(dir.resolve("hello.sh"), "echo \"hello $1 from $OBJBENCH_DRIVER\"\ntouch \""
                + dir.resolve("wrote-") + "$1\"\nsleep 600\n");
        TriggerStarted started = read(client.post(DriverRoutes.TRIGGERS,
                json(new TriggerStart("w1", "s1-main", "hello.sh", List.of("there")))), 201, TriggerStarted.class);
        assertThat(started.triggerId()).isNotBlank();
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(30);
        while (!Files.exists(wrote) && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        TriggerReport report = read(client.post(DriverRoutes.trigger(started.triggerId()), ""), 200, TriggerReport.class);
        assertThat(report.output()).startsWith("hello there from d5\n");
        assertThat(report.killed()).contains(started.pid());
        HttpResponse<String> again = client.post(DriverRoutes.trigger(started.triggerId()), "");
        assertThat(again.statusCode()).isEqualTo(404);
        assertThat(error(again).message()).isEqualTo("no running trigger " + started.triggerId() + " on driver d5");
    }

    @Test
    void aPathInTheNameIs400() throws Exception {
        HttpResponse<String> r = client.post(DriverRoutes.TRIGGERS,
                json(new TriggerStart("w1", "w1", "../../bin/sh", List.of("-c", "id"))));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(error(r).message()).isEqualTo("invalid trigger: script '../../bin/sh' contains a path separator:"
                + " only a file name of the driver's scripts directory is allowed");
    }

    @Test
    void aMissingScriptIs404NamingIt() throws Exception {
        HttpResponse<String> r = client.post(DriverRoutes.TRIGGERS, json(new TriggerStart("w1", "w1", "nope.sh", List.of())));
        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(error(r).message()).startsWith("trigger script 'nope.sh' not found in the scripts directory ");
    }

    @Test
    void malformedBodiesAre400() throws Exception {
        assertThat(client.post(DriverRoutes.TRIGGERS, "").statusCode()).isEqualTo(400);
        HttpResponse<String> r = client.post(DriverRoutes.TRIGGERS, "{\"runId\":\"w1\",\"scope\":\"w1\",\"script\":\"a.sh\"}");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(error(r).message()).contains("args");
        assertThat(client.get(DriverRoutes.TRIGGERS).statusCode()).isEqualTo(405);
    }

    @Test
    void stoppingTheServerStopsItsTriggers() throws Exception {
        Files.writeString(dir.resolve("forever.sh"), "while true; do sleep 600; done\n");
        TriggerStarted started = read(client.post(DriverRoutes.TRIGGERS,
                json(new TriggerStart("w1", "w1", "forever.sh", List.of()))), 201, TriggerStarted.class);
        server.stop();
        server = null;
        assertThat(ProcessHandle.of(started.pid()).map(ProcessHandle::isAlive).orElse(false)).isFalse();
    }
}
