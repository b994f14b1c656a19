package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A real Prometheus server (Debian's {@code prometheus} package, started here on loopback with its
 * own configuration and a temporary database) scrapes the controller's {@code /metrics} every
 * second with the cluster's bearer token while a two-driver mock run goes on; Prometheus's HTTP
 * API then answers, for every stage and operation, the operation count the run's archive has.
 * Skipped without the {@code prometheus} binary, failed under {@code CI=true} (CI installs it).
 */
class PrometheusScrapeIT {

    private static final Path BINARY = Path.of("/usr/bin/prometheus");
    /** The Grafana dashboard docs/metrics.md offers (the it module runs in it/). */
    private static final Path DASHBOARD = Path.of("..", "docs", "grafana", "objbench-dashboard.json");
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    /** main: 4 workers over 2 drivers, 3 ms per mock write: about 6 s, several scrapes. */
    private static final int MAIN_OPS = 8000;

    @RegisterExtension
    final Cluster cluster = new Cluster(2);

    private Child prometheus;
    private String prometheusUrl;

    @AfterEach
    void stopPrometheus() {
        if (prometheus != null) {
            prometheus.stop();
        }
    }

    @Test
    void prometheusScrapesTheRunAndCountsWhatTheArchiveCounts() throws Exception {
        if (!Files.isExecutable(BINARY)) {
            String why = "no " + BINARY + " (Debian's prometheus package; scripts/backends/install-packages.sh installs it)";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail("CI=true but " + why);
            }
            Assumptions.abort(why);
        }
        cluster.start();
        Api api = cluster.api();
        // the token guards /metrics like every route
        assertThat(api.send(ControllerRoutes.METRICS, "GET", null, null, null).statusCode()).isEqualTo(401);
        assertThat(api.get(ControllerRoutes.METRICS).statusCode()).isEqualTo(200);
        startPrometheus(URI.create(api.baseUrl()));
        Waits.until("Prometheus scraped the controller with the token (up == 1)", Duration.ofSeconds(60),
                () -> value("up{job=\"objbench\"}").map(v -> v == 1.0).orElse(false));

        String id = api.submit(workload()).id();
        api.await(id, java.util.Set.of("PROCESSING"), Duration.ofSeconds(60));
        JsonNode report;
        try {
            api.await(id, Api.ENDED, Duration.ofMinutes(3));
        } finally {
            report = api.report(id);
        }
        double ended = System.currentTimeMillis() / 1000.0;
        // a scrape after the end: the totals Prometheus has then are the run's last
        String main = "objbench_operations_total{workload_id=\"" + id + "\",stage=\"s2-main\"}";
        Waits.until("Prometheus scraped the controller after the run ended", Duration.ofSeconds(60),
                () -> value("timestamp(" + main + ")").map(t -> t > ended).orElse(false));

        Map<String, Long> archived = new LinkedHashMap<>();
        for (JsonNode stage : report.path("stages")) {
            assertThat(stage.path("state").asText()).as("state of %s", stage.path("id")).isEqualTo("completed");
            for (JsonNode op : stage.path("ops")) {
                // the whole stage (COSBench's window) when a detected warm-up cut the reported one
                JsonNode whole = op.has("whole") ? op.path("whole") : op;
                archived.put(stage.path("id").asText() + " " + op.path("opId").asText(), whole.path("opCount").asLong());
            }
        }
        Map<String, Long> scraped = new LinkedHashMap<>();
        for (JsonNode r : query("objbench_operations_total{workload_id=\"" + id + "\"}").path("data").path("result")) {
            scraped.put(r.path("metric").path("stage").asText() + " " + r.path("metric").path("op_id").asText(),
                    (long) Double.parseDouble(r.path("value").get(1).asText()));
        }
        assertThat(archived).as("operations per stage and operation in the archive").containsEntry("s2-main op1",
                (long) MAIN_OPS);
        assertThat(scraped).as("operations per stage and operation in Prometheus").isEqualTo(archived);
        // scraped during the run too: an earlier sample of the main stage below its final count
        double least = value("min_over_time(" + main + "[10m])").orElseThrow();
        assertThat(least).as("the smallest main-stage count Prometheus scraped").isLessThan(MAIN_OPS);
        // the histogram's count is the same successes, from the exact buckets
        assertThat(value("sum(objbench_response_seconds_count{workload_id=\"" + id + "\",stage=\"s2-main\"})"))
                .contains((double) MAIN_OPS);
        assertThat(value("sum(objbench_driver_up)")).contains(2.0);
        // the main stage's verdict reached Prometheus as the archive has it (valid 1, suspect 0)
        String verdict = null;
        for (JsonNode stage : report.path("stages")) {
            if (stage.path("id").asText().equals("s2-main")) {
                verdict = stage.path("validity").path("verdict").asText();
            }
        }
        assertThat(verdict).as("the archive's verdict of s2-main").isIn("valid", "suspect");
        assertThat(value("objbench_stage_valid{workload_id=\"" + id + "\",stage=\"s2-main\"}"))
                .contains("valid".equals(verdict) ? 1.0 : 0.0);
        dashboardQueriesAnswer(id);
    }

    /**
     * Every query of docs/grafana/objbench-dashboard.json, with the run's id for its variable, is
     * valid PromQL over these metrics and has data (the errors panel excepted: mock had none).
     */
    private void dashboardQueriesAnswer(String id) throws IOException {
        JsonNode dashboard = Api.tree(Files.readString(DASHBOARD, StandardCharsets.UTF_8));
        int queries = 0;
        for (JsonNode panel : dashboard.path("panels")) {
            for (JsonNode target : panel.path("targets")) {
                String expr = target.path("expr").asText().replace("$workload_id", id)
                        .replace("$__rate_interval", "1m");
                JsonNode result = query(expr).path("data").path("result");
                if (!panel.path("title").asText().startsWith("Errors")) {
                    assertThat(result).as("the data of panel '%s': %s", panel.path("title").asText(), expr)
                            .isNotEmpty();
                }
                queries++;
            }
        }
        assertThat(queries).as("queries of the dashboard").isGreaterThanOrEqualTo(8);
    }

    private static String workload() {
        String prefix = "prom";
        return WorkloadXml.named("it-prometheus").description("a mock run scraped by Prometheus")
                .storage("mock", "delay=3")
                .stage("init", Work.init(1, "cprefix=" + prefix + ";containers=r(1,1)").name("init").interval(1).driver("d1"))
                .stage("main", Work.named("main", 4).interval(1).totalOps(MAIN_OPS)
                        .op("write", 100, "cprefix=" + prefix + ";containers=c(1);objects=u(1,1000);sizes=c(1)KB"))
                .bare();
    }

    /** Starts Prometheus on a free loopback port, scraping {@code controller}'s /metrics every second. */
    private void startPrometheus(URI controller) throws IOException {
        Path dir = Files.createDirectories(cluster.dir().resolve("prometheus"));
        Path config = dir.resolve("prometheus.yml");
        Files.writeString(config, """
                global:
                  scrape_interval: 1s
                  scrape_timeout: 1s
                scrape_configs:
                  - job_name: objbench
                    metrics_path: %s
                    authorization:
                      credentials: %s
                    static_configs:
                      - targets: ['%s:%d']
                """.formatted(ControllerRoutes.METRICS, cluster.token(), controller.getHost(), controller.getPort()),
                StandardCharsets.UTF_8);
        int port = Ports.free();
        prometheusUrl = "http://127.0.0.1:" + port;
        prometheus = new Child("prometheus", java.util.List.of(BINARY.toString(), "--config.file=" + config,
                "--storage.tsdb.path=" + dir.resolve("data"), "--web.listen-address=127.0.0.1:" + port), dir);
        prometheus.start();
        Waits.until("Prometheus is ready on " + prometheusUrl, Duration.ofSeconds(60), () -> {
            if (!prometheus.isAlive()) {
                throw new AssertionError("prometheus exited at start:\n" + prometheus.logText());
            }
            try {
                return HTTP.send(HttpRequest.newBuilder(URI.create(prometheusUrl + "/-/ready")).build(),
                        HttpResponse.BodyHandlers.ofString()).statusCode() == 200;
            } catch (IOException notYet) {
                return false;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        });
    }

    /** Prometheus's answer to the instant query {@code promql}. */
    private JsonNode query(String promql) {
        try {
            HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(prometheusUrl + "/api/v1/query?query="
                    + URLEncoder.encode(promql, StandardCharsets.UTF_8))).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).as("%s: %s", promql, r.body()).isEqualTo(200);
            return Api.tree(r.body());
        } catch (IOException e) {
            throw new AssertionError("Prometheus did not answer " + promql + "\n" + prometheus.logText(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** The single value of {@code promql}, empty when it has no series. */
    private java.util.Optional<Double> value(String promql) {
        JsonNode result = query(promql).path("data").path("result");
        if (result.isEmpty()) {
            return java.util.Optional.empty();
        }
        assertThat(result.size()).as("series of %s: %s", promql, result).isEqualTo(1);
        return java.util.Optional.of(Double.parseDouble(result.get(0).path("value").get(1).asText()));
    }
}
