package io.objbench.controller.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.controller.driver.DriverEndpoint;
import io.objbench.controller.driver.DriverPool;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.controller.history.History;
import io.objbench.controller.queue.QueueTestKit;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.core.json.Json;
import io.objbench.core.protocol.ApiError;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.DriverView;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.driver.MissionManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The controller's HTTP API on port 0, spoken to with the JDK's HttpClient. */
class ControllerServerTest {

    private static final String TOKEN = "tok-123";
    private static final String SECRET = "TOPSECRETVALUE";
    private static final Instant SUBMIT_TIME = Instant.parse("2026-03-04T05:06:07Z");

    @TempDir
    Path dir;

    private final HttpClient http = HttpClient.newHttpClient();
    private final List<String> bodies = new ArrayList<>();
    private WorkloadQueue queue;
    private DriverPool pool;
    private ControllerServer server;

    @BeforeEach
    void start() throws Exception {
        History history = QueueTestKit.history(dir);
        // a fixed queue clock: the submit dates of the CLI replies are known
        queue = new WorkloadQueue(history, 1, QueueTestKit.runners(), Clock.fixed(SUBMIT_TIME, ZoneOffset.UTC));
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
        assertThat(bodies).as("no response may show a workload secret").noneMatch(b -> b.contains(SECRET));
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        HttpResponse<String> r = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        bodies.add(r.body());
        return r;
    }

    private HttpRequest.Builder request(String pathAndQuery) {
        return HttpRequest.newBuilder(server.uri().resolve(pathAndQuery)).header("Authorization", "Bearer " + TOKEN);
    }

    private HttpResponse<String> get(String path) throws Exception {
        return send(request(path).GET());
    }

    private HttpResponse<String> post(String path) throws Exception {
        return send(request(path).POST(HttpRequest.BodyPublishers.noBody()));
    }

    private HttpResponse<String> postXml(String path, String xml) throws Exception {
        return send(request(path).header("Content-Type", "application/xml").POST(HttpRequest.BodyPublishers.ofString(xml)));
    }

    private HttpResponse<String> postMultipart(HttpRequest.Builder request, String fileName, String xml) throws Exception {
        String boundary = "objbench-test-boundary";
        String body = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"config\"; filename=\"" + fileName
                + "\"\r\nContent-Type: text/xml\r\n\r\n" + xml + "\r\n--" + boundary + "--\r\n";
        return send(request.header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    private static <T> T json(HttpResponse<String> r, Class<T> type) throws Exception {
        return Json.mapper().readValue(r.body(), type);
    }

    private WorkloadView awaitEnded(String id) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (true) {
            WorkloadView v = json(get(ControllerRoutes.workload(id, "")), WorkloadView.class);
            if (QueueTestKit.ended(v) || System.nanoTime() > deadline) {
                return v;
            }
            Thread.sleep(50);
        }
    }

    @Test
    void submitRawXmlThenStatusListReportAndFiles() throws Exception {
        HttpResponse<String> created = postXml(ControllerRoutes.WORKLOADS + "?name=quick.xml", QueueTestKit.quick("quick"));
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        String id = json(created, WorkloadView.class).id();
        assertThat(id).isEqualTo("w1");
        assertThat(awaitEnded(id).state()).isEqualTo("FINISHED");

        List<WorkloadView> list = Json.mapper().readValue(get(ControllerRoutes.WORKLOADS).body(), new TypeReference<>() {
        });
        assertThat(list).extracting(WorkloadView::id).containsExactly("w1");
        HttpResponse<String> report = get(ControllerRoutes.workload(id, ControllerRoutes.REPORT));
        assertThat(report.statusCode()).isEqualTo(200);
        assertThat(Json.mapper().readTree(report.body()).get("stages").size()).isEqualTo(2);

        List<String> files = Json.mapper().readValue(get(ControllerRoutes.workload(id, ControllerRoutes.FILES)).body(),
                new TypeReference<>() {
                });
        assertThat(files).contains("workload-config.xml", "workload.log", "w1-quick.csv", "w1-quick.json");
        for (String f : files) {
            HttpResponse<String> file = get(ControllerRoutes.workload(id, ControllerRoutes.FILES) + "/" + f);
            assertThat(file.statusCode()).as(f).isEqualTo(200);
        }
        HttpResponse<String> config = get(ControllerRoutes.workload(id, ControllerRoutes.FILES) + "/workload-config.xml");
        assertThat(config.headers().firstValue("Content-Type").orElse("")).startsWith("application/xml");
        assertThat(config.body()).contains("secretkey=******").doesNotContain(SECRET);

        assertThat(get(ControllerRoutes.workload(id, ControllerRoutes.FILES) + "/..%2F..%2Frun-history.csv").statusCode())
                .isIn(400, 404);
        assertThat(get(ControllerRoutes.workload(id, ControllerRoutes.FILES) + "/.meta").statusCode()).isEqualTo(404);
        HttpResponse<String> unknown = get(ControllerRoutes.workload("w42", ""));
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(json(unknown, ApiError.class)).isEqualTo(new ApiError(404, "no such workload: w42"));
        assertThat(get(ControllerRoutes.PREFIX + "/nothing").statusCode()).isEqualTo(404);
    }

    @Test
    void multipartSubmitOnRestAndCliRoutes() throws Exception {
        HttpResponse<String> rest = postMultipart(request(ControllerRoutes.WORKLOADS), "m.xml", QueueTestKit.quick("m"));
        assertThat(rest.statusCode()).as(rest.body()).isEqualTo(201);
        assertThat(json(rest, WorkloadView.class).id()).isEqualTo("w1");
        HttpResponse<String> cli = postMultipart(request(ControllerRoutes.CLI_SUBMIT), "c.xml", QueueTestKit.quick("c"));
        assertThat(cli.statusCode()).isEqualTo(200);
        assertThat(cli.body()).isEqualTo("Accepted with ID: w2\n");
        assertThat(cli.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");
        assertThat(awaitEnded("w2").state()).isEqualTo("FINISHED");
    }

    @Test
    void validationErrorsAre400WithFileLineAndColumn() throws Exception {
        String bad = "<?xml version=\"1.0\"?>\n<workload name=\"bad\">\n  <workflow>\n    <workstage name=\"s\" bogus=\"1\"/>\n"
                + "  </workflow>\n</workload>\n";
        HttpResponse<String> rest = postXml(ControllerRoutes.WORKLOADS + "?name=bad.xml", bad);
        assertThat(rest.statusCode()).isEqualTo(400);
        ApiError error = json(rest, ApiError.class);
        assertThat(error.status()).isEqualTo(400);
        assertThat(error.message()).matches("bad\\.xml:4:\\d+: .*");
        HttpResponse<String> cli = postMultipart(request(ControllerRoutes.CLI_SUBMIT), "old.xml", bad);
        assertThat(cli.statusCode()).isEqualTo(400);
        assertThat(cli.body()).matches("old\\.xml:4:\\d+: .*\n");
        // a bad value next to a secret: the message may quote the config, never the secret
        String leaky = QueueTestKit.quick("leaky").replace("objects=u(1,10);sizes", "objects=u(1,;token=" + SECRET + ";sizes");
        HttpResponse<String> leak = postXml(ControllerRoutes.WORKLOADS + "?name=leaky.xml", leaky);
        assertThat(leak.statusCode()).isEqualTo(400);
        assertThat(json(leak, ApiError.class).message()).startsWith("leaky.xml:");
        HttpResponse<String> noType = send(request(ControllerRoutes.WORKLOADS).POST(HttpRequest.BodyPublishers.ofString(bad)));
        assertThat(noType.statusCode()).isEqualTo(415);
        assertThat(json(get(ControllerRoutes.WORKLOADS), List.class)).isEmpty();
    }

    @Test
    void everyRouteNeedsTheToken() throws Exception {
        for (String path : List.of(ControllerRoutes.WORKLOADS, ControllerRoutes.DRIVERS, ControllerRoutes.workload("w1", ""),
                ControllerRoutes.METRICS,
                ControllerRoutes.CLI_INDEX, ControllerRoutes.CLI_WORKLOAD + "?id=w1")) {
            HttpResponse<String> none = send(HttpRequest.newBuilder(server.uri().resolve(path)).GET());
            assertThat(none.statusCode()).as(path).isEqualTo(401);
            HttpResponse<String> wrong = send(HttpRequest.newBuilder(server.uri().resolve(path))
                    .header("Authorization", "Bearer nope").GET());
            assertThat(wrong.statusCode()).as(path).isEqualTo(401);
        }
        HttpResponse<String> noTokenSubmit = send(HttpRequest.newBuilder(server.uri().resolve(ControllerRoutes.WORKLOADS))
                .header("Content-Type", "application/xml").POST(HttpRequest.BodyPublishers.ofString(QueueTestKit.quick("x"))));
        assertThat(noTokenSubmit.statusCode()).isEqualTo(401);
        assertThat(json(noTokenSubmit, ApiError.class).message()).contains("Authorization: Bearer");
        // old curl scripts: ?token= on .action URLs only
        assertThat(send(HttpRequest.newBuilder(server.uri().resolve(ControllerRoutes.CLI_INDEX + "?token=" + TOKEN)).GET())
                .statusCode()).isEqualTo(200);
        assertThat(send(HttpRequest.newBuilder(server.uri().resolve(ControllerRoutes.WORKLOADS + "?token=" + TOKEN)).GET())
                .statusCode()).isEqualTo(401);
        assertThat(json(get(ControllerRoutes.WORKLOADS), List.class)).as("nothing was submitted").isEmpty();
    }

    @Test
    void metricsShowTheRunsTotalsAsTheReportHasThem() throws Exception {
        String id = json(postXml(ControllerRoutes.WORKLOADS + "?name=quick.xml", QueueTestKit.quick("quick")),
                WorkloadView.class).id();
        assertThat(awaitEnded(id).state()).isEqualTo("FINISHED");
        HttpResponse<String> metrics = get(ControllerRoutes.METRICS);
        assertThat(metrics.statusCode()).isEqualTo(200);
        assertThat(metrics.headers().firstValue("Content-Type").orElse("")).startsWith("application/openmetrics-text");
        String text = metrics.body();
        assertThat(text).endsWith("# EOF\n")
                .contains("objbench_driver_up{driver=\"driver1\"} 1.0")
                .contains("objbench_queue_length 0.0");
        JsonNode report = Json.mapper().readTree(get(ControllerRoutes.workload(id, ControllerRoutes.REPORT)).body());
        int checked = 0;
        for (JsonNode stage : report.path("stages")) {
            for (JsonNode op : stage.path("ops")) {
                String labels = "{op=\"" + op.path("label").asText() + "\",op_id=\"" + op.path("opId").asText()
                        + "\",op_type=\"" + op.path("type").asText() + "\",stage=\"" + stage.path("id").asText()
                        + "\",workload=\"quick\",workload_id=\"" + id + "\"}";
                long count = op.path("opCount").asLong();
                assertThat(count).as("%s ran", labels).isPositive();
                assertThat(text).contains("objbench_operations_total" + labels + " " + count + ".0\n")
                        .contains("objbench_bytes_total" + labels + " " + op.path("byteCount").asLong() + ".0\n")
                        .contains("objbench_response_seconds_count" + labels + " " + count + "\n");
                checked++;
            }
        }
        assertThat(checked).isEqualTo(2);
    }

    @Test
    void driversAreListed() throws Exception {
        List<DriverView> drivers = Json.mapper().readValue(get(ControllerRoutes.DRIVERS).body(), new TypeReference<>() {
        });
        assertThat(drivers).singleElement().satisfies(d -> {
            assertThat(d.name()).isEqualTo("driver1");
            assertThat(d.alive()).isTrue();
            assertThat(d.storageTypes()).contains("mock");
        });
    }

    @Test
    void cosbenchCliRepliesAreByteExactAndCancelWorks() throws Exception {
        String slow = postMultipart(request(ControllerRoutes.CLI_SUBMIT), "s.xml", QueueTestKit.slow("slow")).body();
        String quick = postMultipart(request(ControllerRoutes.CLI_SUBMIT), "q.xml", QueueTestKit.quick("q")).body();
        assertThat(slow).isEqualTo("Accepted with ID: w1\n");
        assertThat(quick).isEqualTo("Accepted with ID: w2\n");
        QueueTestKit.await(queue, "w1", v -> v.currentStage().equals("s2-main"));

        assertThat(get(ControllerRoutes.CLI_INDEX).body()).isEqualTo("""
                Drivers:
                driver1\thttp://127.0.0.1:18088
                Total: 1 drivers

                Active Workloads:
                w1\t2026-03-04 05:06:07\tPROCESSING\ts2-main
                w2\t2026-03-04 05:06:07\tQUEUING\t
                Total: 2 active workloads
                """);
        assertThat(get(ControllerRoutes.CLI_WORKLOAD + "?id=w2").body()).isEqualTo("w2\t2026-03-04 05:06:07\tQUEUING\n");
        HttpResponse<String> cancelQueued = send(request(ControllerRoutes.CLI_CANCEL)
                .header("Content-Type", "application/x-www-form-urlencoded").POST(HttpRequest.BodyPublishers.ofString("id=w2")));
        assertThat(cancelQueued.body()).isEqualTo("w2\t2026-03-04 05:06:07\tCANCELLED\n");
        assertThat(post(ControllerRoutes.CLI_CANCEL + "?id=w1").body()).startsWith("w1\t2026-03-04 05:06:07\t");
        assertThat(awaitEnded("w1").state()).isEqualTo("CANCELLED");
        assertThat(get(ControllerRoutes.CLI_INDEX).body()).endsWith("""

                Active Workloads:
                None
                Total: 0 active workloads
                """);
        assertThat(get(ControllerRoutes.CLI_WORKLOAD + "?id=w9").statusCode()).isEqualTo(404);
        assertThat(get(ControllerRoutes.CLI_CANCEL + "?id=w1").statusCode()).as("cancel needs POST").isEqualTo(405);
    }

    @Test
    void restCancelOfRunningWorkload() throws Exception {
        String id = json(postXml(ControllerRoutes.WORKLOADS, QueueTestKit.slow("slow")), WorkloadView.class).id();
        QueueTestKit.await(queue, id, v -> v.currentStage().equals("s2-main"));
        assertThat(get(ControllerRoutes.workload(id, ControllerRoutes.REPORT)).statusCode()).isEqualTo(409);
        HttpResponse<String> cancel = post(ControllerRoutes.workload(id, ControllerRoutes.CANCEL));
        assertThat(cancel.statusCode()).isEqualTo(200);
        WorkloadView end = awaitEnded(id);
        assertThat(end.state()).isEqualTo("CANCELLED");
        assertThat(get(ControllerRoutes.workload(id, ControllerRoutes.REPORT)).statusCode()).isEqualTo(200);
        assertThat(get(ControllerRoutes.workload(id, ControllerRoutes.FILES) + "/workload.log").body()).doesNotContain(SECRET);
    }

    @Test
    void refusesToListenBeyondLoopbackWithoutAToken() {
        assertThatThrownBy(() -> ControllerServer.newServer(new ServerSettings("0.0.0.0", 0, "", ZoneOffset.UTC), queue,
                null, pool)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("token = ")
                .hasMessageContaining("--token");
    }
}
